import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyRegistrationOptionsInput, RenamePasskeyInput } from '#domain/passkeys.ts';
import { api, readJson } from '../../../lib/api-client.ts';

/** The account's passkeys: not a space's data, so outside the spaces' keys. */
export const passkeyKeys = {
  list: () => ['me', 'passkeys'] as const,
};

/** Mon compte › « Clés d'accès ». */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.list(),
    queryFn: () => readJson(api.passkeys.$get()),
  });
}

/**
 * « Ajouter une clé d'accès »: the password, the browser's dialog, then the server's check. The
 * WebAuthn library loads with the first one (docs/decisions/038-passkeys.md).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasskeyRegistrationOptionsInput) => {
      const options = await readJson(api.passkeys.registration.options.$post({ json: input }));
      const { registrationCeremony } = await import('../../../lib/passkey-ceremony.ts');
      const credential = await registrationCeremony(options);
      return readJson(api.passkeys.$post({ json: { credential } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passkeyId, ...json }: RenamePasskeyInput & { passkeyId: string }) =>
      readJson(api.passkeys[':passkeyId'].$patch({ param: { passkeyId }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) =>
      readJson(api.passkeys[':passkeyId'].$delete({ param: { passkeyId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}
