import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';

/**
 * Always the same answer, whether or not the address has an account (no enumeration). A plain
 * request: /forgot-password is a prerendered page without the app's query cache (decision 020).
 */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return readJson(api.api.auth['forgot-password'].$post({ json: input }));
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      readJson(api.api.auth['reset-password'].$post({ json: input })),
  });
}
