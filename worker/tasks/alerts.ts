/**
 * The computed alerts of a space (docs/product.md#alerts) from one range query of its tasks: the
 * "Alertes" screen, and the conflicts a task save has just caused (told at once in the save's answer).
 */

import { and, type SQL, sql } from 'drizzle-orm';
import {
  type Alerts,
  type AlertTask,
  alertWindow,
  type ConflictAlert,
  conflictsOfTask,
  detectAlerts,
  findConflicts,
} from '#domain/alerts.ts';
import {
  IGNORED_CONFLICT_MESSAGES,
  ignoredPairKey,
  storedPair,
} from '#domain/ignored-conflicts.ts';
import type {
  FetchedSchoolHolidayPeriod,
  SchoolHolidayPeriod,
  SchoolZone,
} from '#domain/school-holidays.ts';
import { calendarAlertTasks } from '#domain/subscribed-conflicts.ts';
import type { TaskPerson, TaskPersonRole } from '#domain/task-people.ts';
import { addDays, type IsoDate, zonedDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import type { Task } from '../../db/schema.ts';
import {
  type ConflictCalendarRow,
  conflictCalendarsQuery,
  toConflictCalendar,
} from '../calendar/subscriptions.ts';
import { ApiError } from '../lib/api-error.ts';
import { batchByName, type Results } from '../lib/guarded-write.ts';
import { schoolPeriodsOf, spaceSchoolPeriodsQuery } from '../school-holidays/periods.ts';
import { ignoredPairSet, ignoredPairsQuery, insertIgnoredPair } from './ignored-conflicts.ts';
import {
  findTaskRowsInRange,
  peopleOfRow,
  selectTaskRows,
  sharesPersonWith,
  type TaskRow,
  tasksInRange,
} from './queries.ts';

function toAlertTask(
  row: TaskRow,
  schoolZone: SchoolZone | null = null,
  schoolPeriods?: readonly SchoolHolidayPeriod[],
): AlertTask {
  const { task } = row;
  const { responsibles, children } = peopleOfRow(row);
  const person = (role: TaskPersonRole) => (p: TaskPerson) => ({
    profileId: p.id,
    name: p.name,
    emoji: p.emoji,
    role,
  });
  return {
    id: task.id,
    name: task.name,
    type: task.type,
    date: task.date,
    time: task.time,
    endTime: task.endTime,
    recurrence: task.recurrence,
    recurrenceDays: task.recurrenceDays,
    recurrenceEndDate: task.recurrenceEndDate,
    recurrenceExceptions: task.recurrenceExceptions,
    recurrenceInterval: task.recurrenceInterval,
    recurrenceMonthPosition: task.recurrenceMonthPosition,
    skipPublicHolidays: task.skipPublicHolidays,
    skipSchoolHolidays: task.skipSchoolHolidays,
    schoolZone,
    schoolPeriods,
    allDay: task.allDay,
    endDate: task.endDate,
    people: [...responsibles.map(person('responsible')), ...children.map(person('child'))],
    // What a quick fix of a single task says it showed: the row is read whole already.
    ...(task.recurrence === 'none' && {
      single: {
        date: task.date,
        location: task.location,
        childIds: children.map((child) => child.id),
        allDay: task.allDay,
        endDate: task.endDate,
        hasNotification: task.hasNotification,
        notificationTime: task.notificationTime,
      },
    }),
  };
}

/** What conflicts read besides the tasks, the same for the « Alertes » screen and a save's answer. */
export interface ConflictInputs {
  /** The family's zone: a followed calendar's instants are placed on its wall clock. */
  timeZone: string;
  /** The space's « Zone scolaire »: a series « Sauf vacances scolaires » pauses for its holidays. */
  schoolZone?: SchoolZone | null;
  /** The zone's holidays as fetched into D1 (worker/school-holidays/periods.ts `schoolPeriodsOf`). */
  schoolPeriods?: readonly SchoolHolidayPeriod[] | undefined;
}

/**
 * The items conflicts read over `[from, to]`: the tasks read, each series with its pauses, and the
 * occurrences of the followed calendars that count (`calendarRows`, {@link conflictCalendarsQuery}).
 */
function conflictItems(
  rows: readonly TaskRow[],
  calendarRows: readonly ConflictCalendarRow[],
  inputs: ConflictInputs,
  from: IsoDate,
  to: IsoDate,
) {
  return {
    tasks: rows.map((row) => toAlertTask(row, inputs.schoolZone, inputs.schoolPeriods)),
    calendars: calendarAlertTasks(calendarRows.map(toConflictCalendar), inputs.timeZone, from, to),
  };
}

/** The reads of the alerts of [from, to]: the tasks, the pairs left out, the followed calendars. */
function alertReads(db: Db, spaceId: string, from: IsoDate, to: IsoDate) {
  return {
    rows: findTaskRowsInRange(db, spaceId, from, to),
    ignoredRows: ignoredPairsQuery(db, spaceId),
    calendarRows: conflictCalendarsQuery(db, spaceId),
    fetched: spaceSchoolPeriodsQuery(db, spaceId),
  };
}

type AlertReads = Results<ReturnType<typeof alertReads>>;

/**
 * The alerts of the window from `today`, the pairs left out of them and the followed calendars that
 * count in conflicts (placed on `timeZone`'s wall clock), from reads that cover that window.
 */
function alertsOf(
  read: AlertReads,
  today: IsoDate,
  timeZone: string,
  schoolZone: SchoolZone | null,
) {
  const { from, to } = alertWindow(today);
  const schoolPeriods = schoolPeriodsOf(read.fetched);
  const ignored = ignoredPairSet(read.ignoredRows);
  const { tasks, calendars } = conflictItems(
    read.rows,
    read.calendarRows,
    { timeZone, schoolZone, schoolPeriods },
    from,
    to,
  );
  return { from, to, ignored, alerts: detectAlerts(tasks, from, to, ignored, calendars) };
}

/** {@link alertsOf} read in one D1 round trip. */
async function readAlerts(
  db: Db,
  spaceId: string,
  today: IsoDate,
  timeZone: string,
  schoolZone: SchoolZone | null,
) {
  const { from, to } = alertWindow(today);
  const read = await batchByName(db, alertReads(db, spaceId, from, to));
  return alertsOf(read, today, timeZone, schoolZone);
}

/**
 * The reads of `GET …/alerts` before the space's zone is known, for the access check's own batch:
 * the window of every zone's today at `now` (UTC's, a day either side). The occurrences outside the
 * space's own window are left out when the alerts are computed ({@link spaceAlertsOf}).
 */
export function spaceAlertsReads(db: Db, spaceId: string, now: Date) {
  const utcToday = zonedDate(now, 'UTC');
  const from = alertWindow(addDays(utcToday, -1)).from;
  const to = alertWindow(addDays(utcToday, 1)).to;
  return alertReads(db, spaceId, from, to);
}

/**
 * Unassigned tasks and conflicts from `today` on, over the look-ahead window, without the pairs of
 * occurrences the family said « C'est voulu » about, from {@link spaceAlertsReads}.
 */
export function spaceAlertsOf(
  read: AlertReads,
  today: IsoDate,
  timeZone: string,
  schoolZone: SchoolZone | null,
): { from: IsoDate; to: IsoDate } & Alerts {
  const { from, to, alerts } = alertsOf(read, today, timeZone, schoolZone);
  return { from, to, ...alerts };
}

/**
 * « C'est voulu, ignorer »: remembers the pair of occurrences `keys` (or, with `series`, every clash
 * of their two stored tasks) when a conflict of the alerts names it (so only real clashes are
 * stored); a pair already remembered is a success again. Anything else, another space's occurrences
 * included, is a 404.
 */
export async function ignoreConflict(
  db: Db,
  spaceId: string,
  today: IsoDate,
  timeZone: string,
  keys: readonly [string, string],
  options: { schoolZone?: SchoolZone | null; series?: boolean } = {},
): Promise<void> {
  const { schoolZone = null, series = false } = options;
  const { ignored, alerts } = await readAlerts(db, spaceId, today, timeZone, schoolZone);
  const pair = storedPair(keys, series);
  if (ignored.has(ignoredPairKey(...pair))) return;
  const wanted = ignoredPairKey(...keys);
  const named = alerts.conflicts.some(
    (conflict) => ignoredPairKey(conflict.items[0].key, conflict.items[1].key) === wanted,
  );
  if (!named) throw new ApiError('not_found', IGNORED_CONFLICT_MESSAGES.notFound);
  await insertIgnoredPair(db, spaceId, pair);
}

/** A save's window: the alerts' from today, or from the task's date when it is later. */
function saveWindow(date: IsoDate, today: IsoDate) {
  return alertWindow(date > today ? date : today);
}

/**
 * Whether a saved task can take part in a conflict at all: it needs a time or several days, and
 * someone it keeps busy (a clash is two things for the same person, a followed calendar counts for
 * its one person). A save that cannot sends no conflict statement.
 */
export function mayClash(
  task: { time?: string | null; endDate?: IsoDate | null },
  people: { responsibleIds: readonly string[]; childIds: readonly string[] },
) {
  return (
    Boolean(task.time || task.endDate) && people.responsibleIds.length + people.childIds.length > 0
  );
}

/**
 * What {@link conflictsFound} reads, for a route's `db.batch` after the task's own write: the tasks
 * of the window that share a person with the task `id` as the batch left it, the followed calendars
 * that count of its people, and the school holidays that pause a series. A task without a time or
 * several days cannot clash: then nothing is sent (a caller that knows it has nobody passes no time).
 */
export function conflictsQueries(
  db: Db,
  spaceId: string,
  today: IsoDate,
  task: { id: string; date: IsoDate; time?: string | null; endDate?: IsoDate | null },
) {
  if (!task.time && !task.endDate) return {};
  const { from, to } = saveWindow(task.date, today);
  return {
    conflictTasks: selectTaskRows(db).where(
      and(tasksInRange(spaceId, from, to), sharesPersonWith(task.id)),
    ),
    conflictCalendars: conflictCalendarsQuery(db, spaceId, task.id),
    conflictPeriods: spaceSchoolPeriodsQuery(db, spaceId),
  };
}

/** What the batch answered for {@link conflictsQueries}: nothing when it sent nothing. */
export interface ConflictsRead {
  conflictTasks?: readonly TaskRow[];
  conflictCalendars?: readonly ConflictCalendarRow[];
  conflictPeriods?: readonly FetchedSchoolHolidayPeriod[];
}

/**
 * The conflicts the saved `task` takes part in, from what {@link conflictsQueries} read (nothing
 * when it read nothing), by the rule of the « Alertes » screen; the pairs said « C'est voulu » are
 * not read (docs/decisions/046-ignored-conflicts.md).
 */
export function conflictsFound(
  read: ConflictsRead | undefined,
  context: ConflictInputs & { today: IsoDate },
  task: Pick<Task, 'id' | 'date'>,
): ConflictAlert[] {
  if (!read?.conflictTasks || !read.conflictCalendars || !read.conflictPeriods) return [];
  const { from, to } = saveWindow(task.date, context.today);
  const inputs = { ...context, schoolPeriods: schoolPeriodsOf(read.conflictPeriods) };
  const { tasks, calendars } = conflictItems(
    read.conflictTasks,
    read.conflictCalendars,
    inputs,
    from,
    to,
  );
  return conflictsOfTask(findConflicts([...tasks, ...calendars], from, to), task.id);
}
