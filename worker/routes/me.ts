import { AUTH_MESSAGES, accountUpdateSchema } from '../../domain/auth.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { hashPassword, verifyPassword } from '../auth/argon2.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { findUserById, toMe, updateAccount } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
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
   * Names and, optionally, a new password (blank means unchanged). A new password must differ from
   * the current one and not be a common one; setting it signs out every other session of the account
   * (this one stays signed in).
   */
  .patch('/', validate('json', accountUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.var;
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);

    let passwordHash: string | undefined;
    if (input.newPassword !== undefined) {
      refuseCommonPassword(input.newPassword, 'newPassword');
      if (verifyPassword(user.passwordHash, input.newPassword)) {
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
    }
    return c.json(toMe(updated));
  });
