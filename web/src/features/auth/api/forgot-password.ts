import type { ForgotPasswordInput } from '#domain/auth.ts';
import { api, readJson } from '../../../lib/api-client.ts';

/**
 * Always the same answer, whether or not the address has an account (no enumeration). A plain
 * request, in a module of its own: /forgot-password is a prerendered page without TanStack Query
 * (docs/decisions/020-prerendered-public-pages.md).
 */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return readJson(api.api.auth['forgot-password'].$post({ json: input }));
}
