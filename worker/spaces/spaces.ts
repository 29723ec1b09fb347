/** Data access for family spaces and their members: functions that take `db` first. */
import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { displayName } from '#domain/auth.ts';
import { PROFILE_COLOURS } from '#domain/profile-colours.ts';
import type { ProfileRole } from '#domain/roles.ts';
import { DEFAULT_SPACE_DESCRIPTION } from '#domain/space-defaults.ts';
import type { SpaceDetail, SpaceMemberView, SpaceSummary } from '#domain/spaces.ts';
import type { Db } from '../../db/client.ts';
import {
  type FamilySpace,
  familyProfiles,
  familySpaces,
  invitations,
  notifications,
  spaceMembers,
  users,
} from '../../db/schema.ts';
import { batchByName, type Results } from '../lib/guarded-write.ts';
import { toProfileView } from './profiles.ts';

/** Members of the space of the row being read (a correlated subquery). */
const memberCount = sql<number>`(select count(*) from ${spaceMembers} where ${spaceMembers.spaceId} = ${familySpaces.id})`;

/** Family profiles of the space of the row being read: the people the chooser counts. */
const profileCount = sql<number>`(select count(*) from ${familyProfiles} where ${familyProfiles.spaceId} = ${familySpaces.id})`;

/** Spaces of one user, newest first (the chooser's order, docs/product.md#spaces). */
/** The user's spaces, newest first, as a statement; rows for {@link toSpaceSummary}. */
export function spacesOfUserQuery(db: Db, userId: string) {
  return db
    .select({
      id: familySpaces.id,
      name: familySpaces.name,
      description: familySpaces.description,
      timezone: familySpaces.timezone,
      schoolZone: familySpaces.schoolZone,
      feedSchoolHolidays: familySpaces.feedSchoolHolidays,
      isAdmin: spaceMembers.isAdmin,
      memberCount,
      profileCount,
      createdAt: familySpaces.createdAt,
    })
    .from(spaceMembers)
    .innerJoin(familySpaces, eq(familySpaces.id, spaceMembers.spaceId))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(desc(familySpaces.createdAt), sql`${familySpaces}.rowid desc`);
}

export function toSpaceSummary(
  row: Awaited<ReturnType<typeof spacesOfUserQuery>>[number],
): SpaceSummary {
  return { ...row, memberCount: Number(row.memberCount), profileCount: Number(row.profileCount) };
}

export async function listSpacesOfUser(db: Db, userId: string): Promise<SpaceSummary[]> {
  return (await spacesOfUserQuery(db, userId)).map(toSpaceSummary);
}

/** The space, its members (oldest first) and its profile count, as a read route's statements. */
export function spaceDetailQueries(db: Db, spaceId: string) {
  return {
    space: db.select().from(familySpaces).where(eq(familySpaces.id, spaceId)),
    members: db
      .select()
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceId, spaceId))
      .orderBy(asc(spaceMembers.createdAt), sql`${spaceMembers}.rowid`),
    profiles: db
      .select({ n: sql<number>`count(*)` })
      .from(familyProfiles)
      .where(eq(familyProfiles.spaceId, spaceId)),
  };
}

type SpaceDetailRows = Results<ReturnType<typeof spaceDetailQueries>>;

/** What {@link spaceDetailQueries} read, as the settings show it to `userId`. */
export function toSpaceDetailView(
  { space, members, profiles }: SpaceDetailRows,
  userId: string,
): { space: SpaceDetail; members: SpaceMemberView[] } | undefined {
  const row = space[0];
  if (!row) return undefined;
  const me = members.find((member) => member.userId === userId);
  return {
    space: toSpaceDetail(row, me?.isAdmin ?? false, members.length, Number(profiles[0]?.n ?? 0)),
    members: members.map((member) => ({
      userId: member.userId,
      displayName: member.displayName,
      emoji: member.emoji,
      role: member.role as ProfileRole | null,
      isAdmin: member.isAdmin,
      joinedAt: member.createdAt,
    })),
  };
}

export async function getSpaceDetail(
  db: Db,
  spaceId: string,
  userId: string,
): Promise<{ space: SpaceDetail; members: SpaceMemberView[] } | undefined> {
  return toSpaceDetailView(await batchByName(db, spaceDetailQueries(db, spaceId)), userId);
}

function toSpaceDetail(
  row: FamilySpace,
  isAdmin: boolean,
  memberCount: number,
  profileCount: number,
): SpaceDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    timezone: row.timezone,
    schoolZone: row.schoolZone,
    feedSchoolHolidays: row.feedSchoolHolidays,
    isAdmin,
    memberCount,
    profileCount,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
  };
}

interface NewSpace {
  name: string;
  description?: string | undefined;
  timezone: string;
  members: { name: string; role: ProfileRole; emoji: string }[];
}

/**
 * Creates the space, its creator as admin member and one profile per listed member, in one D1 batch
 * (a transaction): never a space without its admin or its family. One INSERT per profile keeps each
 * statement far below D1's 100 bound parameters whatever the number of members. Undefined when the
 * creator's account is gone.
 */
export async function createSpace(db: Db, creatorId: string, input: NewSpace, now: Date) {
  // Read for the member's display name only: the batch does not trust it (see insertSpace).
  const creator = await db.select().from(users).where(eq(users.id, creatorId)).get();
  if (!creator) return undefined;
  return insertSpace(db, creator, input, now);
}

