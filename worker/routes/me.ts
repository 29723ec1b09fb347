import {
  ACCOUNT_DELETION_MESSAGES,
  type AccountDeletion,
  deleteAccountSchema,
} from '#domain/account-deletion.ts';
import { AUTH_MESSAGES, accountUpdateSchema } from '#domain/auth.ts';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import {
  endOtherSessionsSchema,
  SESSION_MESSAGES,
  type SessionView,
  sessionIdSchema,
} from '#domain/sessions.ts';
import { sessions } from '../../db/schema.ts';
import { hashPassword } from '../auth/argon2.ts';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { clearSessionCookies } from '../auth/cookies.ts';
import { deleteAccount } from '../auth/delete-account.ts';
import { SESSION_END_LIMIT, signInSubject, tryConsume } from '../auth/rate-limit.ts';
import { endSessionOf, listSessionsQuery, revokeUserSessionsQuery } from '../auth/sessions.ts';
import { findUserById, toMe, updateAccount, userQuery } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { linkOrigin } from '../lib/app-origin.ts';
import { inBackground } from '../lib/background.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { createMailer } from '../mail/mailer.ts';
import { passwordChangedMessage } from '../mail/templates.ts';
import { requireUser, signedInRead } from '../middleware/auth.ts';
import { deviceLabel } from '../push/subscriptions.ts';
import { announce, disconnect } from '../realtime/notify.ts';
import { listSpacesOfUser } from '../spaces/spaces.ts';

