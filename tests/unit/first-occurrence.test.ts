import { describe, expect, it } from 'vitest';
import { firstOccurrence, type RecurrenceRule } from '../../domain/recurrence.ts';

const rule = (overrides: Partial<RecurrenceRule>): RecurrenceRule => ({
  date: '2026-11-21',
  recurrence: 'none',
  recurrenceDays: [],
  recurrenceEndDate: null,
  recurrenceExceptions: [],
  ...overrides,
});

describe('firstOccurrence: where a new item lands on the planning', () => {
  it('is the start day of a single item or of a series that starts on one of its days', () => {
    expect(firstOccurrence(rule({}))).toBe('2026-11-21');
    expect(firstOccurrence(rule({ recurrence: 'weekly' }))).toBe('2026-11-21');
  });

  it('skips to the first listed weekday when the start day is not one (Saturday → Monday)', () => {
    expect(firstOccurrence(rule({ recurrence: 'daily', recurrenceDays: [1, 4] }))).toBe(
      '2026-11-23',
    );
  });

  it('skips an excluded start day, and is null for a series that never occurs', () => {
    expect(
      firstOccurrence(rule({ recurrence: 'daily', recurrenceExceptions: ['2026-11-21'] })),
    ).toBe('2026-11-22');
    expect(
      firstOccurrence(
        rule({ recurrence: 'daily', recurrenceDays: [1], recurrenceEndDate: '2026-11-22' }),
      ),
    ).toBeNull();
  });

  it('finds a 29 February series in the next leap year', () => {
    expect(
      firstOccurrence(
        rule({ date: '2028-02-29', recurrence: 'yearly', recurrenceExceptions: ['2028-02-29'] }),
      ),
    ).toBe('2032-02-29');
  });
});
