import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      readJson(api.api.auth['reset-password'].$post({ json: input })),
  });
}
