import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';

/** Always the same answer, whether or not the address has an account (no enumeration). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      readJson(api.api.auth['forgot-password'].$post({ json: input })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      readJson(api.api.auth['reset-password'].$post({ json: input })),
  });
}
