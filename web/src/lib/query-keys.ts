/**
 * Query keys of the data every feature shares (the session, the spaces, the profiles), and the
 * shape every feature's own keys follow (docs/architecture.md#realtime):
 *
 *   ['me']                                      the signed-in user
 *   ['spaces', 'list']                          the user's spaces
 *   ['spaces', spaceId]                         everything of one space
 *   ['spaces', spaceId, area, ...]              one area of it: 'tasks', 'profiles', 'invitations'...
 *
 * So one call refreshes an area of a space (`invalidateQueries({ queryKey: taskKeys.all(id) })`, or
 * `spaceKeys.area(id, 'tasks')` for code that only knows the area's name, as a live event does), and
 * one call forgets a whole space (`removeQueries({ queryKey: spaceKeys.detail(id) })`). A feature's
 * factory lives in its `api/keys.ts` and builds on `spaceKeys.area`; no key is written by hand.
 */

export const sessionKeys = {
  me: () => ['me'] as const,
};

export const spaceKeys = {
  /** Every space query: the list and each space's data. */
  all: () => ['spaces'] as const,
  list: () => ['spaces', 'list'] as const,
  detail: (spaceId: string) => ['spaces', spaceId] as const,
  area: <Area extends string>(spaceId: string, area: Area) => ['spaces', spaceId, area] as const,
};

export const profileKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'profiles'),
  /** Under the list's key: invalidating the list refreshes each profile too (the selected one). */
  detail: (spaceId: string, profileId: string) => [...profileKeys.all(spaceId), profileId] as const,
  /** What deleting it would change (its tasks): refreshed with the profiles. */
  usage: (spaceId: string, profileId: string) =>
    [...profileKeys.detail(spaceId, profileId), 'usage'] as const,
};

/** Data the user sees across all their spaces at once (the /lists screen). */
export const acrossSpacesKeys = {
  all: () => ['across-spaces'] as const,
  lists: () => ['across-spaces', 'lists'] as const,
};
