import { describe, expect, it } from 'vitest';
import type { RecurrenceRule } from '../../domain/recurrence.ts';
import { lastOccurrence } from '../../domain/series-end.ts';

const schoolDays: RecurrenceRule = {
  date: '2026-11-23',
  recurrence: 'daily',
  recurrenceDays: [1, 2, 3, 4, 5],
  recurrenceEndDate: '2026-12-13',
  recurrenceExceptions: [],
};

describe('the last real occurrence of a series', () => {
  it('is the last weekday of the rule before an end date that falls on a week-end', () => {
    // 13 December 2026 is a Sunday; the last school day is Friday 11.
    expect(lastOccurrence(schoolDays)).toBe('2026-12-11');
  });

  it('skips removed days, and is the end date itself when the series occurs on it', () => {
    expect(lastOccurrence({ ...schoolDays, recurrenceExceptions: ['2026-12-11'] })).toBe(
      '2026-12-10',
    );
    expect(lastOccurrence({ ...schoolDays, recurrenceEndDate: '2026-12-09' })).toBe('2026-12-09');
  });

  it('finds a yearly series’ last day years before its end, and none without an end', () => {
    const birthday: RecurrenceRule = {
      date: '2024-02-29',
      recurrence: 'yearly',
      recurrenceDays: [],
      recurrenceEndDate: '2031-01-01',
      recurrenceExceptions: [],
    };
    expect(lastOccurrence(birthday)).toBe('2028-02-29');
    expect(lastOccurrence({ ...schoolDays, recurrenceEndDate: null })).toBeNull();
    expect(
      lastOccurrence({ ...schoolDays, recurrenceExceptions: [], recurrenceEndDate: '2026-11-22' }),
    ).toBeNull();
  });
});
