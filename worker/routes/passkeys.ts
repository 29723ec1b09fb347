/**
 * Passkeys (« clés d'accès », docs/decisions/038-passkeys.md): signing in with one (public, like
 * /api/auth/login), and the account's list in Mon compte (signed in). Each ceremony is two calls:
 * its options (with a single-use challenge kept a few minutes), then the browser's answer.
 */

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import {
  PASSKEY_MESSAGES,
  passkeyIdSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '#domain/passkeys.ts';
import { clientKey } from '../auth/client-ip.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import {
  countPasskeys,
  listPasskeys,
  MAX_PASSKEYS_PER_USER,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  signInOptions,
  verifySignIn,
} from '../auth/passkeys.ts';
import { consume, LOGIN_IP_LIMIT } from '../auth/rate-limit.ts';
import { createSession } from '../auth/sessions.ts';
import { jwtSecret } from '../auth/tokens.ts';
import { findUserById, toMe } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { requireUser } from '../middleware/auth.ts';
import { deviceLabel } from '../push/subscriptions.ts';
import { endPreviousSignIn, openSession } from './auth.ts';

export const passkeyRoutes = createRouter()
  // Without a usable JWT_SECRET no sign-in can finish: fail before a challenge is written.
  .use(async (c, next) => {
    jwtSecret(c.env);
    await next();
  })

  /**
   * « Se connecter avec une clé d'accès », step 1: a challenge, and no account named (the browser
   * offers the passkeys it holds for this site). Counted with the password sign-ins of this client
   * (100 per 15 minutes), which also bounds the challenges one client can leave behind.
   */
  .post('/sign-in/options', async (c) => {
    const { db, now } = c.var;
    await consume(db, LOGIN_IP_LIMIT, clientKey(c), now);
    const options = await signInOptions(db, relyingParty(c.env, c.req.header('origin')), now);
    return c.json(options);
  })

  /**
   * Step 2: the signed challenge. A session opens exactly as after a password sign-in (« Rester
   * connecté », « Appareils connectés », the sign-in it replaces in this browser ended). Refusals
   * are 400s that say why: the challenge expired or was used, the passkey is unknown here (removed
   * from Mon compte), or it did not verify.
   */
  .post('/sign-in', validate('json', passkeySignInSchema), async (c) => {
    const { credential, remember } = c.req.valid('json');
    const { db, now } = c.var;
    await consume(db, LOGIN_IP_LIMIT, clientKey(c), now);
    const userId = await verifySignIn(
      db,
      relyingParty(c.env, c.req.header('origin')),
      credential as unknown as AuthenticationResponseJSON,
      now,
    );
    const user = await findUserById(db, userId);
    if (!user) throw ApiError.validation({ credential: PASSKEY_MESSAGES.unknown }, 'unknown');
    await endPreviousSignIn(c);
    const session = await createSession(
      db,
      { userId: user.id, persistent: remember, userAgent: c.req.header('user-agent') },
      now,
    );
    const accessExpiresAt = await openSession(c, session);
    return c.json({ user: toMe(user), accessExpiresAt });
  })

  /** Mon compte › « Clés d'accès »: the account's passkeys, newest first. */
  .get('/', requireUser, async (c) => {
    const passkeys = await listPasskeys(c.var.db, c.var.user.id);
    return c.json({ passkeys });
  })

  /**
   * « Ajouter une clé d'accès », step 1: the current password confirms it (10 wrong ones per 15
   * minutes, counted first and shared with the password change), then the options, which exclude
   * the account's passkeys so that one authenticator is not registered twice.
   */
  .post(
    '/registration/options',
    requireUser,
    validate('json', passkeyRegistrationOptionsSchema),
    async (c) => {
      const { password } = c.req.valid('json');
      const { db, now } = c.var;
      const user = await findUserById(db, c.var.user.id);
      if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
      await confirmPassword(db, user, c.var.user.sessionChainId, password, now, {
        field: 'password',
        message: PASSKEY_MESSAGES.passwordIncorrect,
      });
      if ((await countPasskeys(db, user.id)) >= MAX_PASSKEYS_PER_USER) {
        throw new ApiError('conflict', PASSKEY_MESSAGES.tooMany);
      }
      const options = await registrationOptions(
        db,
        relyingParty(c.env, c.req.header('origin')),
        user,
        now,
      );
      return c.json(options);
    },
  )

  /** Step 2: the new credential, verified and kept, named after this browser (« Chrome sur Mac »). */
  .post('/', requireUser, validate('json', passkeyRegistrationSchema), async (c) => {
    const { credential } = c.req.valid('json');
    const { db, now, user } = c.var;
    const passkey = await registerPasskey(
      db,
      relyingParty(c.env, c.req.header('origin')),
      user.id,
      credential as unknown as RegistrationResponseJSON,
      deviceLabel(c.req.header('user-agent')),
      now,
    );
    return c.json({ passkey, message: PASSKEY_MESSAGES.added }, 201);
  })

  /** Renames one of the account's passkeys; another account's answers as an unknown one (404). */
  .patch(
    '/:passkeyId',
    requireUser,
    validate('param', passkeyIdSchema),
    validate('json', renamePasskeySchema),
    async (c) => {
      const { passkeyId } = c.req.valid('param');
      const { name } = c.req.valid('json');
      const passkey = await renamePasskey(c.var.db, c.var.user.id, passkeyId, name);
      if (!passkey) throw new ApiError('not_found', PASSKEY_MESSAGES.notFound);
      return c.json({ passkey, message: PASSKEY_MESSAGES.renamed });
    },
  )

  /**
   * Removes one of the account's passkeys (the SPA confirms first); another account's answers as an
   * unknown one (404). Sign-ins it opened stay: « Appareils connectés » ends those.
   */
  .delete('/:passkeyId', requireUser, validate('param', passkeyIdSchema), async (c) => {
    const { passkeyId } = c.req.valid('param');
    if (!(await removePasskey(c.var.db, c.var.user.id, passkeyId))) {
      throw new ApiError('not_found', PASSKEY_MESSAGES.notFound);
    }
    return c.json({ ok: true as const, message: PASSKEY_MESSAGES.removed });
  });
