import { describe, expect, it } from 'vitest';
import {
  ALERT_LOOKAHEAD_DAYS,
  type AlertTask,
  alertWindow,
  conflictsOfTask,
  detectAlerts,
  findConflicts,
  findUnassigned,
  itemWithTime,
  overlaps,
} from '../../domain/alerts.ts';

const FROM = '2026-11-23'; // a Monday
const TO = '2026-12-22';
const CAMILLE = 'p-camille';
const THOMAS = 'p-thomas';

let counter = 0;
/** A responsible adult of a task, as detection reads them. */
function adult(profileId: string, name: string | null = null, emoji: string | null = null) {
  return { profileId, name, emoji, role: 'responsible' as const };
}

function task(extra: Partial<AlertTask> = {}): AlertTask {
  counter += 1;
  return {
    id: `t${String(counter).padStart(3, '0')}`,
    name: `Tâche ${counter}`,
    type: 'ecole',
    date: '2026-11-24',
    time: '08:30',
    endTime: null,
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    people: [adult(CAMILLE, 'Camille', '👩')],
    ...extra,
  };
}

describe('overlaps', () => {
  it('compares intervals when both items have an end time', () => {
    const a = { time: '10:00', endTime: '11:00' };
    expect(overlaps(a, { time: '10:30', endTime: '12:00' })).toBe(true);
    expect(overlaps(a, { time: '09:00', endTime: '10:01' })).toBe(true);
    expect(overlaps(a, { time: '09:30', endTime: '12:00' })).toBe(true);
    // Back to back is no clash: the end is excluded.
    expect(overlaps(a, { time: '11:00', endTime: '12:00' })).toBe(false);
    expect(overlaps(a, { time: '08:00', endTime: '10:00' })).toBe(false);
  });

  it('compares start times when either item has no end time', () => {
    expect(overlaps({ time: '10:00', endTime: null }, { time: '10:00', endTime: null })).toBe(true);
    expect(overlaps({ time: '10:00', endTime: '12:00' }, { time: '10:00', endTime: null })).toBe(
      true,
    );
    // Inside the other's interval but not at the same start: only end times on both sides tell.
    expect(overlaps({ time: '10:00', endTime: '12:00' }, { time: '10:30', endTime: null })).toBe(
      false,
    );
    expect(overlaps({ time: '10:00', endTime: null }, { time: '10:01', endTime: null })).toBe(
      false,
    );
  });

  it('never matches an item without a time', () => {
    expect(overlaps({ time: null, endTime: null }, { time: null, endTime: null })).toBe(false);
  });
});

