/** Data access for family profiles, always scoped to one space: functions that take `db` first. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { defaultEmojiForRole } from '#domain/avatars.ts';
import { isUuid } from '#domain/ids.ts';
import { normalizeName } from '#domain/invitations.ts';
import { colourOf, nextColour, type ProfileColourId } from '#domain/profile-colours.ts';
import type { ProfileUsage, ProfileView } from '#domain/profiles.ts';
import type { ProfileRole } from '#domain/roles.ts';
import type { TaskPersonRole } from '#domain/task-people.ts';
import type { Db } from '../../db/client.ts';
import { type FamilyProfile, familyProfiles, taskPeople, tasks } from '../../db/schema.ts';

export function toProfileView(row: FamilyProfile): ProfileView {
  return {
    id: row.id,
    spaceId: row.spaceId,
    name: row.name,
    role: row.role as ProfileRole,
    emoji: row.emoji,
    colour: colourOf(row.colour, row.id).id,
    createdAt: row.createdAt,
  };
}

/** A profile's row condition: this id, in this space. A profile of another space is not found. */
function inSpace(spaceId: string, profileId: string) {
  return and(eq(familyProfiles.id, profileId), eq(familyProfiles.spaceId, spaceId));
}

/** Oldest first, in insertion order within one batch. */
/** The space's profiles, oldest first, as one statement (a read route's batch); rows for {@link toProfileView}. */
export function profilesQuery(db: Db, spaceId: string) {
  return db
    .select()
    .from(familyProfiles)
    .where(eq(familyProfiles.spaceId, spaceId))
    .orderBy(asc(familyProfiles.createdAt), sql`${familyProfiles}.rowid`);
}

export async function listProfiles(db: Db, spaceId: string): Promise<ProfileView[]> {
  return (await profilesQuery(db, spaceId)).map(toProfileView);
}

/** Whether the profile is one of the space's (a list item's or a calendar feed's profile). */
export async function isProfileOfSpace(
  db: Db,
  spaceId: string,
  profileId: string,
): Promise<boolean> {
  const row = await db
    .select({ id: familyProfiles.id })
    .from(familyProfiles)
    .where(inSpace(spaceId, profileId))
    .get();
  return row !== undefined;
}

/** The profile of the space, as a statement (at most one row); a malformed id matches none. */
export function profileQuery(db: Db, spaceId: string, profileId: string) {
  return db
    .select()
    .from(familyProfiles)
    .where(isUuid(profileId) ? inSpace(spaceId, profileId) : sql`0`)
    .limit(1);
}

export async function findProfile(
  db: Db,
  spaceId: string,
  profileId: string,
): Promise<ProfileView | undefined> {
  if (!isUuid(profileId)) return undefined;
  const row = await db.select().from(familyProfiles).where(inSpace(spaceId, profileId)).get();
  return row ? toProfileView(row) : undefined;
}

/** The colour a new profile of this space gets: the one its people use least. */
export async function leastUsedColour(db: Db, spaceId: string): Promise<ProfileColourId> {
  const used = await db
    .select({ colour: familyProfiles.colour })
    .from(familyProfiles)
    .where(eq(familyProfiles.spaceId, spaceId));
  return nextColour(used.map((profile) => profile.colour));
}

export async function createProfile(
  db: Db,
  spaceId: string,
  userId: string,
  input: {
    name: string;
    role: ProfileRole;
    emoji?: string | undefined;
    colour?: ProfileColourId | undefined;
  },
  now: Date,
): Promise<ProfileView> {
  const [row] = await db
    .insert(familyProfiles)
    .values({
      spaceId,
      name: input.name,
      role: input.role,
      emoji: input.emoji ?? defaultEmojiForRole(input.role),
      colour: input.colour ?? (await leastUsedColour(db, spaceId)),
      createdBy: userId,
      createdAt: now.toISOString(),
    })
    .returning();
  if (!row) throw new Error('insert returned no profile');
  return toProfileView(row);
}

export async function updateProfile(
  db: Db,
  spaceId: string,
  profileId: string,
  input: {
    name?: string | undefined;
    role?: ProfileRole | undefined;
    emoji?: string | undefined;
    colour?: ProfileColourId | undefined;
  },
): Promise<ProfileView | undefined> {
  if (!isUuid(profileId)) return undefined;
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.role !== undefined ? { role: input.role } : {}),
    ...(input.emoji !== undefined ? { emoji: input.emoji } : {}),
    ...(input.colour !== undefined ? { colour: input.colour } : {}),
  };
  if (Object.keys(changes).length === 0) return findProfile(db, spaceId, profileId);
  const [row] = await db
    .update(familyProfiles)
    .set(changes)
    .where(inSpace(spaceId, profileId))
    .returning();
  return row ? toProfileView(row) : undefined;
}

/** Its rows of `task_people` go with it (ON DELETE CASCADE): its tasks keep every other field. */
export async function deleteProfile(db: Db, spaceId: string, profileId: string): Promise<boolean> {
  if (!isUuid(profileId)) return false;
  const deleted = await db
    .delete(familyProfiles)
    .where(inSpace(spaceId, profileId))
    .returning({ id: familyProfiles.id });
  return deleted.length > 0;
}

/**
 * The profile of the space that already bears this name, ignoring case, accents and extra spaces
 * (« Zoé » and « zoé » are one person); `exceptId` is the profile being renamed. Compared in JS
 * because SQLite's lower() knows neither accents nor non-ASCII case; a family has a handful of
 * profiles.
 */
export async function findProfileNamed(
  db: Db,
  spaceId: string,
  name: string,
  exceptId?: string,
): Promise<ProfileView | undefined> {
  const wanted = normalizeName(name);
  const rows = await db
    .select()
    .from(familyProfiles)
    .where(
      exceptId
        ? and(eq(familyProfiles.spaceId, spaceId), ne(familyProfiles.id, exceptId))
        : eq(familyProfiles.spaceId, spaceId),
    );
  const row = rows.find((candidate) => normalizeName(candidate.name) === wanted);
  return row ? toProfileView(row) : undefined;
}

/**
 * How many tasks of the space name this profile among their responsible adults, and among their
 * children (`task_people`: a task of two adults counts for both).
 */
export function profileUsageQueries(db: Db, spaceId: string, profileId: string) {
  const counted = (role: TaskPersonRole) =>
    db
      .select({ n: count() })
      .from(taskPeople)
      .innerJoin(tasks, eq(tasks.id, taskPeople.taskId))
      .where(
        and(
          eq(tasks.spaceId, spaceId),
          eq(taskPeople.profileId, profileId),
          eq(taskPeople.role, role),
        ),
      );
  return { assigned: counted('responsible'), child: counted('child') };
}

/** The counts {@link profileUsageQueries} read, as the delete confirmation shows them. */
export function toProfileUsage(read: {
  assigned: { n: number }[];
  child: { n: number }[];
}): ProfileUsage {
  return { assignedTasks: read.assigned[0]?.n ?? 0, childTasks: read.child[0]?.n ?? 0 };
}
