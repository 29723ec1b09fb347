import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeleteAccountInput } from '#domain/account-deletion.ts';
import type { accountUpdateSchema } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys.ts';
import { signInKeys } from './sessions.ts';

/** "Mon compte": names and, optionally, a new password. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof accountUpdateSchema>) =>
      readJson(api.me.$patch({ json: input })),
    onSuccess: (me, input) => {
      queryClient.setQueryData(sessionKeys.me(), me);
      // A new password ended the other sign-ins: « Appareils connectés » shows it.
      if (input.newPassword) void queryClient.invalidateQueries({ queryKey: signInKeys.list() });
    },
  });
}

/**
 * « Supprimer mon compte »: the server ends every session of the account and clears the cookies; the
 * caller then forgets the session on this device (lib/sign-out.ts forgetThisDevice).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => readJson(api.me.$delete({ json: input })),
  });
}
