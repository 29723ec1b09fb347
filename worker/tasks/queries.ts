/**
 * Data access for tasks and their memos, always scoped to one space: functions that take `db` first.
 * Writes are returned as unexecuted statements where a route combines several into one `db.batch`.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { MAX_SPAN_DAYS, spanFrom, spanLength, spanOf } from '#domain/event-span.ts';
import { colourOf } from '#domain/profile-colours.ts';
import { isRecurring, monthPositionOf } from '#domain/recurrence.ts';
import type { IsoWeekday } from '#domain/task-options.ts';
import { peopleLine, type TaskPerson, type TaskPersonRole } from '#domain/task-people.ts';
import {
  kindOfType,
  NO_PROFILE,
  type TaskItem,
  type TaskListItem,
  type TaskMemo,
} from '#domain/tasks.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  type NewTask,
  type Task,
  taskMemos,
  taskPeople,
  tasks,
} from '../../db/schema.ts';
import { completionsInRange } from '../completions/queries.ts';
import { rowSelection } from '../lib/write-guards.ts';
import { taskColumns } from './columns.ts';

/** A stored task with its people. */
export interface TaskRow {
  task: Task;
  /** Every person of the task (`task_people`), as JSON: see {@link peopleOfRow}. */
  people: string | null;
}

/** The people of the task a query selects, as JSON for {@link peopleOfRow}. */
export const taskPeopleJson = sql<string | null>`(select json_group_array(json_object(
  'id', "p"."id", 'name', "p"."name", 'emoji', "p"."emoji", 'colour', "p"."colour",
  'createdAt', "p"."created_at", 'role', "tp"."role"))
  from ${taskPeople} as "tp" join ${familyProfiles} as "p" on "p"."id" = "tp"."profile_id"
  where "tp"."task_id" = "tasks"."id")`.as('people');

export function selectTaskRows(db: Db) {
  return db.select({ task: taskColumns, people: taskPeopleJson }).from(tasks);
}

/**
 * The last day a series can have an occurrence on (a series without an end: the far future). The
 * very expression the partial index `tasks_series_last_day_idx` (db/schema.ts) is built on, so that
 * SQLite finds the series of a range through it.
 */
const seriesLastDay = sql`(case when ${tasks.recurrenceEndDate} is null then '9999-12-31' else ${tasks.recurrenceEndDate} end)`;

/**
 * The series that may have an occurrence in [from, to]: started on or before `to`, not over before
 * `from`. Read through the partial index on (space_id, last day), so the series ended long ago are
 * never read: what a range reads does not grow with the family's history.
 */
export function seriesInRange(from: IsoDate, to: IsoDate): SQL {
  return sql`(${tasks.recurrence} <> 'none' and ${tasks.date} <= ${to} and ${seriesLastDay} >= ${from})`;
}

/**
 * The multi-day events that started before [from, to] and run into it: read through the partial
 * index on (space_id, end_date), which holds only multi-day events, so the days of a family's past
 * one-day events are never walked (docs/decisions/043-all-day-and-multi-day-events.md).
 */
export function spansInRange(from: IsoDate, to: IsoDate): SQL {
  return sql`(${tasks.endDate} >= ${from} and ${tasks.date} <= ${to} and ${tasks.recurrence} = 'none')`;
}

/**
 * The repeating multi-day events whose last occurrence started before [from, to] and may still run
 * into it (docs/decisions/081-repeating-multi-day-events.md): through the same partial index as
 * {@link seriesInRange}, over the series ended in the {@link MAX_SPAN_DAYS} days before `from` only.
 */
export function spanSeriesInRange(from: IsoDate, to: IsoDate): SQL {
  const lookback = addDays(from, -MAX_SPAN_DAYS);
  return sql`(${tasks.recurrence} <> 'none' and ${tasks.date} <= ${to} and ${seriesLastDay} >= ${lookback} and ${seriesLastDay} < ${from} and ${tasks.endDate} is not null)`;
}

/**
 * Every task of a space that may have an occurrence in [from, to]: a single task dated in it
 * (through the (space_id, date) index) or a series in range. With `spaceId` and the filter on a
 * profile: `profile` keeps the tasks that profile is responsible for or concerned by; 'none' the
 * unassigned ones.
 */
