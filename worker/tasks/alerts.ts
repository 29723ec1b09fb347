/**
 * The computed alerts of a space (docs/product.md#alerts) from one range query of its tasks: the
 * "Alertes" screen, and the conflicts a task save has just caused (told at once in the save's answer).
 */

import { and, type SQL } from 'drizzle-orm';
import {
  type Alerts,
  type AlertTask,
  alertWindow,
  type ConflictAlert,
  conflictsOfTask,
  detectAlerts,
  findConflicts,
} from '#domain/alerts.ts';
import { IGNORED_CONFLICT_MESSAGES, ignoredPairKey } from '#domain/ignored-conflicts.ts';
import type { SchoolHolidayPeriod, SchoolZone } from '#domain/school-holidays.ts';
import { calendarAlertTasks } from '#domain/subscribed-conflicts.ts';
import type { TaskPerson, TaskPersonRole } from '#domain/task-people.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import type { Task } from '../../db/schema.ts';
import { conflictCalendarsQuery, toConflictCalendar } from '../calendar/subscriptions.ts';
import { ApiError } from '../lib/api-error.ts';
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
  const { task, assigneeName, assigneeEmoji } = row;
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
    assignedTo: task.assignedTo,
    assigneeName,
    assigneeEmoji,
    allDay: task.allDay,
    endDate: task.endDate,
    people: [...responsibles.map(person('responsible')), ...children.map(person('child'))],
  };
}

/**
 * The alerts of the window from `today`, the pairs left out of them and the followed calendars that
 * count in conflicts (placed on `timeZone`'s wall clock): one D1 round trip.
 */
async function readAlerts(
  db: Db,
  spaceId: string,
  today: IsoDate,
  timeZone: string,
  schoolZone: SchoolZone | null,
) {
  const { from, to } = alertWindow(today);
  const [rows, ignoredRows, calendarRows, fetched] = await db.batch([
    findTaskRowsInRange(db, spaceId, from, to),
    ignoredPairsQuery(db, spaceId),
    conflictCalendarsQuery(db, spaceId),
    spaceSchoolPeriodsQuery(db, spaceId),
  ]);
  const schoolPeriods = schoolPeriodsOf(fetched);
  const ignored = ignoredPairSet(ignoredRows);
  const calendars = calendarAlertTasks(calendarRows.map(toConflictCalendar), timeZone, from, to);
  return {
    from,
    to,
    ignored,
    alerts: detectAlerts(
      rows.map((row) => toAlertTask(row, schoolZone, schoolPeriods)),
      from,
      to,
      ignored,
      calendars,
    ),
  };
}

/**
 * Unassigned tasks and conflicts from `today` on, over the look-ahead window, without the pairs of
 * occurrences the family said « C'est voulu » about.
 */
export async function spaceAlerts(
  db: Db,
  spaceId: string,
  today: IsoDate,
  timeZone: string,
  schoolZone: SchoolZone | null = null,
): Promise<{ from: IsoDate; to: IsoDate } & Alerts> {
  const { from, to, alerts } = await readAlerts(db, spaceId, today, timeZone, schoolZone);
  return { from, to, ...alerts };
}

/**
 * « C'est voulu, ignorer »: remembers the pair of occurrences `keys` when a conflict of the alerts
 * names it (so only real clashes are stored, as many as the window holds); a pair already remembered
 * is a success again. Anything else, another space's occurrences included, is a 404.
 */
export async function ignoreConflict(
  db: Db,
  spaceId: string,
  today: IsoDate,
  timeZone: string,
  keys: readonly [string, string],
  schoolZone: SchoolZone | null = null,
): Promise<void> {
  const { ignored, alerts } = await readAlerts(db, spaceId, today, timeZone, schoolZone);
  if (ignored.has(ignoredPairKey(...keys))) return;
  const wanted = ignoredPairKey(...keys);
  const named = alerts.conflicts.some(
    (conflict) => ignoredPairKey(conflict.items[0].key, conflict.items[1].key) === wanted,
  );
  if (!named) throw new ApiError('not_found', IGNORED_CONFLICT_MESSAGES.notFound);
  await insertIgnoredPair(db, spaceId, keys);
}

/**
 * What {@link conflictsFound} reads, as a query for a route's `db.batch` after the task's own write:
 * the tasks of the window that share a person with the task `id` as the batch left it (none when the
 * task has no time: it cannot clash).
 */
export function conflictsQuery(
  db: Db,
  spaceId: string,
  today: IsoDate,
  task: { id: string; date: IsoDate; time?: string | null; endDate?: IsoDate | null },
) {
  if (!(task.time || task.endDate)) return undefined;
  const { from, to } = alertWindow(task.date > today ? task.date : today);
  return selectTaskRows(db).where(
    and(tasksInRange(spaceId, from, to), sharesPersonWith(task.id)) as SQL,
  );
}

export function conflictsFound(
  rows: readonly TaskRow[] | undefined,
  today: IsoDate,
  task: Pick<Task, 'id' | 'date'>,
): ConflictAlert[] {
  if (!rows) return [];
  const { from, to } = alertWindow(task.date > today ? task.date : today);
  return conflictsOfTask(
    findConflicts(
      rows.map((row) => toAlertTask(row)),
      from,
      to,
    ),
    task.id,
  );
}