/**
 * The batch of `createSpace`, for a creator read before it. An account deleted since (« Supprimer mon
 * compte » running at the same moment) makes the member's foreign key fail, so the whole batch rolls
 * back: nothing is left, and the answer is the one a missing account gets, not a 500.
 */
export async function insertSpace(
  db: Db,
  creator: { id: string; firstName: string; lastName: string },
  input: NewSpace,
  now: Date,
) {
  try {
    return await insertSpaceBatch(db, creator, input, now);
  } catch (error) {
    const stillThere = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, creator.id))
      .get();
    if (!stillThere) return undefined;
    throw error;
  }
}

async function insertSpaceBatch(
  db: Db,
  creator: { id: string; firstName: string; lastName: string },
  input: NewSpace,
  now: Date,
) {
  const creatorId = creator.id;
  const spaceId = crypto.randomUUID();
  const nowIso = now.toISOString();
  const [, , ...profileRows] = await db.batch([
    db.insert(familySpaces).values({
      id: spaceId,
      name: input.name,
      description: input.description || DEFAULT_SPACE_DESCRIPTION,
      timezone: input.timezone,
      createdBy: creatorId,
      createdAt: nowIso,
      updatedAt: nowIso,
    }),
    db.insert(spaceMembers).values({
      spaceId,
      userId: creatorId,
      isAdmin: true,
      displayName: displayName(creator.firstName, creator.lastName),
      createdAt: nowIso,
    }),
    ...input.members.map((member, index) =>
      db
        .insert(familyProfiles)
        .values({
          spaceId,
          name: member.name,
          role: member.role,
          emoji: member.emoji,
          // Each person of the family its own colour, in the palette's order.
          colour: PROFILE_COLOURS[index % PROFILE_COLOURS.length]?.id,
          createdBy: creatorId,
          createdAt: nowIso,
        })
        .returning(),
    ),
  ]);
  const spaces = await listSpacesOfUser(db, creatorId);
  return {
    space: spaces.find((space) => space.id === spaceId),
    profiles: profileRows.flat().map(toProfileView),
  };
}

/**
 * Deletes the space; ON DELETE CASCADE removes its members, profiles, invitations, tasks, memos,
 * lists, items and notifications (tests/worker/spaces.test.ts checks each table).
 */
export async function deleteSpace(db: Db, spaceId: string): Promise<boolean> {
  const deleted = await db
    .delete(familySpaces)
    .where(eq(familySpaces.id, spaceId))
    .returning({ id: familySpaces.id });
  return deleted.length > 0;
}

/**
 * One user leaves a space, in one batch so that concurrent departures cannot leave a space without an
 * admin or an empty space behind:
 * 1. the membership (and the leaver's notifications of the space) goes;
 * 2. if no admin remains, the oldest remaining member becomes admin;
 * 3. if no member remains, the space is deleted with everything in it;
 * 4. the invitations the leaver made that nobody used go.
 */
export async function leaveSpace(db: Db, spaceId: string, userId: string) {
  const [left, , promoted, deleted] = await db.batch(leaveSpaceStatements(db, spaceId, userId));
  return leaveResult(left, promoted, deleted);
}

/**
 * The statements of `leaveSpace`, for a caller that runs them inside a larger batch (deleting an
 * account leaves all its spaces in the same transaction). Read their results with `leaveResult`.
 */
export function leaveSpaceStatements(db: Db, spaceId: string, userId: string) {
  const others = alias(spaceMembers, 'others');
  const oldest = db
    .select({ userId: others.userId })
    .from(others)
    .where(eq(others.spaceId, spaceId))
    .orderBy(asc(others.createdAt), sql`${others}.rowid`)
    .limit(1);
  const anyAdmin = db
    .select({ one: sql`1` })
    .from(others)
    .where(and(eq(others.spaceId, spaceId), eq(others.isAdmin, true)));
  const anyMember = db
    .select({ one: sql`1` })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceId, spaceId));

  return [
    db
      .delete(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
      .returning({ userId: spaceMembers.userId }),
    db
      .delete(notifications)
      .where(and(eq(notifications.spaceId, spaceId), eq(notifications.userId, userId))),
    db
      .update(spaceMembers)
      .set({ isAdmin: true })
      .where(
        and(
          eq(spaceMembers.spaceId, spaceId),
          eq(spaceMembers.userId, oldest),
          notExists(anyAdmin),
        ),
      )
      .returning({ userId: spaceMembers.userId }),
    db
      .delete(familySpaces)
      .where(and(eq(familySpaces.id, spaceId), notExists(anyMember)))
      .returning({ id: familySpaces.id }),
    // An invitation outlives no one's membership: the leaver's unused ones go too.
    db
      .delete(invitations)
      .where(
        and(
          eq(invitations.spaceId, spaceId),
          eq(invitations.createdBy, userId),
          isNull(invitations.acceptedAt),
        ),
      ),
  ] as const;
}

/** What the four results of `leaveSpaceStatements` mean. */
export function leaveResult(
  left: readonly unknown[],
  promoted: readonly { userId: string }[],
  deleted: readonly unknown[],
) {
  return {
    left: left.length > 0,
    newAdminUserId: promoted[0]?.userId ?? null,
    spaceDeleted: deleted.length > 0,
  };
}

export async function isMember(db: Db, spaceId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .get();
  return row !== undefined;
}
