/**
 * The planning's calendar days: `yyyy-MM-dd` strings (domain/zoned-time.ts) as the family sees them in
 * the space's time zone, shown in French (the named dates of domain/french.ts). Weeks start on Monday.
 */
import { isValid, parseISO } from 'date-fns';
import { dayAndMonth, dayOfMonth, dayTitle, dayTitleWithYear, longDate } from '#domain/french.ts';
import { isCalendarDate } from '#domain/recurrence.ts';
import { MIN_TASK_DATE } from '#domain/task-constants.ts';
import { addDays, type IsoDate, startOfWeek, zonedDate } from '#domain/zoned-time.ts';
import { type StoredValue, storedValue } from '../../../lib/stored-value.ts';

export type { IsoDate };
export { addDays, startOfWeek };

/** Today in the family's zone (the device's own zone until the space is known). */
export function todayIn(timeZone: string | undefined): IsoDate {
  return zonedDate(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** A local-midnight Date for date-fns and the calendar picker (never used for instants). */
export function toLocalDate(date: IsoDate): Date {
  return parseISO(date);
}

export function fromLocalDate(date: Date): IsoDate {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** "samedi 21 novembre" (the year only when it is not this one's). */
export function longDay(date: IsoDate, today?: IsoDate): string {
  const sameYear = !today || date.slice(0, 4) === today.slice(0, 4);
  return sameYear ? dayTitle(date) : dayTitleWithYear(date);
}

/** The seven days of the week starting `monday`. */
export function weekDays(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** "Semaine du 16 au 22 novembre", "Semaine du 30 novembre au 6 décembre 2026". */
export function weekLabel(monday: IsoDate, today?: IsoDate): string {
  const sunday = addDays(monday, 6);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const sameYear = monday.slice(0, 4) === sunday.slice(0, 4);
  // The year only when it is not this one's.
  const thisYear = sameYear && (!today || monday.slice(0, 4) === today.slice(0, 4));
  const start = sameMonth ? dayOfMonth(monday) : sameYear ? dayAndMonth(monday) : longDate(monday);
  return `Semaine du ${start} au ${thisYear ? dayAndMonth(sunday) : longDate(sunday)}`;
}

/** "Lundi 23 novembre" where a date stands alone. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function isWeekend(date: IsoDate): boolean {
  const day = toLocalDate(date).getDay();
  return day === 0 || day === 6;
}

/** A stored or received day that can be used as is (a real date, not before 1900). */
export function validDay(value: unknown): IsoDate | null {
  return typeof value === 'string' &&
    isCalendarDate(value) &&
    value >= MIN_TASK_DATE &&
    isValid(parseISO(value))
    ? value
    : null;
}

// --- localStorage keys (docs/product.md#routes-and-guards) ---------------------------------------

/** The day chosen on /planning, and the day an edit or a creation lands on. */
export const selectedDate = storedValue('selectedDate', 'selectedDateChanged');
/** The Monday shown on /weekly-view. */
export const weeklyViewDate = storedValue('weeklyViewDate', 'weeklyViewDateChanged');

/** The stored day, if it is still a usable one. */
export function readStoredDay(store: StoredValue): IsoDate | null {
  return validDay(store.read());
}
