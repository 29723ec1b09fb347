import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AUTH_MESSAGES, accountUpdateSchema } from '../../domain/auth.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { hashPassword, verifyPassword } from '../auth/argon2.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { revokeUserSessionsQuery } from '../auth/sessions.ts';
import { findUserById, toMe } from '../auth/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { requireUser } from '../middleware/auth.ts';

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
      if (isCommonPassword(input.newPassword)) {
        throw new ApiError('validation', AUTH_MESSAGES.passwordTooCommon, {
          newPassword: AUTH_MESSAGES.passwordTooCommon,
        });
      }
      if (verifyPassword(user.passwordHash, input.newPassword)) {
        throw new ApiError('validation', AUTH_MESSAGES.samePassword, {
          newPassword: AUTH_MESSAGES.samePassword,
        });
      }
      passwordHash = hashPassword(input.newPassword);
    }

    const nowIso = now.toISOString();
    const update = db
      .update(users)
      .set({
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
        updatedAt: nowIso,
      })
      .where(eq(users.id, user.id))
      .returning();
    let updated: typeof user | undefined;
    if (passwordHash !== undefined) {
      const [rows] = await db.batch([
        update,
        revokeUserSessionsQuery(db, user.id, now, c.var.user.sessionChainId),
      ]);
      updated = rows[0];
    } else {
      [updated] = await update;
    }
    if (!updated) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    return c.json(toMe(updated));
  });
