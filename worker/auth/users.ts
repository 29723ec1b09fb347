/** Data access for accounts: functions that take `db` first. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type User, users } from '../../db/schema.ts';
import { displayName, type Me } from '../../domain/auth.ts';
import { hashPassword } from './argon2.ts';

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
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
