import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndOtherSessionsInput } from '#domain/sessions.ts';
import { api, readJson } from '../../../lib/api-client.ts';

/** The account's sign-ins: not a space's data, so outside the spaces' keys. */
export const signInKeys = {
  list: () => ['me', 'sessions'] as const,
};

/** « Appareils connectés »: the account's live sign-ins, this one marked `current`. */
export function useSignIns() {
  return useQuery({
    queryKey: signInKeys.list(),
    queryFn: () => readJson(api.me.sessions.$get()),
  });
}

/** « Déconnecter » one other sign-in. */
export function useEndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      readJson(api.me.sessions[':sessionId'].$delete({ param: { sessionId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInKeys.list() }),
  });
}

/** « Déconnecter tous les autres appareils »: asks the password. */
export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndOtherSessionsInput) =>
      readJson(api.me.sessions['end-others'].$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInKeys.list() }),
  });
}
