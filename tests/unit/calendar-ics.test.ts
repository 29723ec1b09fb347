/**
 * The iCalendar feed (worker/calendar/ics.ts) read back by another implementation, ical.js (the
 * parser Thunderbird uses): for every recurrence rule, the occurrences a calendar application expands
 * from the VEVENT over whole years, DST changes included, are exactly the days (and UTC instants) the
 * domain's own expansion (domain/recurrence.ts) puts on the planning.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { occurrenceDates } from '../../domain/recurrence.ts';
import { zonedDateTimeToInstant } from '../../domain/zoned-time.ts';
import { type FeedTask, planningToIcs, recurrenceLines } from '../../worker/calendar/ics.ts';

const FROM = '2026-01-01';
const TO = '2028-12-31';

function task(overrides: Partial<FeedTask> & Pick<FeedTask, 'id' | 'date'>): FeedTask {
  return {
    name: 'Piscine',
    type: 'sport',
    time: '09:00',
    endTime: null,
    allDay: false,
    endDate: null,
    location: null,
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    recurrenceInterval: 1,
    recurrenceMonthPosition: null,
    recurrenceCount: null,
    hasNotification: false,
    notificationTime: 15,
    description: null,
    notes: null,
    createdAt: '2025-12-01T08:00:00.000Z',
    updatedAt: '2025-12-02T08:00:00.000Z',
    ...overrides,
  };
}

/** Every rule of the domain, at awkward times and on awkward days. */
const RULES: FeedTask[] = [
  task({ id: 'single', date: '2026-03-29', time: '10:00' }),
  task({ id: 'single-untimed', date: '2026-10-25', time: null }),
  task({ id: 'daily', date: '2026-01-01', recurrence: 'daily' }),
  // Spring forward: 02:30 does not exist on 29 March 2026 in Paris (read 03:30, as the domain does).
  task({ id: 'daily-0230', date: '2026-03-20', time: '02:30', recurrence: 'daily' }),
  task({ id: 'daily-late', date: '2026-01-01', time: '23:30', recurrence: 'daily' }),
  // Made on a Saturday, on Monday and Thursday: starts on the Monday, not the Saturday.
  task({
    id: 'daily-byday',
    date: '2026-01-03',
    time: '07:45',
    endTime: '08:30',
    recurrence: 'daily',
    recurrenceDays: [1, 4],
    recurrenceExceptions: ['2026-03-30', '2026-10-26', '2027-01-04'],
    recurrenceEndDate: '2027-06-30',
  }),
  task({
    id: 'daily-byday-untimed',
    date: '2026-02-01',
    time: null,
    recurrence: 'daily',
    recurrenceDays: [6, 7],
    recurrenceExceptions: ['2026-02-07'],
    recurrenceEndDate: '2026-11-01',
  }),
  task({
    id: 'weekly',
    date: '2026-01-07',
    time: '17:00',
    recurrence: 'weekly',
    // Its first day excluded: the VEVENT starts a week later.
    recurrenceExceptions: ['2026-01-07', '2026-04-01', '2026-10-28'],
  }),
  // Ends on the autumn change's day: UNTIL is that day's last second in UTC.
  task({
    id: 'weekly-until',
    date: '2026-03-01',
    time: '20:00',
    recurrence: 'weekly',
    recurrenceEndDate: '2026-10-25',
  }),
  task({ id: 'monthly-31', date: '2026-01-31', time: '12:00', recurrence: 'monthly' }),
  task({
    id: 'monthly-untimed',
    date: '2026-03-29',
    time: null,
    recurrence: 'monthly',
    recurrenceEndDate: '2027-03-28',
    recurrenceExceptions: ['2026-06-29'],
  }),
  task({ id: 'yearly-29-feb', date: '2024-02-29', time: '08:00', recurrence: 'yearly' }),
  task({ id: 'yearly-untimed', date: '2025-10-25', time: null, recurrence: 'yearly' }),
];

const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Sydney'];

interface Expanded {
  date: string;
  /** UTC instant for a timed item, null for a whole-day one. */
  instant: string | null;
}

