/** Data access for accounts (the `users` table): functions that take `db` first. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { displayName, type Me } from '#domain/auth.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type User, users } from '../../db/schema.ts';
import { hashPassword } from './argon2.ts';
import { revokeUserSessionsQuery } from './sessions.ts';

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

/** The account, as a statement (at most one row). */
export function userQuery(db: Db, id: string) {
  return db.select().from(users).where(eq(users.id, id)).limit(1);
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** The new account, or undefined when the address already has one. */
export async function insertUser(
  db: Db,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
  now: Date,
): Promise<User | undefined> {
  try {
    const [user] = await db
      .insert(users)
      .values({ ...input, createdAt: now.toISOString(), updatedAt: now.toISOString() })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users.email')) return undefined;
    throw error;
  }
}

/** Replaces the hash of an unchanged password (a login that found older Argon2 parameters). */
export async function rehashPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now.toISOString() })
    .where(eq(users.id, userId));
}

/**
 * Sets the password from a reset link and ends every session of the account in one batch. Following
 * the emailed link also proves the address.
 */
export async function resetPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  await db.batch([
    db
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${nowIso})`,
        updatedAt: nowIso,
      })
      .where(eq(users.id, userId)),
    revokeUserSessionsQuery(db, userId, now, 'password_changed'),
  ]);
}

/** Marks the address confirmed, keeping the first confirmation's instant. */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now.toISOString() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Names and, optionally, a new password hash; a new password ends every other session of the account
 * (`keepChainId`, the one that made the change, stays), in the same batch. Undefined if the account is
 * gone.
 */
export async function updateAccount(
  db: Db,
  userId: string,
  changes: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    passwordHash?: string | undefined;
  },
  now: Date,
  keepChainId: string,
): Promise<User | undefined> {
  const update = db
    .update(users)
    .set({
      ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
      ...(changes.passwordHash !== undefined ? { passwordHash: changes.passwordHash } : {}),
      updatedAt: now.toISOString(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (changes.passwordHash === undefined) return (await update)[0];
  const [rows] = await db.batch([
    update,
    revokeUserSessionsQuery(db, userId, now, 'password_changed', keepChainId),
  ]);
  return rows[0];
}

export function toMe(user: User): Me {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user.firstName, user.lastName),
    emailVerified: user.emailVerifiedAt !== null,
  };
}

let dummyHash: string | undefined;

/**
 * A hash with today's parameters that no password matches, verified for unknown addresses so that a
 * login for one costs the same Argon2 time as for an existing account. Made once per isolate, so it
 * follows any future change of the parameters.
 */
export function dummyPasswordHash(): string {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
