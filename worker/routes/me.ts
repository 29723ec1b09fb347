import { AUTH_MESSAGES, accountUpdateSchema } from '../../domain/auth.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { hashPassword, verifyPassword } from '../auth/argon2.ts';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { PASSWORD_CHECK_LIMIT, reset, tryConsume } from '../auth/rate-limit.ts';
import { findUserById, toMe, updateAccount } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { linkOrigin } from '../lib/app-origin.ts';
import { inBackground } from '../lib/background.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { createMailer } from '../mail/mailer.ts';
import { passwordChangedMessage } from '../mail/templates.ts';
import { requireUser } from '../middleware/auth.ts';
import { disconnect } from '../realtime/notify.ts';
import { listSpacesOfUser } from '../spaces/spaces.ts';

/** The signed-in user's account ("Mon compte" in the settings). */
export const me = createRouter()
  .use(requireUser)
  .get('/', async (c) => {
    const user = await findUserById(c.var.db, c.var.user.id);
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
      if (!(await tryConsume(db, PASSWORD_CHECK_LIMIT, user.id, now))) {
        throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
      }
      if (!verifyPassword(user.passwordHash, currentPassword)) {
        throw ApiError.validation({ currentPassword: AUTH_MESSAGES.currentPasswordIncorrect });
      }
      await reset(db, PASSWORD_CHECK_LIMIT, user.id);
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
  });