export function tasksInRange(spaceId: string, from: IsoDate, to: IsoDate, profile?: string): SQL {
  // The space in each branch: SQLite then reads each through its own index (a multi-index OR);
  // named once outside, it may walk the space's (space_id, date) entries up to `to` instead.
  const space = sql`${tasks.spaceId} = ${spaceId}`;
  const conditions: SQL[] = [
    sql`((${space} and ${tasks.recurrence} = 'none' and ${tasks.date} between ${from} and ${to})
      or (${space} and ${seriesInRange(from, to)})
      or (${space} and ${spansInRange(from, to)})
      or (${space} and ${spanSeriesInRange(from, to)}))`,
  ];
  if (profile === NO_PROFILE) conditions.push(sql`not ${hasPerson(undefined, 'responsible')}`);
  else if (profile) conditions.push(hasPerson([profile]));
  return and(...conditions) as SQL;
}

/** The task names one of `profiles` (any, when undefined), in `role` (any, when undefined). */
export function hasPerson(profiles: readonly string[] | undefined, role?: TaskPersonRole): SQL {
  // Qualified by hand: a query on `tasks` alone names its columns without their table.
  return sql`exists (select 1 from ${taskPeople} as "tp" where "tp"."task_id" = "tasks"."id"${
    profiles ? sql` and "tp"."profile_id" in ${profiles}` : sql``
  }${role ? sql` and "tp"."role" = ${role}` : sql``})`;
}

/** The task names someone `taskId` names too, in any role (the task itself included). */
export function sharesPersonWith(taskId: string): SQL {
  return sql`exists (select 1 from ${taskPeople} as "mine" join ${taskPeople} as "other"
    on "other"."profile_id" = "mine"."profile_id"
    where "mine"."task_id" = "tasks"."id" and "other"."task_id" = ${taskId})`;
}

/** Every task of the space that may have an occurrence in [from, to], with its people. */
export function findTaskRowsInRange(
  db: Db,
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  profile?: string,
) {
  return selectTaskRows(db).where(tasksInRange(spaceId, from, to, profile));
}

/**
 * The people of the task a range selects, as JSON pairs `[[profileId, role], …]` (`[]` for nobody):
 * read in the tasks' own statement, through `task_people`'s primary key, instead of a second
 * statement that would repeat the range's condition (docs/decisions/072-week-people-in-one-statement.md).
 */
const rangePeopleJson = sql<string>`(select json_group_array(json_array("tp"."profile_id", "tp"."role"))
  from ${taskPeople} as "tp" where "tp"."task_id" = "tasks"."id")`;

/**
 * The reads of a planning range (`GET …/tasks?from&to`), for one `db.batch` with the access check:
 * what the range sends of its tasks with their people, the space's profiles, and the ticks of its days.
 */
export function rangeQueries(
  db: Db,
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  profile: string | undefined,
) {
  return [
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        type: tasks.type,
        date: tasks.date,
        time: tasks.time,
        endTime: tasks.endTime,
        allDay: tasks.allDay,
        endDate: tasks.endDate,
        location: tasks.location,
        recurrence: tasks.recurrence,
        recurrenceDays: tasks.recurrenceDays,
        recurrenceEndDate: tasks.recurrenceEndDate,
        recurrenceExceptions: tasks.recurrenceExceptions,
        recurrenceInterval: tasks.recurrenceInterval,
        recurrenceMonthPosition: tasks.recurrenceMonthPosition,
        skipPublicHolidays: tasks.skipPublicHolidays,
        skipSchoolHolidays: tasks.skipSchoolHolidays,
        people: rangePeopleJson,
      })
      .from(tasks)
      .where(tasksInRange(spaceId, from, to, profile)),
    db
      .select({
        id: familyProfiles.id,
        name: familyProfiles.name,
        emoji: familyProfiles.emoji,
        colour: familyProfiles.colour,
      })
      .from(familyProfiles)
      .where(eq(familyProfiles.spaceId, spaceId))
      // Oldest first: the order an event's people are listed in.
      .orderBy(asc(familyProfiles.createdAt), sql`${familyProfiles}.rowid`),
    completionsInRange(db, spaceId, from, to),
  ] as const;
}

