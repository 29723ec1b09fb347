/**
 * « Exporter mes données » (RGPD portability, docs/export-format.md): everything the signed-in user
 * can see, as one JSON document with a `version`. The account (without its password hash), its push
 * devices and its sign-ins (never a token or a hash); per space: the space, its members (as the app
 * shows them, without their email addresses), profiles, tasks with their memos and « Fait » ticks,
 * memos, lists with their items, the user's own notifications and calendar addresses, and the
 * planning as iCalendar text.
 *
 * Written as a stream, one space after another and the tasks {@link TASK_PAGE} at a time (twice:
 * as JSON, then as iCalendar), so that the Worker holds one page of a space's tasks at once, not the
 * whole document: a space at its task cap is tens of megabytes of text.
 */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calendarFeeds,
  familyProfiles,
  familySpaces,
  listItems,
  lists,
  memos,
  notifications,
  pushSubscriptions,
  sessions,
  spaceMembers,
  taskCompletions,
  taskMemos,
  tasks,
  users,
} from '../../db/schema.ts';
import { planningEvents, planningFrame } from '../calendar/ics.ts';

/** Raised when the format changes in a way a reader must know (docs/export-format.md). */
export const EXPORT_VERSION = 1;

/** Tasks read and written at once (each page's ids fit D1's 100 bound parameters). */
export const TASK_PAGE = 90;

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

/** What the export needs before writing its first byte: null when the account no longer exists. */
export async function openExport(db: Db, userId: string) {
  const [accountRows, spaceRows, deviceRows, sessionRows] = await db.batch([
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
      .select({ space: familySpaces, isAdmin: spaceMembers.isAdmin })
      .from(spaceMembers)
      .innerJoin(familySpaces, eq(familySpaces.id, spaceMembers.spaceId))
      .where(eq(spaceMembers.userId, userId))
      .orderBy(asc(familySpaces.createdAt)),
    db
      .select({
        label: pushSubscriptions.label,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastUsedAt: pushSubscriptions.lastUsedAt,
        lastPushAt: pushSubscriptions.lastPushAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.lastUsedAt)),
    db
      .select({
        chainId: sessions.chainId,
        persistent: sessions.persistent,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
        rotatedAt: sessions.rotatedAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
  ]);
  const account = accountRows[0];
  if (!account) return null;
  return { account, spaces: spaceRows, devices: deviceRows, signIns: signInsOf(sessionRows) };
}

/** One entry per sign-in (refresh-token chain): when it began, its last refresh, how it ended. */
function signInsOf(
  rows: readonly {
    chainId: string;
    persistent: boolean;
    expiresAt: string;
    createdAt: string;
    rotatedAt: string | null;
    revokedAt: string | null;
    userAgent: string | null;
  }[],
) {
  return [...groupBy(rows, (row) => row.chainId).values()].map((chain) => {
    const first = chain[0] as (typeof chain)[number];
    const last = chain[chain.length - 1] as (typeof chain)[number];
    return {
      startedAt: first.createdAt,
      lastRefreshAt: chain.length > 1 ? last.createdAt : null,
      expiresAt: first.expiresAt,
      revokedAt: chain.find((row) => row.revokedAt)?.revokedAt ?? null,
      persistent: first.persistent,
      userAgent: last.userAgent,
    };
  });
}

type Opened = NonNullable<Awaited<ReturnType<typeof openExport>>>;

/** What a batch of the given statements answers, statement by statement. */
type Resolved<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/** The reads of everything of one space but its tasks and planning. */
function restStatements(db: Db, spaceId: string, userId: string) {
  return [
    db
      .select({
        userId: spaceMembers.userId,
        displayName: spaceMembers.displayName,
        emoji: spaceMembers.emoji,
        role: spaceMembers.role,
        isAdmin: spaceMembers.isAdmin,
        joinedAt: spaceMembers.createdAt,
      })
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceId, spaceId))
      .orderBy(asc(spaceMembers.createdAt)),
    db
      .select()
      .from(familyProfiles)
      .where(eq(familyProfiles.spaceId, spaceId))
      .orderBy(asc(familyProfiles.createdAt)),
    db.select().from(memos).where(eq(memos.spaceId, spaceId)).orderBy(asc(memos.createdAt)),
    db.select().from(lists).where(eq(lists.spaceId, spaceId)).orderBy(asc(lists.createdAt)),
    db
      .select({ item: listItems })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(eq(lists.spaceId, spaceId))
      .orderBy(asc(listItems.createdAt)),
    db
      .select({
        id: notifications.id,
        profileId: notifications.profileId,
        type: notifications.type,
        title: notifications.title,
        description: notifications.description,
        relatedId: notifications.relatedId,
        read: notifications.read,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(eq(notifications.spaceId, spaceId), eq(notifications.userId, userId)))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({
        profileId: calendarFeeds.profileId,
        createdAt: calendarFeeds.createdAt,
        lastUsedAt: calendarFeeds.lastUsedAt,
      })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.spaceId, spaceId), eq(calendarFeeds.userId, userId)))
      .orderBy(asc(calendarFeeds.createdAt)),
    // Whether any task has a time: its planning then carries the zone's VTIMEZONE.
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.spaceId, spaceId), isNotNull(tasks.time)))
      .limit(1),
  ] as const;
}

type RestResults = Resolved<ReturnType<typeof restStatements>>;

