/**
 * The last day a series really occurs, for the words of the scope dialog (« Du lundi 23 novembre au
 * vendredi 11 décembre »): a series ending on a Sunday whose last weekday is a Friday, or whose last
 * days were removed, ends on its last real occurrence, not on its end date.
 */
import { occurrenceDates, type RecurrenceRule } from './recurrence.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

/** Eight years and two days: a yearly 29 February series meets a leap year in it. */
const LOOK_BACK_DAYS = 8 * 366 + 2;

/** The series' last occurrence on or before its end date; null without an end date or any day. */
export function lastOccurrence(rule: RecurrenceRule): IsoDate | null {
  if (!rule.recurrenceEndDate) return null;
  // occurrenceDates starts at the series' first day when the window starts earlier.
  const from = addDays(rule.recurrenceEndDate, -LOOK_BACK_DAYS);
  return (
    occurrenceDates(rule, from, rule.recurrenceEndDate, Number.POSITIVE_INFINITY).at(-1) ?? null
  );
}
