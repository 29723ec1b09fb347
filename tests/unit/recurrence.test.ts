import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandTask,
  expandTasks,
  isCalendarDate,
  MAX_OCCURRENCES,
  occurrenceDates,
  occurrenceId,
  occursOn,
  parseOccurrenceId,
  type RecurrenceRule,
} from '../../domain/recurrence.ts';
import { RECURRENCES, type Recurrence } from '../../domain/task-options.ts';
import { addDays, isoWeekday } from '../../domain/zoned-time.ts';

function rule(date: string, recurrence: Recurrence | null, extra: Partial<RecurrenceRule> = {}) {
  return {
    date,
    recurrence,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    ...extra,
  } satisfies RecurrenceRule;
}

describe('occurrenceDates', () => {
  it('gives a single task on its own date only, inside the window', () => {
    expect(occurrenceDates(rule('2026-11-24', 'none'), '2026-11-23', '2026-11-29')).toEqual([
      '2026-11-24',
    ]);
    expect(occurrenceDates(rule('2026-11-24', null), '2026-11-24', '2026-11-24')).toEqual([
      '2026-11-24',
    ]);
    expect(occurrenceDates(rule('2026-11-22', 'none'), '2026-11-23', '2026-11-29')).toEqual([]);
    expect(occurrenceDates(rule('2026-11-30', 'none'), '2026-11-23', '2026-11-29')).toEqual([]);
  });

  it('repeats a daily task every day when no weekday is listed', () => {
    expect(occurrenceDates(rule('2026-11-25', 'daily'), '2026-11-23', '2026-11-29')).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('repeats a daily task only on the listed weekdays (1 = lundi … 7 = dimanche)', () => {
    // Monday and Wednesday; the series starts on a Tuesday, which is not listed.
    const mondayWednesday = rule('2026-11-17', 'daily', { recurrenceDays: [1, 3] });
    expect(occurrenceDates(mondayWednesday, '2026-11-16', '2026-11-29')).toEqual([
      '2026-11-18',
      '2026-11-23',
      '2026-11-25',
    ]);
    const sunday = rule('2026-11-01', 'daily', { recurrenceDays: [7] });
    expect(occurrenceDates(sunday, '2026-11-23', '2026-11-29')).toEqual(['2026-11-29']);
  });

  it('repeats a weekly task on the weekday of its first date', () => {
    // 2026-11-04 is a Wednesday.
    expect(occurrenceDates(rule('2026-11-04', 'weekly'), '2026-11-01', '2026-12-02')).toEqual([
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
      '2026-12-02',
    ]);
    expect(occurrenceDates(rule('2026-11-04', 'weekly'), '2026-11-26', '2026-12-01')).toEqual([]);
  });

  it('repeats a monthly task on its day of month, skipping months without that day', () => {
    expect(occurrenceDates(rule('2026-01-31', 'monthly'), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
    expect(occurrenceDates(rule('2026-01-30', 'monthly'), '2026-02-01', '2026-03-31')).toEqual([
      '2026-03-30',
    ]);
    expect(occurrenceDates(rule('2023-12-29', 'monthly'), '2024-02-01', '2025-02-28')).toEqual([
      '2024-02-29',
      '2024-03-29',
      '2024-04-29',
      '2024-05-29',
      '2024-06-29',
      '2024-07-29',
      '2024-08-29',
      '2024-09-29',
      '2024-10-29',
      '2024-11-29',
      '2024-12-29',
      '2025-01-29',
    ]);
  });

  it('repeats a yearly task on its day and month, 29 February only in leap years', () => {
    expect(occurrenceDates(rule('2020-07-14', 'yearly'), '2019-01-01', '2023-12-31')).toEqual([
      '2020-07-14',
      '2021-07-14',
      '2022-07-14',
      '2023-07-14',
    ]);
    expect(occurrenceDates(rule('2024-02-29', 'yearly'), '2024-01-01', '2033-12-31')).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
    expect(occurrenceDates(rule('2000-02-29', 'yearly'), '2100-01-01', '2100-12-31')).toEqual([]);
    // A century is a leap year when it divides by 400.
    expect(occurrenceDates(rule('1996-02-29', 'yearly'), '1996-01-01', '2004-12-31')).toEqual([
      '1996-02-29',
      '2000-02-29',
      '2004-02-29',
    ]);
    expect(occurrenceDates(rule('2099-01-29', 'monthly'), '2100-02-01', '2100-02-28')).toEqual([]);
  });

  it('stops at the end date, which is inclusive', () => {
    const until = rule('2026-11-23', 'daily', { recurrenceEndDate: '2026-11-25' });
    expect(occurrenceDates(until, '2026-11-23', '2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    const ended = rule('2026-11-02', 'weekly', { recurrenceEndDate: '2026-11-22' });
    expect(occurrenceDates(ended, '2026-11-23', '2026-11-29')).toEqual([]);
    // An end date before the start leaves nothing.
    const inverted = rule('2026-11-23', 'daily', { recurrenceEndDate: '2026-11-22' });
    expect(occurrenceDates(inverted, '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('ignores the end date of a task that does not repeat', () => {
    const single = rule('2026-11-24', 'none', { recurrenceEndDate: '2026-11-01' });
    expect(occurrenceDates(single, '2026-11-23', '2026-11-29')).toEqual(['2026-11-24']);
  });

  it('skips excluded dates, read on their first 10 characters', () => {
    const series = rule('2026-11-23', 'daily', {
      recurrenceExceptions: ['2026-11-24', '2026-11-26T00:00:00.000Z'],
    });
    expect(occurrenceDates(series, '2026-11-23', '2026-11-27')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
    ]);
  });

  it('yields at most 100 occurrences, excluded dates not counted', () => {
    const daily = rule('2026-01-01', 'daily', { recurrenceExceptions: ['2026-01-02'] });
    const dates = occurrenceDates(daily, '2026-01-01', '2026-12-31');
    expect(dates).toHaveLength(MAX_OCCURRENCES);
    expect(dates[0]).toBe('2026-01-01');
    expect(dates[1]).toBe('2026-01-03');
    expect(dates.at(-1)).toBe('2026-04-11');
    expect(occurrenceDates(daily, '2026-01-01', '2026-12-31', 3)).toEqual([
      '2026-01-01',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('still shows today for a daily series that began long ago (the cap counts in the window)', () => {
    const old = rule('2020-01-01', 'daily');
    expect(occurrenceDates(old, '2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('crosses years and leap days', () => {
    expect(occurrenceDates(rule('2027-12-30', 'daily'), '2027-12-30', '2028-01-02')).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(occurrenceDates(rule('2028-02-28', 'daily'), '2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});

describe('occursOn', () => {
  const series = rule('2026-11-23', 'weekly', { recurrenceExceptions: ['2026-11-30'] });
  it('tells whether a date is an occurrence, exceptions included unless ignored', () => {
    expect(occursOn(series, '2026-12-07')).toBe(true);
    expect(occursOn(series, '2026-12-08')).toBe(false);
    expect(occursOn(series, '2026-11-30')).toBe(false);
    expect(occursOn(series, '2026-11-30', { ignoreExceptions: true })).toBe(true);
    expect(occursOn(series, '2026-11-16')).toBe(false);
  });
});

describe('occurrence ids', () => {
  it('builds <taskId>_recurring_<date> and parses it back', () => {
    const id = 'c0a8012e-7f2b-4d5e-9a3b-1c2d3e4f5a6b';
    expect(occurrenceId(id, '2026-11-23')).toBe(`${id}_recurring_2026-11-23`);
    expect(parseOccurrenceId(`${id}_recurring_2026-11-23`)).toEqual({
      taskId: id,
      instanceDate: '2026-11-23',
    });
    expect(parseOccurrenceId(id)).toEqual({ taskId: id, instanceDate: null });
  });

  it('keeps the part before the suffix as the task id even when the suffix is not a date', () => {
    expect(parseOccurrenceId('abc_recurring_1700000000000')).toEqual({
      taskId: 'abc',
      instanceDate: null,
    });
    expect(parseOccurrenceId('abc_recurring_2026-02-30')).toEqual({
      taskId: 'abc',
      instanceDate: null,
    });
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('expandTask and expandTasks', () => {
  const weekly = {
    id: 'piano',
    name: 'Piano',
    time: '14:00',
    ...rule('2026-11-04', 'weekly'),
  };
  const single = { id: 'foot', name: 'Foot', time: '09:00', ...rule('2026-11-11', 'none') };
  const untimed = { id: 'anniv', name: 'Anniversaire', time: null, ...rule('2026-11-11', 'none') };

  it('gives occurrences of a series their own id, the original id and the instance date', () => {
    expect(expandTask(weekly, '2026-11-09', '2026-11-15')).toEqual([
      {
        ...weekly,
        id: 'piano_recurring_2026-11-11',
        originalId: 'piano',
        instanceDate: '2026-11-11',
        date: '2026-11-11',
        isRecurring: true,
      },
    ]);
  });

  it('keeps the id of a task that does not repeat', () => {
    expect(expandTask(single, '2026-11-09', '2026-11-15')).toEqual([
      { ...single, originalId: 'foot', instanceDate: '2026-11-11', isRecurring: false },
    ]);
  });

  it('orders many tasks by date, then time (untimed first)', () => {
    const ids = expandTasks([weekly, single, untimed], '2026-11-01', '2026-11-18').map((o) => o.id);
    expect(ids).toEqual([
      'piano_recurring_2026-11-04',
      'anniv',
      'foot',
      'piano_recurring_2026-11-11',
      'piano_recurring_2026-11-18',
    ]);
  });
});

// --- properties ------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2000, 0, 1) / DAY_MS;
const dateArb = fc
  .integer({ min: 0, max: 365 * 60 })
  .map((n) => new Date((BASE + n) * DAY_MS).toISOString().slice(0, 10));

const ruleArb = fc.record({
  date: dateArb,
  recurrence: fc.constantFrom<Recurrence | null>(...RECURRENCES, null),
  recurrenceDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
  recurrenceEndDate: fc.option(dateArb, { nil: null }),
  recurrenceExceptions: fc.array(dateArb, { maxLength: 20 }),
});

/** A window of up to two years starting anywhere the rule's dates can be. */
const windowArb = fc
  .tuple(dateArb, fc.integer({ min: 0, max: 730 }))
  .map(([from, span]) => [from, addDays(from, span)] as const);

/** Rules whose dates land in the window often enough to make the properties bite. */
const nearbyArb = fc
  .tuple(ruleArb, fc.integer({ min: -400, max: 60 }), fc.integer({ min: 0, max: 400 }))
  .map(([r, before, span]) => {
    const from = addDays(r.date, before);
    return { rule: r, from, to: addDays(from, span) };
  });

const cases = fc.oneof(
  fc.tuple(ruleArb, windowArb).map(([r, [from, to]]) => ({ rule: r, from, to })),
  nearbyArb,
);

describe('recurrence properties', () => {
  it('never yields a date outside [start, end] nor outside the window', () => {
    fc.assert(
      fc.property(cases, ({ rule: r, from, to }) => {
        for (const date of occurrenceDates(r, from, to)) {
          expect(date >= r.date, `${date} is before the start ${r.date}`).toBe(true);
          expect(date >= from, `${date} is before the window's start ${from}`).toBe(true);
          expect(date <= to, `${date} is after the window's end ${to}`).toBe(true);
          if (r.recurrence !== 'none' && r.recurrence !== null && r.recurrenceEndDate) {
            const end = r.recurrenceEndDate;
            expect(date <= end, `${date} is after the series' end ${end}`).toBe(true);
          }
          if (r.recurrence === 'none' || r.recurrence === null) expect(date).toBe(r.date);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never yields an excluded date', () => {
    fc.assert(
      fc.property(cases, ({ rule: r, from, to }) => {
        // Exclude some of the dates the rule would give, then check none of them comes back.
        const dates = occurrenceDates(r, from, to);
        const excluded = [...r.recurrenceExceptions, ...dates.filter((_, i) => i % 3 === 0)];
        const after = occurrenceDates({ ...r, recurrenceExceptions: excluded }, from, to);
        for (const date of after) expect(excluded).not.toContain(date);
      }),
      { numRuns: 500 },
    );
  });

  it('never yields an unlisted weekday for a daily series with listed days', () => {
    fc.assert(
      fc.property(cases, ({ rule: r, from, to }) => {
        const daily = { ...r, recurrence: 'daily' as const };
        for (const date of occurrenceDates(daily, from, to)) {
          if (daily.recurrenceDays.length > 0) {
            expect(daily.recurrenceDays).toContain(isoWeekday(date));
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the rule: weekday for weekly, day of month for monthly, day and month for yearly', () => {
    fc.assert(
      fc.property(cases, ({ rule: r, from, to }) => {
        for (const date of occurrenceDates(r, from, to)) {
          if (r.recurrence === 'weekly') expect(isoWeekday(date)).toBe(isoWeekday(r.date));
          if (r.recurrence === 'monthly') expect(date.slice(8)).toBe(r.date.slice(8));
          if (r.recurrence === 'yearly') expect(date.slice(5)).toBe(r.date.slice(5));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('yields strictly increasing dates, at most 100, all real calendar dates', () => {
    fc.assert(
      fc.property(cases, ({ rule: r, from, to }) => {
        const dates = occurrenceDates(r, from, to);
        expect(dates.length).toBeLessThanOrEqual(MAX_OCCURRENCES);
        for (let i = 1; i < dates.length; i++) {
          expect((dates[i - 1] ?? '') < (dates[i] ?? '')).toBe(true);
        }
        for (const date of dates) expect(isCalendarDate(date)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('misses nothing: every day of the window that fits the rule is yielded (below the cap)', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        (r, shift, span) => {
          const from = addDays(r.date, shift);
          const to = addDays(from, span);
          const expected: string[] = [];
          for (let d = from; d <= to; d = addDays(d, 1)) {
            if (fitsNaively(r, d)) expected.push(d);
          }
          expect(occurrenceDates(r, from, to)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with occursOn and parses back every id it builds', () => {
    fc.assert(
      fc.property(cases, ({ rule: r, from, to }) => {
        const task = { ...r, id: crypto.randomUUID() };
        for (const occurrence of expandTask(task, from, to)) {
          expect(occursOn(r, occurrence.instanceDate)).toBe(true);
          expect(parseOccurrenceId(occurrence.id)).toEqual({
            taskId: task.id,
            instanceDate: occurrence.isRecurring ? occurrence.instanceDate : null,
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** docs/product.md#recurrence read one day at a time, as a reference for the property above. */
function fitsNaively(r: RecurrenceRule, date: string): boolean {
  if (date < r.date) return false;
  if (r.recurrenceExceptions.some((e) => e.slice(0, 10) === date)) return false;
  const recurrence = r.recurrence ?? 'none';
  if (recurrence === 'none') return date === r.date;
  if (r.recurrenceEndDate && date > r.recurrenceEndDate) return false;
  switch (recurrence) {
    case 'daily':
      return r.recurrenceDays.length === 0 || r.recurrenceDays.includes(isoWeekday(date));
    case 'weekly':
      return isoWeekday(date) === isoWeekday(r.date);
    case 'monthly':
      return date.slice(8) === r.date.slice(8);
    case 'yearly':
      return date.slice(5) === r.date.slice(5);
  }
}
