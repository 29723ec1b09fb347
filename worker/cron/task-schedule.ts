/**
 * Which occurrence a task's stored `next_reminder_at` stands for, and the instant to store after it
 * (docs/product.md#reminders). Pure: the cron calls it for each due task, tests at any instant.
 *
 * A reminder is the occurrence's start (its date and time in the space's zone) minus the lead time, so
 * a skipped spring-forward time reminds at the first valid instant after it (02:30 is read 03:30) and
 * a time repeated in autumn reminds once, at its first passing (domain/zoned-time.ts).
 */

import { remindable, reminderInstant } from '#domain/event-span.ts';
import { occurrenceDates } from '#domain/recurrence.ts';
import type { PauseRule } from '#domain/series-pause.ts';
import { nextReminderAt } from '#domain/tasks.ts';
import { addDays, type IsoDate, zonedDate } from '#domain/zoned-time.ts';
import type { Task } from '../../db/schema.ts';

/** A reminder missed by more than this is marked and skipped, not sent late. */
export const STALE_REMINDER_MS = 24 * 60 * 60 * 1000;

export type ReminderTask = Pick<
  Task,
  | 'date'
  | 'time'
  | 'recurrence'
  | 'recurrenceDays'
  | 'recurrenceEndDate'
  | 'recurrenceExceptions'
  | 'recurrenceInterval'
  | 'recurrenceMonthPosition'
  | 'hasNotification'
  | 'notificationTime'
  | 'allDay'
> &
  PauseRule;

export interface TaskReminderPlan {
  /** The occurrence to remind of now, or null to send nothing (stale, or no longer an occurrence). */
  occurrence: IsoDate | null;
  /** The next reminder instant to store, or null when the series has no reminder left. */
  next: Date | null;
}

/** The reminder instant of the occurrence on `date`. */
function reminderOn(task: ReminderTask, date: IsoDate, timeZone: string): number {
  return reminderInstant(task, date, timeZone);
}

/**
 * The occurrence whose reminder falls at `dueAt`, or null: an excluded date, an ended series or a zone
 * changed since the instant was computed no longer give one.
 */
export function occurrenceRemindedAt(
  task: ReminderTask,
  dueAt: Date,
  timeZone: string,
): IsoDate | null {
  if (!remindable(task)) return null;
  // For an all-day event, the lead is counted from the day's midnight: `around` is that day.
  const around = zonedDate(new Date(dueAt.getTime() + task.notificationTime * 60_000), timeZone);
  const candidates = occurrenceDates(task, addDays(around, -1), addDays(around, 1));
  return candidates.find((date) => reminderOn(task, date, timeZone) === dueAt.getTime()) ?? null;
}

/** The first reminder instant strictly after `after`, or null. */
export function reminderAfter(task: ReminderTask, after: Date, timeZone: string): Date | null {
  return nextReminderAt(task, after, timeZone, zonedDate(after, timeZone));
}

/**
 * What to do with a task whose reminder `dueAt` has come at `now`: remind of its occurrence unless it
 * is more than a day late, then move on to the next reminder that is not stale either.
 */
export function planTaskReminder(
  task: ReminderTask,
  dueAt: Date,
  timeZone: string,
  now: Date,
): TaskReminderPlan {
  if (!task.hasNotification || !remindable(task)) return { occurrence: null, next: null };
  const staleBefore = now.getTime() - STALE_REMINDER_MS;
  const stale = dueAt.getTime() < staleBefore;
  const occurrence = stale ? null : occurrenceRemindedAt(task, dueAt, timeZone);
  // After a long outage, jump over every reminder that would be stale too.
  const after = new Date(Math.max(dueAt.getTime(), staleBefore - 1));
  return { occurrence, next: reminderAfter(task, after, timeZone) };
}
