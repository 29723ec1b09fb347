/**
 * The list changes a closed app left unsent, sent by the service worker
 * (docs/decisions/069-list-writes-outlive-the-page.md).
 *
 * When the page is hidden it posts its list writes still on their way, in the order they were made
 * (web/src/features/lists/api/hand-over.ts): they replace this outbox, kept in IndexedDB. While no
 * window of the app is visible, the worker sends them one after the other, each removed once the
 * server answered it; unreachable, it waits for Background Sync where the browser has it, else for
 * its next wake (a message, a push, an update). As soon as a window is visible again, the page owns
 * its queue (which still holds every write it has not seen answered): the outbox is emptied, so that
 * an old write never lands after a newer one of the page. Every write is safe to send twice (an add
 * carries its client id; a tick, an edit and a deletion set a state), so a write both the page and
 * the worker sent does nothing the second time.
 *
 * This file is bundled into the classic script the worker imports (push-handler.ts): it shares no
 * module with the app, so that the build never splits it into a chunk loaded by `import`.
 */

/** A list write as the page queues it (web/src/features/lists/lib/item-writes.ts), as plain data. */
export interface QueuedWrite {
  kind: 'add' | 'toggle' | 'edit' | 'delete';
  spaceId: string;
  listId: string;
  itemId: string;
  text: string;
  completed?: boolean;
  profileId?: string | null;
}

/** One write of the outbox, named so that its removal never removes a later one. */
export interface OutboxEntry {
  key: string;
  write: QueuedWrite;
}

/** The message the page posts when it is hidden (its writes) or shown again (none). */
export const LIST_WRITES_MESSAGE = 'foyer:list-writes';
/** The Background Sync tag under which the worker is woken once the network is back. */
export const LIST_WRITES_SYNC = 'foyer-list-writes';

/** The request of a write: the same routes the page's typed client calls. */
export function writeRequest(write: QueuedWrite): { url: string; init: RequestInit } {
  const items = `/api/spaces/${encodeURIComponent(write.spaceId)}/lists/${encodeURIComponent(write.listId)}/items`;
  const item = `${items}/${encodeURIComponent(write.itemId)}`;
  const json = (method: string, url: string, body: unknown) => ({
    url,
    init: {
      method,
      credentials: 'same-origin' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  });
  const profileId = write.profileId ?? null;
  switch (write.kind) {
    case 'add':
      return json('POST', items, { id: write.itemId, text: write.text, profileId });
    case 'toggle':
      return json('PATCH', item, { completed: write.completed === true, profileId });
    case 'edit':
      return json('PATCH', item, { text: write.text });
    case 'delete':
      return { url: item, init: { method: 'DELETE', credentials: 'same-origin' } };
  }
}

/** Whether the outbox only holds well-formed writes (a message is data from a page, checked). */
export function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (typeof value !== 'object' || value === null) return false;
  const write = value as Record<string, unknown>;
  return (
    ['add', 'toggle', 'edit', 'delete'].includes(write.kind as string) &&
    ['spaceId', 'listId', 'itemId', 'text'].every((field) => typeof write[field] === 'string')
  );
}

export interface OutboxDeps {
  read(): Promise<OutboxEntry[]>;
  save(entries: OutboxEntry[]): Promise<void>;
  /** Sends one write: `answered` once the server said anything but a server error. */
  send(write: QueuedWrite): Promise<'answered' | 'unreachable'>;
  /** Whether a window of the app is visible: its page then sends its own queue. */
  pageVisible(): Promise<boolean>;
}

/**
 * Sends the outbox, oldest first, one write at a time. Returns `waiting` when the server could not
 * be reached (the rest stays, for the next wake), `done` when the outbox is empty or the page took
 * it back.
 */
export async function drainOutbox(deps: OutboxDeps): Promise<'done' | 'waiting'> {
  for (;;) {
    const [head] = await deps.read();
    if (!head) return 'done';
    if (await deps.pageVisible()) {
      await deps.save([]);
      return 'done';
    }
    if ((await deps.send(head.write)) === 'unreachable') return 'waiting';
    // Read again: the page may have handed a new outbox over meanwhile (it still holds `head` if
    // the page had not seen it answered, which then goes once more, harmlessly).
    const now = await deps.read();
    if (now[0]?.key === head.key) await deps.save(now.slice(1));
  }
}

/** Sends one write; an expired access token is renewed once, as the page's client does. */
export async function sendWrite(
  write: QueuedWrite,
  fetcher: typeof fetch = fetch,
): Promise<'answered' | 'unreachable'> {
  const { url, init } = writeRequest(write);
  try {
    let response = await fetcher(url, init);
    if (response.status === 401) {
      const refresh = await fetcher('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
      });
      if (refresh.ok) response = await fetcher(url, init);
    }
    return response.status >= 500 ? 'unreachable' : 'answered';
  } catch {
    return 'unreachable';
  }
}
