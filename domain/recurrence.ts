/**
 * Recurrence expansion (docs/product.md#recurrence): the dates on which a task or
 * activity happens inside a window of calendar days. Dates are `yyyy-MM-dd` strings read in the space's
 * zone, so the arithmetic is on calendar days only (UTC day numbers), never on instants.
 *
 * - none: the task's date.
 * - daily: every day, or only the listed ISO weekdays (1 = lundi … 7 = dimanche).
 * - weekly: the start date's weekday, every 7 days.
 * - monthly: the start date's day of month; a month without that day (31, 30, 29 February) has none.
 *   With a position (1–4, or -1 for the last), the start date's weekday at that place in the month
 *   instead (« le 2e mardi », « le dernier vendredi »).
 * - yearly: the start date's day and month; 29 February only in leap years.
 * An interval N keeps every Nth day, week, month or year counted from the series' first date (as
 * RFC 5545's INTERVAL does): a daily rule with weekdays keeps the listed weekdays among every Nth day.
 * A series ending after N occurrences stores N and, as its end date, the Nth occurrence's day
 * ({@link countEndDate}), so the expansion reads only the end date.
 * The series never starts before its date, stops at its end date (inclusive), skips its exceptions and
 * the days it pauses on (« Sauf jours fériés », « Sauf vacances scolaires »: domain/series-pause.ts), and
 * yields at most {@link MAX_OCCURRENCES} occurrences per window.
 */
import { type PauseRule, pausedOn, pauseReason, pauses } from './series-pause.ts';
import type { Recurrence } from './task-options.ts';
import type { IsoDate } from './zoned-time.ts';

/** The cap on occurrences (docs/product.md#recurrence), applied per expanded window. */
export const MAX_OCCURRENCES = 100;

/**
 * What expansion reads of a task. A series may also pause on public or school holidays
 * ({@link PauseRule}, domain/series-pause.ts): a paused day is dropped like an exception.
 */
export interface RecurrenceRule extends PauseRule {
  /** First day of the series (or the day of a single task). */
  date: IsoDate;
  /** null is read as 'none'. */
  recurrence: Recurrence | null;
  /** ISO weekdays of a daily recurrence; empty means every day. Ignored by the other rules. */
  recurrenceDays: readonly number[];
  /** Last possible day, inclusive; null for no end. */
  recurrenceEndDate: IsoDate | null;
  /** Dates removed from the series. */
  recurrenceExceptions: readonly IsoDate[];
  /** Every Nth day, week, month or year; absent or null means 1. */
  recurrenceInterval?: number | null | undefined;
  /** Monthly only: 1–4 or -1 (last) for « le 2e mardi »; absent or null is by day of month. */
  recurrenceMonthPosition?: number | null | undefined;
}

/** The most a form offers for « tous les N … » and « après N fois ». */
export const MAX_RECURRENCE_INTERVAL = 99;
export const MAX_RECURRENCE_COUNT = 999;
/** The positions of a monthly rule by weekday: first to fourth, and -1 for the last. */
export const MONTH_POSITIONS = [1, 2, 3, 4, -1] as const;
export type MonthPosition = (typeof MONTH_POSITIONS)[number];

export interface ExpandableTask extends RecurrenceRule {
  id: string;
}

/**
 * One occurrence of a task: the task's fields with `date` moved to the occurrence's day, `id` made
 * unique per day for a series (`<taskId>_recurring_<yyyy-MM-dd>`), `originalId` the stored task's id.
 */
export type Occurrence<T extends ExpandableTask> = Omit<T, 'id' | 'date'> & {
  id: string;
  originalId: string;
  instanceDate: IsoDate;
  date: IsoDate;
  isRecurring: boolean;
};

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const RECURRING_SEPARATOR = '_recurring_';

export function isRecurring(recurrence: Recurrence | null | undefined): boolean {
  return recurrence !== null && recurrence !== undefined && recurrence !== 'none';
}

// --- calendar days as integers (days since 1970-01-01) ------------------------------------------

/** The digits of `date` at [start, end), or NaN for anything but ASCII digits. */
function digits(date: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = date.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** Year, month and day of a `yyyy-MM-dd` string, read without a regular expression. */
function ymd(date: IsoDate): [number, number, number] {
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 7);
  const day = digits(date, 8, 10);
  if (
    date.length !== 10 ||
    date[4] !== '-' ||
    date[7] !== '-' ||
    Number.isNaN(year + month + day)
  ) {
    throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  }
  return [year, month, day];
}