/** The space's own lists, as the export writes them, from the results of {@link restStatements}. */
function shapeRest([
  memberRows,
  profileRows,
  memoRows,
  listRows,
  itemRows,
  notificationRows,
  feedRows,
]: RestResults) {
  const itemsByList = groupBy(itemRows, (r) => r.item.listId);
  return {
    members: memberRows,
    profiles: profileRows.map(({ spaceId: _, ...p }) => p),
    memos: memoRows.map(({ spaceId: _, ...memo }) => memo),
    lists: listRows.map(({ spaceId: _, ...list }) => ({
      ...list,
      items: (itemsByList.get(list.id) ?? []).map(({ item: { listId: _l, ...item } }) => item),
    })),
    notifications: notificationRows,
    calendarFeeds: feedRows,
  };
}

/** One page of a space's tasks, in the export's order (date, time, id). */
function taskPage(db: Db, spaceId: string, page: number) {
  return db
    .select()
    .from(tasks)
    .where(eq(tasks.spaceId, spaceId))
    .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.id))
    .limit(TASK_PAGE)
    .offset(page * TASK_PAGE);
}

/** The reads of one page of tasks with their memos and « Fait » ticks, for one batch. */
function pageStatements(db: Db, spaceId: string, page: number) {
  const ids = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.spaceId, spaceId))
    .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.id))
    .limit(TASK_PAGE)
    .offset(page * TASK_PAGE);
  return [
    taskPage(db, spaceId, page),
    db
      .select()
      .from(taskMemos)
      .where(inArray(taskMemos.taskId, ids))
      .orderBy(asc(taskMemos.createdAt)),
    db
      .select()
      .from(taskCompletions)
      .where(inArray(taskCompletions.taskId, ids))
      .orderBy(asc(taskCompletions.date)),
  ] as const;
}

type PageResults = Resolved<ReturnType<typeof pageStatements>>;

/** A page of tasks as the export writes them, from the results of {@link pageStatements}. */
function shapePage([rows, memoRows, completionRows]: PageResults) {
  const memosByTask = groupBy(memoRows, (r) => r.taskId);
  const completionsByTask = groupBy(completionRows, (r) => r.taskId);
  return rows.map(({ spaceId: _, nextReminderAt: __, ...task }) => ({
    ...task,
    memos: (memosByTask.get(task.id) ?? []).map(({ spaceId: _s, taskId: _t, ...m }) => m),
    completions: (completionsByTask.get(task.id) ?? []).map(
      ({ spaceId: _s, taskId: _t, ...c }) => c,
    ),
  }));
}

/** A JSON string's content, without its quotes: pieces written one after another make one string. */
function jsonStringPart(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** The JSON text of an object without its closing brace, to write more members after it. */
function openObject(value: object): string {
  return JSON.stringify(value).slice(0, -1);
}

/** The export's JSON text, piece by piece. */
async function* exportText(db: Db, userId: string, now: Date, opened: Opened) {
  yield openObject({
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: opened.account,
    devices: opened.devices,
    signIns: opened.signIns,
  });
  yield ',"spaces":[';
  for (const [index, { space, isAdmin }] of opened.spaces.entries()) {
    if (index > 0) yield ',';
    // One round trip for a space of up to a page of tasks: its lists and the first page together.
    const [...results] = await db.batch([
      ...restStatements(db, space.id, userId),
      ...pageStatements(db, space.id, 0),
    ]);
    const rest = results.slice(0, 8) as unknown as RestResults;
    const firstPage = results.slice(8) as unknown as PageResults;
    yield openObject({
      id: space.id,
      name: space.name,
      description: space.description,
      timezone: space.timezone,
      createdAt: space.createdAt,
      updatedAt: space.updatedAt,
      isAdmin,
      ...shapeRest(rest),
    });
    yield ',"tasks":[';
    let pages = 1;
    for (let page = 0, results = firstPage, first = true; ; ) {
      for (const task of shapePage(results)) {
        yield `${first ? '' : ','}${JSON.stringify(task)}`;
        first = false;
      }
      if (results[0].length < TASK_PAGE) break;
      page++;
      pages++;
      results = (await db.batch(pageStatements(db, space.id, page))) as unknown as PageResults;
    }
    const calendar = { name: `Foyer · ${space.name}`, timeZone: space.timezone };
    const frame = planningFrame(calendar, rest[7].length > 0);
    yield `],"planningIcs":"${jsonStringPart(frame.head)}`;
    for (let page = 0; page < pages; page++) {
      // A single page is still in hand; more are read again, one at a time.
      const rows = pages === 1 ? firstPage[0] : await taskPage(db, space.id, page);
      yield jsonStringPart(planningEvents({ ...calendar, tasks: rows }));
    }
    yield `${jsonStringPart(frame.tail)}"}`;
  }
  yield ']}';
}

/** The export as a stream of UTF-8 bytes; an error midway ends the stream (the file is then cut). */
export function exportStream(
  db: Db,
  userId: string,
  now: Date,
  opened: Opened,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pieces = exportText(db, userId, now, opened);
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await pieces.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        console.error('export stream failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

type SpaceRest = ReturnType<typeof shapeRest>;

/** The document the stream writes (docs/export-format.md). */
export interface DataExport {
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: Opened['account'];
  devices: Opened['devices'];
  signIns: Opened['signIns'];
  spaces: (SpaceRest & {
    id: string;
    name: string;
    description: string;
    timezone: string;
    createdAt: string;
    updatedAt: string;
    isAdmin: boolean;
    tasks: ReturnType<typeof shapePage>;
    planningIcs: string;
  })[];
}
