/**
 * Deleting an account (« Supprimer mon compte », docs/decisions/018-account-deletion.md): one D1 batch,
 * so the account never half-goes (a space without an admin, memos without their author's account).
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  familySpaces,
  memos,
  passkeyChallenges,
  passkeys,
  pushSubscriptions,
  rateLimits,
  sessions,
  spaceMembers,
  users,
} from '../../db/schema.ts';
import { leaveResult, leaveSpaceStatements } from '../spaces/spaces.ts';

export interface DeletedAccount {
  /** False when the account was already gone (a concurrent deletion). */
  deleted: boolean;
  /** Every space the account belonged to, and what became of it. */
  spaces: { id: string; spaceDeleted: boolean; newAdminUserId: string | null }[];
}

/**
 * In one transaction:
 * 1. the user's memos (their To Do List entries and list reminders) go, in every space;
 * 2. each space the user belongs to is left exactly as « Quitter l'espace » leaves it (the membership
 *    and the user's notifications there go; the oldest remaining member becomes admin if no admin is
 *    left; a space left empty is deleted with everything in it);
 * 3. their push subscriptions go, and their passkeys (with any registration in progress);
 * 4. their sign-ins go (sessions: every refresh token, so every device is signed out at once), and
 *    the rate limits' counters naming their address or id;
 * 5. the account goes, and with it, by ON DELETE CASCADE, its email links and any membership or
 *    notification a concurrent join added after step 2 was planned. What the family shares (tasks,
 *    lists and items, task memos, profiles, invitations) stays, its author set to null by the schema's
 *    ON DELETE SET NULL.
 */
export async function deleteAccount(db: Db, userId: string): Promise<DeletedAccount> {
  return runAccountDeletion(db, userId, await planAccountDeletion(db, userId));
}

/** What the batch is planned from: the account's spaces and address, read just before it. */
export interface AccountDeletionPlan {
  spaceIds: string[];
  email: string | undefined;
}

export async function planAccountDeletion(db: Db, userId: string): Promise<AccountDeletionPlan> {
  const [memberships, [account]] = await db.batch([
    db
      .select({ spaceId: spaceMembers.spaceId })
      .from(spaceMembers)
      .where(eq(spaceMembers.userId, userId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  return { spaceIds: memberships.map((row) => row.spaceId), email: account?.email };
}

/**
 * The batch, from a plan read before it. A space the account joined or created after the plan was
 * read is not among the planned ones; two guarded statements handle it inside the transaction, so no
 * space is left without a member or an admin: a space where the account is still the only member is
 * deleted, and in one where it is still the only admin the oldest other member becomes admin.
 */
export async function runAccountDeletion(
  db: Db,
  userId: string,
  plan: AccountDeletionPlan,
): Promise<DeletedAccount> {
  const leaving = plan.spaceIds.flatMap((spaceId) => leaveSpaceStatements(db, spaceId, userId));
  const results = await db.batch([
    db.delete(memos).where(eq(memos.userId, userId)),
    ...leaving,
    promoteInUnplannedSpaces(db, userId),
    deleteUnplannedSoleSpaces(db, userId),
    // The cascade from users would take them too; said here so that no device keeps being pushed to.
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    // Said here too: no passkey of a deleted account may stay and sign anyone in.
    db.delete(passkeys).where(eq(passkeys.userId, userId)),
    db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    // The limits' counters that name the address or the account: nothing of it stays behind.
    db.delete(rateLimits).where(
      or(
        // `name:<id>` or `task-writes:<space> <id>`: an id is a UUID, never the start of another.
        sql`instr(${rateLimits.key}, ${userId}) > 0`,
        // `name:<address>` or `name:<address> <client>`: the address whole, never as the start of
        // a longer one (whose counters would otherwise be reset).
        ...(plan.email ? [sql`instr(${rateLimits.key} || ' ', ${`:${plan.email} `}) > 0`] : []),
      ),
    ),
    db.delete(users).where(eq(users.id, userId)).returning({ id: users.id }),
  ]);
  const leaveResults = results.slice(1, 1 + leaving.length);
  const unplannedDeleted = results[2 + leaving.length] as { id: string }[];
  const deletedUser = results[results.length - 1] as { id: string }[];
  // Each space's statements in the order leaveSpaceStatements gives them.
  const perSpace = leaving.length / Math.max(1, plan.spaceIds.length);
  const spaces = plan.spaceIds.map((spaceId, index) => {
    const [left, , promoted, deleted] = leaveResults.slice(
      index * perSpace,
      (index + 1) * perSpace,
    ) as [unknown[], unknown, { userId: string }[], unknown[]];
    const result = leaveResult(left, promoted, deleted);
    return {
      id: spaceId,
      spaceDeleted: result.spaceDeleted,
      newAdminUserId: result.newAdminUserId,
    };
  });
  for (const { id } of unplannedDeleted) {
    spaces.push({ id, spaceDeleted: true, newAdminUserId: null });
  }
  return { deleted: deletedUser.length > 0, spaces };
}

/** In each space the account still administers alone, the oldest other member becomes admin. */
function promoteInUnplannedSpaces(db: Db, userId: string) {
  return db
    .update(spaceMembers)
    .set({ isAdmin: true })
    .where(
      sql`${spaceMembers}.rowid in (
        select (
          select o.rowid from ${spaceMembers} o
          where o.space_id = mine.space_id and o.user_id <> ${userId}
          order by o.created_at, o.rowid limit 1
        )
        from ${spaceMembers} mine
        where mine.user_id = ${userId} and mine.is_admin = 1
          and not exists (
            select 1 from ${spaceMembers} a
            where a.space_id = mine.space_id and a.is_admin = 1 and a.user_id <> ${userId}
          )
      )`,
    );
}

/** Each space the account is still the only member of goes, with everything in it. */
function deleteUnplannedSoleSpaces(db: Db, userId: string) {
  return db
    .delete(familySpaces)
    .where(
      sql`${familySpaces.id} in (
        select mine.space_id from ${spaceMembers} mine
        where mine.user_id = ${userId}
          and not exists (
            select 1 from ${spaceMembers} o where o.space_id = mine.space_id and o.user_id <> ${userId}
          )
      )`,
    )
    .returning({ id: familySpaces.id });
}
