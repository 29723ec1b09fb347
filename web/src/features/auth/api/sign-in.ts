import type { z } from 'zod';
import type { loginSchema, signupSchema } from '#domain/auth.ts';
import { requestJson } from '../../../lib/api-request.ts';
import { clearSelectedProfile } from '../../../lib/selected-profile.ts';
import { type SessionGrant, startSession } from '../../../lib/session.ts';

/**
 * A session was opened: keep it fresh, and forget the profile chosen under the previous one
 * (cleared at each login, docs/product.md#routes-and-guards). The login and sign-up pages are
 * prerendered pages without the app's query cache (docs/decisions/020-prerendered-public-pages.md):
 * they then load the app at its destination, which asks for the user itself.
 */
export function signedIn(grant: SessionGrant): SessionGrant {
  startSession(grant);
  clearSelectedProfile();
  return grant;
}

export async function logIn(input: z.output<typeof loginSchema>): Promise<SessionGrant> {
  return signedIn(await requestJson<SessionGrant>('/api/auth/login', input));
}

export async function signUp(input: z.output<typeof signupSchema>): Promise<SessionGrant> {
  return signedIn(await requestJson<SessionGrant>('/api/auth/signup', input));
}
