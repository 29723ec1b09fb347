import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { readAccessCookie } from '../auth/cookies.ts';
import { isSessionActive } from '../auth/sessions.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * Routes for signed-in users: a valid access token whose sign-in is neither revoked nor over sets
 * `c.var.user`;
 * anything else is a 401 "Vous devez être connecté", on which the SPA calls /api/auth/refresh once.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = readAccessCookie(c);
  const claims = token ? await verifyAccessToken(c.env, token, c.var.now) : null;
  if (
    !claims ||
    !(await isSessionActive(c.var.db, claims.userId, claims.sessionChainId, c.var.now))
  ) {
    throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  }
  c.set('user', { id: claims.userId, sessionChainId: claims.sessionChainId });
  await next();
});
