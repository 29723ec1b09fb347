import { afterEach, describe, expect, it, vi } from 'vitest';
import { D1_BOOKMARK_HEADER } from '../../domain/d1-bookmark.ts';
import { fetchWithRefresh } from '../../web/src/lib/session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const contentTypes: (string | null)[] = [];

/** A fetch that answers each call with the next bookmark and records the bookmark each call sent. */
function serverAnswering(bookmarks: (string | null)[]) {
  const sent: (string | null)[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push(headers.get(D1_BOOKMARK_HEADER));
    contentTypes.push(headers.get('content-type'));
    const answered = bookmarks.shift();
    return new Response('{}', { headers: answered ? { [D1_BOOKMARK_HEADER]: answered } : {} });
  });
  return sent;
}

describe("the SPA's D1 bookmark", () => {
  it('sends back the newest bookmark answered, never an older one that came back later', async () => {
    const sent = serverAnswering([
      '00000002-00000001-aa',
      '00000001-00000001-bb',
      null,
      '00000003-00000001-cc',
    ]);
    await fetchWithRefresh('/api/spaces');
    await fetchWithRefresh('/api/spaces');
    await fetchWithRefresh('/api/spaces', { headers: { 'content-type': 'application/json' } });
    await fetchWithRefresh('/api/spaces');
    await fetchWithRefresh('/api/spaces');
    expect(sent).toEqual([
      null,
      '00000002-00000001-aa',
      '00000002-00000001-aa',
      '00000002-00000001-aa',
      '00000003-00000001-cc',
    ]);
    // The request's own headers travel beside the bookmark.
    expect(contentTypes[2]).toBe('application/json');
  });
});
