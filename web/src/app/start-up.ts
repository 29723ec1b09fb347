/**
 * The answers every signed-in screen waits for first, the session (/api/me), the spaces and the
 * profile chosen on this device in its stored space, asked for as the entry runs, beside the app's
 * code, instead of one after the other once the route's chunk and its guards have run
 * (docs/decisions/064-start-up-requests.md). They are the screens' own queries, prefetched into the
 * app's one query client: the guards find them answered or under way, and nothing is kept anywhere
 * else. The client exists before they leave, so a request that cannot reach the server makes the
 * app offline exactly as a screen's would (lib/query-client.ts, lib/network.ts).
 */
import { isUuid } from '#domain/ids.ts';
import { spacesQueryOptions } from '../lib/active-space.ts';
import { activeSpaceId } from '../lib/active-space-id.ts';
import { profileQueryOptions } from '../lib/profiles.ts';
import { appQueryClient } from '../lib/query-client.ts';
import { selectedProfileId } from '../lib/selected-profile.ts';
import { meQueryOptions } from '../lib/session-queries.ts';

/** Starts the session, spaces and chosen profile queries (signed in: the session hint is there). */
export function askForTheSession(): void {
  const queryClient = appQueryClient();
  // prefetchQuery never throws: a failure is the query's state, which its screen reads as usual.
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(spacesQueryOptions());
  // The profile the guard will ask for while the stored space is still one of the user's; another
  // one is simply not read.
  const spaceId = activeSpaceId.read();
  const profileId = selectedProfileId.read();
  if (spaceId && profileId && isUuid(spaceId) && isUuid(profileId)) {
    void queryClient.prefetchQuery(profileQueryOptions(spaceId, profileId));
  }
}
