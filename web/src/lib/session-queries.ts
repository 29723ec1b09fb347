/**
 * The signed-in user, shared by every feature (the auth screens, the guards, the settings, the
 * planning screens): a feature never imports another feature's queries. Signing out: lib/sign-out.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#domain/auth.ts';
import { api, readJson } from './api-client.ts';
import { sessionKeys } from './query-keys.ts';
import { hasSessionHint } from './session.ts';

/**
 * The signed-in user, the one source of truth for "signed in": `null` when signed out (a 401 that
 * a refresh could not cure, lib/session.ts), the user otherwise. Guards and screens read this query.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.me(),
    // Without the hint the answer is known at once: guards and public pages render without waiting.
    initialData: hasSessionHint() ? undefined : null,
    queryFn: async (): Promise<Me | null> => {
      // Signed out for sure: no request that could only be refused (and logged in red).
      if (!hasSessionHint()) return null;
      const response = await api.me.$get();
      if (response.status === 401) return null;
      return readJson(response);
    },
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
