/**
 * The answers every signed-in screen waits for first, the session (/api/me), the spaces
 * (/api/spaces) and the profile chosen on this device in its stored space, asked for by the entry
 * as soon as it knows the app will show (the session hint), together and alongside the route's
 * chunks instead of one after the other once they have run (docs/decisions/079-start-up-requests.md).
 * Each answer is handed, once, to the query that would have asked for it (lib/session-queries.ts,
 * lib/active-space.ts); any later fetch of those queries goes to the network as usual. An answer not
 * taken within the queries' freshness (`staleTime`) is dropped: this is a head start, not a cache.
 */
import { isUuid } from '#domain/ids.ts';
import { activeSpaceId } from './active-space-id.ts';
import { selectedProfileId } from './selected-profile.ts';
import { fetchWithRefresh } from './session.ts';

/** What the profile query asks for (lib/profiles.ts). */
export const profilePath = (spaceId: string, profileId: string) =>
  `/api/spaces/${spaceId}/profiles/${profileId}`;

/** As the queries' `staleTime` (lib/query-client.ts): older than that, a query would ask again. */
const HANDED_WITHIN_MS = 30_000;

const started = new Map<string, { answer: Promise<Response>; at: number }>();

/** Asks for the session, the spaces and the chosen profile now (the app's entry, before its screens). */
export function startSessionRequests(): void {
  const paths = ['/api/me', '/api/spaces'];
  // The profile of the space stored on this device: the one the guard asks for while it is still
  // one of the user's spaces (any other answer is simply not taken).
  const spaceId = activeSpaceId.read();
  const profileId = selectedProfileId.read();
  if (spaceId && profileId && isUuid(spaceId) && isUuid(profileId)) {
    paths.push(profilePath(spaceId, profileId));
  }
  for (const path of paths) {
    // The same fetch as the typed client's: the D1 bookmark, and an expired access token renewed.
    const answer = fetchWithRefresh(path, { credentials: 'same-origin' });
    // A failure is the taker's to handle; one never taken must not be reported as unhandled.
    answer.catch(() => undefined);
    started.set(path, { answer, at: Date.now() });
  }
}

/** The answer started for `path`, once and while fresh; undefined otherwise (then fetch as usual). */
export function takeStartedRequest(path: string): Promise<Response> | undefined {
  const entry = started.get(path);
  started.delete(path);
  if (!entry || Date.now() - entry.at > HANDED_WITHIN_MS) return undefined;
  return entry.answer;
}
