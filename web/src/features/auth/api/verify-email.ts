import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/**
 * Confirms the address of the sign-up email's link. A query rather than a mutation on purpose: the
 * token is single use, and a query keyed by it is sent once even when React mounts the page twice
 * (StrictMode) or the family comes back to it; a second POST would wrongly answer "invalid link".
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => readJson(api.auth['verify-email'].$post({ json: { token } })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
