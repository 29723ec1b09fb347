/**
 * « Exporter mes données » (RGPD portability, docs/export-format.md): everything the signed-in user
 * can see, as one JSON document with a `version`. The account (without its password hash), its push
 * devices, its sign-ins (never a token or a hash) and its passkeys (never their keys); per space: the space, its members (as the app
 * shows them, without their email addresses), profiles, tasks with their memos, « Fait » ticks and comments,
 * memos, lists with their items, the week menus, the user's own notifications and calendar addresses, the pairs of
 * occurrences whose clash the family accepted (« C'est voulu »), the calendars the family follows, its
 * custody rhythms (« Garde ») with their swapped days, and the planning as iCalendar text.
 *
 * Written as a stream, one space after another, the tasks of all the spaces read {@link TASK_PAGE} at
 * a time (a space with more than a page is read again for its iCalendar text), so that the Worker
 * holds one page of tasks at once, not the whole document: a space at its task cap is tens of
 * megabytes of text.
 */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ingredientsOf } from '#domain/meals.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import {
  calendarFeeds,
  calendarSubscriptions,
  custodyPatterns,
  custodySwaps,
  familyProfiles,
  familySpaces,
  ignoredConflicts,
  listItems,
  lists,
  meals,
  memos,
  notifications,
  passkeys,
  pushSubscriptions,
  schoolHolidayPeriods,
  sessions,
  spaceMembers,
  taskComments,
  taskCompletions,
  taskMemos,
  tasks,
  users,
} from '../../db/schema.ts';
import { feedWindow } from '../calendar/feeds.ts';
import { type FeedTask, planningEvents, planningFrame, planningToIcs } from '../calendar/ics.ts';
import { displayedAddress } from '../calendar/subscriptions-fetch.ts';
import { batchByName, type Results } from '../lib/guarded-write.ts';
import { allSchoolPeriodsQuery, schoolPeriodsOf } from '../school-holidays/periods.ts';
import { taskColumns } from '../tasks/columns.ts';
import { peopleLineOf, peopleOfRow, taskPeopleJson } from '../tasks/queries.ts';

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
  const [accountRows, spaceRows, deviceRows, sessionRows, passkeyRows] = await db.batch([
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
      // The order the tasks are paged in (pageStatements).
      .orderBy(asc(familySpaces.createdAt), asc(familySpaces.id)),
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
    // What Mon compte shows of them, and how they reach the browser: the credential id and the
    // public key mean nothing to their owner and are not theirs to carry elsewhere.
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
        backedUp: passkeys.backedUp,
        transports: passkeys.transports,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
  ]);
  const account = accountRows[0];
  if (!account) return null;
  return {
    account,
    spaces: spaceRows,
    devices: deviceRows,
    signIns: signInsOf(sessionRows),
    passkeys: passkeyRows,
  };
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

/**
 * The spaces the account is a member of, as a subquery: one bound parameter whatever their number
 * (a list of ids would bind one per space, past D1's 100 for a member of many spaces).
 */
