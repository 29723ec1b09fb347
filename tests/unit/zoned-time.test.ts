import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoWeekday,
  startOfWeek,
  zonedDate,
  zonedDateTimeToInstant,
} from '../../domain/zoned-time.ts';

const PARIS = 'Europe/Paris';

describe('zoned time', () => {
  it('gives the calendar date in the zone, not in UTC', () => {
    // 23:30 UTC on Sunday is already Monday in Paris.
    expect(zonedDate(new Date('2026-11-22T23:30:00Z'), PARIS)).toBe('2026-11-23');
    expect(zonedDate(new Date('2026-11-22T23:30:00Z'), 'UTC')).toBe('2026-11-22');
  });

  it('counts weeks from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('turns a Paris wall-clock time into UTC, winter and summer', () => {
    expect(zonedDateTimeToInstant('2026-11-24', '17:15', PARIS).toISOString()).toBe(
      '2026-11-24T16:15:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-07-14', '09:00', PARIS).toISOString()).toBe(
      '2026-07-14T07:00:00.000Z',
    );
  });

  it('resolves the skipped spring hour forward and the repeated autumn hour to its first time', () => {
    // 29 March 2026: 02:00 → 03:00 in Paris.
    expect(zonedDateTimeToInstant('2026-03-29', '02:30', PARIS).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-03-29', '03:30', PARIS).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-03-29', '01:30', PARIS).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    // 25 October 2026: 03:00 → 02:00 in Paris; 02:30 happens twice.
    expect(zonedDateTimeToInstant('2026-10-25', '02:30', PARIS).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-10-25', '03:30', PARIS).toISOString()).toBe(
      '2026-10-25T02:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-10-25', '01:30', PARIS).toISOString()).toBe(
      '2026-10-24T23:30:00.000Z',
    );
  });

  it('works in zones west of UTC and across the date line', () => {
    expect(zonedDateTimeToInstant('2026-11-24', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-11-25T01:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-11-24', '08:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-11-23T19:00:00.000Z',
    );
  });

  it('resolves both changes the same way west of UTC (New York)', () => {
    const NEW_YORK = 'America/New_York';
    // 2026-03-08: 02:00 EST becomes 03:00 EDT; 02:30 is read as 03:30 EDT, never 01:30 EST.
    expect(zonedDateTimeToInstant('2026-03-08', '02:30', NEW_YORK).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-03-08', '01:30', NEW_YORK).toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-03-08', '03:30', NEW_YORK).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 2026-11-01: 01:30 happens twice (EDT, then EST): the first one.
    expect(zonedDateTimeToInstant('2026-11-01', '01:30', NEW_YORK).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-11-01', '02:30', NEW_YORK).toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
  });

  it('rejects malformed dates and times', () => {
    expect(() => addDays('24/11/2026', 1)).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2026-11-24', '25:00', PARIS)).toThrow(RangeError);
  });
});
