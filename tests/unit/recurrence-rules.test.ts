/**
 * The richer rules of domain/recurrence.ts: every N days, weeks, months or years counted from the
 * series' first date, monthly by weekday position (« le 2e mardi », « le dernier vendredi »), and the
 * end after N occurrences stored as the Nth occurrence's day.
 */
import { describe, expect, it } from 'vitest';
import {
  countEndDate,
  countUntil,
  firstOccurrence,
  isLastWeekdayOfMonth,
  isoWeekdayOf,
  occurrenceDates,
  type RecurrenceRule,
  weekdayPositionOf,
} from '../../domain/recurrence.ts';
import type { Recurrence } from '../../domain/task-options.ts';

function rule(date: string, recurrence: Recurrence, extra: Partial<RecurrenceRule> = {}) {
  return {
    date,
    recurrence,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    ...extra,
  } satisfies RecurrenceRule;
}

describe('every N days, weeks, months, years', () => {
  it('puts a fortnightly Saturday on alternate weeks, counted from the first date', () => {
    const custody = rule('2026-11-07', 'weekly', { recurrenceInterval: 2 });
    // A window starting on an off week still finds the series' own weeks.
    expect(occurrenceDates(custody, '2026-11-09', '2026-12-31')).toEqual([
      '2026-11-21',
      '2026-12-05',
      '2026-12-19',
    ]);
    expect(occurrenceDates(custody, '2026-11-14', '2026-11-14')).toEqual([]);
  });

  it('keeps every third day, and among every second day only the listed weekdays', () => {
    expect(
      occurrenceDates(
        rule('2026-11-01', 'daily', { recurrenceInterval: 3 }),
        '2026-11-02',
        '2026-11-10',
      ),
    ).toEqual(['2026-11-04', '2026-11-07', '2026-11-10']);
    // From Monday 2 November, every second day is a Mon, Wed, Fri, Sun, Tue, Thu, Sat…
    const mondaysAndThursdays = rule('2026-11-02', 'daily', {
      recurrenceInterval: 2,
      recurrenceDays: [1, 4],
    });
    expect(occurrenceDates(mondaysAndThursdays, '2026-11-02', '2026-11-22')).toEqual([
      '2026-11-02',
      '2026-11-12',
      '2026-11-16',
    ]);
  });

  it('skips the months and years between, and a 31st where a kept month has none', () => {
    const everyOtherMonth = rule('2026-01-31', 'monthly', { recurrenceInterval: 2 });
    expect(occurrenceDates(everyOtherMonth, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
    ]);
    const everyThirdYear = rule('2024-02-29', 'yearly', { recurrenceInterval: 3 });
    // 2027 and 2030 have no 29 February; 2036 is both a third year and a leap year.
    expect(occurrenceDates(everyThirdYear, '2025-01-01', '2037-12-31')).toEqual(['2036-02-29']);
  });

  it('reads a missing, 0 or fractional interval as 1', () => {
    const weekly = (interval: number | null | undefined) =>
      occurrenceDates(
        rule('2026-11-02', 'weekly', { recurrenceInterval: interval }),
        '2026-11-01',
        '2026-11-20',
      );
    for (const interval of [undefined, null, 0, 1.5, -2]) {
      expect(weekly(interval)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    }
  });
});

describe('monthly by weekday position', () => {
  it('gives the second Tuesday of each month', () => {
    // 10 November 2026 is the second Tuesday.
    const secondTuesday = rule('2026-11-10', 'monthly', { recurrenceMonthPosition: 2 });
    expect(occurrenceDates(secondTuesday, '2026-11-01', '2027-02-28')).toEqual([
      '2026-11-10',
      '2026-12-08',
      '2027-01-12',
      '2027-02-09',
    ]);
  });

  it('gives the last Friday, four or five weeks in, every other month', () => {
    const lastFriday = rule('2026-10-30', 'monthly', {
      recurrenceMonthPosition: -1,
      recurrenceInterval: 2,
    });
    expect(occurrenceDates(lastFriday, '2026-10-01', '2027-04-30')).toEqual([
      '2026-10-30',
      '2026-12-25',
      '2027-02-26',
      '2027-04-30',
    ]);
  });

  it('starts on the first matching day when the first date is not one', () => {
    // 17 November 2026 is the third Tuesday; the series is on the first Tuesday.
    expect(firstOccurrence(rule('2026-11-17', 'monthly', { recurrenceMonthPosition: 1 }))).toBe(
      '2026-12-01',
    );
  });

  it('ignores a position on any rule but monthly, and an unknown one', () => {
    const weekly = rule('2026-11-10', 'weekly', { recurrenceMonthPosition: 2 });
    expect(occurrenceDates(weekly, '2026-11-10', '2026-11-17')).toEqual([
      '2026-11-10',
      '2026-11-17',
    ]);
    const odd = rule('2026-11-10', 'monthly', { recurrenceMonthPosition: 7 });
    expect(occurrenceDates(odd, '2026-11-01', '2026-12-31')).toEqual(['2026-11-10', '2026-12-10']);
  });

  it("names a date's weekday and its place in the month", () => {
    expect(isoWeekdayOf('2026-11-10')).toBe(2);
    expect(weekdayPositionOf('2026-11-10')).toBe(2);
    expect(weekdayPositionOf('2026-10-30')).toBe(5);
    expect(isLastWeekdayOfMonth('2026-10-30')).toBe(true);
    expect(isLastWeekdayOfMonth('2026-10-23')).toBe(false);
    expect(isLastWeekdayOfMonth('2026-02-22')).toBe(true);
  });
});

describe('after N occurrences', () => {
  it('ends on the Nth occurrence, exceptions counted as RFC 5545 does', () => {
    const fortnightly = rule('2026-11-07', 'weekly', {
      recurrenceInterval: 2,
      recurrenceExceptions: ['2026-11-21'],
    });
    expect(countEndDate(fortnightly, 10)).toBe('2027-03-13');
    expect(countEndDate(fortnightly, 1)).toBe('2026-11-07');
    const stored = { ...fortnightly, recurrenceEndDate: countEndDate(fortnightly, 10) };
    // Ten occurrences, one of them excluded.
    expect(occurrenceDates(stored, '2026-01-01', '2028-01-01')).toHaveLength(9);
  });

  it('counts from the first matching day when the first date is not one', () => {
    const weekends = rule('2026-11-02', 'daily', { recurrenceDays: [6, 7] });
    expect(countEndDate(weekends, 3)).toBe('2026-11-14');
  });

  it('has no end for a single task, no count, or a series that never reaches it', () => {
    expect(countEndDate(rule('2026-11-02', 'none'), 3)).toBeNull();
    expect(countEndDate(rule('2026-11-02', 'weekly'), 0)).toBeNull();
    expect(countEndDate(rule('9999-12-01', 'monthly'), 5)).toBeNull();
  });

  it('splits a count between the days before a cut and the rest', () => {
    const series = rule('2026-11-07', 'weekly', {
      recurrenceInterval: 2,
      recurrenceExceptions: ['2026-11-21'],
    });
    expect(countUntil(series, '2026-12-18')).toBe(3);
    expect(countUntil(series, '2026-11-06')).toBe(0);
    expect(countEndDate({ ...series, date: '2026-12-19' }, 10 - 3)).toBe(countEndDate(series, 10));
  });
});
