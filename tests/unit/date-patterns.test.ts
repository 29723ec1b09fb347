/**
 * The edges of the `yyyy-MM-dd` and `HH:mm` readings of domain/zoned-time.ts and domain/recurrence.ts:
 * each pattern is anchored at both ends, counts its digits exactly and bounds hours and minutes, and
 * the sort of occurrences is total. Written against the survivors of `npm run test:mutation`
 * (BENCHMARKS.md): each case fails if a pattern loses an anchor, a bound or a digit count.
 */
import { describe, expect, it } from 'vitest';
import {
  expandTasks,
  isCalendarDate,
  occurrenceDates,
  parseOccurrenceId,
  type RecurrenceRule,
} from '../../domain/recurrence.ts';
import {
  addDays,
  isoWeekday,
  startOfWeek,
  zonedDate,
  zonedDateTimeToInstant,
} from '../../domain/zoned-time.ts';

const PARIS = 'Europe/Paris';

/** Dates that are not exactly `yyyy-MM-dd`: something before, after, a digit too few or too many. */
const NOT_DATES = [
  'x2026-11-24',
  ' 2026-11-24',
  '2026-11-24x',
  '2026-11-24 ',
  '2026-11-24T10:00',
  '12026-11-24',
  '026-11-24',
  '2026-1-24',
  '2026-011-24',
  '2026-11-4',
  '2026-11-244',
  '2026/11/24',
  'abcd-ef-gh',
  '',
];

/** Times that are not exactly `HH:mm` between 00:00 and 23:59. */
const NOT_TIMES = [
  'x09:30',
  '09:30x',
  ' 09:30',
  '09:30 ',
  '09:30:00',
  '9:30',
  '009:30',
  '09:3',
  '09:300',
  '24:00',
  '29:00',
  '30:00',
  '23:60',
  '12:99',
  'ab:cd',
  '0a:30',
  '09:3a',
  '',
];

const TIMES = ['00:00', '09:05', '10:30', '19:59', '20:00', '23:59'];

describe('zoned time: what a date and a time are', () => {
  it.each(NOT_DATES)('refuses %j as a date everywhere it reads one', (date) => {
    expect(() => addDays(date, 1)).toThrow(RangeError);
    expect(() => isoWeekday(date)).toThrow(RangeError);
    expect(() => startOfWeek(date)).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant(date, '10:00', PARIS)).toThrow(RangeError);
  });

  it('names the refused value in the error', () => {
    expect(() => addDays('24/11/2026', 1)).toThrow('Not a yyyy-MM-dd date: 24/11/2026');
    expect(() => zonedDateTimeToInstant('2026-11-24', '9h30', PARIS)).toThrow(
      'Not a HH:mm time: 9h30',
    );
  });

  it.each(NOT_TIMES)('refuses %j as a time', (time) => {
    expect(() => zonedDateTimeToInstant('2026-11-24', time, PARIS)).toThrow(RangeError);
  });

  it.each(TIMES)('reads %s as that minute of the day (UTC zone)', (time) => {
    expect(zonedDateTimeToInstant('2026-11-24', time, 'UTC').toISOString()).toBe(
      `2026-11-24T${time}:00.000Z`,
    );
  });

  it('reads every field of the date: year, month and day', () => {
    expect(zonedDateTimeToInstant('2031-07-09', '12:00', 'UTC').toISOString()).toBe(
      '2031-07-09T12:00:00.000Z',
    );
    expect(addDays('2031-07-09', 0)).toBe('2031-07-09');
    expect(addDays('2031-07-09', 30)).toBe('2031-08-08');
    expect(addDays('2031-01-01', -1)).toBe('2030-12-31');
  });

  it('gives every weekday its ISO number, Monday 1 to Sunday 7', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    expect(week.map(isoWeekday)).toEqual([1, 2, 3, 4, 5]);
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(startOfWeek('2026-11-25')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-28')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-30')).toBe('2026-11-30');
  });

  it('reads the wall clock on a 24-hour dial: midnight is 00, the afternoon is not the morning', () => {
    // Midnight in Paris, an instant that is still the day before in UTC.
    expect(zonedDate(new Date('2026-11-23T23:00:00Z'), PARIS)).toBe('2026-11-24');
    expect(zonedDate(new Date('2026-11-23T22:59:59Z'), PARIS)).toBe('2026-11-23');
    expect(zonedDateTimeToInstant('2026-11-24', '00:00', PARIS).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-11-24', '12:00', PARIS).toISOString()).toBe(
      '2026-11-24T11:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-11-24', '23:59', PARIS).toISOString()).toBe(
      '2026-11-24T22:59:00.000Z',
    );
  });

  it('reads the month and the year of the zone, not only the day (a new year in Paris)', () => {
    expect(zonedDate(new Date('2026-12-31T23:30:00Z'), PARIS)).toBe('2027-01-01');
    expect(zonedDate(new Date('2026-12-31T23:30:00Z'), 'America/New_York')).toBe('2026-12-31');
    expect(zonedDate(new Date('2027-01-31T23:30:00Z'), PARIS)).toBe('2027-02-01');
  });

  it('answers the same, call after call, for many zones', () => {
    const instant = new Date('2026-06-30T22:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(zonedDate(instant, PARIS)).toBe('2026-07-01');
      expect(zonedDate(instant, 'UTC')).toBe('2026-06-30');
      expect(zonedDate(instant, 'Asia/Tokyo')).toBe('2026-07-01');
    }
  });
});

