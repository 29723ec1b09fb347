/**
 * The account's own password asked again before a sensitive change (a new password, « Supprimer mon
 * compte », « Déconnecter tous les autres appareils », « Ajouter une clé d'accès »): wrong ones are
 * counted before the check (10 per 15 minutes, docs/security.md) and a right one clears the count.
 */
import { ERROR_MESSAGES } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { verifyPassword } from './argon2.ts';
import { PASSWORD_CHECK_LIMIT, reset, tryConsume } from './rate-limit.ts';

export async function confirmPassword(
  db: Db,
  user: Pick<User, 'id' | 'passwordHash'>,
  password: string,
  now: Date,
  /** The form field a wrong password is said under, and the French sentence. */
  refusal: { field: string; message: string },
): Promise<void> {
  if (!(await tryConsume(db, PASSWORD_CHECK_LIMIT, user.id, now))) {
    throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
  }
  if (!verifyPassword(user.passwordHash, password)) {
    throw ApiError.validation({ [refusal.field]: refusal.message });
  }
  await reset(db, PASSWORD_CHECK_LIMIT, user.id);
}
