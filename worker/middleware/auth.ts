import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { readAccessCookie } from '../auth/cookies.ts';
import { isSessionActive, sessionActiveQuery } from '../auth/sessions.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { batchByName, type Results, type Statement } from '../lib/guarded-write.ts';
import { isWriteMethod } from '../lib/write-methods.ts';

/** The requests whose sign-in has been checked in the database (by the layer or a route's batch). */
const checked = new WeakSet<Context>();

function unauthenticated(): ApiError {
  return new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
}

/**
 * Routes for signed-in users: a valid access token whose sign-in is neither revoked nor over sets
 * `c.var.user`; anything else is a 401 "Vous devez être connecté", on which the SPA calls
 * /api/auth/refresh once.
 *
 * A write's sign-in is checked before its handler. A read's is checked in its own batch
 * ({@link signedInRead}: one D1 round trip for the check and the reads); a read that answered without
 * it is checked after, and a refusal replaces its answer, as the space gate does.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = readAccessCookie(c);
  const claims = token ? await verifyAccessToken(c.env, token, c.var.now) : null;
  if (!claims) throw unauthenticated();
  const user = { id: claims.userId, sessionChainId: claims.sessionChainId };
  c.set('user', user);
  if (isWriteMethod(c.req.method)) await checkSession(c);
  await next();
  if (!checked.has(c)) await checkSession(c);
});

async function checkSession(c: Context<AppEnv>): Promise<void> {
  const { db, user, now } = c.var;
  if (!(await isSessionActive(db, user.id, user.sessionChainId, now))) throw unauthenticated();
  checked.add(c);
}

/** A signed-in read's statements with the sign-in check, in one batch: 401 unless it holds. */
export async function signedInRead<R extends Record<string, Statement>>(
  c: Context<AppEnv>,
  reads: R,
): Promise<Results<R>> {
  const { db, user, now } = c.var;
  const { session, ...read } = await batchByName(db, {
    session: sessionActiveQuery(db, user.id, user.sessionChainId, now),
    ...reads,
  });
  checked.add(c);
  if (!session?.[0]) throw unauthenticated();
  return read as Results<R>;
}
