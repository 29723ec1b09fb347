/**
 * The reminders of one cron tick (docs/architecture.md#reminders, docs/product.md#reminders):
 * - each memo whose `due_at` has come: one 'reminder' notification for its author, about its profile;
 * - each task whose `next_reminder_at` has come: one per member of the space and responsible adult of
 *   the event (`task_people`; one about no profile when it has none) for the occurrence it stands
 *   for, then `next_reminder_at` moves to the next occurrence's reminder (a series is never scanned:
 *   the stored instant is the next thing to do).
 *
 * Exactly once, whatever the ticks do (two at once, a retry, a missed minute): each notification
 * carries a dedupe key (`memo:<id>:<dueAt>`, `task:<id>:<occurrence date>[:<profile>]`) unique per
 * recipient and is
 * inserted ON CONFLICT DO NOTHING, and in the same `db.batch` (one transaction) the memo or task is
 * moved on only if it still is as it was read. The inserts read the rows again inside that transaction
 * (INSERT … SELECT), so a memo edited or a task moved meanwhile sends nothing stale.
 *
 * Cost follows the due rows only: the reads go through the partial indexes on `memos.due_at` and
 * `tasks.next_reminder_at`, a page at a time, and each write names its rows by id within D1's
 * 100 bound parameters.
 */