describe('findConflicts', () => {
  it('reports two items of the same adult at the same time on the same day', () => {
    const a = task({ name: 'École' });
    const b = task({ name: 'Dentiste', type: 'sante' });
    const [conflict, ...others] = findConflicts([a, b], FROM, TO);
    expect(others).toEqual([]);
    expect(conflict).toMatchObject({
      type: 'conflict',
      date: '2026-11-24',
      dates: ['2026-11-24'],
      adult: { profileId: CAMILLE, name: 'Camille', emoji: '👩' },
      title: "Conflit d'horaire",
    });
    expect(conflict?.items.map((i) => i.taskId).sort()).toEqual([a.id, b.id].sort());
    expect(conflict?.items.map((i) => i.occurrenceId).sort()).toEqual([a.id, b.id].sort());
    expect(conflict?.description).toContain('Camille');
    expect(conflict?.id).toBe(`conflict:${a.id}:${b.id}`);
  });

  it('counts activities too: the adult cannot be at two places at once', () => {
    const a = task();
    const b = task({ type: 'sport' });
    expect(findConflicts([a, b], FROM, TO)).toHaveLength(1);
  });

  it('never reports different people, different days or different start times', () => {
    expect(findConflicts([task(), task({ people: [adult(THOMAS)] })], FROM, TO)).toEqual([]);
    expect(findConflicts([task(), task({ date: '2026-11-25' })], FROM, TO)).toEqual([]);
    expect(findConflicts([task(), task({ time: '08:45' })], FROM, TO)).toEqual([]);
    expect(findConflicts([task({ people: [] }), task({ people: [] })], FROM, TO)).toEqual([]);
  });

  it('reports overlapping intervals, not back-to-back ones', () => {
    const a = task({ time: '10:00', endTime: '11:30' });
    const b = task({ time: '11:00', endTime: '12:00' });
    const c = task({ time: '11:30', endTime: '12:30' });
    const conflicts = findConflicts([a, b, c], FROM, TO);
    expect(conflicts.map((x) => x.id).sort()).toEqual(
      [`conflict:${a.id}:${b.id}`, `conflict:${b.id}:${c.id}`].sort(),
    );
  });

  it('expands series and groups the days of a pair into one alert', () => {
    const school = task({ name: 'École', date: '2026-11-23', recurrence: 'daily' });
    const swim = task({ name: 'Piscine', type: 'sport', date: '2026-11-25', recurrence: 'weekly' });
    const [conflict, ...others] = findConflicts([school, swim], FROM, TO);
    expect(others).toEqual([]);
    expect(conflict?.date).toBe('2026-11-25');
    expect(conflict?.dates).toEqual(['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16']);
    expect(conflict?.items.map((i) => i.occurrenceId)).toEqual(
      expect.arrayContaining([
        `${school.id}_recurring_2026-11-25`,
        `${swim.id}_recurring_2026-11-25`,
      ]),
    );
    expect(conflict?.items.every((i) => i.date === '2026-11-25' && i.isRecurring)).toBe(true);
  });

  it('skips excluded occurrences and days after the end of a series', () => {
    const school = task({
      date: '2026-11-23',
      recurrence: 'daily',
      recurrenceDays: [1, 2, 3, 4, 5],
      recurrenceExceptions: ['2026-11-25'],
      recurrenceEndDate: '2026-12-03',
    });
    const other = task({ date: '2026-11-23', recurrence: 'daily' });
    const [conflict] = findConflicts([school, other], FROM, TO);
    expect(conflict?.dates).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('looks only inside the window', () => {
    const late = { date: '2026-12-23' };
    expect(findConflicts([task(late), task(late)], FROM, TO)).toEqual([]);
    expect(findConflicts([task(late), task(late)], FROM, '2026-12-23')).toHaveLength(1);
  });

  it('never makes an occurrence clash with itself or two occurrences of one series', () => {
    expect(findConflicts([task({ recurrence: 'daily', date: FROM })], FROM, TO)).toEqual([]);
  });

  it('reads each occurrence of a repeating multi-day event on its own span, named by its first day', () => {
    // « Classe de neige » Monday to Friday every week, from Monday 23 November.
    const snow = task({
      name: 'Classe de neige',
      date: FROM,
      endDate: '2026-11-27',
      allDay: true,
      time: null,
      recurrence: 'weekly',
    });
    // The Wednesday of the third week, and the Saturday after it (outside the span).
    const meeting = task({ name: 'Réunion', type: 'autres', date: '2026-12-09', time: '14:00' });
    const saturday = task({ name: 'Marché', type: 'autres', date: '2026-12-12', time: '10:00' });
    const [conflict, ...others] = findConflicts([snow, meeting, saturday], FROM, TO);
    expect(others).toEqual([]);
    expect(conflict).toMatchObject({
      id: `conflict:${snow.id}:${meeting.id}`,
      date: '2026-12-09',
      dates: ['2026-12-09'],
    });
    expect(conflict?.items.map((i) => [i.occurrenceId, i.date, i.isRecurring])).toEqual([
      [`${snow.id}_recurring_2026-12-07`, '2026-12-09', true],
      [meeting.id, '2026-12-09', false],
    ]);
    // A window opening mid-week still holds the occurrence that began before it.
    const [midWeek] = findConflicts([snow, meeting], '2026-12-09', '2027-01-07');
    expect(midWeek?.items[0]?.occurrenceId).toBe(`${snow.id}_recurring_2026-12-07`);
  });
});

describe('findUnassigned', () => {
  it('reports a task without a responsible adult, once, at its first occurrence', () => {
    const school = task({
      name: 'École',
      people: [],
      date: '2026-11-20',
      recurrence: 'weekly',
    });
    const [alert, ...others] = findUnassigned([school], FROM, TO);
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      type: 'unassigned',
      id: `unassigned:${school.id}`,
      date: '2026-11-27',
      dates: ['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18'],
      title: 'Tâche non assignée',
      item: {
        taskId: school.id,
        occurrenceId: `${school.id}_recurring_2026-11-27`,
        date: '2026-11-27',
        name: 'École',
        kind: 'task',
      },
    });
    expect(alert?.description).toContain('École');
  });

  it('ignores activities, assigned tasks and tasks outside the window', () => {
    expect(
      findUnassigned(
        [
          task({ people: [], type: 'sport' }),
          task(),
          task({ people: [], date: '2026-11-22' }),
          task({ people: [], date: '2026-12-23' }),
          task({
            people: [],
            date: '2026-11-02',
            recurrence: 'daily',
            recurrenceEndDate: '2026-11-22',
          }),
        ],
        FROM,
        TO,
      ),
    ).toEqual([]);
  });

  it('leaves out an all-day or multi-day task nobody is responsible for (a school trip)', () => {
    const trip = task({ people: [], time: null, allDay: true, endDate: '2026-11-26' });
    const pedagogique = task({ people: [], time: null, allDay: true });
    expect(findUnassigned([trip, pedagogique], FROM, TO)).toEqual([]);
    // A child named does not make anyone responsible: still no alert for a day out.
    const child = { profileId: 'p-lea', name: 'Léa', emoji: null, role: 'child' as const };
    expect(findUnassigned([task({ people: [child], time: null, allDay: true })], FROM, TO)).toEqual(
      [],
    );
  });

  it("counts 'autres' as a task (it is in both lists, the task list first)", () => {
    expect(findUnassigned([task({ people: [], type: 'autres' })], FROM, TO)).toHaveLength(1);
  });

  it('skips a series whose only occurrences in the window are excluded', () => {
    const once = task({
      people: [],
      date: '2026-11-24',
      recurrence: 'monthly',
      recurrenceExceptions: ['2026-11-24'],
    });
    expect(findUnassigned([once], FROM, TO)).toEqual([]);
    const [alert] = findUnassigned([once], FROM, '2026-12-24');
    expect(alert?.date).toBe('2026-12-24');
  });
});

describe('detectAlerts and helpers', () => {
  it('gives a window of 30 days from today', () => {
    expect(ALERT_LOOKAHEAD_DAYS).toBe(30);
    expect(alertWindow('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-12-22' });
  });

  it('finds both kinds at once and the conflicts of one task', () => {
    const a = task();
    const b = task();
    const c = task({ people: [], time: '18:00' });
    const alerts = detectAlerts([a, b, c], FROM, TO);
    expect(alerts.unassigned.map((x) => x.item.taskId)).toEqual([c.id]);
    expect(alerts.conflicts).toHaveLength(1);
    expect(conflictsOfTask(alerts.conflicts, a.id)).toHaveLength(1);
    expect(conflictsOfTask(alerts.conflicts, c.id)).toEqual([]);
  });
});

describe('itemWithTime', () => {
  it('names an item with its time, and its end when it has one', () => {
    expect(itemWithTime({ name: 'Judo', time: '17:00', endTime: '18:00' })).toBe(
      'Judo 17:00–18:00',
    );
    expect(itemWithTime({ name: 'Dentiste', time: '17:30', endTime: null })).toBe('Dentiste 17:30');
  });
});
