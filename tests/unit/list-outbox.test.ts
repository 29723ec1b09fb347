/**
 * The list changes a closed app left unsent: the page hands them over when hidden, the service
 * worker sends them in order, one at a time, while no window of the app is visible, and keeps what
 * the network did not carry for its next wake.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  drainOutbox,
  isQueuedWrite,
  type OutboxEntry,
  type QueuedWrite,
  sendWrite,
  writeRequest,
} from '../../web/sw/list-outbox.ts';

const SPACE = '00000000-0000-4000-8000-000000000001';
const LIST = '00000000-0000-4000-8000-000000000002';
const ITEMS = `/api/spaces/${SPACE}/lists/${LIST}/items`;

function write(itemId: string, kind: QueuedWrite['kind'] = 'add'): QueuedWrite {
  return { kind, spaceId: SPACE, listId: LIST, itemId, text: `Article ${itemId}`, profileId: null };
}

function entry(itemId: string, kind: QueuedWrite['kind'] = 'add'): OutboxEntry {
  return { key: `1:${kind}:${itemId}`, write: write(itemId, kind) };
}

/** An outbox in memory, and what was sent from it. */
function memoryOutbox(entries: OutboxEntry[], answers: ('answered' | 'unreachable')[] = []) {
  let saved = entries;
  const sent: string[] = [];
  const deps = {
    read: async () => saved,
    save: async (next: OutboxEntry[]) => {
      saved = next;
    },
    send: async (queued: QueuedWrite) => {
      sent.push(`${queued.kind} ${queued.itemId}`);
      return answers.shift() ?? 'answered';
    },
    pageVisible: async () => false,
  };
  return { deps, sent, saved: () => saved };
}

describe('the requests of queued writes', () => {
  it('are the routes the page calls, with the client id and the selected profile', () => {
    const add = writeRequest({ ...write('a'), profileId: 'p1' });
    expect(add.url).toBe(ITEMS);
    expect(add.init.method).toBe('POST');
    expect(JSON.parse(add.init.body as string)).toEqual({
      id: 'a',
      text: 'Article a',
      profileId: 'p1',
    });
    const tick = writeRequest({ ...write('b', 'toggle'), completed: true });
    expect([tick.url, tick.init.method]).toEqual([`${ITEMS}/b`, 'PATCH']);
    expect(JSON.parse(tick.init.body as string)).toEqual({ completed: true, profileId: null });
    const edit = writeRequest(write('c', 'edit'));
    expect(JSON.parse(edit.init.body as string)).toEqual({ text: 'Article c' });
    const removal = writeRequest(write('d', 'delete'));
    expect([removal.url, removal.init.method, removal.init.body]).toEqual([
      `${ITEMS}/d`,
      'DELETE',
      undefined,
    ]);
  });

  it('only well-formed writes are taken from a message', () => {
    expect(isQueuedWrite(write('a'))).toBe(true);
    expect(isQueuedWrite({ ...write('a'), kind: 'drop' })).toBe(false);
    expect(isQueuedWrite({ ...write('a'), listId: 3 })).toBe(false);
    expect(isQueuedWrite(null)).toBe(false);
  });
});

describe('the outbox', () => {
  it('sends every write in the order it was made, each removed once answered', async () => {
    const outbox = memoryOutbox([entry('a'), entry('a', 'toggle'), entry('b')]);
    expect(await drainOutbox(outbox.deps)).toBe('done');
    expect(outbox.sent).toEqual(['add a', 'toggle a', 'add b']);
    expect(outbox.saved()).toEqual([]);
  });

  it('unreachable, keeps the write and those after it for the next wake', async () => {
    const outbox = memoryOutbox([entry('a'), entry('b'), entry('c')], ['answered', 'unreachable']);
    expect(await drainOutbox(outbox.deps)).toBe('waiting');
    expect(outbox.sent).toEqual(['add a', 'add b']);
    expect(outbox.saved().map((kept) => kept.key)).toEqual(['1:add:b', '1:add:c']);
  });

  it('a visible window takes its queue back: nothing is sent, the outbox is emptied', async () => {
    const outbox = memoryOutbox([entry('a'), entry('b')]);
    outbox.deps.pageVisible = async () => true;
    expect(await drainOutbox(outbox.deps)).toBe('done');
    expect(outbox.sent).toEqual([]);
    expect(outbox.saved()).toEqual([]);
  });

  it('a new hand-over during a sending is kept whole, its first write not removed by mistake', async () => {
    const outbox = memoryOutbox([entry('a')]);
    const send = outbox.deps.send;
    let handedOver = false;
    outbox.deps.send = async (queued) => {
      const answer = await send(queued);
      if (!handedOver) {
        handedOver = true;
        await outbox.deps.save([entry('b'), entry('c')]);
      }
      return answer;
    };
    await drainOutbox(outbox.deps);
    expect(outbox.sent).toEqual(['add a', 'add b', 'add c']);
  });
});

describe('sending one write', () => {
  it('renews an expired access token once, then sends it again', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
      .mockResolvedValueOnce(new Response(null, { status: 201 }));
    expect(await sendWrite(write('a'), fetcher)).toBe('answered');
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([ITEMS, '/api/auth/refresh', ITEMS]);
  });

  it('a refusal is an answer (the reopened app tells of it); a server error or no network is not', async () => {
    const answering = (status: number) =>
      vi.fn<typeof fetch>(async () => new Response(null, { status }));
    expect(await sendWrite(write('a'), answering(404))).toBe('answered');
    expect(await sendWrite(write('a'), answering(503))).toBe('unreachable');
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendWrite(write('a'), offline)).toBe('unreachable');
  });
});
