/**
 * The holiday calendar, loaded only when a planning screen first needs it: a chunk of its own
 * (`date-holidays-parser` and the rules of the countries shipped), kept out of the service
 * worker's precache (docs/decisions/008-public-holidays.md).
 */

import data from 'virtual:foyer-holiday-data';
import HolidaysParser from 'date-holidays-parser';
import { type HolidayCountry, holidaysBetween } from '#domain/holidays.ts';
import type { IsoDate } from '#domain/zoned-time.ts';

const calendars = new Map<HolidayCountry, HolidaysParser>();

/** The public holidays of [from, to] in `country`, in French, by day. */
export function holidaysIn(
  country: HolidayCountry,
  from: IsoDate,
  to: IsoDate,
): Record<IsoDate, string> {
  let calendar = calendars.get(country);
  if (!calendar) {
    calendar = new HolidaysParser(data, country, { languages: ['fr'], types: ['public'] });
    calendars.set(country, calendar);
  }
  return holidaysBetween(calendar, from, to);
}
