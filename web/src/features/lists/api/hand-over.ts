/**
 * The list writes a hidden page has not seen answered, handed over so that they reach the server
 * even if the page never comes back (docs/decisions/069-list-writes-outlive-the-page.md).
 *
 * The write under way is a `keepalive` request (`sendItemWrite`): closing the page does not cancel
 * it. When the page is hidden, the writes still queued are posted to the service worker, which sends
 * them in order on its own (web/sw/list-outbox.ts); a page the worker does not control (a first
 * visit) sends them itself as `keepalive` requests. Shown again, the page takes its queue back: the
 * worker forgets its copy. The page's queue is untouched throughout (saved on the device with the
 * cache), so a reopened app still says « en attente d'envoi » and tells of a refusal.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type ItemWrite, LIST_ITEM_WRITE } from '../lib/item-writes.ts';
import { sendItemWrite } from './write-items.ts';

/** web/sw/list-outbox.ts's message (the worker's script is built apart: no shared import). */
const LIST_WRITES_MESSAGE = 'foyer:list-writes';

export interface QueuedEntry {
  /** The same on every hand-over of the same write (its submission time survives a reload). */
  key: string;
  write: ItemWrite;
  /** Not started yet: queued behind the list's earlier writes, or waiting for the network. */
  waiting: boolean;
}

/** Every list write not yet answered, in the order they were made. */
export function queuedItemWrites(queryClient: QueryClient): QueuedEntry[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: LIST_ITEM_WRITE, status: 'pending' })
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt || a.mutationId - b.mutationId)
    .map((mutation) => {
      const write = mutation.state.variables as ItemWrite;
      return {
        key: `${mutation.state.submittedAt}:${write.kind}:${write.itemId}`,
        write,
        waiting: mutation.state.isPaused || mutation.state.failureCount > 0,
      };
    });
}

/** The writes this page already sent as keepalive requests (`pagehide` follows the hiding). */
const sentOnLeaving = new Set<string>();

/** The page is hidden (and may be closed): its unanswered writes go on without it. */
export function handOver(
  queryClient: QueryClient,
  worker: Pick<ServiceWorker, 'postMessage'> | null | undefined,
  send: (write: ItemWrite) => Promise<unknown> = sendItemWrite,
): void {
  const entries = queuedItemWrites(queryClient);
  if (worker) {
    worker.postMessage({
      type: LIST_WRITES_MESSAGE,
      writes: entries.map(({ key, write }) => ({ key, write })),
    });
    return;
  }
  // No worker: the queued ones as keepalive requests (the one under way already is one).
  for (const entry of entries) {
    if (!entry.waiting || sentOnLeaving.has(entry.key)) continue;
    sentOnLeaving.add(entry.key);
    send(entry.write).catch(() => undefined);
  }
}

/** Hands the writes over whenever the page is hidden or left. Returns the unsubscribe. */
export function handOverWhenHidden(queryClient: QueryClient): () => void {
  const controller = () =>
    typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  const onHidden = () => handOver(queryClient, controller());
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHidden();
    // Back in front: the page sends its own queue again, the worker's copy goes.
    else controller()?.postMessage({ type: LIST_WRITES_MESSAGE, writes: [] });
  };
  window.addEventListener('pagehide', onHidden);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', onHidden);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
