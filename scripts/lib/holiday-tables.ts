/**
 * The public holidays the SPA ships, worked out at build time (docs/decisions/021-planning-first-visit.md):
 * `date-holidays`' rules, evaluated by its parser in Node for each country of `HOLIDAY_COUNTRIES`
 * over `HOLIDAY_YEARS`, become one compact table per country (`HolidayTable`). vite.config.ts
 * serves them to the SPA as the module `virtual:foyer-holidays`; tests/unit/holidays.test.ts
 * checks them against the parser.
 */
/// <reference path="./date-holidays.d.ts" />
import { data } from 'date-holidays/data';
import HolidaysParser from 'date-holidays-parser';
import {
  compileHolidayTable,
  HOLIDAY_COUNTRIES,
  HOLIDAY_YEARS,
  type HolidayCountry,
  type HolidaySource,
  type HolidayTable,
} from '../../domain/holidays.ts';

/** `country`'s public holidays as date-holidays answers them, in French. */
export function holidayRules(country: string): HolidaySource {
  if (!data.holidays[country]) throw new Error(`no holiday rules for ${country}`);
  return new HolidaysParser(data, country, { languages: ['fr'], types: ['public'] });
}

/** The table of each country the SPA ships, over the years it knows. */
export function holidayTables(): Record<HolidayCountry, HolidayTable> {
  const tables = {} as Record<HolidayCountry, HolidayTable>;
  for (const country of HOLIDAY_COUNTRIES) {
    tables[country] = compileHolidayTable(
      holidayRules(country),
      HOLIDAY_YEARS.from,
      HOLIDAY_YEARS.to,
    );
  }
  return tables;
}
