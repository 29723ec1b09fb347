/**
 * « Fait » ticks (docs/product.md#tasks): one per occurrence, so ticking one day of a series leaves
 * the other days to do. Shared by the Worker (storage, notification) and the SPA (views, toasts).
 */
import { isUuid } from './ids.ts';
import { relativeDay } from './notice-texts.ts';
import { isCalendarDate } from './recurrence.ts';
import { COMPLETION_TEXTS } from './task-constants.ts';
import type { TaskItem, TaskListItem } from './tasks.ts';
import { z } from './validation.ts';
import type { IsoDate } from './zoned-time.ts';

export { COMPLETION_TEXTS, doneCount } from './task-constants.ts';

/**
 * The 'completed' notification: « {name} a été fait par {profile} » for today's occurrence; another
 * day's names its day, « {name} (vendredi 4 décembre) a été fait par {profile} », so that a tick
 * made ahead or late is not read as today's.
 */
export function completedTitle(name: string, by: string, date?: IsoDate, today?: IsoDate): string {
  const day = date && today && date !== today ? ` (${relativeDay(date, today)})` : '';
  return `${name}${day} a été fait par ${by}`;
}

/** Dedupe key of the 'completed' notification of one occurrence (one per recipient). */
export function completedDedupeKey(taskId: string, date: IsoDate): string {
  return `completed:${taskId}:${date}`;
}

/**
 * `PUT /api/spaces/:spaceId/tasks/:id/done`: ticks (`done: true`) or unticks the occurrence of
 * `date` (or the id's suffix, or the single task's day), by the profile selected on the device.
 */
export const taskDoneSchema = z.object({
  done: z.boolean(COMPLETION_TEXTS.doneInvalid),
  date: z.string().refine(isCalendarDate, COMPLETION_TEXTS.dateInvalid).optional(),
  profileId: z
    .string(COMPLETION_TEXTS.profileInvalid)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, COMPLETION_TEXTS.profileInvalid)
    .optional(),
});

export type TaskDoneInput = z.input<typeof taskDoneSchema>;

/** A stored tick: which occurrence, who ticked it (the profile's name, else the member's). */
export interface TaskCompletion {
  taskId: string;
  date: IsoDate;
  doneBy: string | null;
  doneAt: string;
}

/** What an occurrence carries once ticks are applied. */
export interface DoneState {
  done: boolean;
  doneBy: string | null;
}

/** An occurrence as the detail answers it. */
export type PlannedTask = TaskItem & DoneState;

/** An occurrence as the ranges list it (no description, no notes: docs/product.md#tasks). */
export type PlannedListItem = TaskListItem & DoneState;

/** `<taskId>|<date>`: ticks are looked up per occurrence, never per series. */
function keyOf(taskId: string, date: IsoDate): string {
  return `${taskId}|${date}`;
}

/**
 * The occurrences with their « Fait » state: an occurrence is done only when a tick names its own
 * task and day, so a tick on one day of a series leaves every other day to do.
 */
export function withCompletions<T extends { originalId: string; date: IsoDate }>(
  occurrences: readonly T[],
  completions: readonly TaskCompletion[],
): (T & DoneState)[] {
  const byKey = new Map(completions.map((c) => [keyOf(c.taskId, c.date), c]));
  return occurrences.map((occurrence) => {
    const tick = byKey.get(keyOf(occurrence.originalId, occurrence.date));
    return { ...occurrence, done: tick !== undefined, doneBy: tick?.doneBy ?? null };
  });
}
