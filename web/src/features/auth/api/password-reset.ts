import { useMutation } from '@tanstack/react-query';
import type { ResetLinkState, ResetPasswordInput } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      readJson(api.auth['reset-password'].$post({ json: input })),
  });
}

/**
 * What became of the emailed link, asked before the form is shown (the link is not used). Unknown
 * when the server cannot be reached: the form then shows, and its submission says what it must.
 */
export async function checkResetLink(token: string): Promise<ResetLinkState | null> {
  try {
    const response = await api.auth['reset-password'].check.$post({ json: { token } });
    if (!response.ok) return null;
    return (await response.json()).state;
  } catch {
    return null;
  }
}