function rule(date: string, extra: Partial<RecurrenceRule> = {}): RecurrenceRule {
  return {
    date,
    recurrence: 'weekly',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    ...extra,
  };
}

describe('recurrence: what a date is', () => {
  it.each(NOT_DATES)('refuses %j as a calendar date and as a series start or window', (date) => {
    expect(isCalendarDate(date)).toBe(false);
    expect(() => occurrenceDates(rule(date), '2026-11-23', '2026-11-29')).toThrow(RangeError);
    expect(() => occurrenceDates(rule('2026-11-24'), date, '2026-11-29')).toThrow(RangeError);
    expect(() =>
      occurrenceDates(rule('2026-11-24', { recurrence: 'monthly' }), '2026-11-23', date),
    ).toThrow(RangeError);
  });

  it('names the refused value in the error', () => {
    expect(() => occurrenceDates(rule('24/11/2026'), '2026-11-23', '2026-11-29')).toThrow(
      'Not a yyyy-MM-dd date: 24/11/2026',
    );
  });

  it('reads the day of month and the month of a monthly or yearly series from its date', () => {
    const monthly = rule('2026-01-31', { recurrence: 'monthly' });
    expect(occurrenceDates(monthly, '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
    const yearly = rule('2024-07-14', { recurrence: 'yearly' });
    expect(occurrenceDates(yearly, '2025-01-01', '2027-12-31')).toEqual([
      '2025-07-14',
      '2026-07-14',
      '2027-07-14',
    ]);
  });

  it('keeps an occurrence date only when the suffix is exactly a date', () => {
    expect(parseOccurrenceId('abc_recurring_2026-11-23').instanceDate).toBe('2026-11-23');
    expect(parseOccurrenceId('abc_recurring_2026-11-23x')).toEqual({
      taskId: 'abc',
      instanceDate: null,
    });
    expect(parseOccurrenceId('abc_recurring_x2026-11-23').instanceDate).toBeNull();
    expect(parseOccurrenceId('abc_recurring_2026-02-30').instanceDate).toBeNull();
  });

  it('accepts the first and last days of months and refuses the day after', () => {
    expect(isCalendarDate('2026-01-01')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2026-04-30')).toBe(true);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-13-10')).toBe(false);
    expect(isCalendarDate('2026-05-00')).toBe(false);
  });
});

describe('recurrence: the order of occurrences', () => {
  const task = (id: string, extra: { time?: string | null; name?: string } = {}) => ({
    ...rule('2026-11-24', { recurrence: 'none' }),
    id,
    ...extra,
  });

  it('breaks every tie on the id, both ways, and keeps equal ids in place', () => {
    const ids = (tasks: ReturnType<typeof task>[]) =>
      expandTasks(tasks, '2026-11-24', '2026-11-24').map((o) => o.id);
    expect(ids([task('b'), task('a'), task('c')])).toEqual(['a', 'b', 'c']);
    expect(ids([task('a'), task('c'), task('b')])).toEqual(['a', 'b', 'c']);
    expect(ids([task('c'), task('b'), task('a')])).toEqual(['a', 'b', 'c']);
    const same = [task('x', { name: 'Un' }), task('x', { name: 'Un' })];
    expect(expandTasks(same, '2026-11-24', '2026-11-24')).toHaveLength(2);
  });

  it('orders by name with French rules before the id, and by time before the name', () => {
    const names = expandTasks(
      [
        task('1', { name: 'Zoo', time: '09:00' }),
        task('2', { name: 'école', time: '09:00' }),
        task('3', { name: 'Ballet', time: '08:00' }),
        task('4', { name: 'Zoo', time: null }),
      ],
      '2026-11-24',
      '2026-11-24',
    ).map((o) => o.name);
    expect(names).toEqual(['Zoo', 'Ballet', 'école', 'Zoo']);
  });
});
