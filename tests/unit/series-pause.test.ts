/**
 * Series that pause: « Sauf jours fériés » and « Sauf vacances scolaires » in the one expansion
 * (domain/recurrence.ts through domain/series-pause.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFrenchPublicHoliday } from '../../domain/holidays.ts';
import {
  countEndDate,
  occurrenceDates,
  occursOn,
  type RecurrenceRule,
} from '../../domain/recurrence.ts';
import { SCHOOL_ZONES, schoolHolidayOn } from '../../domain/school-holidays.ts';
import { pausedOn } from '../../domain/series-pause.ts';
import type { Recurrence } from '../../domain/task-options.ts';
import { addDays } from '../../domain/zoned-time.ts';

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

/** The school drop-off: every weekday from Monday 1 December 2025. */
const dropOff = rule('2025-12-01', 'daily', { recurrenceDays: [1, 2, 3, 4, 5] });

describe('a series that pauses', () => {
  it('« Sauf vacances scolaires » in zone C skips the Christmas holidays, and runs again on 5 January', () => {
    const paused = { ...dropOff, skipSchoolHolidays: true, schoolZone: 'C' as const };
    const days = occurrenceDates(paused, '2025-12-15', '2026-01-09');
    expect(days).toEqual([
      '2025-12-15',
      '2025-12-16',
      '2025-12-17',
      '2025-12-18',
      '2025-12-19',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
  });

  it('« Sauf vacances scolaires » without a zone skips nothing', () => {
    const noZone = { ...dropOff, skipSchoolHolidays: true, schoolZone: null };
    expect(occurrenceDates(noZone, '2025-12-15', '2026-01-09')).toEqual(
      occurrenceDates(dropOff, '2025-12-15', '2026-01-09'),
    );
  });

  it('« Sauf jours fériés » skips Christmas Day and 1 January, not the days around them', () => {
    const paused = { ...dropOff, skipPublicHolidays: true };
    const days = occurrenceDates(paused, '2025-12-22', '2026-01-02');
    expect(days).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-26',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-02',
    ]);
    expect(occursOn(paused, '2025-12-25')).toBe(false);
    expect(occursOn(paused, '2025-12-25', { ignoreExceptions: true })).toBe(true);
  });

  it('pauses for nothing in a school year the data does not cover', () => {
    const judo = rule('2027-09-01', 'weekly', { skipSchoolHolidays: true, schoolZone: 'A' });
    expect(occurrenceDates(judo, '2027-12-15', '2028-01-05')).toEqual([
      '2027-12-15',
      '2027-12-22',
      '2027-12-29',
      '2028-01-05',
    ]);
  });

  it('never pauses a single task, even on a holiday', () => {
    const single = rule('2025-12-25', 'none', { skipPublicHolidays: true });
    expect(occurrenceDates(single, '2025-12-25', '2025-12-25')).toEqual(['2025-12-25']);
  });

  it('counts « après N fois » before the pause, as RFC 5545 counts COUNT before EXDATE', () => {
    const base = rule('2025-12-18', 'daily', { recurrenceDays: [1, 2, 3, 4, 5] });
    const paused = { ...base, skipSchoolHolidays: true, schoolZone: 'B' as const };
    expect(countEndDate(paused, 4)).toBe(countEndDate(base, 4));
  });
});

const dates = fc.integer({ min: 0, max: 2_900 }).map((offset) => addDays('2019-01-01', offset));
const rules = fc.record({
  date: dates,
  recurrence: fc.constantFrom<Recurrence>('daily', 'weekly', 'monthly', 'yearly'),
  interval: fc.integer({ min: 1, max: 3 }),
  skipPublicHolidays: fc.boolean(),
  skipSchoolHolidays: fc.boolean(),
  schoolZone: fc.constantFrom(null, ...SCHOOL_ZONES),
});

describe('the pause, for any series and window', () => {
  it('keeps exactly the unpaused occurrences, in order, and no day it pauses on', () => {
    fc.assert(
      fc.property(rules, dates, fc.integer({ min: 0, max: 61 }), (r, from, span) => {
        const plain = rule(r.date, r.recurrence, { recurrenceInterval: r.interval });
        const paused = { ...plain, ...r, recurrenceInterval: r.interval };
        const to = addDays(from, span);
        const all = occurrenceDates(plain, from, to, Number.POSITIVE_INFINITY);
        const kept = occurrenceDates(paused, from, to, Number.POSITIVE_INFINITY);
        expect(kept).toEqual(all.filter((day) => !pausedOn(paused, day)));
        for (const day of kept) {
          if (r.skipPublicHolidays) expect(isFrenchPublicHoliday(day)).toBe(false);
          if (r.skipSchoolHolidays) expect(schoolHolidayOn(r.schoolZone, day)).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});
