import { spaceKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of a space's memos. Everything sits under the space's `memos` area, so one invalidation
 * of `memoKeys.all(spaceId)` (after a write here, or a `memos` live event) refreshes the dashboard's
 * To Do List and every list's reminders at once.
 */
export const memoKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'memos'),
  /** A profile's To Do List (its list reminders included). */
  ofProfile: (spaceId: string, profileId: string) =>
    [...memoKeys.all(spaceId), 'profile', profileId] as const,
  /** The reminders about one list. */
  ofList: (spaceId: string, listId: string) => [...memoKeys.all(spaceId), 'list', listId] as const,
};
