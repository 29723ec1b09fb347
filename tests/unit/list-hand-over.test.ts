/**
 * A hidden page hands its unanswered list writes over: to the service worker when one controls it,
 * in the order they were made; else the queued ones go as requests that outlive the page, once
 * each. The request under way is itself one that outlives the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOver, queuedItemWrites } from '../../web/src/features/lists/api/hand-over.ts';
import {
  registerItemWrites,
  sendItemWrite,
  writeItem,
} from '../../web/src/features/lists/api/write-items.ts';
import type { ItemWrite } from '../../web/src/features/lists/lib/item-writes.ts';
import { createQueryClient } from '../../web/src/lib/query-client.ts';

const SPACE = '00000000-0000-4000-8000-000000000001';
const LIST = '00000000-0000-4000-8000-000000000002';

function add(itemId: string, text: string): ItemWrite {
  return {
    kind: 'add',
    spaceId: SPACE,
    listId: LIST,
    itemId,
    text,
    profileId: null,
    profileName: null,
  };
}

/** A client whose first write never gets its answer: the others queue behind it. */
function stuckClient() {
  const queryClient = createQueryClient();
  registerItemWrites(
    queryClient,
    () => new Promise(() => undefined),
    () => undefined,
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('handing the list writes over when the page is hidden', () => {
  it('lists every unanswered write in order, the one under way not waiting', async () => {
    const queryClient = stuckClient();
    for (const [id, text] of [
      ['a', 'Miel'],
      ['b', 'Farine'],
      ['c', 'Sucre'],
    ] as const) {
      writeItem(queryClient, add(id, text)).catch(() => undefined);
    }
    await vi.waitFor(() => expect(queuedItemWrites(queryClient)).toHaveLength(3));
    const queued = queuedItemWrites(queryClient);
    expect(queued.map((entry) => [entry.write.text, entry.waiting])).toEqual([
      ['Miel', false],
      ['Farine', true],
      ['Sucre', true],
    ]);
    expect(new Set(queued.map((entry) => entry.key)).size).toBe(3);
  });

  it('posts them all to the service worker that controls the page', async () => {
    const queryClient = stuckClient();
    writeItem(queryClient, add('a', 'Miel')).catch(() => undefined);
    writeItem(queryClient, add('b', 'Farine')).catch(() => undefined);
    await vi.waitFor(() => expect(queuedItemWrites(queryClient)).toHaveLength(2));
    const postMessage =
      vi.fn<(message: { type: string; writes: { write: ItemWrite }[] }) => void>();
    const send = vi.fn(async (_write: ItemWrite) => undefined);
    handOver(queryClient, { postMessage }, send);
    expect(send).not.toHaveBeenCalled();
    const message = postMessage.mock.calls[0]?.[0];
    expect(message?.type).toBe('foyer:list-writes');
    expect(message?.writes.map((entry) => entry.write.text)).toEqual(['Miel', 'Farine']);
  });

  it('without a worker, sends the queued ones itself, once though hidden then left', async () => {
    const queryClient = stuckClient();
    writeItem(queryClient, add('a', 'Miel')).catch(() => undefined);
    writeItem(queryClient, add('b', 'Farine')).catch(() => undefined);
    await vi.waitFor(() => expect(queuedItemWrites(queryClient)).toHaveLength(2));
    const send = vi.fn(async (_write: ItemWrite) => undefined);
    handOver(queryClient, null, send);
    handOver(queryClient, undefined, send);
    expect(send.mock.calls.map(([write]) => write.text)).toEqual(['Farine']);
  });

  it('every item write is a request that outlives its page', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'a' }));
    vi.stubGlobal('fetch', fetcher);
    await sendItemWrite(add('a', 'Miel'));
    await sendItemWrite({ ...add('a', 'Miel'), kind: 'delete', item: {} as never, index: 0 });
    expect(fetcher).toHaveBeenCalledTimes(2);
    for (const call of fetcher.mock.calls as unknown as [unknown, RequestInit][]) {
      expect(call[1].keepalive).toBe(true);
      expect(call[1].credentials).toBe('same-origin');
    }
  });
});
