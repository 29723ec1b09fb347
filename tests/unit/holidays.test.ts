import { describe, expect, it } from 'vitest';
import { holidaysBetween, isFrenchPublicHoliday, publicHolidayOn } from '../../domain/holidays.ts';
import { addDays } from '../../domain/zoned-time.ts';

describe('public holidays', () => {
  it("France's eleven jours fériés of 2026, in French, Easter's included", () => {
    expect(holidaysBetween('2026-01-01', '2026-12-31')).toEqual({
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

  // Easter Sundays from the published tables, the earliest and latest possible among them
  // (22 March 2285 is outside the calendar's years; 23 March 1913 and 25 April 1943/2038 are not).
  it.each([
    ['1900', '1900-04-15'],
    ['1913', '1913-03-23'],
    ['1943', '1943-04-25'],
    ['2000', '2000-04-23'],
    ['2011', '2011-04-24'],
    ['2019', '2019-04-21'],
    ['2024', '2024-03-31'],
    ['2025', '2025-04-20'],
    ['2027', '2027-03-28'],
    ['2038', '2038-04-25'],
    ['2100', '2100-03-28'],
  ])('%s: Easter Monday, Ascension and Whit Monday count from Easter Sunday %s', (_, easter) => {
    expect(publicHolidayOn(easter)).toBeUndefined();
    expect(publicHolidayOn(addDays(easter, 1))).toBe('Lundi de Pâques');
    expect(publicHolidayOn(addDays(easter, 39))).toMatch(/Ascension$/);
    expect(publicHolidayOn(addDays(easter, 49))).toBeUndefined();
    expect(publicHolidayOn(addDays(easter, 50))).toBe('Lundi de Pentecôte');
  });

  it('keeps only the days of the window, across a new year', () => {
    expect(holidaysBetween('2026-12-28', '2027-01-03')).toEqual({ '2027-01-01': 'Nouvel An' });
    expect(holidaysBetween('2026-11-12', '2026-11-30')).toEqual({});
    expect(holidaysBetween('2030-11-11', '2030-11-11')).toEqual({ '2030-11-11': 'Armistice 1918' });
    expect(holidaysBetween('2027-03-01', '2027-03-31')).toEqual({
      '2027-03-29': 'Lundi de Pâques',
    });
  });

  it('leaves out observances (Easter Sunday, Pentecost Sunday): only days off count', () => {
    expect(Object.keys(holidaysBetween('2026-05-01', '2026-05-31'))).toEqual([
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
    ]);
    expect(isFrenchPublicHoliday('2026-04-05')).toBe(false);
    expect(isFrenchPublicHoliday('2026-05-24')).toBe(false);
  });

  it('joins two holidays of one day (1 May 2008 was Ascension Day)', () => {
    expect(holidaysBetween('2008-05-01', '2008-05-01')).toEqual({
      '2008-05-01': 'Fête du travail · Ascension',
    });
    expect(isFrenchPublicHoliday('2008-05-01')).toBe(true);
  });

  it('has eleven days off every year a task may carry, ten when two share a day', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      const labels = holidaysBetween(`${year}-01-01`, `${year}-12-31`);
      const names = Object.values(labels).flatMap((label) => label.split(' · '));
      expect(names, String(year)).toHaveLength(11);
      for (const day of Object.keys(labels)) expect(isFrenchPublicHoliday(day)).toBe(true);
    }
  });
});