/** How many tasks the space holds, as a query for a route's `db.batch`. */
export function taskCountQuery(db: Db, spaceId: string) {
  return db.select({ count: sql<number>`count(*)` }).from(tasks).where(eq(tasks.spaceId, spaceId));
}

/** One task of the space with its people, as a query for a route's `db.batch`. */
export function taskRowQuery(db: Db, spaceId: string, taskId: string) {
  return selectTaskRows(db)
    .where(and(eq(tasks.id, taskId), eq(tasks.spaceId, spaceId)))
    .limit(1);
}

/** One task of the space, or undefined (another space's task is not found). */
export async function findTaskRow(
  db: Db,
  spaceId: string,
  taskId: string,
): Promise<TaskRow | undefined> {
  const [row] = await selectTaskRows(db)
    .where(and(eq(tasks.id, taskId), eq(tasks.spaceId, spaceId)))
    .limit(1);
  return row;
}

interface StoredPerson {
  id: string;
  name: string;
  emoji: string | null;
  colour: string | null;
  createdAt: string;
  role: TaskPersonRole;
}

/** The people of a task read with it, by role, in the space's profile order (oldest first). */
export function peopleOfRow(row: Pick<TaskRow, 'people'>): {
  responsibles: TaskPerson[];
  children: TaskPerson[];
} {
  const stored = (row.people ? JSON.parse(row.people) : []) as StoredPerson[];
  stored.sort((a, b) =>
    a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1,
  );
  const of = (role: TaskPersonRole) =>
    stored
      .filter((p) => p.role === role)
      .map((p) => ({
        id: p.id,
        name: p.name,
        emoji: p.emoji,
        colour: colourOf(p.colour, p.id).id,
      }));
  return { responsibles: of('responsible'), children: of('child') };
}

/** The people of a task read with it as one line, « Responsable : Claire · Pour : Léa, Tom ». */
export function peopleLineOf(row: Pick<TaskRow, 'people'>): string | null {
  const { responsibles, children } = peopleOfRow(row);
  return peopleLine(
    responsibles.map((person) => person.name),
    children.map((person) => person.name),
  );
}

