/**
 * Memo days: `yyyy-MM-dd` strings read in the space's time zone (domain/zoned-time.ts), shown in
 * French as "5 janv. 2026" (docs/product.md#memos).
 */
import { parseISO } from 'date-fns';
import { shortDate } from '#domain/french.ts';
import { type IsoDate, zonedDate } from '#domain/zoned-time.ts';

/** Today in the family's zone (the device's own zone until the space is known). */
export function todayIn(timeZone: string | undefined): IsoDate {
  return zonedDate(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** "5 janv. 2026". */
export function memoDay(date: IsoDate): string {
  return shortDate(parseISO(date));
}

/** A memo reminds when it has a date and a time (docs/product.md#reminders). */
export function hasReminder(memo: { date: string | null; time: string | null }): boolean {
  return Boolean(memo.date && memo.time);
}
