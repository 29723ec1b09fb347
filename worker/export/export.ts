/**
 * « Exporter mes données » (RGPD portability, docs/export-format.md): everything the signed-in user
 * can see, as one JSON document with a `version`. Per space: the space, its members (as the app
 * shows them, without their email addresses), profiles, tasks with their memos and « Fait » ticks,
 * memos, lists with their items, the user's own notifications and calendar addresses (never a token
 * or a hash), and the planning as iCalendar text. The account comes without its password hash.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calendarFeeds,
  familyProfiles,
  familySpaces,
  listItems,
  lists,
  memos,
  notifications,
  spaceMembers,
  taskCompletions,
  taskMemos,
  tasks,
  users,
} from '../../db/schema.ts';
import { planningToIcs } from '../calendar/ics.ts';

/** Raised when the format changes in a way a reader must know (docs/export-format.md). */
export const EXPORT_VERSION = 1;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The export of `userId`, or null when the account no longer exists. */
export async function buildExport(db: Db, userId: string, now: Date) {
  const [accountRows, memberships] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ spaceId: spaceMembers.spaceId })
      .from(spaceMembers)
      .where(eq(spaceMembers.userId, userId)),
  ]);
  const account = accountRows[0];
  if (!account) return null;
  // A space id list never empty for inArray: no space matches the nil UUID.
  const spaceIds =
    memberships.length > 0
      ? memberships.map((m) => m.spaceId)
      : ['00000000-0000-0000-0000-000000000000'];

  const [
    spaceRows,
    memberRows,
    profileRows,
    taskRows,
    taskMemoRows,
    completionRows,
    memoRows,
    listRows,
    itemRows,
    notificationRows,
    feedRows,
  ] = await db.batch([
    db
      .select()
      .from(familySpaces)
      .where(inArray(familySpaces.id, spaceIds))
      .orderBy(asc(familySpaces.createdAt)),
    db
      .select({
        spaceId: spaceMembers.spaceId,
        userId: spaceMembers.userId,
        displayName: spaceMembers.displayName,
        emoji: spaceMembers.emoji,
        role: spaceMembers.role,
        isAdmin: spaceMembers.isAdmin,
        joinedAt: spaceMembers.createdAt,
      })
      .from(spaceMembers)
      .where(inArray(spaceMembers.spaceId, spaceIds))
      .orderBy(asc(spaceMembers.createdAt)),
    db
      .select()
      .from(familyProfiles)
      .where(inArray(familyProfiles.spaceId, spaceIds))
      .orderBy(asc(familyProfiles.createdAt)),
    db
      .select()
      .from(tasks)
      .where(inArray(tasks.spaceId, spaceIds))
      .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.id)),
    db
      .select()
      .from(taskMemos)
      .where(inArray(taskMemos.spaceId, spaceIds))
      .orderBy(asc(taskMemos.createdAt)),
    db
      .select()
      .from(taskCompletions)
      .where(inArray(taskCompletions.spaceId, spaceIds))
      .orderBy(asc(taskCompletions.date)),
    db.select().from(memos).where(inArray(memos.spaceId, spaceIds)).orderBy(asc(memos.createdAt)),
    db.select().from(lists).where(inArray(lists.spaceId, spaceIds)).orderBy(asc(lists.createdAt)),
    db
      .select({ item: listItems, spaceId: lists.spaceId })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(inArray(lists.spaceId, spaceIds))
      .orderBy(asc(listItems.createdAt)),
    db
      .select({
        id: notifications.id,
        spaceId: notifications.spaceId,
        profileId: notifications.profileId,
        type: notifications.type,
        title: notifications.title,
        description: notifications.description,
        relatedId: notifications.relatedId,
        read: notifications.read,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({
        spaceId: calendarFeeds.spaceId,
        profileId: calendarFeeds.profileId,
        createdAt: calendarFeeds.createdAt,
        lastUsedAt: calendarFeeds.lastUsedAt,
      })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
      .orderBy(asc(calendarFeeds.createdAt)),
  ]);

  const membersBySpace = groupBy(memberRows, (r) => r.spaceId);
  const profilesBySpace = groupBy(profileRows, (r) => r.spaceId);
  const tasksBySpace = groupBy(taskRows, (r) => r.spaceId);
  const taskMemosByTask = groupBy(taskMemoRows, (r) => r.taskId);
  const completionsByTask = groupBy(completionRows, (r) => r.taskId);
  const memosBySpace = groupBy(memoRows, (r) => r.spaceId);
  const listsBySpace = groupBy(listRows, (r) => r.spaceId);
  const itemsByList = groupBy(itemRows, (r) => r.item.listId);
  const notificationsBySpace = groupBy(notificationRows, (r) => r.spaceId);
  const feedsBySpace = groupBy(feedRows, (r) => r.spaceId);

  return {
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account,
    spaces: spaceRows.map((space) => {
      const members = membersBySpace.get(space.id) ?? [];
      const spaceTasks = tasksBySpace.get(space.id) ?? [];
      return {
        id: space.id,
        name: space.name,
        description: space.description,
        timezone: space.timezone,
        createdAt: space.createdAt,
        updatedAt: space.updatedAt,
        isAdmin: members.find((m) => m.userId === userId)?.isAdmin ?? false,
        members: members.map(({ spaceId: _, ...member }) => member),
        profiles: (profilesBySpace.get(space.id) ?? []).map(({ spaceId: _, ...p }) => p),
        tasks: spaceTasks.map(({ spaceId: _, nextReminderAt: __, ...task }) => ({
          ...task,
          memos: (taskMemosByTask.get(task.id) ?? []).map(({ spaceId: _s, taskId: _t, ...m }) => m),
          completions: (completionsByTask.get(task.id) ?? []).map(
            ({ spaceId: _s, taskId: _t, ...c }) => c,
          ),
        })),
        memos: (memosBySpace.get(space.id) ?? []).map(({ spaceId: _, ...memo }) => memo),
        lists: (listsBySpace.get(space.id) ?? []).map(({ spaceId: _, ...list }) => ({
          ...list,
          items: (itemsByList.get(list.id) ?? []).map(({ item: { listId: _l, ...item } }) => item),
        })),
        notifications: (notificationsBySpace.get(space.id) ?? []).map(({ spaceId: _, ...n }) => n),
        calendarFeeds: (feedsBySpace.get(space.id) ?? []).map(({ spaceId: _, ...f }) => f),
        planningIcs: planningToIcs({
          name: `Foyer · ${space.name}`,
          timeZone: space.timezone,
          tasks: spaceTasks,
        }),
      };
    }),
  };
}

export type DataExport = NonNullable<Awaited<ReturnType<typeof buildExport>>>;