function memberSpaceIds(db: Db, userId: string) {
  return db
    .select({ id: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(eq(spaceMembers.userId, userId));
}

type MemberSpaceIds = ReturnType<typeof memberSpaceIds>;

/** The reads of everything of the spaces but their tasks and planning, in one batch. */
function restStatements(db: Db, spaceIds: MemberSpaceIds, userId: string) {
  return {
    members: db
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
    profiles: db
      .select()
      .from(familyProfiles)
      .where(inArray(familyProfiles.spaceId, spaceIds))
      .orderBy(asc(familyProfiles.createdAt)),
    memos: db
      .select()
      .from(memos)
      .where(inArray(memos.spaceId, spaceIds))
      .orderBy(asc(memos.createdAt)),
    lists: db
      .select()
      .from(lists)
      .where(inArray(lists.spaceId, spaceIds))
      .orderBy(asc(lists.createdAt)),
    meals: db
      .select({
        spaceId: meals.spaceId,
        date: meals.date,
        slot: meals.slot,
        name: meals.name,
        ingredients: meals.ingredients,
        updatedAt: meals.updatedAt,
      })
      .from(meals)
      .where(inArray(meals.spaceId, spaceIds))
      .orderBy(asc(meals.date), asc(meals.slot)),
    items: db
      .select({ item: listItems })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(inArray(lists.spaceId, spaceIds))
      .orderBy(asc(listItems.createdAt)),
    notifications: db
      .select({
        spaceId: notifications.spaceId,
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
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    feeds: db
      .select({
        spaceId: calendarFeeds.spaceId,
        profileId: calendarFeeds.profileId,
        createdAt: calendarFeeds.createdAt,
        lastUsedAt: calendarFeeds.lastUsedAt,
      })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
      .orderBy(asc(calendarFeeds.createdAt)),
    ignored: db
      .select({
        spaceId: ignoredConflicts.spaceId,
        firstOccurrence: ignoredConflicts.firstOccurrence,
        secondOccurrence: ignoredConflicts.secondOccurrence,
        createdAt: ignoredConflicts.createdAt,
      })
      .from(ignoredConflicts)
      .where(inArray(ignoredConflicts.spaceId, spaceIds))
      .orderBy(asc(ignoredConflicts.createdAt)),
    subscriptions: db
      .select({
        spaceId: calendarSubscriptions.spaceId,
        name: calendarSubscriptions.name,
        colour: calendarSubscriptions.colour,
        url: calendarSubscriptions.url,
        profileId: calendarSubscriptions.profileId,
        inConflicts: calendarSubscriptions.inConflicts,
        lastSuccessAt: calendarSubscriptions.lastSuccessAt,
        lastError: calendarSubscriptions.lastError,
        createdAt: calendarSubscriptions.createdAt,
      })
      .from(calendarSubscriptions)
      .where(inArray(calendarSubscriptions.spaceId, spaceIds))
      .orderBy(asc(calendarSubscriptions.createdAt)),
    custody: db
      .select({
        spaceId: custodyPatterns.spaceId,
        id: custodyPatterns.id,
        childId: custodyPatterns.childId,
        rhythm: custodyPatterns.rhythm,
        startDate: custodyPatterns.startDate,
        firstParentId: custodyPatterns.firstParentId,
        secondParentId: custodyPatterns.secondParentId,
        handoverTime: custodyPatterns.handoverTime,
        holidays: custodyPatterns.holidays,
        createdBy: custodyPatterns.createdBy,
        createdAt: custodyPatterns.createdAt,
        updatedAt: custodyPatterns.updatedAt,
      })
      .from(custodyPatterns)
      .where(inArray(custodyPatterns.spaceId, spaceIds))
      .orderBy(asc(custodyPatterns.createdAt), asc(custodyPatterns.id)),
    custodySwaps: db
      .select({
        patternId: custodySwaps.patternId,
        firstDay: custodySwaps.firstDay,
        lastDay: custodySwaps.lastDay,
        parentId: custodySwaps.parentId,
        createdBy: custodySwaps.createdBy,
        createdAt: custodySwaps.createdAt,
      })
      .from(custodySwaps)
      .innerJoin(custodyPatterns, eq(custodyPatterns.id, custodySwaps.patternId))
      .where(inArray(custodyPatterns.spaceId, spaceIds))
      .orderBy(asc(custodySwaps.firstDay), asc(custodySwaps.createdAt)),
    // The spaces with a timed task: their planning carries the zone's VTIMEZONE.
    timed: db
      .selectDistinct({ spaceId: tasks.spaceId })
      .from(tasks)
      .where(and(inArray(tasks.spaceId, spaceIds), isNotNull(tasks.time))),
  };
}

type RestResults = Results<ReturnType<typeof restStatements>>;

/** Each space's own lists, as the export writes them, from the results of {@link restStatements}. */
function shapeRest(results: RestResults) {
  const {
    members: memberRows,
    profiles: profileRows,
    memos: memoRows,
    lists: listRows,
    items: itemRows,
    meals: mealRows,
    notifications: notificationRows,
    feeds: feedRows,
    ignored: ignoredRows,
    subscriptions: subscriptionRows,
    custody: custodyRows,
    custodySwaps: swapRows,
    timed,
  } = results;
  const members = groupBy(memberRows, (r) => r.spaceId);
  const profiles = groupBy(profileRows, (r) => r.spaceId);
  const memosOf = groupBy(memoRows, (r) => r.spaceId);
  const listsOf = groupBy(listRows, (r) => r.spaceId);
  const itemsByList = groupBy(itemRows, (r) => r.item.listId);
  const mealsOf = groupBy(mealRows, (r) => r.spaceId);
  const notificationsOf = groupBy(notificationRows, (r) => r.spaceId);
  const feedsOf = groupBy(feedRows, (r) => r.spaceId);
  const ignoredOf = groupBy(ignoredRows, (r) => r.spaceId);
  const subscriptionsOf = groupBy(subscriptionRows, (r) => r.spaceId);
  const custodyOf = groupBy(custodyRows, (r) => r.spaceId);
  const swapsOf = groupBy(swapRows, (r) => r.patternId);
  const zoned = new Set(timed.map((row) => row.spaceId));
  return (spaceId: string) => ({
    zoned: zoned.has(spaceId),
    own: {
      members: (members.get(spaceId) ?? []).map(({ spaceId: _, ...m }) => m),
      profiles: (profiles.get(spaceId) ?? []).map(({ spaceId: _, ...p }) => p),
      memos: (memosOf.get(spaceId) ?? []).map(({ spaceId: _, ...memo }) => memo),
      lists: (listsOf.get(spaceId) ?? []).map(({ spaceId: _, ...list }) => ({
        ...list,
        items: (itemsByList.get(list.id) ?? []).map(({ item: { listId: _l, ...item } }) => item),
      })),
      // « Menus de la semaine »: one ingredient per line, as the screen shows them.
      meals: (mealsOf.get(spaceId) ?? []).map(({ spaceId: _, ingredients, ...meal }) => ({
        ...meal,
        ingredients: ingredientsOf(ingredients),
      })),
      notifications: (notificationsOf.get(spaceId) ?? []).map(({ spaceId: _, ...n }) => n),
      calendarFeeds: (feedsOf.get(spaceId) ?? []).map(({ spaceId: _, ...f }) => f),
      ignoredConflicts: (ignoredOf.get(spaceId) ?? []).map(({ spaceId: _, ...i }) => i),
      // The calendars the family follows, by the address as Réglages shows it (host only): a
      // private calendar's address is its key, which no member is shown.
      calendarSubscriptions: (subscriptionsOf.get(spaceId) ?? []).map(
        ({ spaceId: _, url, ...s }) => ({ ...s, url: displayedAddress(url) }),
      ),
      // The « Garde » rhythms with the days given once to one home (« Échanger des jours »).
      custody: (custodyOf.get(spaceId) ?? []).map(({ spaceId: _, ...pattern }) => ({
        ...pattern,
        swaps: (swapsOf.get(pattern.id) ?? []).map(({ patternId: _p, ...swap }) => swap),
      })),
    },
  });
}

/** One space's tasks a page at a time, in the export's order (date, time, id). */
function taskPage(db: Db, spaceId: string, page: number) {
  return db
    .select({ ...taskColumns, people: taskPeopleJson })
    .from(tasks)
    .where(eq(tasks.spaceId, spaceId))
    .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.id))
    .limit(TASK_PAGE)
    .offset(page * TASK_PAGE);
}

/**
 * The reads of one page of all the spaces' tasks, space after space in the export's order, with their
 * memos, « Fait » ticks, comments and people: a family of small spaces is read in one round trip, a large space
 * a page at a time.
 */
function pageStatements(db: Db, spaceIds: MemberSpaceIds, page: number) {
  const order = [
    asc(familySpaces.createdAt),
    asc(familySpaces.id),
    asc(tasks.date),
    asc(tasks.time),
    asc(tasks.id),
  ];
  const ids = db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(familySpaces, eq(familySpaces.id, tasks.spaceId))
    .where(inArray(tasks.spaceId, spaceIds))
    .orderBy(...order)
    .limit(TASK_PAGE)
    .offset(page * TASK_PAGE);
  return {
    pageTasks: db
      .select({ task: taskColumns, people: taskPeopleJson })
      .from(tasks)
      .innerJoin(familySpaces, eq(familySpaces.id, tasks.spaceId))
      .where(inArray(tasks.spaceId, spaceIds))
      .orderBy(...order)
      .limit(TASK_PAGE)
      .offset(page * TASK_PAGE),
    pageMemos: db
      .select()
      .from(taskMemos)
      .where(inArray(taskMemos.taskId, ids))
      .orderBy(asc(taskMemos.createdAt)),
    pageCompletions: db
      .select()
      .from(taskCompletions)
      .where(inArray(taskCompletions.taskId, ids))
      .orderBy(asc(taskCompletions.date)),
    // The family's « Commentaires », every member's: the thread each member reads on the event.
    pageComments: db
      .select({
        taskId: taskComments.taskId,
        id: taskComments.id,
        authorId: taskComments.authorId,
        authorName: taskComments.authorName,
        body: taskComments.body,
        createdAt: taskComments.createdAt,
      })
      .from(taskComments)
      .where(inArray(taskComments.taskId, ids))
      .orderBy(asc(taskComments.createdAt), asc(taskComments.id)),
  };
}

type PageResults = Results<ReturnType<typeof pageStatements>>;
type PageRow = PageResults['pageTasks'][number];

/**
 * A task as the export writes it, with its people (`responsibleIds`, `childIds`: profile ids), memos
 * and « Fait » ticks from the same page.
 */
function shapePage({
  pageMemos: memoRows,
  pageCompletions: completionRows,
  pageComments: commentRows,
}: PageResults) {
  const memosByTask = groupBy(memoRows, (r) => r.taskId);
  const completionsByTask = groupBy(completionRows, (r) => r.taskId);
  const commentsByTask = groupBy(commentRows, (r) => r.taskId);
  return (row: PageRow) => {
    const { spaceId: _, nextReminderAt: __, ...task } = row.task;
    const { responsibles, children } = peopleOfRow(row);
    return {
      ...task,
      responsibleIds: responsibles.map((person) => person.id),
      childIds: children.map((person) => person.id),
      memos: (memosByTask.get(task.id) ?? []).map(({ spaceId: _s, taskId: _t, ...m }) => m),
      completions: (completionsByTask.get(task.id) ?? []).map(
        ({ spaceId: _s, taskId: _t, ...c }) => c,
      ),
      comments: (commentsByTask.get(task.id) ?? []).map(({ taskId: _t, ...c }) => c),
    };
  };
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
    passkeys: opened.passkeys,
  });
  yield ',"spaces":[';
  const spaceIds = memberSpaceIds(db, userId);
  // The stored school holidays of the spaces' zones, for the series that pause in each planningIcs.
  const zones = opened.spaces.flatMap(({ space }) => (space.schoolZone ? [space.schoolZone] : []));
  const first = await batchByName(db, {
    schoolPeriods: allSchoolPeriodsQuery(db).where(inArray(schoolHolidayPeriods.zone, zones)),
    ...restStatements(db, spaceIds, userId),
    ...pageStatements(db, spaceIds, 0),
  });
  const schoolPeriods = schoolPeriodsOf(first.schoolPeriods);
  const restOf = shapeRest(first);
  let page = 0;
  let current: PageResults = first;
  let shape = shapePage(current);
  let at = 0;
  for (const [index, { space, isAdmin }] of opened.spaces.entries()) {
    if (index > 0) yield ',';
    const { zoned, own } = restOf(space.id);
    yield openObject({
      id: space.id,
      name: space.name,
      description: space.description,
      timezone: space.timezone,
      createdAt: space.createdAt,
      updatedAt: space.updatedAt,
      isAdmin,
      ...own,
    });
    yield ',"tasks":[';
    // This space's rows, kept for its calendar while they fit in a page; beyond, read again.
    let kept: FeedTask[] | null = [];
    for (let first = true; ; ) {
      if (at === current.pageTasks.length) {
        if (current.pageTasks.length < TASK_PAGE) break;
        page++;
        current = await batchByName(db, pageStatements(db, spaceIds, page));
        shape = shapePage(current);
        at = 0;
        continue;
      }
      const row = current.pageTasks[at] as PageRow;
      if (row.task.spaceId !== space.id) break;
      at++;
      yield `${first ? '' : ','}${JSON.stringify(shape(row))}`;
      first = false;
      if (kept && kept.length < TASK_PAGE) kept.push({ ...row.task, people: peopleLineOf(row) });
      else kept = null;
    }
    const calendar = {
      name: `Foyer · ${space.name}`,
      timeZone: space.timezone,
      schoolZone: space.schoolZone,
      schoolPeriods,
      pauseWindow: feedWindow(zonedDate(now, space.timezone)),
    };
    if (kept) {
      yield `],"planningIcs":${JSON.stringify(planningToIcs({ ...calendar, tasks: kept }))}}`;
      continue;
    }
    // More than a page: the calendar's frame, then its events a page at a time.
    const frame = planningFrame(calendar, zoned);
    yield `],"planningIcs":"${jsonStringPart(frame.head)}`;
    for (let part = 0; ; part++) {
      const rows = await taskPage(db, space.id, part);
      const tasks = rows.map((row) => ({ ...row, people: peopleLineOf(row) }));
      yield jsonStringPart(planningEvents({ ...calendar, tasks }));
      if (rows.length < TASK_PAGE) break;
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

type SpaceRest = ReturnType<ReturnType<typeof shapeRest>>['own'];

/** The document the stream writes (docs/export-format.md). */
export interface DataExport {
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: Opened['account'];
  devices: Opened['devices'];
  signIns: Opened['signIns'];
  passkeys: Opened['passkeys'];
  spaces: (SpaceRest & {
    id: string;
    name: string;
    description: string;
    timezone: string;
    createdAt: string;
    updatedAt: string;
    isAdmin: boolean;
    tasks: ReturnType<ReturnType<typeof shapePage>>[];
    planningIcs: string;
  })[];
}
