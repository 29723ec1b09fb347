import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../../domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, the one source of truth for "signed in": `null` when signed out (a 401 that
 * a refresh could not cure, lib/session.ts), the user otherwise. Guards and screens read this query.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<Me | null> => {
      const response = await api.api.me.$get();
      if (response.status === 401) return null;
      return readJson(response);
    },
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Signed out: every cached answer belonged to the previous session, so it goes, and `me` becomes
 * null at once (the guard then sends to /login without asking the server again).
 */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
}

/**
 * The session ended under a signed-in user (a refresh refused): clear it. For a visitor who was never
 * signed in (the refused refresh of the first `me` check), there is nothing to clear, and the public
 * pages' own queries (e.g. the email confirmation, which must run only once) stay.
 */
export function clearEndedSession(queryClient: QueryClient): void {
  if (queryClient.getQueryData(meQueryKey)) clearSession(queryClient);
}