/** What ical.js expands from the feed, by task id, within [FROM, TO]. */
function expandFeed(ics: string): Map<string, Expanded[]> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const result = new Map<string, Expanded[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    const id = event.uid.replace(/@.*$/, '');
    const list: Expanded[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const date = next.toString().slice(0, 10);
      if (date > TO) break;
      if (date < FROM) continue;
      list.push({ date, instant: next.isDate ? null : next.toJSDate().toISOString() });
    }
    result.set(id, list);
  }
  return result;
}

/** The domain's planning of the same task. */
function expandDomain(rule: FeedTask, timeZone: string): Expanded[] {
  return occurrenceDates(rule, FROM, TO, 10_000).map((date) => ({
    date,
    instant: rule.time ? zonedDateTimeToInstant(date, rule.time, timeZone).toISOString() : null,
  }));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `instant`, `yyyy-MM-ddTHH:mm`. */
function wallClock(instant: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * Whether the family's clock skips (spring) or shows twice (autumn) `date` `time`. There RFC 5545
 * §3.3.5 reads a skipped time with the offset before the gap and a repeated one as its first passing,
 * as the domain does; ical.js reads both the other way, so only the day is compared there.
 */
function atClockChange(date: string, time: string, timeZone: string): boolean {
  const wall = `${date}T${time}`;
  const at = zonedDateTimeToInstant(date, time, timeZone).getTime();
  const hour = 3_600_000;
  return (
    wallClock(at, timeZone) !== wall ||
    wallClock(at - hour, timeZone) === wall ||
    wallClock(at + hour, timeZone) === wall
  );
}

// Three years of every rule, expanded twice: under a second alone, past the default 5 s when the
// machine is shared; the timeout guards against a hang, not a speed.
describe('the calendar feed read back by ical.js', { timeout: 30_000 }, () => {
  for (const timeZone of ZONES) {
    it(`gives the domain's occurrences for every rule over three years in ${timeZone}`, () => {
      const ics = planningToIcs({ name: 'Famille Martin', timeZone, tasks: RULES });
      const expanded = expandFeed(ics);
      let atChanges = 0;
      for (const rule of RULES) {
        const expected = expandDomain(rule, timeZone);
        const received = expanded.get(rule.id) ?? [];
        expect(expected.length, rule.id).toBeGreaterThan(0);
        // The same days, in the same order.
        expect(
          received.map((o) => o.date),
          `${rule.id} in ${timeZone}`,
        ).toEqual(expected.map((o) => o.date));
        // The same instants, except a time the clock skips or repeats that day.
        expected.forEach((occurrence, index) => {
          if (rule.time && atClockChange(occurrence.date, rule.time, timeZone)) {
            atChanges += 1;
            return;
          }
          expect(received[index]?.instant, `${rule.id} on ${occurrence.date}`).toBe(
            occurrence.instant,
          );
        });
      }
      // The 02:30 series meets a clock change at least twice in each of these zones.
      expect(atChanges).toBeGreaterThanOrEqual(2);
    });
  }

  it("reads a skipped or repeated time as RFC 5545 §3.3.5's own examples do", () => {
    // TZID=America/New_York:20070311T023000 is 3:30 EDT; 20071104T013000 is 1:30 EDT.
    expect(zonedDateTimeToInstant('2007-03-11', '02:30', 'America/New_York').toISOString()).toBe(
      '2007-03-11T07:30:00.000Z',
    );
    expect(zonedDateTimeToInstant('2007-11-04', '01:30', 'America/New_York').toISOString()).toBe(
      '2007-11-04T05:30:00.000Z',
    );
  });

  it('keeps a 09:00 series at 09:00 on the family clock across both DST changes', () => {
    const rule = task({ id: 'dst', date: '2026-03-27', recurrence: 'daily' });
    const ics = planningToIcs({ name: 'F', timeZone: 'Europe/Paris', tasks: [rule] });
    const instants = (expandFeed(ics).get('dst') ?? []).map((o) => o.instant);
    // UTC+1 before 29 March, UTC+2 after, UTC+1 again from 25 October.
    expect(instants.slice(0, 4)).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    expect(instants).toContain('2026-10-24T07:00:00.000Z');
    expect(instants).toContain('2026-10-25T08:00:00.000Z');
  });

  it('writes one VEVENT per task with RRULE and EXDATE, never expanded copies', () => {
    const ics = planningToIcs({ name: 'F', timeZone: 'Europe/Paris', tasks: RULES });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(RULES.length);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const byUid = new Map(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent]),
    );
    const byday = byUid.get('daily-byday@foyer.app');
    expect(byday?.getFirstProperty('rrule')?.toICALString()).toBe(
      'RRULE:FREQ=DAILY;UNTIL=20270630T215959Z;BYDAY=MO,TH',
    );
    expect(byday?.getFirstProperty('dtstart')?.toICALString()).toBe(
      'DTSTART;TZID=Europe/Paris:20260105T074500',
    );
    expect(byday?.getFirstProperty('dtend')?.toICALString()).toBe(
      'DTEND;TZID=Europe/Paris:20260105T083000',
    );
    expect(byday?.getAllProperties('exdate').map((p) => p.toICALString())).toEqual([
      'EXDATE;TZID=Europe/Paris:20260330T074500,20261026T074500,20270104T074500',
    ]);
    expect(byUid.get('monthly-31@foyer.app')?.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=31',
    );
    expect(byUid.get('yearly-29-feb@foyer.app')?.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    );
    expect(
      byUid.get('daily-byday-untimed@foyer.app')?.getFirstProperty('exdate')?.toICALString(),
    ).toBe('EXDATE;VALUE=DATE:20260207');
    expect(
      calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    ).toEqual(['Europe/Paris']);
  });

  it('adds a VALARM for a reminder, CATEGORIES from the type and a stable UID', () => {
    const rule = task({
      id: 'reminded',
      date: '2026-05-04',
      type: 'sante',
      hasNotification: true,
      notificationTime: 30,
      location: 'Cabinet du Dr Petit',
      description: 'Carnet de santé',
      notes: 'Apporter la carte Vitale',
    });
    const first = planningToIcs({ name: 'F', timeZone: 'Europe/Paris', tasks: [rule] });
    const second = planningToIcs({ name: 'Autre nom', timeZone: 'Europe/Paris', tasks: [rule] });
    const vevent = new ICAL.Component(ICAL.parse(first)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe('reminded@foyer.app');
    expect(
      new ICAL.Component(ICAL.parse(second))
        .getFirstSubcomponent('vevent')
        ?.getFirstPropertyValue('uid'),
    ).toBe('reminded@foyer.app');
    const alarm = vevent?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT30M');
    expect(alarm?.getFirstPropertyValue('description')).toMatch(/ dans 30 minutes$/);
    const dayBefore = planningToIcs({
      name: 'F',
      timeZone: 'Europe/Paris',
      tasks: [{ ...rule, notificationTime: 1440 }],
    });
    expect(
      new ICAL.Component(ICAL.parse(dayBefore))
        .getFirstSubcomponent('vevent')
        ?.getFirstSubcomponent('valarm')
        ?.getFirstPropertyValue('description'),
    ).toBe(`${rule.name} demain à ${rule.time}`);
    expect(vevent?.getFirstProperty('categories')?.getValues()).toEqual(['Tâche', 'Santé']);
    expect(vevent?.getFirstPropertyValue('location')).toBe('Cabinet du Dr Petit');
    expect(vevent?.getFirstPropertyValue('description')).toBe(
      'Carnet de santé\n\nApporter la carte Vitale',
    );
  });

  it('gives no alarm to a task without reminder nor to a whole-day one', () => {
    const ics = planningToIcs({
      name: 'F',
      timeZone: 'Europe/Paris',
      tasks: [
        task({ id: 'quiet', date: '2026-05-04' }),
        task({ id: 'allday', date: '2026-05-04', time: null, hasNotification: true }),
      ],
    });
    expect(ics).not.toContain('BEGIN:VALARM');
  });

  it('leaves out a series whose every day is excluded', () => {
    const ics = planningToIcs({
      name: 'F',
      timeZone: 'Europe/Paris',
      tasks: [
        task({
          id: 'gone',
          date: '2026-05-04',
          recurrence: 'weekly',
          recurrenceEndDate: '2026-05-12',
          recurrenceExceptions: ['2026-05-04', '2026-05-11'],
        }),
      ],
    });
    expect(ics).not.toContain('BEGIN:VEVENT');
  });

  it('writes no rule for a single task', () => {
    expect(recurrenceLines(task({ id: 's', date: '2026-05-04' }), 'Europe/Paris')).toBeNull();
  });
});
