/**
 * The desktop week's grid placing (web/src/features/planning/lib/week-grid.ts), the trace of a
 * series' days skipped for a holiday (domain/recurrence.ts `pausedDates`) and the series summary
 * that says the pause.
 */
import { describe, expect, it } from 'vitest';
import { pausedDates, type RecurrenceRule } from '../../domain/recurrence.ts';
import type { PlannedListItem } from '../../domain/task-completions.ts';
import { recurrenceSummary } from '../../web/src/features/planning/lib/recurrence-summary.ts';
import { hourRange, timedBlocks, weekBars } from '../../web/src/features/planning/lib/week-grid.ts';

function item(fields: Partial<PlannedListItem>): PlannedListItem {
  return {
    id: 'x',
    originalId: 'x',
    instanceDate: null,
    isRecurring: false,
    kind: 'task',
    spaceId: 's',
    name: 'Créneau',
    type: 'ecole',
    date: '2026-11-30',
    time: null,
    endTime: null,
    allDay: false,
    span: null,
    location: null,
    recurrence: 'none',
    responsibles: [],
    children: [],
    done: false,
    doneBy: null,
    ...fields,
  } as PlannedListItem;
}

describe('the week grid', () => {
  it('draws a three-day trip as one bar over its days, and gives an overlapping bar the next lane', () => {
    const span = { start: '2026-12-01', end: '2026-12-03' };
    const trip = ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) =>
      item({ id: `t-${date}`, originalId: 't', date, span, time: '08:00' }),
    );
    const birthday = item({ id: 'b', date: '2026-12-02', allDay: true });
    const byDay = new Map([
      ['2026-12-01', [trip[0] as PlannedListItem]],
      ['2026-12-02', [trip[1] as PlannedListItem, birthday]],
      ['2026-12-03', [trip[2] as PlannedListItem]],
    ]);
    const bars = weekBars('2026-11-30', byDay, new Map());
    expect(bars.map(({ column, days, lane }) => ({ column, days, lane }))).toEqual([
      { column: 1, days: 3, lane: 0 },
      { column: 2, days: 1, lane: 1 },
    ]);
  });

  it('places overlapping timed items side by side and a later one back at full width', () => {
    const blocks = timedBlocks(
      [
        item({ id: 'a', time: '08:00', endTime: '09:00' }),
        item({ id: 'b', time: '08:30', endTime: '09:30' }),
        item({ id: 'c', time: '18:00' }),
      ],
      [],
    );
    expect(blocks.map(({ start, end, column, columns }) => [start, end, column, columns])).toEqual([
      [480, 540, 0, 2],
      [510, 570, 1, 2],
      [1080, 1140, 0, 1],
    ]);
    expect(hourRange(blocks)).toEqual({ first: 8, last: 20 });
    expect(hourRange(timedBlocks([item({ time: '06:45', endTime: '22:15' })], []))).toEqual({
      first: 6,
      last: 23,
    });
  });
});

describe('a short item on the grid', () => {
  it('is drawn up to an hour tall, and an item starting in its first 45 minutes goes beside it', () => {
    const blocks = timedBlocks(
      [
        item({ id: 'drop', time: '08:20', endTime: '08:40' }),
        item({ id: 'call', time: '08:50', endTime: '09:10' }),
        item({ id: 'late', time: '09:30', endTime: '09:45' }),
      ],
      [],
    );
    expect(blocks.map(({ column, columns }) => [column, columns])).toEqual([
      [0, 2],
      [1, 2],
      [0, 2],
    ]);
    expect(hourRange(timedBlocks([item({ time: '19:45', endTime: '20:00' })], []))).toEqual({
      first: 8,
      last: 21,
    });
  });
});

describe('a short item with a long title', () => {
  it('keeps its day at full width when the next item starts after its line and its people', () => {
    // A 30-minute visit at 17:30, judo at 18:15: not side by side (the visit's title would show its
    // first word only); the visit's box stops where judo starts, a drop-off alone grows to an hour.
    const blocks = timedBlocks(
      [
        item({ id: 'drop', time: '08:20', endTime: '08:40' }),
        item({ id: 'visit', time: '17:30', endTime: '18:00' }),
        item({ id: 'judo', time: '18:15', endTime: '19:15' }),
      ],
      [],
    );
    expect(blocks.map(({ drawnEnd, column, columns }) => [drawnEnd, column, columns])).toEqual([
      [8 * 60 + 20 + 60, 0, 1],
      [18 * 60 + 15, 0, 1],
      [19 * 60 + 15, 0, 1],
    ]);
  });

  it('goes beside an item starting before its first line and people are drawn, and stops above the next', () => {
    const blocks = timedBlocks(
      [
        item({ id: 'a', time: '17:00', endTime: '17:15' }),
        item({ id: 'b', time: '17:30', endTime: '17:45' }),
        item({ id: 'c', time: '17:50', endTime: '18:05' }),
      ],
      [],
    );
    // b starts 30 minutes into a's 45: beside it; c, in a's column, ends a's box at 17:50.
    expect(blocks.map(({ drawnEnd, column, columns }) => [drawnEnd, column, columns])).toEqual([
      [17 * 60 + 50, 0, 2],
      [18 * 60 + 30, 1, 2],
      [19 * 60 - 10, 0, 2],
    ]);
  });
});

describe('a paused series', () => {
  const dropOff: RecurrenceRule = {
    date: '2026-12-14',
    recurrence: 'daily',
    recurrenceDays: [1, 2, 4, 5],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    skipSchoolHolidays: true,
    skipPublicHolidays: true,
    schoolZone: 'C',
  };

  it('names each skipped day with its holiday, and none without a pause', () => {
    const skipped = pausedDates(dropOff, '2026-12-14', '2026-12-27');
    expect(skipped.map((pause) => pause.date)).toContain('2026-12-21');
    expect(skipped.every((pause) => pause.date >= '2026-12-19')).toBe(true);
    expect(skipped[0]?.reason).toMatch(/^vacances de Noël/);
    expect(
      pausedDates({ ...dropOff, skipSchoolHolidays: false }, '2026-12-21', '2026-12-24'),
    ).toEqual([]);
  });

  it('says the pause in its summary', () => {
    const summary = {
      ...dropOff,
      recurrence: 'daily' as const,
      skipPublicHolidays: true,
      skipSchoolHolidays: true,
      recurrenceInterval: 1,
      recurrenceMonthPosition: null,
      recurrenceCount: null,
    };
    expect(recurrenceSummary(summary)).toMatch(/, sauf vacances scolaires et jours fériés$/);
    expect(recurrenceSummary({ ...summary, skipSchoolHolidays: false })).toMatch(
      /, sauf jours fériés$/,
    );
  });
});
