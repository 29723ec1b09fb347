/// <reference path="../../scripts/lib/date-holidays.d.ts" />

import { gzipSync } from 'node:zlib';
import { data } from 'date-holidays/data';
import HolidaysParser from 'date-holidays-parser';
import { describe, expect, it } from 'vitest';
import {
  compileHolidayTable,
  HOLIDAY_COUNTRIES,
  HOLIDAY_YEARS,
  type HolidaySource,
  holidayCountryOf,
  holidaysBetween,
  holidaysInTable,
} from '../../domain/holidays.ts';
import { MIN_TASK_DATE } from '../../domain/tasks.ts';
import { holidayRules, holidayTables } from '../../scripts/lib/holiday-tables.ts';

/** What the SPA ships (vite.config.ts serves these as `virtual:foyer-holidays`). */
const shipped = holidayTables();
const france = shipped.FR;

/** The reference: date-holidays' own answer, from every country's rules, in French. */
function reference(country: string): HolidaySource {
  return new HolidaysParser(data, country, { languages: ['fr'], types: ['public'] });
}

describe('public holidays', () => {
  it("France's eleven jours fériés of 2026, in French, Easter's included", () => {
    expect(holidaysInTable(france, '2026-01-01', '2026-12-31')).toEqual({
      '2026-01-01': 'Nouvel An',
      '2026-04-06': 'Lundi de Pâques',
      '2026-05-01': 'Fête du travail',
      '2026-05-08': 'Fête de la Victoire 1945',
      '2026-05-14': 'Ascension',
      '2026-05-25': 'Lundi de Pentecôte',
      '2026-07-14': 'Fête Nationale de la France',
      '2026-08-15': 'Assomption',
      '2026-11-01': 'Toussaint',
      '2026-11-11': 'Armistice 1918',
      '2026-12-25': 'Noël',
    });
  });

  it('keeps only the days of the window, across a new year', () => {
    expect(holidaysInTable(france, '2026-12-28', '2027-01-03')).toEqual({
      '2027-01-01': 'Nouvel An',
    });
    expect(holidaysInTable(france, '2026-11-12', '2026-11-30')).toEqual({});
    expect(holidaysInTable(france, '2030-11-11', '2030-11-11')).toEqual({
      '2030-11-11': 'Armistice 1918',
    });
    // Easter moves: Easter Monday 2027 is on 29 March.
    expect(holidaysInTable(france, '2027-03-01', '2027-03-31')).toEqual({
      '2027-03-29': 'Lundi de Pâques',
    });
  });

  it('leaves out observances (Pentecost Sunday, Mothers Day): only days off count', () => {
    const may = holidaysInTable(france, '2026-05-01', '2026-05-31');
    expect(Object.values(may)).not.toContain('Pentecôte');
    expect(Object.keys(may)).toEqual(['2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25']);
  });

  it('joins two holidays of one day', () => {
    const source = {
      getHolidays: () => [
        { date: '2030-05-01 00:00:00', name: 'Fête du travail', type: 'public' },
        { date: '2030-05-01 00:00:00', name: 'Ascension', type: 'public' },
        { date: '2030-05-02 00:00:00', name: 'Fête locale', type: 'observance' },
      ],
    };
    expect(holidaysBetween(source, '2030-05-01', '2030-05-31')).toEqual({
      '2030-05-01': 'Fête du travail · Ascension',
    });
    // The table keeps the joined label; France has such days (1 May 2008 was Ascension Day).
    expect(holidaysInTable(france, '2008-05-01', '2008-05-01')).toEqual({
      '2008-05-01': 'Fête du travail · Ascension',
    });
    expect(
      holidaysInTable(compileHolidayTable(source, 2030, 2030), '2030-05-01', '2030-05-31'),
    ).toEqual({
      '2030-05-01': 'Fête du travail · Ascension',
    });
  });

  it("ships, for every supported country and every year it covers, date-holidays' own answer", () => {
    expect(Object.keys(shipped).sort()).toEqual([...HOLIDAY_COUNTRIES].sort());
    for (const country of HOLIDAY_COUNTRIES) {
      const table = shipped[country];
      const rules = reference(country);
      expect(table.years).toHaveLength(HOLIDAY_YEARS.to - HOLIDAY_YEARS.from + 1);
      for (let year = HOLIDAY_YEARS.from; year <= HOLIDAY_YEARS.to; year += 1) {
        const labels = holidaysInTable(table, `${year}-01-01`, `${year}-12-31`);
        expect(labels, `${country} ${year}`).toEqual(
          holidaysBetween(rules, `${year}-01-01`, `${year}-12-31`),
        );
        expect(Object.keys(labels).length, `${country} ${year}`).toBeGreaterThan(0);
      }
      // A window across two years, as the week view asks for one.
      expect(holidaysInTable(table, '2029-12-31', '2030-01-06')).toEqual(
        holidaysBetween(rules, '2029-12-31', '2030-01-06'),
      );
    }
  });

  it('covers every date a task may carry from 1900, and gives no label outside its years', () => {
    expect(HOLIDAY_YEARS.from).toBe(Number(MIN_TASK_DATE.slice(0, 4)));
    expect(holidaysInTable(france, '1900-01-01', '1900-01-01')).toEqual({
      '1900-01-01': 'Nouvel An',
    });
    expect(holidaysInTable(france, '1899-12-25', '1899-12-31')).toEqual({});
    expect(holidaysInTable(france, '2101-01-01', '2101-12-31')).toEqual({});
    expect(holidaysInTable(france, '2100-12-25', '2101-01-01')).toEqual({ '2100-12-25': 'Noël' });
  });

  it('reads back labels past the 36th (indexes of two base-36 digits)', () => {
    const source: HolidaySource = {
      getHolidays: (year) =>
        Array.from({ length: 40 }, (_, i) => ({
          date: `${year}-01-${String((i % 28) + 1).padStart(2, '0')} 00:00:00`,
          name: `Fête ${year}-${i}`,
          type: i >= 28 ? 'observance' : 'public',
        })),
    };
    const table = compileHolidayTable(source, 2040, 2041);
    expect(table.names).toHaveLength(56);
    expect(holidaysInTable(table, '2040-01-01', '2041-12-31')).toEqual(
      holidaysBetween(source, '2040-01-01', '2041-12-31'),
    );
    expect(holidaysInTable(table, '2041-01-28', '2041-01-28')).toEqual({
      '2041-01-28': 'Fête 2041-27',
    });
  });

  it('weighs under 2 KB gzipped for all its years, where the rules and parser weighed 158 KB', () => {
    expect(gzipSync(JSON.stringify(shipped), { level: 9 }).length).toBeLessThan(2048);
  });

  it('refuses a country date-holidays has no rules for', () => {
    expect(() => holidayRules('XX')).toThrow('no holiday rules for XX');
  });

  it('every space uses France until spaces carry a country', () => {
    expect(holidayCountryOf({ timezone: 'Europe/Paris' })).toBe('FR');
    expect(holidayCountryOf({ timezone: 'America/Montreal' })).toBe('FR');
    expect(holidayCountryOf(undefined)).toBe('FR');
  });
});
