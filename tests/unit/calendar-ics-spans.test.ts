/**
 * All-day and multi-day events in the iCalendar feed (worker/calendar/ics.ts), read back by ical.js:
 * dates with an exclusive DTEND for all-day events, a start and an end across days for timed ones.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type FeedTask, planningToIcs } from '../../worker/calendar/ics.ts';

function task(overrides: Partial<FeedTask> & Pick<FeedTask, 'id' | 'date'>): FeedTask {
  return {
    name: 'Stage de foot',
    type: 'sport',
    time: null,
    endTime: null,
    allDay: true,
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
    notificationTime: 360,
    description: null,
    notes: null,
    createdAt: '2026-12-01T08:00:00.000Z',
    updatedAt: '2026-12-02T08:00:00.000Z',
    ...overrides,
  };
}

function events(tasks: FeedTask[]) {
  const ics = planningToIcs({ name: 'Famille', timeZone: 'Europe/Paris', tasks });
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    ics,
    byId: new Map(
      calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return [event.uid.split('@')[0], { event, vevent }] as const;
      }),
    ),
  };
}

describe('all-day and multi-day events in the feed', () => {
  it('writes an all-day event as VALUE=DATE with the next day as its exclusive end', () => {
    const { ics, byId } = events([
      task({ id: 'birthday', name: 'Anniversaire', date: '2027-01-09' }),
    ]);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270109');
    expect(ics).toContain('DTEND;VALUE=DATE:20270110');
    const birthday = byId.get('birthday')?.event;
    expect(birthday?.startDate.isDate).toBe(true);
    expect(birthday?.startDate.toString()).toBe('2027-01-09');
    expect(birthday?.endDate.toString()).toBe('2027-01-10');
  });

  it('spans a five-day camp over its days, ending the day after its last', () => {
    const { byId } = events([task({ id: 'camp', date: '2027-01-06', endDate: '2027-01-10' })]);
    const camp = byId.get('camp')?.event;
    expect(camp?.startDate.toString()).toBe('2027-01-06');
    expect(camp?.endDate.toString()).toBe('2027-01-11');
    expect(camp?.duration.toString()).toBe('P5D');
  });

  it('runs a timed multi-day event from its start to its end time on its last day', () => {
    const { byId } = events([
      task({
        id: 'trip',
        name: 'Classe de neige',
        allDay: false,
        date: '2027-01-11',
        time: '09:00',
        endDate: '2027-01-15',
        endTime: '17:00',
      }),
    ]);
    const trip = byId.get('trip')?.event;
    expect(trip?.startDate.toJSDate().toISOString()).toBe('2027-01-11T08:00:00.000Z');
    expect(trip?.endDate.toJSDate().toISOString()).toBe('2027-01-15T16:00:00.000Z');
  });

  it('repeats a weekly all-day series by dates', () => {
    const { byId } = events([
      task({ id: 'garde', name: 'Garde chez papa', date: '2027-01-04', recurrence: 'weekly' }),
    ]);
    const garde = byId.get('garde')?.event;
    const it = garde?.iterator();
    const days = [it?.next(), it?.next(), it?.next()].map((d) => d?.toString());
    expect(days).toEqual(['2027-01-04', '2027-01-11', '2027-01-18']);
    expect(garde?.endDate.toString()).toBe('2027-01-05');
  });

  it('repeats a multi-day event: the first occurrence as DTSTART/DTEND, the RRULE, the EXDATEs', () => {
    const { ics, byId } = events([
      task({
        id: 'snow',
        name: 'Classe de neige',
        date: '2027-01-04',
        endDate: '2027-01-08',
        recurrence: 'weekly',
        recurrenceExceptions: ['2027-01-11'],
      }),
      task({
        id: 'stay',
        name: 'Séjour',
        allDay: false,
        time: '09:00',
        endTime: '17:00',
        // Created on a Saturday for Mondays and Thursdays: it first occurs on Monday 4.
        date: '2027-01-02',
        endDate: '2027-01-03',
        recurrence: 'daily',
        recurrenceDays: [1, 4],
      }),
    ]);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270104');
    expect(ics).toContain('DTEND;VALUE=DATE:20270109');
    expect(ics).toContain('EXDATE;VALUE=DATE:20270111');
    const snow = byId.get('snow')?.event;
    expect(snow?.duration.toString()).toBe('P5D');
    const it = snow?.iterator();
    const starts = [it?.next(), it?.next(), it?.next()].map((d) => d?.toString());
    // The week of 11 January is cancelled: every occurrence keeps Monday to Friday.
    expect(starts).toEqual(['2027-01-04', '2027-01-18', '2027-01-25']);
    // The span goes with the first real occurrence: Monday 09:00 to Tuesday 17:00.
    const stay = byId.get('stay')?.event;
    expect(stay?.startDate.toJSDate().toISOString()).toBe('2027-01-04T08:00:00.000Z');
    expect(stay?.endDate.toJSDate().toISOString()).toBe('2027-01-05T16:00:00.000Z');
  });

  it('reminds of an all-day event the evening before, counted from its midnight', () => {
    const { byId } = events([
      task({ id: 'birthday', name: 'Anniversaire', date: '2027-01-09', hasNotification: true }),
    ]);
    const alarm = byId.get('birthday')?.vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT6H');
    expect(alarm?.getFirstPropertyValue('description')).toBe('Anniversaire demain');
  });
});