/** The signed-in user's account ("Mon compte" in the settings). */
export const me = createRouter()
  .use(requireUser)
  .get('/', async (c) => {
    const [user] = (await signedInRead(c, { user: userQuery(c.var.db, c.var.user.id) })).user;
    if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    return c.json(toMe(user));
  })

  /**
   * Names and, optionally, a new password (blank means unchanged). A new password needs the current
   * one (10 wrong ones per 15 minutes, counted before the check as for logins), must differ from it
   * and not be a common one; setting it signs out every other session of the account (this one
   * stays signed in) and tells the owner by email.
   */
  .patch('/', validate('json', accountUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.var;
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);

    let passwordHash: string | undefined;
    if (input.newPassword !== undefined) {
      // The schema requires it with a new password.
      const currentPassword = input.currentPassword ?? '';
      await confirmPassword(db, user, c.var.user.sessionChainId, currentPassword, now, {
        field: 'currentPassword',
        message: AUTH_MESSAGES.currentPasswordIncorrect,
      });
      await refuseWeakPassword(input.newPassword, 'newPassword', [
        user.email,
        input.firstName ?? user.firstName,
        input.lastName ?? user.lastName,
      ]);
      // The same text as the verified current password (both compared as Argon2 sees them).
      if (input.newPassword.normalize('NFKC') === currentPassword.normalize('NFKC')) {
        throw ApiError.validation({ newPassword: AUTH_MESSAGES.samePassword });
      }
      passwordHash = hashPassword(input.newPassword);
    }

    const updated = await updateAccount(
      db,
      user.id,
      { firstName: input.firstName, lastName: input.lastName, passwordHash },
      now,
      c.var.user.sessionChainId,
    );
    if (!updated) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    if (passwordHash) {
      // The other sign-ins were just revoked: their live sockets go too.
      const spaceIds = (await listSpacesOfUser(db, user.id)).map((space) => space.id);
      disconnect(c, spaceIds, 'signedOut', {
        userId: user.id,
        exceptSessionChainId: c.var.user.sessionChainId,
      });
      const message = passwordChangedMessage({ to: updated.email, origin: linkOrigin(c.env) });
      await inBackground(c, () => createMailer(c.env, db).send(message));
    }
    return c.json(toMe(updated));
  })

  /** « Appareils connectés »: the account's live sign-ins, this one marked. */
  .get('/sessions', async (c) => {
    const { db, now, user } = c.var;
    const { rows } = await signedInRead(c, { rows: listSessionsQuery(db, user.id, now) });
    const sessions: SessionView[] = rows.map((row) => ({
      id: row.chainId,
      label: deviceLabel(row.userAgent ?? undefined),
      signedInAt: row.signedInAt,
      lastUsedAt: row.lastUsedAt,
      current: row.chainId === user.sessionChainId,
    }));
    return c.json({ sessions });
  })

  /**
   * « Déconnecter » one other sign-in: every token of its chain is revoked and its live sockets close,
   * as at sign-out. Another account's sign-in answers as an unknown one (404). This browser's own is
   * refused: « Se déconnecter » ends it and clears the cookies. 30 per sign-in per 15 minutes.
   */
  .delete('/sessions/:sessionId', validate('param', sessionIdSchema), async (c) => {
    const { sessionId } = c.req.valid('param');
    const { db, now, user } = c.var;
    if (sessionId === user.sessionChainId) {
      throw new ApiError('conflict', SESSION_MESSAGES.thisDevice);
    }
    if (
      !(await tryConsume(db, SESSION_END_LIMIT, signInSubject(user.id, user.sessionChainId), now))
    ) {
      throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
    }
    if (!(await endSessionOf(db, user.id, sessionId, now))) {
      throw new ApiError('not_found', SESSION_MESSAGES.notFound);
    }
    const spaceIds = (await listSpacesOfUser(db, user.id)).map((space) => space.id);
    disconnect(c, spaceIds, 'signedOut', { userId: user.id, sessionChainId: sessionId });
    return c.json({ ok: true as const, message: SESSION_MESSAGES.ended });
  })

  /**
   * « Déconnecter tous les autres appareils »: the current password confirms it (10 wrong ones per
   * sign-in per 15 minutes, counted first, shared with the password change); then every other sign-in is revoked
   * and its sockets close. This one stays signed in.
   */
  .post('/sessions/end-others', validate('json', endOtherSessionsSchema), async (c) => {
    const { password } = c.req.valid('json');
    const { db, now } = c.var;
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    await confirmPassword(db, user, c.var.user.sessionChainId, password, now, {
      field: 'password',
      message: SESSION_MESSAGES.passwordIncorrect,
    });
    const current = c.var.user.sessionChainId;
    const revoked = await revokeUserSessionsQuery(
      db,
      user.id,
      now,
      'ended_elsewhere',
      current,
    ).returning({
      chainId: sessions.chainId,
    });
    const ended = new Set(revoked.map((row) => row.chainId)).size;
    const spaceIds = (await listSpacesOfUser(db, user.id)).map((space) => space.id);
    disconnect(c, spaceIds, 'signedOut', { userId: user.id, exceptSessionChainId: current });
    return c.json({ ok: true as const, ended, message: SESSION_MESSAGES.endedOthers(ended) });
  })

  /**
   * « Supprimer mon compte » (docs/decisions/018-account-deletion.md): the current password confirms
   * it (10 wrong ones per 15 minutes, counted before the check, as for a password change); then one
   * batch removes the account, its sign-ins and memos and leaves each of its spaces as « Quitter »
   * would. The cookies are cleared; the account's live sockets close and the spaces it leaves hear
   * that their members changed.
   */
  .delete('/', validate('json', deleteAccountSchema), async (c) => {
    const { password } = c.req.valid('json');
    const { db, now } = c.var;
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    await confirmPassword(db, user, c.var.user.sessionChainId, password, now, {
      field: 'password',
      message: ACCOUNT_DELETION_MESSAGES.passwordIncorrect,
    });

    const result = await deleteAccount(db, user.id);
    if (!result.deleted) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    clearSessionCookies(c);
    const current = c.var.user.sessionChainId;
    for (const space of result.spaces) {
      // The account's other devices are told why their sign-in ended; this one knows.
      disconnect(c, [space.id], 'accountDeleted', {
        userId: user.id,
        exceptSessionChainId: current,
      });
      // This device's sockets: the space was deleted with its only member, or is left behind.
      const here = { userId: user.id, sessionChainId: current };
      if (space.spaceDeleted) {
        disconnect(c, [space.id], 'spaceDeleted', here);
        continue;
      }
      disconnect(c, [space.id], 'signedOut', here);
      // As after « Quitter » (worker/realtime/announce.ts), plus the memos that went with the account.
      announce(c, space.id, { type: 'members.changed' });
      announce(c, space.id, { type: 'space.changed' });
      announce(c, space.id, { type: 'memos.changed' });
    }
    const body: AccountDeletion = {
      ok: true,
      spaces: result.spaces,
      message: ACCOUNT_DELETION_MESSAGES.deleted,
    };
    return c.json(body);
  });
