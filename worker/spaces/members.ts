/**
 * The accounts that have access to a space (« Membres ayant accès », docs/product.md#members), apart
 * from its profiles: an admin removes one or makes one admin. Functions that take `db` first.
 */
import { and, eq, exists, isNull, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { invitations, notifications, spaceMembers } from '../../db/schema.ts';

/** The requester is still an admin of the space when the statement runs (a correlated condition). */
function requesterIsAdmin(db: Db, spaceId: string, adminId: string) {
  const requester = alias(spaceMembers, 'requester');
  return exists(
    db
      .select({ userId: requester.userId })
      .from(requester)
      .where(
        and(
          eq(requester.spaceId, spaceId),
          eq(requester.userId, adminId),
          eq(requester.isAdmin, true),
        ),
      ),
  );
}

/** `userId` is not an admin of the space when the statement runs (a correlated condition). */
function targetIsNotAdmin(db: Db, spaceId: string, userId: string) {
  const target = alias(spaceMembers, 'target');
  return notExists(
    db
      .select({ userId: target.userId })
      .from(target)
      .where(and(eq(target.spaceId, spaceId), eq(target.userId, userId), eq(target.isAdmin, true))),
  );
}

/** Whether `userId` is an admin of the space: another admin's access and role are not for taking. */
export async function isSpaceAdmin(db: Db, spaceId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ isAdmin: spaceMembers.isAdmin })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .get();
  return row?.isAdmin === true;
}

/**
 * Takes `userId`'s access to the space away: their membership, their notifications of the space and
 * the invitations they made that nobody used go, in one batch; the profile named after them stays (it is the family's, not the account's). The
 * delete holds only while the requester is still an admin, so two admins removing each other at once
 * cannot leave the space without one: the second finds itself no longer admin and removes nobody.
 * Another admin is never removed (the route answers 403 first; the condition holds against a race).
 * Returns undefined when there was no such member (or the requester lost admin in between).
 */
export async function removeMember(
  db: Db,
  spaceId: string,
  adminId: string,
  userId: string,
): Promise<{ userId: string; displayName: string } | undefined> {
  const [removed] = await db.batch([
    db
      .delete(spaceMembers)
      .where(
        and(
          eq(spaceMembers.spaceId, spaceId),
          eq(spaceMembers.userId, userId),
          ne(spaceMembers.userId, adminId),
          requesterIsAdmin(db, spaceId, adminId),
          targetIsNotAdmin(db, spaceId, userId),
        ),
      )
      .returning({ userId: spaceMembers.userId, displayName: spaceMembers.displayName }),
    db
      .delete(notifications)
      .where(
        and(
          eq(notifications.spaceId, spaceId),
          eq(notifications.userId, userId),
          ne(notifications.userId, adminId),
          requesterIsAdmin(db, spaceId, adminId),
          targetIsNotAdmin(db, spaceId, userId),
        ),
      ),
    // Their unused invitations too, drafts and saved: a code they kept must not bring them back.
    db
      .delete(invitations)
      .where(
        and(
          eq(invitations.spaceId, spaceId),
          eq(invitations.createdBy, userId),
          isNull(invitations.acceptedAt),
          ne(invitations.createdBy, adminId),
          requesterIsAdmin(db, spaceId, adminId),
          targetIsNotAdmin(db, spaceId, userId),
        ),
      ),
  ]);
  return removed[0];
}

/** Makes a member admin (already admin: nothing changes). Undefined when `userId` is not a member. */
export async function promoteMember(
  db: Db,
  spaceId: string,
  adminId: string,
  userId: string,
): Promise<{ userId: string; displayName: string } | undefined> {
  const [row] = await db
    .update(spaceMembers)
    .set({ isAdmin: true })
    .where(
      and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.userId, userId),
        requesterIsAdmin(db, spaceId, adminId),
      ),
    )
    .returning({ userId: spaceMembers.userId, displayName: spaceMembers.displayName });
  return row;
}

/**
 * « Retirer le rôle admin »: `userId` stays a member, without admin rights. The update holds only while
 * the requester is still an admin and another admin than `userId` remains, so the space never ends
 * without one, even when two admins take the role from each other at once. Returns the member, or
 * `'last-admin'` when they are the only admin left, or undefined when they are not a member.
 */
export async function demoteMember(
  db: Db,
  spaceId: string,
  adminId: string,
  userId: string,
): Promise<{ userId: string; displayName: string } | 'last-admin' | undefined> {
  const other = alias(spaceMembers, 'other_admin');
  const [row] = await db
    .update(spaceMembers)
    .set({ isAdmin: false })
    .where(
      and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.userId, userId),
        requesterIsAdmin(db, spaceId, adminId),
        exists(
          db
            .select({ userId: other.userId })
            .from(other)
            .where(
              and(eq(other.spaceId, spaceId), ne(other.userId, userId), eq(other.isAdmin, true)),
            ),
        ),
      ),
    )
    .returning({ userId: spaceMembers.userId, displayName: spaceMembers.displayName });
  if (row) return row;
  const member = await db
    .select({
      userId: spaceMembers.userId,
      displayName: spaceMembers.displayName,
      isAdmin: spaceMembers.isAdmin,
    })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .get();
  if (!member) return undefined;
  return member.isAdmin ? 'last-admin' : { userId: member.userId, displayName: member.displayName };
}
