/**
 * All-day and multi-day events (docs/decisions/043-all-day-and-multi-day-events.md): the days an
 * event covers, « jour 2/5 », its reminder instant, and the part of a day it keeps someone busy.
 * Pure, zod-free: shared by the Worker (range, reminders, feed, alerts) and the SPA's views.
 */
import { occurrenceDates, type RecurrenceRule, shortestGap } from './recurrence.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from './zoned-time.ts';

/** What a span reads of a stored task: its first day, its last day (null: one day), all day or not. */
export interface SpanFields {
  date: IsoDate;
  endDate?: IsoDate | null;
  allDay?: boolean;
  time?: string | null;
  endTime?: string | null;
}

/** The first and last day of a multi-day event, both inclusive, as the API sends them. */
export interface EventSpan {
  start: IsoDate;
  end: IsoDate;
}

/** The longest event, in days: a summer camp fits, a typo of a year does not. */
export const MAX_SPAN_DAYS = 62;

/**
 * Reminders of an all-day event, at a chosen hour the day before or the same morning. Stored in
 * `notification_time` as minutes before the event's midnight (negative: after it), so that a timed
 * event's lead times and these never collide; the instant is computed on the wall clock (see
 * {@link reminderInstant}), so a change of hour that night does not move 08:00.
 */
export const ALL_DAY_REMINDERS = [
  { minutes: 360, label: 'La veille à 18:00' },
  { minutes: 240, label: 'La veille à 20:00' },
  { minutes: -420, label: 'Le jour même à 07:00' },
  { minutes: -480, label: 'Le jour même à 08:00' },
] as const;
export const ALL_DAY_REMINDER_MINUTES: readonly number[] = ALL_DAY_REMINDERS.map((r) => r.minutes);
export const DEFAULT_ALL_DAY_REMINDER_MINUTES = 360;

export const SPAN_MESSAGES = {
  endDateInvalid: 'Date de fin invalide',
  endDateBeforeStart: 'La date de fin ne peut pas être avant la date de début',
  spanTooLong: `Un événement ne peut pas durer plus de ${MAX_SPAN_DAYS} jours`,
  spanOverlapsNext:
    'Trop long pour se répéter à ce rythme : chaque fois doit finir avant que la suivante commence',
  allDayReminderInvalid: 'Choisissez le rappel : la veille ou le jour même',
} as const;

const DAY_MS = 86_400_000;

