/**
 * Public holidays (jours fériés) on the planning's days (docs/product.md#public-holidays): which
 * country's, and how a calendar of the `date-holidays` rules becomes labels on `yyyy-MM-dd` days.
 * The rules themselves come from that package (docs/decisions/008-public-holidays.md); this file
 * only picks and shapes them, so the SPA and the build agree.
 */
import type { IsoDate } from './zoned-time.ts';

/** Spaces have no country yet: every family sees France's holidays. */
export const DEFAULT_HOLIDAY_COUNTRY = 'FR';

/** The countries whose rules the SPA ships (the build leaves the others out). */
export const HOLIDAY_COUNTRIES = [DEFAULT_HOLIDAY_COUNTRY] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

/** The holiday country of a space: France for all until spaces carry a country. */
export function holidayCountryOf(_space: { timezone: string } | undefined): HolidayCountry {
  return DEFAULT_HOLIDAY_COUNTRY;
}

/** The one day of the week-end or a public holiday: both are drawn alike on the calendars. */
export const HOLIDAY_TEXTS = {
  holiday: 'Jour férié',
} as const;

/** What `date-holidays-parser` answers for a year (its `getHolidays`). */
export interface ParsedHoliday {
  /** "2026-11-11 00:00:00", local to the country. */
  date: string;
  name: string;
  type: string;
}

export interface HolidaySource {
  getHolidays(year: number): ParsedHoliday[];
}

/** Labels of the public holidays of [from, to], by day; two on one day are joined. */
export function holidaysBetween(
  source: HolidaySource,
  from: IsoDate,
  to: IsoDate,
): Record<IsoDate, string> {
  const labels: Record<IsoDate, string> = {};
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of source.getHolidays(year)) {
      const day = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || day < from || day > to) continue;
      labels[day] = labels[day] ? `${labels[day]} · ${holiday.name}` : holiday.name;
    }
  }
  return labels;
}

/** The shape of `date-holidays/data`: every country's rules, and the names they share. */
export interface HolidayData {
  version?: string;
  license?: string;
  holidays: Record<string, unknown>;
  names: Record<string, unknown>;
}

/** The rules of `countries` only, as the build ships them (a few KB instead of 400). */
export function pickHolidayData(data: HolidayData, countries: readonly string[]): HolidayData {
  const holidays: Record<string, unknown> = {};
  for (const country of countries) {
    if (!data.holidays[country]) throw new Error(`no holiday rules for ${country}`);
    holidays[country] = data.holidays[country];
  }
  return { version: data.version, license: data.license, holidays, names: data.names };
}