import { and, asc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { reminderWords } from '#domain/french.ts';
import type { SchoolZone } from '#domain/school-holidays.ts';
import type { Db } from '../../db/client.ts';
import {
  familySpaces,
  listItemAssignees,
  listItems,
  lists,
  memos,
  notifications,
  schoolHolidayPeriods,
  spaceMembers,
  taskPeople,
  tasks,
} from '../../db/schema.ts';
import type { Statement } from '../lib/guarded-write.ts';
import { chunks, sqlUuid } from '../lib/sql.ts';
import { answerColumns } from '../notifications/member-notice.ts';
import { allSchoolPeriodsQuery, schoolPeriodsOf } from '../school-holidays/periods.ts';
import { planTaskReminder, STALE_REMINDER_MS } from './task-schedule.ts';

export const REMINDER_TEXTS = {
  memoTitle: 'Rappel To Do List',
  /** Followed by the memo's text. */
  memoPrefix: 'Il est temps de : ',
  taskTitle: 'Rappel',
  /** Followed by « · » and the to-do's list. */
  todoTitle: 'Rappel',
} as const;

/** Rows read per page; a tick reads pages until none is due (at most {@link MAX_PAGES}). */
export const PAGE_SIZE = 500;
/** Ids per statement: D1 binds at most 100 parameters, and each statement adds a few of its own. */
export const IDS_PER_STATEMENT = 90;
/** Tasks per batch: two statements each. */
const TASKS_PER_BATCH = 50;
/** Bounds one tick's work; what is left is still due at the next tick. */
export const MAX_PAGES = 40;

/** Who was notified: the spaces and accounts whose devices a later step tells (SpaceHub). */
export interface Touched {
  spaceId: string;
  userId: string;
}

/** A notification the tick created: what the recipient's devices are then sent (worker/push/). */
export interface Reminded extends Touched {
  id: string;
  title: string;
  description: string | null;
  relatedId: string | null;
  dedupeKey: string | null;
}

/** The columns each reminder insert returns. */
const REMINDED = {
  id: notifications.id,
  spaceId: notifications.spaceId,
  userId: notifications.userId,
  title: notifications.title,
  description: notifications.description,
  relatedId: notifications.relatedId,
  dedupeKey: notifications.dedupeKey,
};

export interface ReminderCounts {
  /** Notifications created. */
  sent: number;
  /** Memos marked notified, or tasks moved to their next reminder. */
  handled: number;
  /** Reminders handled without a notification: more than a day late, or no longer due. */
  skipped: number;
}

const ZERO: ReminderCounts = { sent: 0, handled: 0, skipped: 0 };

type NonEmpty<T> = [T, ...T[]];

// --- memos ---------------------------------------------------------------------------------------

/**
 * Memos with a reminder still to send, due at `now`. The partial index `memos_due_at_pending_idx` is
 * used only when the query repeats its condition, as here.
 */
function pendingMemos(nowIso: string): SQL {
  return and(isNull(memos.notifiedAt), isNotNull(memos.dueAt), lte(memos.dueAt, nowIso)) as SQL;
}

/** The due memos' ids, oldest due first. Exported for the query-plan test. */
export function dueMemosQuery(db: Db, now: Date, limit = PAGE_SIZE) {
  return db
    .select({ id: memos.id })
    .from(memos)
    .where(pendingMemos(now.toISOString()))
    .orderBy(asc(memos.dueAt))
    .limit(limit);
}

/** One notification per memo of `ids` still pending, unless more than a day late or authorless. */
export function insertMemoNotifications(db: Db, ids: string[], now: Date) {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_REMINDER_MS).toISOString();
  return db
    .insert(notifications)
    .select(
      db
        .select({
          id: sqlUuid().as('id'),
          spaceId: memos.spaceId,
          userId: memos.userId,
          profileId: memos.profileId,
          type: sql<'reminder'>`'reminder'`.as('type'),
          title: sql<string>`${REMINDER_TEXTS.memoTitle}`.as('title'),
          description: sql<string>`${REMINDER_TEXTS.memoPrefix} || ${memos.text}`.as('description'),
          relatedId: memos.id,
          read: sql<boolean>`0`.as('read'),
          dedupeKey: sql<string>`'memo:' || ${memos.id} || ':' || ${memos.dueAt}`.as('dedupeKey'),
          ...answerColumns(),
          createdAt: sql<string>`${nowIso}`.as('createdAt'),
        })
        .from(memos)
        .where(
          and(
            inArray(memos.id, ids),
            pendingMemos(nowIso),
            sql`${memos.dueAt} >= ${staleBefore}`,
            isNotNull(memos.userId),
          ),
        ),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning(REMINDED);
}

/** Marks the memos of `ids` still pending as notified (the stale ones too: they are done). */
export function markMemosNotified(db: Db, ids: string[], now: Date) {
  const nowIso = now.toISOString();
  return (
    db
      .update(memos)
      // Sending is not an edit: updated_at stays the author's.
      .set({ notifiedAt: nowIso, updatedAt: sql`${memos.updatedAt}` })
      .where(and(inArray(memos.id, ids), pendingMemos(nowIso)))
      .returning({ id: memos.id })
  );
}

/**
 * A reminder that fires once at a stored instant (a memo's, a to-do's): its due rows, oldest first,
 * and for a page of their ids the notifications' insert and the mark that settles them, which the
 * same loop sends in one batch.
 */
interface OneShotReminders {
  due: (db: Db, now: Date) => Promise<{ id: string }[]>;
  /** Returns the notifications written ({@link REMINDED}). */
  insert: (db: Db, ids: string[], now: Date) => Statement;
  /** Returns the rows settled. */
  mark: (db: Db, ids: string[], now: Date) => Statement;
}

async function remindOneShots(
  db: Db,
  now: Date,
  touched: Reminded[],
  kind: OneShotReminders,
): Promise<ReminderCounts> {
  const counts = { ...ZERO };
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await kind.due(db, now);
    if (due.length === 0) break;
    const statements = chunks(
      due.map((row) => row.id),
      IDS_PER_STATEMENT,
    ).flatMap((ids) => [kind.insert(db, ids, now), kind.mark(db, ids, now)]);
    const results = (await db.batch(statements as NonEmpty<Statement>)) as unknown[][];
    results.forEach((rows, index) => {
      // Inserts and marks alternate.
      if (index % 2 === 0) {
        counts.sent += rows.length;
        touched.push(...(rows as Reminded[]));
      } else counts.handled += rows.length;
    });
    counts.skipped = Math.max(0, counts.handled - counts.sent);
    if (due.length < PAGE_SIZE) break;
  }
  return counts;
}

export function remindMemos(db: Db, now: Date, touched: Reminded[]): Promise<ReminderCounts> {
  return remindOneShots(db, now, touched, {
    due: (d, at) => dueMemosQuery(d, at),
    insert: insertMemoNotifications,
    mark: markMemosNotified,
  });
}

// --- to-dos --------------------------------------------------------------------------------------

/** To-dos with a reminder still to send, due at `now`, by the partial index `list_items_remind_at_pending_idx`. */
function pendingItems(nowIso: string): SQL {
  return and(
    isNull(listItems.remindedAt),
    isNotNull(listItems.remindAt),
    lte(listItems.remindAt, nowIso),
  ) as SQL;
}

/** The due to-dos' ids, oldest due first. Exported for the query-plan test. */
export function dueItemsQuery(db: Db, now: Date, limit = PAGE_SIZE) {
  return db
    .select({ id: listItems.id })
    .from(listItems)
    .where(pendingItems(now.toISOString()))
    .orderBy(asc(listItems.remindAt))
    .limit(limit);
}

