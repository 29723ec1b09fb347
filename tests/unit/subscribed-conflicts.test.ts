/** Followed calendars' events as the conflicts read them: on the family's wall clock, one person's. */
import { describe, expect, it } from 'vitest';
import { type AlertTask, findConflicts } from '../../domain/alerts.ts';
import { type ConflictCalendar, calendarAlertTasks } from '../../domain/subscribed-conflicts.ts';

const LEA = { id: 'p-lea', name: 'Léa', emoji: '👧', role: 'enfant' } as const;
const CAL = '00000000-0000-4000-8000-000000000001';

function calendar(events: ConflictCalendar['events'], id = CAL): ConflictCalendar {
  return { id, name: 'Club', profile: LEA, events };
}

function item(name: string, date: string, time: string, endTime: string): AlertTask {
  return {
    id: name,
    name,
    type: 'sport',
    date,
    time,
    endTime,
    recurrence: null,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    people: [{ profileId: LEA.id, name: 'Léa', emoji: '👧', role: 'child' }],
  };
}

const FROM = '2026-12-01';
const TO = '2026-12-30';

describe('a followed calendar’s events in the conflicts', () => {
  it('places a timed event on the family’s wall clock, an end at midnight as the end of its day', () => {
    const [late] = calendarAlertTasks(
      [
        calendar([
          {
            uid: 'soiree',
            title: 'Soirée',
            start: '2026-12-05T21:00:00.000Z',
            end: '2026-12-05T23:00:00.000Z',
            allDay: false,
          },
        ]),
      ],
      'Europe/Paris',
      FROM,
      TO,
    );
    expect(late).toMatchObject({
      date: '2026-12-05',
      time: '22:00',
      endTime: '24:00',
      endDate: null,
    });
    expect(late?.people?.[0]).toMatchObject({ profileId: LEA.id, role: 'child' });
    const clashes = findConflicts(
      [item('Dîner', '2026-12-05', '23:00', '23:30'), ...(late ? [late] : [])],
      FROM,
      TO,
    );
    expect(clashes).toHaveLength(1);
  });

  it('keeps the person busy on each day of a multi-day all-day event, not on a single all-day one', () => {
    const tasks = calendarAlertTasks(
      [
        calendar([
          { uid: 'stage', title: 'Stage', start: '2026-12-07', end: '2026-12-10', allDay: true },
          { uid: 'fete', title: 'Fête', start: '2026-12-12', end: '2026-12-13', allDay: true },
        ]),
      ],
      'Europe/Paris',
      FROM,
      TO,
    );
    const days = (date: string) =>
      findConflicts([item('Piano', date, '17:00', '18:00'), ...tasks], FROM, TO).length;
    expect(days('2026-12-09')).toBe(1);
    expect(days('2026-12-10')).toBe(0);
    expect(days('2026-12-12')).toBe(0);
  });

  it('leaves out what falls outside the window, and never sets two calendars against each other', () => {
    const event = (uid: string, start: string, end: string) => ({
      uid,
      title: uid,
      start,
      end,
      allDay: false,
    });
    const tasks = calendarAlertTasks(
      [
        calendar([event('a', '2026-12-03T16:00:00.000Z', '2026-12-03T17:00:00.000Z')]),
        calendar(
          [
            event('b', '2026-12-03T16:00:00.000Z', '2026-12-03T17:00:00.000Z'),
            event('old', '2026-11-03T16:00:00.000Z', '2026-11-03T17:00:00.000Z'),
          ],
          '00000000-0000-4000-8000-000000000002',
        ),
      ],
      'Europe/Paris',
      FROM,
      TO,
    );
    expect(tasks.map((t) => t.name)).toEqual(['a', 'b']);
    expect(findConflicts(tasks, FROM, TO)).toEqual([]);
  });
});
