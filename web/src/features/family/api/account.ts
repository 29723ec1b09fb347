import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountUpdateSchema } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/query-keys.ts';

/** "Mon compte": names and, optionally, a new password. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof accountUpdateSchema>) =>
      readJson(api.api.me.$patch({ json: input })),
    onSuccess: (me) => queryClient.setQueryData(sessionKeys.me(), me),
  });
}
