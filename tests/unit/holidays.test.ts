/// <reference path="../../scripts/lib/date-holidays.d.ts" />

import { data } from 'date-holidays/data';
import HolidaysParser from 'date-holidays-parser';
import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_COUNTRIES,
  holidayCountryOf,
  holidaysBetween,
  pickHolidayData,
} from '../../domain/holidays.ts';

/** France's calendar from the data the build ships (only the countries Foyer uses). */
const shipped = pickHolidayData(data, HOLIDAY_COUNTRIES);
const france = new HolidaysParser(shipped, 'FR', { languages: ['fr'], types: ['public'] });

describe('public holidays', () => {
  it("France's eleven jours fériés of 2026, in French, Easter's included", () => {
    expect(holidaysBetween(france, '2026-01-01', '2026-12-31')).toEqual({
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
    expect(holidaysBetween(france, '2026-12-28', '2027-01-03')).toEqual({
      '2027-01-01': 'Nouvel An',
    });
    expect(holidaysBetween(france, '2026-11-12', '2026-11-30')).toEqual({});
    // Easter moves: Easter Monday 2027 is on 29 March.
    expect(holidaysBetween(france, '2027-03-01', '2027-03-31')).toEqual({
      '2027-03-29': 'Lundi de Pâques',
    });
  });

  it('leaves out observances (Pentecost Sunday, Mothers Day): only days off count', () => {
    const may = holidaysBetween(france, '2026-05-01', '2026-05-31');
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
  });

  it('ships only the chosen countries, and gives them the same days as the full data', () => {
    expect(Object.keys(shipped.holidays)).toEqual(['FR']);
    expect(JSON.stringify(shipped).length).toBeLessThan(JSON.stringify(data).length / 10);
    const full = new HolidaysParser(data, 'FR', { languages: ['fr'], types: ['public'] });
    expect(holidaysBetween(france, '2026-01-01', '2030-12-31')).toEqual(
      holidaysBetween(full, '2026-01-01', '2030-12-31'),
    );
    expect(() => pickHolidayData(data, ['XX'])).toThrow();
  });

  it('every space uses France until spaces carry a country', () => {
    expect(holidayCountryOf({ timezone: 'Europe/Paris' })).toBe('FR');
    expect(holidayCountryOf({ timezone: 'America/Montreal' })).toBe('FR');
    expect(holidayCountryOf(undefined)).toBe('FR');
  });
});