function dayNumber(date: IsoDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Days from `a` to `b` (negative when `b` is before `a`). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** The span of a multi-day event, or null for an event of one day. */
export function spanOf(task: Pick<SpanFields, 'date' | 'endDate'>): EventSpan | null {
  return task.endDate && task.endDate > task.date ? { start: task.date, end: task.endDate } : null;
}

/** Days from the first day of an event to its last: 0 for an event of one day. */
export function spanLength(task: Pick<SpanFields, 'date' | 'endDate'>): number {
  const span = spanOf(task);
  return span ? daysBetween(span.start, span.end) : 0;
}

/** The span of the occurrence starting on `start` of a multi-day event lasting `length` days more. */
export function spanFrom(start: IsoDate, length: number): EventSpan {
  return { start, end: addDays(start, length) };
}

/**
 * Whether a repeating event lasts so long that an occurrence would still run when the next one
 * starts (8 days every week): refused, two copies of one event on a day make no sense.
 */
export function spanOverlapsNext(rule: RecurrenceRule & Pick<SpanFields, 'endDate'>): boolean {
  const length = spanLength(rule);
  return length > 0 && length >= shortestGap(rule);
}

/**
 * The occurrences of a multi-day event (repeating or not) that cover a day of [from, to], each with
 * its own span (same length as the first) and the days of the window it covers: an occurrence that
 * started up to its length before `from` and still runs in the window counts.
 */
export function spanOccurrences(
  rule: RecurrenceRule & Pick<SpanFields, 'endDate'>,
  from: IsoDate,
  to: IsoDate,
): { span: EventSpan; days: IsoDate[] }[] {
  const length = spanLength(rule);
  return occurrenceDates(rule, addDays(from, -length), to).map((start) => {
    const span = spanFrom(start, length);
    return { span, days: daysCovered(span, from, to) };
  });
}

/** The days of [from, to] a multi-day event covers, in order (none when it lies outside). */
export function daysCovered(span: EventSpan, from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  const last = span.end < to ? span.end : to;
  for (let day = span.start > from ? span.start : from; day <= last; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** « jour 2/5 »: which day of its span `day` is. */
export function spanDayLabel(span: EventSpan, day: IsoDate): string {
  return `jour ${daysBetween(span.start, day) + 1}/${daysBetween(span.start, span.end) + 1}`;
}

/**
 * The time a day's list orders an event by: none (first of the day) for an all-day event and for
 * the days of a multi-day event after its first; its start time otherwise.
 */
export function shownTime(task: SpanFields, day: IsoDate): string | null {
  if (task.allDay) return null;
  if (spanOf(task) && day !== task.date) return null;
  return task.time ?? null;
}

/**
 * The instant of the reminder of the occurrence on `date`, in ms: its start minus the lead time for
 * a timed event; for an all-day one, the chosen hour the day before or that morning.
 */
export function reminderInstant(
  task: { allDay?: boolean; time: string | null; notificationTime: number },
  date: IsoDate,
  timeZone: string,
): number {
  if (task.allDay) {
    const lead = task.notificationTime;
    const day = lead > 0 ? addDays(date, -1) : date;
    const minutes = lead > 0 ? 1440 - lead : -lead;
    const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return zonedDateTimeToInstant(day, clock, timeZone).getTime();
  }
  return (
    zonedDateTimeToInstant(date, task.time as string, timeZone).getTime() -
    task.notificationTime * 60_000
  );
}

/** Whether a task can have a reminder: a timed event, or an all-day one. */
export function remindable(task: { allDay?: boolean; time: string | null }): boolean {
  return task.allDay === true || Boolean(task.time);
}

/**
 * The part of `day` an event keeps its people busy, in `HH:mm` (end exclusive, '24:00' for the end
 * of the day; `end` null: a start without an end), or null when it keeps nobody busy. A single
 * all-day event (a birthday, « Garde chez papa ») marks a day but keeps nobody busy; a multi-day
 * event (a camp) does, all day, or from its start time on its first day to its end time on its last.
 */
export function busyOnDay(
  task: SpanFields,
  day: IsoDate,
): { start: string; end: string | null } | null {
  const span = spanOf(task);
  if (!span) {
    if (task.allDay || !task.time) return null;
    return { start: task.time, end: task.endTime ?? null };
  }
  if (day < span.start || day > span.end) return null;
  if (task.allDay) return { start: '00:00', end: '24:00' };
  const start = day === span.start ? (task.time ?? '00:00') : '00:00';
  const end = day === span.end ? (task.endTime ?? '24:00') : '24:00';
  return { start, end };
}

/**
 * Whether two events of one person clash on `day`. Two timed events of one day keep the rule they
 * always had (docs/product.md#alerts): their intervals overlap when both have an end, else they start
 * at the same time. A multi-day event's span holds whatever starts inside it.
 */
export function clashOnDay(a: SpanFields, b: SpanFields, day: IsoDate): boolean {
  const x = busyOnDay(a, day);
  const y = busyOnDay(b, day);
  if (!x || !y) return false;
  if (x.end && y.end) return x.start < y.end && y.start < x.end;
  const spanA = spanOf(a) !== null;
  const spanB = spanOf(b) !== null;
  if (!spanA && !spanB) return x.start === y.start;
  // One of them has no end: its start inside the other's interval.
  if (!x.end && y.end) return y.start <= x.start && x.start < y.end;
  if (!y.end && x.end) return x.start <= y.start && y.start < x.end;
  return x.start === y.start;
}
