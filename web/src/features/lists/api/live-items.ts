import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '#domain/live-protocol.ts';
import { applyItemChange, changesInOrder, type ItemChange } from '../lib/live-items.ts';
import { listDetailQueryOptions } from './get-lists.ts';
import { listKeys } from './keys.ts';

/**
 * A `list-items.changed` event applied to the list's cached copy without reading the list again
 * (docs/decisions/076-list-live-events-carry-the-item.md): in version order, a change that comes
 * before the one it follows waiting for it a moment; the list is read again only when a change is
 * still missing then (an event lost, or a change no event tells, as a profile's deletion).
 */

/** How long a change waits for the ones before it (two phones' writes may reach the hub crossed). */
export const GAP_WAIT_MS = 250;

/** The changes of each list (`spaceId:listId`) waiting for an earlier one. */
const waiting = new Map<
  string,
  { changes: Map<number, ItemChange>; timer?: ReturnType<typeof setTimeout> }
>();

/** Receives one event: the list's copy updated, the lists' progress read again where shown. */
export function receiveListItemsEvent(
  queryClient: QueryClient,
  spaceId: string,
  event: LiveEvent,
): void {
  // The progress of the space's lists and of /lists: marked stale, read again where shown. The
  // list's own copy is not among them: the event brings its change.
  void queryClient.invalidateQueries({
    queryKey: listKeys.all(spaceId),
    predicate: (query) => query.queryKey[3] !== 'detail',
  });
  void queryClient.invalidateQueries({ queryKey: listKeys.acrossSpaces() });
  const listId = event.id;
  if (!listId) return;
  const { version, item, removed } = event;
  if (version === undefined || (!item && !removed)) {
    // An event that does not say what changed: the list is read again.
    void queryClient.invalidateQueries({ queryKey: listKeys.detail(spaceId, listId) });
    return;
  }
  const key = `${spaceId}:${listId}`;
  const entry = waiting.get(key) ?? { changes: new Map() };
  waiting.set(key, entry);
  entry.changes.set(version, { version, item, removed });
  applyWaiting(queryClient, spaceId, listId);
}

/** Applies what follows the copy's version, in order; waits, then reads the list, for a gap. */
function applyWaiting(queryClient: QueryClient, spaceId: string, listId: string): void {
  const key = `${spaceId}:${listId}`;
  const entry = waiting.get(key);
  if (!entry) return;
  const { queryKey } = listDetailQueryOptions(spaceId, listId);
  const cached = queryClient.getQueryData(queryKey);
  if (!cached || typeof cached.list.version !== 'number') {
    // Not on this device (it is read when opened), or kept by an app that knew no versions.
    clearTimeout(entry.timer);
    waiting.delete(key);
    if (cached) void queryClient.invalidateQueries({ queryKey });
    return;
  }
  const { apply, later } = changesInOrder(cached.list.version, entry.changes);
  if (apply.length > 0) {
    queryClient.setQueryData(queryKey, (old) => (old ? apply.reduce(applyItemChange, old) : old));
  }
  for (const version of entry.changes.keys()) {
    if (!later.includes(version)) entry.changes.delete(version);
  }
  if (later.length === 0) {
    clearTimeout(entry.timer);
    waiting.delete(key);
    return;
  }
  entry.timer ??= setTimeout(() => {
    entry.timer = undefined;
    void readAgain(queryClient, spaceId, listId);
  }, GAP_WAIT_MS);
}

/** A change is still missing: the list is read again, then what came after it is applied. */
async function readAgain(queryClient: QueryClient, spaceId: string, listId: string) {
  const { queryKey } = listDetailQueryOptions(spaceId, listId);
  const shown = queryClient.getQueryCache().find({ queryKey, exact: true })?.isActive() ?? false;
  if (!shown) {
    // Read when the list is opened again.
    clearTimeout(waiting.get(`${spaceId}:${listId}`)?.timer);
    waiting.delete(`${spaceId}:${listId}`);
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    return;
  }
  await queryClient.refetchQueries({ queryKey, exact: true }).catch(() => {});
  applyWaiting(queryClient, spaceId, listId);
}

/** Forgets every waiting change (tests). */
export function forgetWaitingItemChanges(): void {
  for (const entry of waiting.values()) clearTimeout(entry.timer);
  waiting.clear();
}
