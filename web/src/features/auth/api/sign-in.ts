import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema, signupSchema } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys.ts';
import { clearSelectedProfile } from '../../../lib/selected-profile.ts';
import { type SessionGrant, startSession } from '../../../lib/session.ts';

/**
 * A session was opened: keep it fresh, forget the profile chosen under the previous one (cleared
 * at each login, docs/product.md#routes-and-guards), and publish the user. A `me` request
 * still in flight (sent while signed out) is cancelled first, so it cannot overwrite the user.
 */
async function signedIn(queryClient: QueryClient, grant: SessionGrant): Promise<void> {
  startSession(grant);
  clearSelectedProfile();
  await queryClient.cancelQueries({ queryKey: sessionKeys.me() });
  queryClient.setQueryData(sessionKeys.me(), grant.user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof loginSchema>) =>
      readJson(api.api.auth.login.$post({ json: input })),
    onSuccess: (grant) => signedIn(queryClient, grant),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof signupSchema>) =>
      readJson(api.api.auth.signup.$post({ json: input })),
    onSuccess: (grant) => signedIn(queryClient, grant),
  });
}