/** The task as the API answers it; `instanceDate` and `id` for an occurrence. */
export function toTaskItem(
  row: TaskRow,
  occurrence?: { id: string; date: IsoDate; instanceDate: IsoDate | null },
): TaskItem {
  const { task } = row;
  const { responsibles, children } = peopleOfRow(row);
  return {
    id: occurrence?.id ?? task.id,
    originalId: task.id,
    instanceDate: occurrence?.instanceDate ?? null,
    isRecurring: isRecurring(task.recurrence),
    kind: kindOfType(task.type),
    spaceId: task.spaceId,
    name: task.name,
    type: task.type,
    date: occurrence?.date ?? task.date,
    time: task.time,
    endTime: task.endTime,
    allDay: task.allDay,
    // An occurrence of a repeating multi-day event answers its own span.
    span:
      occurrence?.instanceDate && spanOf(task)
        ? spanFrom(occurrence.instanceDate, spanLength(task))
        : spanOf(task),
    location: task.location,
    recurrence: task.recurrence,
    recurrenceDays: task.recurrenceDays as IsoWeekday[],
    recurrenceEndDate: task.recurrenceEndDate,
    recurrenceExceptions: task.recurrenceExceptions,
    recurrenceInterval: task.recurrenceInterval,
    recurrenceMonthPosition: monthPositionOf(task),
    recurrenceCount: task.recurrenceCount,
    skipPublicHolidays: task.skipPublicHolidays,
    skipSchoolHolidays: task.skipSchoolHolidays,
    responsibles,
    children,
    hasNotification: task.hasNotification,
    notificationTime: task.notificationTime,
    description: task.description,
    notes: task.notes,
    createdBy: task.createdBy,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
}

/** An occurrence as the range list carries it (none of the detail's own fields). */
export function toTaskListItem(
  row: TaskRow,
  occurrence: { id: string; date: IsoDate; instanceDate: IsoDate | null },
): TaskListItem {
  const {
    description: _description,
    notes: _notes,
    recurrenceDays: _days,
    recurrenceEndDate: _end,
    recurrenceExceptions: _exceptions,
    recurrenceInterval: _interval,
    recurrenceMonthPosition: _position,
    recurrenceCount: _count,
    skipPublicHolidays: _skipPublic,
    skipSchoolHolidays: _skipSchool,
    hasNotification: _hasNotification,
    notificationTime: _notificationTime,
    createdBy: _createdBy,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...item
  } = toTaskItem(row, occurrence);
  return item;
}

// --- writes (statements for db.batch) --------------------------------------------------------------

/**
 * True on a series row that still has an occurrence on `date` as far as its end and exceptions go:
 * it is not over before `date` and `date` is not excluded. Written into the statements of a recurring
 * edit, so that of two edits that both read the series before either wrote, only the first matches.
 */
export function seriesHoldsDate(date: IsoDate): SQL {
  return sql`(${tasks.recurrenceEndDate} is null or ${tasks.recurrenceEndDate} >= ${date})
    and not exists (select 1 from json_each(${tasks.recurrenceExceptions}) where json_each.value = ${date})`;
}

/**
 * `INSERT … SELECT`: inserts `row` only if the series `seriesId` of the space satisfies `condition`
 * at that moment (evaluated in the same batch as the series' own update, before it).
 */
export function insertTaskIfSeriesStatement(
  db: Db,
  row: NewTask & { id: string },
  seriesId: string,
  spaceId: string,
  condition: SQL,
) {
  return db.insert(tasks).select(
    db
      .select(rowSelection(tasks, row))
      .from(tasks)
      .where(and(eq(tasks.id, seriesId), eq(tasks.spaceId, spaceId), condition)),
  );
}

/**
 * `INSERT … SELECT` from the task's space: a created task, written only where `condition` holds
 * (its guards, worker/tasks/guards.ts), and not when its id is already taken.
 */
export function insertTaskWhereStatement(
  db: Db,
  row: NewTask & { id: string; spaceId: string },
  condition: SQL,
) {
  return db
    .insert(tasks)
    .select(
      db
        .select(rowSelection(tasks, row))
        .from(familySpaces)
        .where(and(eq(familySpaces.id, row.spaceId), condition)),
    )
    .onConflictDoNothing({ target: tasks.id })
    .returning({ id: tasks.id });
}

/**
 * A stored single task, without the traces a series leaves (an end date, exceptions): the only kind
 * whose edit a route can compute from the request alone (worker/tasks/writes.ts `editAttempt`).
 */
export const isPlainSingleTask: SQL = sql`(${tasks.recurrence} = 'none'
  and ${tasks.recurrenceEndDate} is null and json_array_length(${tasks.recurrenceExceptions}) = 0)`;

/**
 * A single task as a page showed it: its day, time, place and people by role (ids), and what else
 * the page said of it (a delete its name, a save of some fields the ones its rules read).
 */
export interface ShownTask {
  date: IsoDate;
  time: string | null;
  location?: string | null | undefined;
  responsables: readonly string[];
  enfants: readonly string[];
  name?: string | undefined;
  endTime?: string | null | undefined;
  allDay?: boolean | undefined;
  endDate?: IsoDate | null | undefined;
  hasNotification?: boolean | undefined;
  notificationTime?: number | undefined;
}

/**
 * The stored task `taskId` is still what the page showed: the same day, time and place, exactly
 * the people it listed in each role, and each other field the page said (for a write's WHERE, read
 * before the write changes anything).
 */
export function stillAsShown(taskId: string, shown: ShownTask): SQL {
  const same = (
    column: typeof tasks.time | typeof tasks.location | typeof tasks.endTime | typeof tasks.endDate,
    value: string | null | undefined,
  ) => (value == null ? sql`${column} is null` : eq(column, value));
  const said = <T>(value: T | undefined, check: (value: T) => SQL) =>
    value === undefined ? undefined : check(value);
  const exactly = (role: TaskPersonRole, ids: readonly string[]) => {
    const of = and(eq(taskPeople.taskId, taskId), eq(taskPeople.role, role));
    const listed = ids.length > 0 ? inArray(taskPeople.profileId, [...ids]) : sql`0`;
    return sql`(select count(*) from ${taskPeople} where ${of}) = ${ids.length}
      and (select count(*) from ${taskPeople} where ${and(of, listed)}) = ${ids.length}`;
  };
  return and(
    eq(tasks.date, shown.date),
    same(tasks.time, shown.time),
    same(tasks.location, shown.location),
    exactly('responsible', shown.responsables),
    exactly('child', shown.enfants),
    said(shown.name, (name) => eq(tasks.name, name)),
    said(shown.endTime, (endTime) => same(tasks.endTime, endTime)),
    said(shown.allDay, (allDay) => eq(tasks.allDay, allDay)),
    said(shown.endDate, (endDate) => same(tasks.endDate, endDate)),
    said(shown.hasNotification, (on) => eq(tasks.hasNotification, on)),
    said(shown.notificationTime, (minutes) => eq(tasks.notificationTime, minutes)),
  ) as SQL;
}

/** The stored end time, if any, is after `time`: the end-time rule for an edit that keeps it. */
export function endsAfter(time: string): SQL {
  return sql`(${tasks.endTime} is null or ${tasks.endTime} > ${time})`;
}

/** Updates one task of the space; with `condition`, only while it holds. */
export function updateTaskStatement(
  db: Db,
  spaceId: string,
  taskId: string,
  changes: Partial<NewTask>,
  condition?: SQL,
) {
  return db
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.id, taskId), eq(tasks.spaceId, spaceId), condition))
    .returning({ id: tasks.id });
}