/**
 * As a task's reminder (profiles are not accounts): one notification per member of the space for
 * each person the to-do is for, shown while that profile is selected; one about no profile when it
 * is for no one. Not for a to-do ticked meanwhile, nor more than a day late. A tap opens its list.
 */
export function insertItemNotifications(db: Db, ids: string[], now: Date) {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_REMINDER_MS).toISOString();
  return db
    .insert(notifications)
    .select(
      db
        .select({
          id: sqlUuid().as('id'),
          spaceId: lists.spaceId,
          userId: spaceMembers.userId,
          profileId: listItemAssignees.profileId,
          type: sql<'reminder'>`'reminder'`.as('type'),
          title: sql<string>`${`${REMINDER_TEXTS.todoTitle} · `} || ${lists.title}`.as('title'),
          description: sql<string>`${REMINDER_TEXTS.memoPrefix} || ${listItems.text}`.as(
            'description',
          ),
          relatedId: lists.id,
          read: sql<boolean>`0`.as('read'),
          dedupeKey:
            sql<string>`'item:' || ${listItems.id} || ':' || ${listItems.remindAt} || coalesce(':' || ${listItemAssignees.profileId}, '')`.as(
              'dedupeKey',
            ),
          ...answerColumns(),
          createdAt: sql<string>`${nowIso}`.as('createdAt'),
        })
        .from(listItems)
        .innerJoin(lists, eq(lists.id, listItems.listId))
        .innerJoin(spaceMembers, eq(spaceMembers.spaceId, lists.spaceId))
        .leftJoin(listItemAssignees, eq(listItemAssignees.itemId, listItems.id))
        .where(
          and(
            inArray(listItems.id, ids),
            pendingItems(nowIso),
            eq(listItems.completed, false),
            sql`${listItems.remindAt} >= ${staleBefore}`,
          ),
        ),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning(REMINDED);
}

/** Marks the to-dos of `ids` still pending as reminded (the stale and ticked ones too: done). */
export function markItemsReminded(db: Db, ids: string[], now: Date) {
  const nowIso = now.toISOString();
  return db
    .update(listItems)
    .set({ remindedAt: nowIso })
    .where(and(inArray(listItems.id, ids), pendingItems(nowIso)))
    .returning({ id: listItems.id });
}

export function remindItems(db: Db, now: Date, touched: Reminded[]): Promise<ReminderCounts> {
  return remindOneShots(db, now, touched, {
    due: (d, at) => dueItemsQuery(d, at),
    insert: insertItemNotifications,
    mark: markItemsReminded,
  });
}

// --- tasks ---------------------------------------------------------------------------------------

/** Tasks whose next reminder has come, with their space's zone. Exported for the query-plan test. */
export function dueTasksQuery(db: Db, now: Date, limit = PAGE_SIZE) {
  return db
    .select({
      id: tasks.id,
      nextReminderAt: tasks.nextReminderAt,
      date: tasks.date,
      time: tasks.time,
      recurrence: tasks.recurrence,
      recurrenceDays: tasks.recurrenceDays,
      recurrenceEndDate: tasks.recurrenceEndDate,
      recurrenceExceptions: tasks.recurrenceExceptions,
      recurrenceInterval: tasks.recurrenceInterval,
      recurrenceMonthPosition: tasks.recurrenceMonthPosition,
      hasNotification: tasks.hasNotification,
      notificationTime: tasks.notificationTime,
      allDay: tasks.allDay,
      timezone: familySpaces.timezone,
      // A series that pauses skips the reminders of its paused days (domain/series-pause.ts).
      skipPublicHolidays: tasks.skipPublicHolidays,
      skipSchoolHolidays: tasks.skipSchoolHolidays,
      schoolZone: familySpaces.schoolZone,
    })
    .from(tasks)
    .innerJoin(familySpaces, eq(familySpaces.id, tasks.spaceId))
    .where(and(isNotNull(tasks.nextReminderAt), lte(tasks.nextReminderAt, now.toISOString())))
    .orderBy(asc(tasks.nextReminderAt))
    .limit(limit);
}

/**
 * One notification per member of the task's space and responsible adult of the event for the
 * occurrence on `date`, if the task still waits for the reminder at `dueAt`. Profiles are not linked
 * to accounts, so an adult's own account cannot be told apart: every member is told about each
 * adult's profile, and a device shows the one of the profile it has selected. An event without an
 * adult gives one per member about no profile, shown whichever profile is selected. The adults are
 * read in the same statement (the join table's primary key starts with the task), so several adults
 * cost no round trip more.
 */
