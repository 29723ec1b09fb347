/**
 * Public holidays (jours fériés) on the planning's days (docs/product.md#public-holidays): which
 * country's, and how a calendar of the `date-holidays` rules becomes labels on `yyyy-MM-dd` days.
 * The rules themselves come from that package (docs/decisions/008-public-holidays.md), evaluated at
 * build time into a compact table per country (decision 021); this file shapes both, so the SPA,
 * the build and the tests agree.
 */
import type { IsoDate } from './zoned-time.ts';

/** Spaces have no country yet: every family sees France's holidays. */
export const DEFAULT_HOLIDAY_COUNTRY = 'FR';

/** The countries whose holidays the SPA ships (the build works out their tables). */
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

/**
 * The years the SPA knows the holidays of: from the earliest date a task may carry
 * (`MIN_TASK_DATE`) to 2100. A day outside them simply carries no label.
 */
export const HOLIDAY_YEARS = { from: 1900, to: 2100 } as const;

/**
 * A country's public holidays, worked out at build time from the `date-holidays` rules
 * (scripts/lib/holiday-tables.ts) and shipped to the SPA as they are: under a kilobyte gzipped
 * for two centuries of France, where the rules and their parser weigh 158 KB
 * (docs/decisions/021-planning-first-visit.md).
 */
export interface HolidayTable {
  /** The year of `years[0]`. */
  from: number;
  /** The labels, each written once ("Armistice 1918", or two of one day joined). */
  names: string[];
  /**
   * One string per year from `from` on: a token per holiday, "MMDD" then the index of its label
   * in `names` in base 36, tokens separated by a space ("0101 04061 05012…"); "" for none.
   */
  years: string[];
}

/** The table of `source`'s public holidays over [fromYear, toYear], labelled as `holidaysBetween` does. */
export function compileHolidayTable(
  source: HolidaySource,
  fromYear: number,
  toYear: number,
): HolidayTable {
  const names: string[] = [];
  const indexes = new Map<string, number>();
  const years: string[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    const labels = holidaysBetween(source, `${yearText(year)}-01-01`, `${yearText(year)}-12-31`);
    const tokens: string[] = [];
    for (const day of Object.keys(labels).sort()) {
      const name = labels[day] as string;
      let index = indexes.get(name);
      if (index === undefined) {
        index = names.length;
        names.push(name);
        indexes.set(name, index);
      }
      tokens.push(`${day.slice(5, 7)}${day.slice(8, 10)}${index.toString(36)}`);
    }
    years.push(tokens.join(' '));
  }
  return { from: fromYear, names, years };
}

/** Labels of the public holidays of [from, to] in `table`, by day; none for a year it lacks. */
export function holidaysInTable(
  table: HolidayTable,
  from: IsoDate,
  to: IsoDate,
): Record<IsoDate, string> {
  const labels: Record<IsoDate, string> = {};
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const tokens = year >= table.from ? table.years[year - table.from] : undefined;
    if (!tokens) continue;
    for (const token of tokens.split(' ')) {
      const day = `${yearText(year)}-${token.slice(0, 2)}-${token.slice(2, 4)}`;
      const name = table.names[Number.parseInt(token.slice(4), 36)];
      if (name === undefined || day < from || day > to) continue;
      labels[day] = name;
    }
  }
  return labels;
}

function yearText(year: number): string {
  return String(year).padStart(4, '0');
}