/**
 * Adds `date` to a series' exceptions, in SQL so that two concurrent removals cannot lose one another;
 * matches no row when the date is already excluded or the series now ends before it (the caller
 * answers 409).
 */
export function excludeDateStatement(
  db: Db,
  spaceId: string,
  taskId: string,
  date: IsoDate,
  now: Date,
  also: Pick<Partial<NewTask>, 'nextReminderAt'> = {},
) {
  return db
    .update(tasks)
    .set({
      ...also,
      recurrenceExceptions: sql`json_insert(${tasks.recurrenceExceptions}, '$[#]', ${date})`,
      updatedAt: now.toISOString(),
    })
    .where(and(eq(tasks.id, taskId), eq(tasks.spaceId, spaceId), seriesHoldsDate(date)))
    .returning({ id: tasks.id });
}

/** `onlyIf`: deleted only where it holds (a delete held to its own guarded write, in one batch). */
export function deleteTaskStatement(db: Db, spaceId: string, taskId: string, onlyIf?: SQL) {
  return db
    .delete(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.spaceId, spaceId), onlyIf))
    .returning({ id: tasks.id });
}

// --- memos -----------------------------------------------------------------------------------------

function toTaskMemo(row: typeof taskMemos.$inferSelect): TaskMemo {
  return {
    id: row.id,
    taskId: row.taskId,
    text: row.text,
    time: row.time,
    userId: row.userId,
    createdAt: row.createdAt,
  };
}

/** Oldest first, in insertion order within one instant. */
export async function listTaskMemos(db: Db, spaceId: string, taskId: string): Promise<TaskMemo[]> {
  const rows = await db
    .select()
    .from(taskMemos)
    .where(and(eq(taskMemos.taskId, taskId), eq(taskMemos.spaceId, spaceId)))
    .orderBy(asc(taskMemos.createdAt), sql`${taskMemos}.rowid`);
  return rows.map(toTaskMemo);
}

export async function insertTaskMemo(
  db: Db,
  values: { spaceId: string; taskId: string; userId: string; text: string; time: string | null },
  now: Date,
): Promise<TaskMemo> {
  const [row] = await db
    .insert(taskMemos)
    .values({ ...values, createdAt: now.toISOString() })
    .returning();
  if (!row) throw new Error('insert returned no memo');
  return toTaskMemo(row);
}

/** Whether a memo of this task, in this space, was deleted. */
export async function deleteTaskMemo(
  db: Db,
  spaceId: string,
  taskId: string,
  memoId: string,
): Promise<boolean> {
  const rows = await db
    .delete(taskMemos)
    .where(
      and(eq(taskMemos.id, memoId), eq(taskMemos.taskId, taskId), eq(taskMemos.spaceId, spaceId)),
    )
    .returning({ id: taskMemos.id });
  return rows.length > 0;
}
