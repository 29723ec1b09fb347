/**
 * Hand-over notices (docs/product.md#notifications): when someone gives a task or activity to
 * another person's responsibility, that person is told « Claire vous a confié « Récupérer Tom »
 * (jeudi 17:30) ». Shared by the Worker (the stored text) and the tests.
 */
import { weekdayName } from './french.ts';
import { isRecurring, occurrenceDates, type RecurrenceRule } from './recurrence.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

/** « jeudi 17:30 », or « jeudi » without a time: the day and time the family reads (its zone). */
export function handOverWhen(date: IsoDate, time: string | null): string {
  const day = weekdayName(date);
  return time ? `${day} ${time}` : day;
}

/** What follows the author's name: « vous a confié « Récupérer Tom » (jeudi 17:30) ». */
export function handOverAction(taskName: string, date: IsoDate, time: string | null): string {
  return ` vous a confié « ${taskName} » (${handOverWhen(date, time)})`;
}

/** « Claire vous a confié « Récupérer Tom » (jeudi 17:30) ». */
export function handOverTitle(
  author: string,
  taskName: string,
  date: IsoDate,
  time: string | null,
): string {
  return `${author}${handOverAction(taskName, date, time)}`;
}

/**
 * The occurrence a notice names: a single item's own day; for a series its next day from `today`
 * (within a year), else its first day.
 */
export function handOverDate(rule: RecurrenceRule, today: IsoDate): IsoDate {
  if (!isRecurring(rule.recurrence)) return rule.date;
  const from = rule.date > today ? rule.date : today;
  return occurrenceDates(rule, from, addDays(from, 366), 1)[0] ?? rule.date;
}

/**
 * Whether a write hands the item over: it now has a responsible, who was not already responsible
 * (`before`: undefined for a creation) and is not the author's own profile (the device's).
 */
export function isHandOver(
  after: string | null,
  before: string | null | undefined,
  authorProfileId: string | undefined,
): after is string {
  return after !== null && after !== before && after !== authorProfileId;
}
