/**
 * The account's own password asked again before a sensitive change (a new password, « Supprimer mon
 * compte », « Déconnecter tous les autres appareils », « Ajouter une clé d'accès »): wrong ones are
 * counted before the check (10 per sign-in per 15 minutes, docs/security.md) and a right one clears
 * the count. Counted per sign-in, not per account: someone holding a copy of one sign-in's cookies
 * but not the password can use up only that sign-in's tries, never the owner's.
 */
import { ERROR_MESSAGES } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { verifyPassword } from './argon2.ts';
import { PASSWORD_CHECK_LIMIT, reset, signInSubject, tryConsume } from './rate-limit.ts';

export async function confirmPassword(
  db: Db,
  user: Pick<User, 'id' | 'passwordHash'>,
  /** The sign-in asking (its chain id). */
  sessionChainId: string,
  password: string,
  now: Date,
  /** The form field a wrong password is said under, and the French sentence. */
  refusal: { field: string; message: string },
): Promise<void> {
  const subject = signInSubject(user.id, sessionChainId);
  if (!(await tryConsume(db, PASSWORD_CHECK_LIMIT, subject, now))) {
    throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
  }
  if (!verifyPassword(user.passwordHash, password)) {
    throw ApiError.validation({ [refusal.field]: refusal.message });
  }
  await reset(db, PASSWORD_CHECK_LIMIT, subject);
}