function toDayNumber(date: IsoDate): number {
  const [year, month, day] = ymd(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number; day 0 (1970-01-01) was a Thursday. */
function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The length of a month of the proleptic Gregorian calendar, for any year. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_LENGTHS[month - 1] as number;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** The day number of the `position`th (-1: last) ISO `weekday` of a month. */
function weekdayInMonth(year: number, month: number, weekday: number, position: number): number {
  if (position < 0) {
    const last = Date.UTC(year, month - 1, daysInMonth(year, month)) / DAY_MS;
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = Date.UTC(year, month - 1, 1) / DAY_MS;
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (position - 1) * 7;
}

/** The interval of a rule: a whole number of at least 1 (anything else reads as 1). */
export function intervalOf(rule: Pick<RecurrenceRule, 'recurrenceInterval'>): number {
  const interval = rule.recurrenceInterval;
  return typeof interval === 'number' && Number.isInteger(interval) && interval > 1 ? interval : 1;
}

/** The position of a monthly rule by weekday, or null for one by day of month. */
export function monthPositionOf(
  rule: Pick<RecurrenceRule, 'recurrence' | 'recurrenceMonthPosition'>,
): MonthPosition | null {
  const position = rule.recurrenceMonthPosition;
  return rule.recurrence === 'monthly' && (MONTH_POSITIONS as readonly unknown[]).includes(position)
    ? (position as MonthPosition)
    : null;
}

/** The ISO weekday (1 = lundi … 7 = dimanche) of `date`. */
export function isoWeekdayOf(date: IsoDate): number {
  return weekdayOf(toDayNumber(date));
}

/** The place of `date`'s weekday in its month: 1–4, or 5 for a fifth one (then only « dernier »). */
export function weekdayPositionOf(date: IsoDate): number {
  return Math.ceil(ymd(date)[2] / 7);
}

/** Whether `date` is the last of its weekday in its month (« le dernier vendredi »). */
export function isLastWeekdayOfMonth(date: IsoDate): boolean {
  const [year, month, day] = ymd(date);
  return day + 7 > daysInMonth(year, month);
}

/** The first day at or after `day` that is a whole number of `step`s after `start`. */
function aligned(day: number, start: number, step: number): number {
  return day + ((step - ((day - start) % step)) % step);
}

// --- expansion -----------------------------------------------------------------------------------

/**
 * The days of [from, to] that `rule` would have but skips for a holiday (« Sauf vacances
 * scolaires », « Sauf jours fériés »), each with its reason: the week leaves a trace of them.
 */
export function pausedDates(
  rule: RecurrenceRule,
  from: IsoDate,
  to: IsoDate,
): { date: IsoDate; reason: string }[] {
  if (!isRecurring(rule.recurrence) || !pauses(rule)) return [];
  const unpaused = { ...rule, skipPublicHolidays: false, skipSchoolHolidays: false };
  return occurrenceDates(unpaused, from, to).flatMap((date) => {
    const reason = pauseReason(rule, date);
    return reason ? [{ date, reason }] : [];
  });
}

/**
 * The dates of `rule` within [from, to] (both inclusive), in increasing order, at most `limit`
 * (default {@link MAX_OCCURRENCES}).
 */
export function occurrenceDates(
  rule: RecurrenceRule,
  from: IsoDate,
  to: IsoDate,
  limit: number = MAX_OCCURRENCES,
): IsoDate[] {
  const windowFirst = toDayNumber(from);
  const windowLast = toDayNumber(to);
  const start = toDayNumber(rule.date);
  const recurring = isRecurring(rule.recurrence);
  const end = Math.min(
    windowLast,
    recurring && rule.recurrenceEndDate ? toDayNumber(rule.recurrenceEndDate) : Infinity,
    recurring ? Infinity : start,
  );
  const first = Math.max(windowFirst, start);
  if (first > end || limit <= 0) return [];

  const exceptions = rule.recurrenceExceptions;
  const excluded =
    exceptions.length === 0 ? undefined : new Set(exceptions.map((d) => d.slice(0, 10)));
  const result: IsoDate[] = [];
  const paused = recurring && pauses(rule);
  const add = (day: number): boolean => {
    const date = fromDayNumber(day);
    if (!excluded?.has(date) && !(paused && pausedOn(rule, date))) result.push(date);
    return result.length < limit;
  };

  const interval = intervalOf(rule);
  switch (recurring ? rule.recurrence : 'none') {
    case 'daily': {
      const days = new Set(rule.recurrenceDays);
      for (let day = aligned(first, start, interval); day <= end; day += interval) {
        if ((days.size === 0 || days.has(weekdayOf(day))) && !add(day)) break;
      }
      break;
    }
    case 'weekly': {
      for (let day = aligned(first, start, 7 * interval); day <= end; day += 7 * interval) {
        if (!add(day)) break;
      }
      break;
    }
    case 'monthly': {
      const [startYear, startMonth, dayOfMonth] = ymd(rule.date);
      const position = monthPositionOf(rule);
      const weekday = weekdayOf(start);
      const [firstYear, firstMonth] = ymd(fromDayNumber(first));
      // Months as one count (year * 12 + month - 1), stepping by the interval from the start's month.
      const startIndex = startYear * 12 + startMonth - 1;
      for (
        let index = aligned(firstYear * 12 + firstMonth - 1, startIndex, interval);
        ;
        index += interval
      ) {
        const year = Math.floor(index / 12);
        const month = (index % 12) + 1;
        if (Date.UTC(year, month - 1, 1) / DAY_MS > end) break;
        let day: number;
        if (position !== null) day = weekdayInMonth(year, month, weekday, position);
        else if (dayOfMonth <= daysInMonth(year, month)) {
          day = Date.UTC(year, month - 1, dayOfMonth) / DAY_MS;
        } else continue;
        if (day > end || (day >= first && !add(day))) break;
      }
      break;
    }
    case 'yearly': {
      const [startYear, month, dayOfMonth] = ymd(rule.date);
      for (
        let year = aligned(ymd(fromDayNumber(first))[0], startYear, interval);
        Date.UTC(year, 0, 1) / DAY_MS <= end;
        year += interval
      ) {
        // 29 February exists only in leap years.
        if (dayOfMonth > daysInMonth(year, month)) continue;
        const day = Date.UTC(year, month - 1, dayOfMonth) / DAY_MS;
        if (day > end || (day >= first && !add(day))) break;
      }
      break;
    }
    default:
      add(start);
  }
  return result;
}

/**
 * The first day the item really occurs: a series starting on a day that is not one of its weekdays
 * (daily on Monday and Thursday, created on a Saturday) first occurs later. Null when it never does.
 * Where a new item lands on the planning (docs/product.md#tasks).
 */
export function firstOccurrence(rule: RecurrenceRule): IsoDate | null {
  // Eight years and two days: a 29 February series meets its next leap year.
  const horizon = fromDayNumber(toDayNumber(rule.date) + 8 * 366 + 2);
  return occurrenceDates(rule, rule.date, rule.recurrenceEndDate ?? horizon, 1)[0] ?? null;
}

/** A paused day counts as an exception would (RFC 5545 applies COUNT before EXDATE). */
const NO_PAUSE: PauseRule = { skipPublicHolidays: false, skipSchoolHolidays: false };

/** The last day a series can reach: year 9999, the end of a `yyyy-MM-dd` date. */
const LAST_DAY: IsoDate = '9999-12-31';

/** Occurrences enough to meet every gap of a pattern: a week's days, or eight years of months. */
const GAP_SAMPLE = 100;

/**
 * The fewest days between two occurrences of `rule` as its pattern goes, its end, exceptions and
 * pauses aside (a monthly series: 28, February's; every other week: 14); Infinity for a single
 * task. What a repeating multi-day event must last less than.
 */
export function shortestGap(rule: RecurrenceRule): number {
  if (!isRecurring(rule.recurrence)) return Number.POSITIVE_INFINITY;
  // A year has at least 365 days, more than any event lasts: no need to walk it.
  if (rule.recurrence === 'yearly') return 365 * intervalOf(rule);
  const open = { ...rule, ...NO_PAUSE, recurrenceEndDate: null, recurrenceExceptions: [] };
  const days = occurrenceDates(open, rule.date, LAST_DAY, GAP_SAMPLE).map(toDayNumber);
  let gap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < days.length; i++)
    gap = Math.min(gap, (days[i] as number) - (days[i - 1] as number));
  return gap;
}

/**
 * The day of the `count`th occurrence of `rule` from its first date, its exceptions counted (RFC 5545
 * applies COUNT before EXDATE) and its end date ignored: the end date a series « après N fois » stores.
 * Null when the series never reaches `count` occurrences before year 10000.
 */
export function countEndDate(rule: RecurrenceRule, count: number): IsoDate | null {
  if (!isRecurring(rule.recurrence) || count < 1) return null;
  const open = { ...rule, ...NO_PAUSE, recurrenceEndDate: null, recurrenceExceptions: [] };
  return occurrenceDates(open, rule.date, LAST_DAY, count)[count - 1] ?? null;
}

/**
 * How many occurrences `rule` has from its first date to `until` inclusive, its exceptions counted:
 * the share of « après N fois » a series keeps when it is cut (« les suivantes ») after `until`.
 */
export function countUntil(rule: RecurrenceRule, until: IsoDate): number {
  if (until < rule.date) return 0;
  const open = { ...rule, ...NO_PAUSE, recurrenceExceptions: [] };
  return occurrenceDates(open, rule.date, until, Number.POSITIVE_INFINITY).length;
}

/** Whether `date` is an occurrence of `rule`, exceptions and pauses included unless `ignoreExceptions`. */
export function occursOn(
  rule: RecurrenceRule,
  date: IsoDate,
  options: { ignoreExceptions?: boolean } = {},
): boolean {
  const effective = options.ignoreExceptions
    ? { ...rule, ...NO_PAUSE, recurrenceExceptions: [] }
    : rule;
  return occurrenceDates(effective, date, date, 1).length === 1;
}

export function occurrenceId(taskId: string, date: IsoDate): string {
  return `${taskId}${RECURRING_SEPARATOR}${date}`;
}

/**
 * The stored task id and the occurrence date of an id: `abc_recurring_2026-11-23` gives
 * `{ taskId: 'abc', instanceDate: '2026-11-23' }`, a plain id gives `instanceDate: null`. Anything
 * after the separator but a valid date gives `instanceDate: null` too.
 */
export function parseOccurrenceId(id: string): { taskId: string; instanceDate: IsoDate | null } {
  const at = id.indexOf(RECURRING_SEPARATOR);
  if (at < 0) return { taskId: id, instanceDate: null };
  const suffix = id.slice(at + RECURRING_SEPARATOR.length);
  return { taskId: id.slice(0, at), instanceDate: isCalendarDate(suffix) ? suffix : null };
}

/** A `yyyy-MM-dd` string naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The occurrences of one task within [from, to], in date order. */
export function expandTask<T extends ExpandableTask>(
  task: T,
  from: IsoDate,
  to: IsoDate,
): Occurrence<T>[] {
  const recurring = isRecurring(task.recurrence);
  return occurrenceDates(task, from, to).map((date) => ({
    ...task,
    id: recurring ? occurrenceId(task.id, date) : task.id,
    originalId: task.id,
    instanceDate: date,
    date,
    isRecurring: recurring,
  }));
}

/**
 * The occurrences of many tasks within [from, to], ordered by date, then time (items without a time
 * first), then name and id so that the order is stable.
 */
export function expandTasks<T extends ExpandableTask & { time?: string | null; name?: string }>(
  tasks: readonly T[],
  from: IsoDate,
  to: IsoDate,
): Occurrence<T>[] {
  const all: Occurrence<T>[] = [];
  for (const task of tasks)
    for (const occurrence of expandTask(task, from, to)) all.push(occurrence);
  return all.sort(compareOccurrences);
}

/** One collator for every comparison: `localeCompare(…, 'fr')` builds one per call. */
const frenchNames = new Intl.Collator('fr');

/**
 * The planning's order: date, then time (items without a time first), then name in French order,
 * then id so that the order is stable.
 */
export function compareOccurrences(
  a: { date: string; time?: string | null; name?: string; id: string },
  b: { date: string; time?: string | null; name?: string; id: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const at = a.time ?? '';
  const bt = b.time ?? '';
  if (at !== bt) return at < bt ? -1 : 1;
  const an = a.name ?? '';
  const bn = b.name ?? '';
  if (an !== bn) return frenchNames.compare(an, bn);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
