/**
 * The computed alerts of a space (docs/product.md#alerts) from one range query of its tasks: the
 * "Alertes" screen, and the conflicts a task save has just caused (told at once in the save's answer).
 */

import {
  type Alerts,
  type AlertTask,
  alertWindow,
  type ConflictAlert,
  conflictsOfTask,
  detectAlerts,
  findConflicts,
} from '#domain/alerts.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import type { Task } from '../../db/schema.ts';
import { findTaskRowsInRange, type TaskRow } from './queries.ts';

function toAlertTask({ task, assigneeName, assigneeEmoji }: TaskRow): AlertTask {
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
    assignedTo: task.assignedTo,
    assigneeName,
    assigneeEmoji,
    allDay: task.allDay,
    endDate: task.endDate,
  };
}

/** Unassigned tasks and conflicts from `today` on, over the look-ahead window: one D1 query. */
export async function spaceAlerts(
  db: Db,
  spaceId: string,
  today: IsoDate,
): Promise<{ from: IsoDate; to: IsoDate } & Alerts> {
  const { from, to } = alertWindow(today);
  const rows = await findTaskRowsInRange(db, spaceId, from, to);
  return { from, to, ...detectAlerts(rows.map(toAlertTask), from, to) };
}

/**
 * What {@link conflictsCausedBy} reads, as a query for a route's `db.batch` (none when the task has no
 * adult or no time: it cannot clash), and {@link conflictsFound} of its rows.
 */
export function conflictsQuery(
  db: Db,
  spaceId: string,
  today: IsoDate,
  task: {
    date: IsoDate;
    assignedTo?: string | null;
    time?: string | null;
    endDate?: IsoDate | null;
  },
) {
  if (!task.assignedTo || !(task.time || task.endDate)) return undefined;
  const { from, to } = alertWindow(task.date > today ? task.date : today);
  return findTaskRowsInRange(db, spaceId, from, to, task.assignedTo);
}

export function conflictsFound(
  rows: readonly TaskRow[] | undefined,
  today: IsoDate,
  task: Pick<Task, 'id' | 'date'>,
): ConflictAlert[] {
  if (!rows) return [];
  const { from, to } = alertWindow(task.date > today ? task.date : today);
  return conflictsOfTask(findConflicts(rows.map(toAlertTask), from, to), task.id);
}