export function insertTaskNotifications(
  db: Db,
  taskId: string,
  dueAt: string,
  date: string,
  now: Date,
  /** « dans 2 heures », « demain à 17:30 », « demain » for an all-day event (reminderWords). */
  when: string,
) {
  return db
    .insert(notifications)
    .select(
      db
        .select({
          id: sqlUuid().as('id'),
          spaceId: tasks.spaceId,
          userId: spaceMembers.userId,
          profileId: taskPeople.profileId,
          type: sql<'reminder'>`'reminder'`.as('type'),
          title: sql<string>`${REMINDER_TEXTS.taskTitle}`.as('title'),
          description: sql<string>`${tasks.name} || ${` ${when}`}`.as('description'),
          relatedId: tasks.id,
          read: sql<boolean>`0`.as('read'),
          // Once per recipient, occurrence and adult; without an adult, the key reminders always had.
          dedupeKey:
            sql<string>`${`task:${taskId}:${date}`} || coalesce(':' || ${taskPeople.profileId}, '')`.as(
              'dedupeKey',
            ),
          ...answerColumns(),
          createdAt: sql<string>`${now.toISOString()}`.as('createdAt'),
        })
        .from(tasks)
        .innerJoin(spaceMembers, eq(spaceMembers.spaceId, tasks.spaceId))
        .leftJoin(
          taskPeople,
          and(eq(taskPeople.taskId, tasks.id), eq(taskPeople.role, 'responsible')),
        )
        .where(and(eq(tasks.id, taskId), eq(tasks.nextReminderAt, dueAt))),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning(REMINDED);
}

/** Moves the task to its next reminder, only if no one else did (or edited it) since it was read. */
function advanceTask(db: Db, taskId: string, dueAt: string, next: Date | null) {
  return (
    db
      .update(tasks)
      // Not an edit: updated_at stays.
      .set({ nextReminderAt: next?.toISOString() ?? null, updatedAt: sql`${tasks.updatedAt}` })
      .where(and(eq(tasks.id, taskId), eq(tasks.nextReminderAt, dueAt)))
      .returning({ id: tasks.id })
  );
}

/** The fetched periods of the zones the due series pause for, over the snapshot; undefined if none. */
async function pausingPeriods(
  db: Db,
  due: readonly { skipSchoolHolidays: boolean | null; schoolZone: SchoolZone | null }[],
) {
  const zones = [
    ...new Set(due.flatMap((t) => (t.skipSchoolHolidays && t.schoolZone ? [t.schoolZone] : []))),
  ];
  if (zones.length === 0) return undefined;
  const fetched = await allSchoolPeriodsQuery(db).where(inArray(schoolHolidayPeriods.zone, zones));
  return schoolPeriodsOf(fetched);
}

export async function remindTasks(db: Db, now: Date, touched: Reminded[]): Promise<ReminderCounts> {
  const counts = { ...ZERO };
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await dueTasksQuery(db, now);
    if (due.length === 0) break;
    // The zones' stored school holidays, read only when a due series pauses for them.
    const schoolPeriods = await pausingPeriods(db, due);
    // A task moved past stale reminders may land on one that is due already: read again for it.
    let dueAgain = false;
    for (const slice of chunks(due, TASKS_PER_BATCH)) {
      const inserts: ReturnType<typeof insertTaskNotifications>[] = [];
      const advances: ReturnType<typeof advanceTask>[] = [];
      for (const task of slice) {
        const dueAt = task.nextReminderAt as string;
        const plan = planTaskReminder(
          schoolPeriods ? { ...task, schoolPeriods } : task,
          new Date(dueAt),
          task.timezone,
          now,
        );
        if (plan.occurrence) {
          const when = reminderWords(task);
          inserts.push(insertTaskNotifications(db, task.id, dueAt, plan.occurrence, now, when));
        } else counts.skipped += 1;
        advances.push(advanceTask(db, task.id, dueAt, plan.next));
        if (plan.next && plan.next.getTime() <= now.getTime()) dueAgain = true;
      }
      // Inserts first: each reads its task still waiting at the instant read above.
      const results = await db.batch([...inserts, ...advances] as NonEmpty<
        (typeof inserts)[number] | (typeof advances)[number]
      >);
      results.forEach((rows, index) => {
        if (index < inserts.length) {
          counts.sent += rows.length;
          touched.push(...(rows as Reminded[]));
        } else counts.handled += rows.length;
      });
    }
    if (due.length < PAGE_SIZE && !dueAgain) break;
  }
  return counts;
}
