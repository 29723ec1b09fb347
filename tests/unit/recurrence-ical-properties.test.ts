/**
 * Properties: for random rules of every kind — daily with or without weekdays, weekly, monthly by day
 * or by weekday position, yearly; every N of them; ending never, on a date or after N occurrences;
 * with exceptions — the RRULE the calendar feed exports (worker/calendar/ics.ts), expanded by
 * ical.js, gives exactly the days the domain's expansion (domain/recurrence.ts) puts on the planning,
 * over random windows.
 */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { countEndDate, MONTH_POSITIONS, occurrenceDates } from '../../domain/recurrence.ts';
import type { IsoWeekday, Recurrence } from '../../domain/task-options.ts';
import { addDays } from '../../domain/zoned-time.ts';
import { type FeedTask, planningToIcs } from '../../worker/calendar/ics.ts';

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2024, 0, 1) / DAY_MS;
const dateArb = fc
  .integer({ min: 0, max: 365 * 7 })
  .map((n) => new Date((BASE + n) * DAY_MS).toISOString().slice(0, 10));

const intervalArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant(1) },
  { weight: 4, arbitrary: fc.integer({ min: 2, max: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 30 }) },
);

type End = { kind: 'never' } | { kind: 'until'; days: number } | { kind: 'count'; count: number };
const endArb: fc.Arbitrary<End> = fc.oneof(
  fc.constant({ kind: 'never' as const }),
  fc.integer({ min: 0, max: 1500 }).map((days) => ({ kind: 'until' as const, days })),
  fc.integer({ min: 1, max: 40 }).map((count) => ({ kind: 'count' as const, count })),
);

const ruleArb = fc
  .record({
    date: dateArb,
    recurrence: fc.constantFrom<Recurrence>('daily', 'weekly', 'monthly', 'yearly'),
    recurrenceDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
    recurrenceInterval: intervalArb,
    position: fc.option(fc.constantFrom(...MONTH_POSITIONS), { nil: null }),
    end: endArb,
    timed: fc.boolean(),
    // Exceptions as offsets from the first date, so that some of them hit real occurrences.
    exceptionOffsets: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 6 }),
    window: fc.tuple(fc.integer({ min: -60, max: 900 }), fc.integer({ min: 0, max: 500 })),
  })
  .map((r): { task: FeedTask; from: string; to: string } => {
    const base = {
      date: r.date,
      recurrence: r.recurrence,
      recurrenceDays: (r.recurrence === 'daily' ? r.recurrenceDays : []) as IsoWeekday[],
      recurrenceInterval: r.recurrenceInterval,
      recurrenceMonthPosition: r.recurrence === 'monthly' ? r.position : null,
      recurrenceExceptions: [...new Set(r.exceptionOffsets.map((d) => addDays(r.date, d)))],
      recurrenceEndDate: null as string | null,
    };
    const endDate =
      r.end.kind === 'until'
        ? addDays(r.date, r.end.days)
        : r.end.kind === 'count'
          ? countEndDate(base, r.end.count)
          : null;
    const from = addDays(r.date, r.window[0]);
    return {
      task: {
        ...base,
        id: 'series',
        name: 'Garde',
        type: 'autres',
        time: r.timed ? '18:30' : null,
        endTime: null,
        allDay: !r.timed,
        endDate: null,
        location: null,
        recurrenceEndDate: endDate,
        recurrenceCount: r.end.kind === 'count' ? r.end.count : null,
        hasNotification: false,
        notificationTime: 15,
        description: null,
        notes: null,
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      },
      from,
      to: addDays(from, r.window[1]),
    };
  });

/** The days ical.js expands from the exported calendar within [from, to]. */
function icalDays(ics: string, from: string, to: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) return [];
  const iterator = new ICAL.Event(vevent).iterator();
  const days: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const day = next.toString().slice(0, 10);
    if (day > to) break;
    if (day >= from) days.push(day);
  }
  return days;
}

describe('the exported RRULE read back by ical.js', () => {
  it('gives the days of the domain for every kind of rule, interval, position and end', () => {
    fc.assert(
      fc.property(ruleArb, ({ task, from, to }) => {
        const ics = planningToIcs({ name: 'F', timeZone: 'Europe/Paris', tasks: [task] });
        const expected = occurrenceDates(task, from, to, 10_000);
        expect(icalDays(ics, from, to), ics).toEqual(expected);
      }),
      { numRuns: 300 },
    );
    // ical.js walks every occurrence from the first date: a few hundred rules take seconds.
  }, 60_000);

  it('writes INTERVAL, a positioned BYDAY and COUNT as a calendar application expects them', () => {
    const base = {
      id: 'garde',
      name: 'Garde',
      type: 'autres' as const,
      time: null,
      endTime: null,
      location: null,
      recurrenceDays: [],
      recurrenceExceptions: [],
      allDay: false,
      endDate: null,
      hasNotification: false,
      notificationTime: 15,
      description: null,
      notes: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const rruleOf = (task: FeedTask) =>
      /RRULE:(.*)/.exec(planningToIcs({ name: 'F', timeZone: 'Europe/Paris', tasks: [task] }))?.[1];
    const fortnightly = {
      ...base,
      date: '2026-11-07',
      recurrence: 'weekly' as const,
      recurrenceInterval: 2,
      recurrenceMonthPosition: null,
      recurrenceCount: 10,
      recurrenceEndDate: '2027-03-13',
    };
    expect(rruleOf(fortnightly)).toBe('FREQ=WEEKLY;INTERVAL=2;COUNT=10');
    // The first date excluded: the event starts on the next one, which COUNT no longer counts.
    expect(rruleOf({ ...fortnightly, recurrenceExceptions: ['2026-11-07'] })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;COUNT=9',
    );
    const secondTuesday = {
      ...base,
      date: '2026-11-10',
      recurrence: 'monthly' as const,
      recurrenceInterval: 1,
      recurrenceMonthPosition: 2,
      recurrenceCount: null,
      recurrenceEndDate: null,
    };
    expect(rruleOf(secondTuesday)).toBe('FREQ=MONTHLY;BYDAY=2TU');
    expect(
      rruleOf({
        ...secondTuesday,
        date: '2026-10-30',
        recurrenceMonthPosition: -1,
        recurrenceInterval: 3,
      }),
    ).toBe('FREQ=MONTHLY;BYDAY=-1FR;INTERVAL=3');
  });
});
