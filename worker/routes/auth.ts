/**
 * Foyer's own sign-in service (docs/architecture.md#auth). Every route answers JSON; the
 * session travels only in HttpOnly cookies (worker/auth/cookies.ts).
 */
import type { Context } from 'hono';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from '#domain/auth.ts';
import type { SessionEndReason } from '#domain/auth-constants.ts';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/argon2.ts';
import { clientKey } from '../auth/client-ip.ts';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import {
  clearSessionCookies,
  readAccessCookie,
  readRefreshCookie,
  setSessionCookies,
} from '../auth/cookies.ts';
import { consumeEmailToken, emailTokenState, issueEmailToken } from '../auth/email-tokens.ts';
import {
  ACCOUNT_FAILED_LOGIN_LIMIT,
  consume,
  EMAIL_SEND_LIMIT,
  FAILED_LOGIN_LIMIT,
  FORGOT_PASSWORD_IP_LIMIT,
  LOGIN_IP_LIMIT,
  loginSubject,
  RESET_CHECK_IP_LIMIT,
  release,
  reset,
  SIGNUP_IP_LIMIT,
  tryConsumeAll,
} from '../auth/rate-limit.ts';
import {
  chainOfToken,
  createSession,
  type IssuedSession,
  refreshSession,
  revokeChain,
  userOfChain,
} from '../auth/sessions.ts';
import { jwtSecret, signAccessToken, verifyAccessToken } from '../auth/tokens.ts';
import {
  dummyPasswordHash,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  rehashPassword,
  resetPassword,
  toMe,
} from '../auth/users.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { linkOrigin } from '../lib/app-origin.ts';
import { inBackground } from '../lib/background.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { createMailer } from '../mail/mailer.ts';
import {
  accountExistsMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../mail/templates.ts';
import { disconnect } from '../realtime/notify.ts';
import { listSpacesOfUser } from '../spaces/spaces.ts';

/** Signs the access token of `session` and sets both cookies; returns when the access token ends. */
export async function openSession(c: Context<AppEnv>, session: IssuedSession): Promise<string> {
  const now = c.var.now;
  const access = await signAccessToken(
    c.env,
    { userId: session.userId, sessionChainId: session.chainId },
    now,
    session.expiresAt,
  );
  setSessionCookies(c, {
    accessToken: access.token,
    refreshToken: session.refreshToken,
    persistent: session.persistent,
    sessionExpiresAt: session.expiresAt,
    now,
  });
  return access.expiresAt.toISOString();
}

/** Revokes every token of one sign-in and closes its live sockets. */
async function endSignIn(c: Context<AppEnv>, chainId: string): Promise<void> {
  const { db, now } = c.var;
  await revokeChain(db, chainId, now);
  const userId = await userOfChain(db, chainId);
  if (userId) {
    const spaceIds = (await listSpacesOfUser(db, userId)).map((space) => space.id);
    disconnect(c, spaceIds, 'signedOut', { sessionChainId: chainId });
  }
}

/**
 * A new sign-in in this browser replaces the one its refresh cookie named: that one is ended rather
 * than left valid for whoever kept a copy of its cookies.
 */
export async function endPreviousSignIn(c: Context<AppEnv>): Promise<void> {
  const refreshToken = readRefreshCookie(c);
  const chainId = refreshToken ? await chainOfToken(c.var.db, refreshToken) : undefined;
  if (chainId) await endSignIn(c, chainId);
}

/** `why`: another device ended this sign-in, named in the answer's `reason` for the SPA to say. */
function signedOut(c: Context<AppEnv>, why?: SessionEndReason): never {
  clearSessionCookies(c);
  throw new ApiError(
    'unauthenticated',
    ERROR_MESSAGES.unauthenticated,
    undefined,
    why ?? undefined,
  );
}

export const auth = createRouter()
  // Without a usable JWT_SECRET no route here can finish: fail before anything is written.
  .use(async (c, next) => {
    jwtSecret(c.env);
    await next();
  })
  /**
   * Creates the account and opens its session at once (the SPA goes on to /setup-space); the
   * confirmation email is informational.
   *
   * A taken address: the sign-up flow opens a session on success, so a refusal cannot be dressed up as
   * one and necessarily tells that the address is unavailable. It says no more than that (a 409 with
   * one neutral message that also suggests signing in or resetting), costs the same Argon2 hash as a
   * sign-up, emails the owner instead of the caller, and counts against the address's 5 emails an
   * hour, so probing one address more than 5 times an hour gets the same 429 either way. At most 10
   * sign-ups per client IP per hour.
   */
  .post('/signup', validate('json', signupSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.var;
    await refuseWeakPassword(input.password, 'password', [
      input.email,
      input.firstName,
      input.lastName,
    ]);
    await consume(db, SIGNUP_IP_LIMIT, clientKey(c), now);
    await consume(db, EMAIL_SEND_LIMIT, input.email, now);

    const origin = linkOrigin(c.env);
    const user = await insertUser(
      db,
      {
        email: input.email,
        passwordHash: hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      },
      now,
    );
    if (!user) {
      await inBackground(c, () =>
        createMailer(c.env, db).send(accountExistsMessage({ to: input.email, origin })),
      );
      throw new ApiError('conflict', AUTH_MESSAGES.signupUnavailable, {
        email: AUTH_MESSAGES.signupUnavailable,
      });
    }

    await endPreviousSignIn(c);
    const session = await createSession(
      db,
      { userId: user.id, persistent: true, userAgent: c.req.header('user-agent') },
      now,
    );
    const accessExpiresAt = await openSession(c, session);
    const token = await issueEmailToken(db, user.id, 'verify', now);
    const { firstName } = user;
    await inBackground(c, () =>
      createMailer(c.env, db).send(
        verifyEmailMessage({ to: input.email, firstName, origin, token }),
      ),
    );
    return c.json({ user: toMe(user), accessExpiresAt }, 201);
  })

  /**
   * The same answer for an unknown address and a wrong password, after the same Argon2 work. Limits
   * (429, even with the right password): 10 failures per address from one client IP in 15 minutes,
   * 100 per address from all IPs in an hour, 100 attempts per client IP in 15 minutes.
   *
   * Every attempt is counted as a failure before the password is verified, in conditional upserts
   * that refuse a full window: parallel attempts cannot all pass the check. A success then clears
   * this client's failures and gives the account-wide slot back.
   */
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password, remember } = c.req.valid('json');
    const { db, now } = c.var;
    const client = clientKey(c);
    await consume(db, LOGIN_IP_LIMIT, client, now);
    const counted = await tryConsumeAll(
      db,
      [
        [FAILED_LOGIN_LIMIT, loginSubject(email, client)],
        [ACCOUNT_FAILED_LOGIN_LIMIT, email],
      ],
      now,
    );
    if (!counted) throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);

    const user = await findUserByEmail(db, email);
    const matches = verifyPassword(user?.passwordHash ?? dummyPasswordHash(), password);
    if (!user || !matches) {
      throw new ApiError('unauthenticated', AUTH_MESSAGES.invalidCredentials);
    }
    if (needsRehash(user.passwordHash)) {
      await rehashPassword(db, user.id, hashPassword(password), now);
    }
    await reset(db, FAILED_LOGIN_LIMIT, loginSubject(email, client));
    await release(db, ACCOUNT_FAILED_LOGIN_LIMIT, email);

    await endPreviousSignIn(c);
    const session = await createSession(
      db,
      { userId: user.id, persistent: remember, userAgent: c.req.header('user-agent') },
      now,
    );
    const accessExpiresAt = await openSession(c, session);
    return c.json({ user: toMe(user), accessExpiresAt });
  })

  /** Ends this sign-in everywhere its tokens are (all tokens of the chain) and clears the cookies. */
  .post('/logout', async (c) => {
    const { db, now } = c.var;
    const refreshToken = readRefreshCookie(c);
    let chainId = refreshToken ? await chainOfToken(db, refreshToken) : undefined;
    if (!chainId) {
      const accessToken = readAccessCookie(c);
      const claims = accessToken ? await verifyAccessToken(c.env, accessToken, now) : null;
      chainId = claims?.sessionChainId;
    }
    if (chainId) await endSignIn(c, chainId);
    clearSessionCookies(c);
    return c.json({ ok: true as const });
  })

  /**
   * A new access token and a rotated refresh token (sessions.ts explains rotation, reuse and the grace
   * window). Any failure clears the cookies: the SPA then signs out cleanly.
   */
  .post('/refresh', async (c) => {
    const { db, now } = c.var;
    const refreshToken = readRefreshCookie(c);
    // Nothing to refresh: answer 401 without touching cookies, or a refresh that a signed-out page
    // started could wipe the session that a sign-in in the same browser has just opened.
    if (!refreshToken) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    const result = await refreshSession(db, c.env, refreshToken, now, c.req.header('user-agent'));
    // A stolen copy detected: the chain is revoked, and its sockets close as at sign-out.
    if (!result.ok && result.reason === 'reused') await endSignIn(c, result.chainId);
    if (!result.ok) return signedOut(c, result.reason === 'revoked' ? result.why : undefined);
    const user = await findUserById(db, result.session.userId);
    if (!user) return signedOut(c);
    const accessExpiresAt = await openSession(c, result.session);
    return c.json({ user: toMe(user), accessExpiresAt });
  })

  /**
   * Always the same answer, whether or not the address has an account: the lookup, the token and the
   * email happen after the response (waitUntil), so not even its timing differs. The 5-an-hour limit
   * counts requests per address, known or not, for the same reason; 20 an hour per client IP bound
   * the addresses one client can reach.
   */
  .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    const { db, now } = c.var;
    await consume(db, FORGOT_PASSWORD_IP_LIMIT, clientKey(c), now);
    await consume(db, EMAIL_SEND_LIMIT, email, now);
    const origin = linkOrigin(c.env);
    await inBackground(c, async () => {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = await issueEmailToken(db, user.id, 'reset', now);
      await createMailer(c.env, db).send(resetPasswordMessage({ to: user.email, origin, token }));
    });
    return c.json({ ok: true as const });
  })

  /**
   * What a reset link has become (`valid`, `used`, `replaced`, `expired`, `unknown`), read without
   * using it: the reset page says so before the form is filled. The token travels in the body, kept
   * out of addresses and logs; 30 checks per client IP per 15 minutes.
   */
  .post('/reset-password/check', validate('json', resetLinkCheckSchema), async (c) => {
    const { token } = c.req.valid('json');
    const { db, now } = c.var;
    await consume(db, RESET_CHECK_IP_LIMIT, clientKey(c), now);
    return c.json({ state: await emailTokenState(db, token, 'reset', now) });
  })

  /**
   * Sets a new password from a reset link (single use, 30 minutes), then ends every session of the
   * account: whoever knew the old password is signed out. Following the emailed link also proves the
   * address. The password is checked before the token is used, so a refused password keeps the link.
   */
  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const { db, now } = c.var;
    await refuseWeakPassword(password, 'password');
    const userId = await consumeEmailToken(db, token, 'reset', now);
    if (!userId) throw ApiError.validation({ token: AUTH_MESSAGES.invalidLink });
    await resetPassword(db, userId, hashPassword(password), now);
    const spaceIds = (await listSpacesOfUser(db, userId)).map((space) => space.id);
    disconnect(c, spaceIds, 'signedOut', { userId });
    return c.json({ ok: true as const });
  })

  /** Marks the address confirmed (the link of the sign-up email, single use, 24 hours). */
  .post('/verify-email', validate('json', verifyEmailSchema), async (c) => {
    const { token } = c.req.valid('json');
    const { db, now } = c.var;
    const userId = await consumeEmailToken(db, token, 'verify', now);
    if (!userId) throw ApiError.validation({ token: AUTH_MESSAGES.invalidLink });
    await markEmailVerified(db, userId, now);
    return c.json({ ok: true as const });
  });
