import { acrossSpacesKeys, spaceKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the lists. A space's lists sit under its `lists` area, so one invalidation of
 * `listKeys.all(spaceId)` (after a write here, or a `lists` live event) refreshes every list screen of
 * that space; `/lists` gathers the lists of all the user's spaces under `listKeys.acrossSpaces()`.
 */
export const listKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'lists'),
  detail: (spaceId: string, listId: string) =>
    [...listKeys.all(spaceId), 'detail', listId] as const,
  purchases: (spaceId: string, listId: string) =>
    [...listKeys.all(spaceId), 'purchases', listId] as const,
  acrossSpaces: () => acrossSpacesKeys.lists(),
};
