import type { InferResponseType } from 'hono/client';
import type { ForgotPasswordInput } from '#domain/auth.ts';
import type { api } from '../../../lib/api-client.ts';
import { requestJson } from '../../../lib/api-request.ts';

/**
 * Always the same answer, whether or not the address has an account (no enumeration). A plain
 * request, in a module of its own: /forgot-password is a prerendered page without TanStack Query
 * (docs/decisions/020-prerendered-public-pages.md).
 */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return requestJson<InferResponseType<(typeof api.auth)['forgot-password']['$post'], 200>>(
    '/api/auth/forgot-password',
    input,
  );
}
