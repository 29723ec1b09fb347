import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cellTitles,
  describePeople,
  endOfMonth,
  monthWeeks,
  peopleOfDay,
  startOfMonth,
  upcoming,
  upcomingDays,
} from '../../domain/month-view.ts';
import type { TaskListItem } from '../../domain/tasks.ts';

function item(name: string, people: Partial<TaskListItem> = {}): TaskListItem {
  return {
    id: name,
    originalId: name,
    instanceDate: null,
    isRecurring: false,
    kind: 'task',
    spaceId: 's',
    name,
    type: 'ecole',
    date: '2026-11-11',
    time: '09:00',
    endTime: null,
    allDay: false,
    span: null,
    location: null,
    recurrence: 'none',
    responsibles: [],
    children: [],
    ...people,
  };
}

const camille = {
  responsibles: [{ id: 'c', name: 'Camille', emoji: '👩', colour: 'bleu' }],
} as const satisfies Partial<TaskListItem>;
const leo = {
  children: [{ id: 'l', name: 'Léo', emoji: '👦', colour: 'vert' }],
} as const satisfies Partial<TaskListItem>;

describe('month view', () => {
  it('moves by months across years, and knows their ends (leap years too)', () => {
    expect(startOfMonth('2026-11-23')).toBe('2026-11-01');
    expect(addMonths('2026-11-23', 1)).toBe('2026-12-01');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(addMonths('2026-03-15', -14)).toBe('2025-01-01');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2026-11-01')).toBe('2026-11-30');
  });

  it('lays a month out in whole weeks, Monday first', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    const november = monthWeeks('2026-11-11');
    expect(november).toHaveLength(6);
    expect(november[0]?.[0]).toBe('2026-10-26');
    expect(november[0]?.[6]).toBe('2026-11-01');
    expect(november[5]?.[0]).toBe('2026-11-30');
    expect(november[5]?.[6]).toBe('2026-12-06');
    for (const week of november) expect(week).toHaveLength(7);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    const february = monthWeeks('2027-02-14');
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]).toBe('2027-02-01');
    expect(february[3]?.[6]).toBe('2027-02-28');
  });

  it('says who has what on a day: adults and children, each once, nobody last', () => {
    const people = peopleOfDay([
      item('Courses'),
      item('Piscine', { ...camille, ...leo }),
      item('Réunion', camille),
      item('Réunion', camille),
    ]);
    expect(people.map((p) => [p.name, p.colour, p.items])).toEqual([
      ['Camille', 'bleu', ['Piscine', 'Réunion']],
      ['Léo', 'vert', ['Piscine']],
      ['Non assigné', null, ['Courses']],
    ]);
    expect(describePeople(people)).toBe(
      'Camille : Piscine, Réunion ; Léo : Piscine ; Non assigné : Courses',
    );
    expect(peopleOfDay([])).toEqual([]);
  });

  it('writes a cell’s first titles with their time and every person, and counts the rest', () => {
    const day = [
      item('Piscine', { ...camille, ...leo, time: '10:00' }),
      item('Goûter', { ...leo, time: null }),
      item('Courses', { time: '18:00' }),
      item('Dîner chez Mamie', { time: '19:30' }),
    ];
    const { shown, more } = cellTitles(day, 3);
    expect(shown.map((title) => [title.time, title.name, title.people.map((p) => p.name)])).toEqual(
      [
        ['10:00', 'Piscine', ['Camille', 'Léo']],
        [null, 'Goûter', ['Léo']],
        ['18:00', 'Courses', []],
      ],
    );
    expect(more).toBe(1);
    expect(cellTitles(day.slice(0, 2), 3).more).toBe(0);
    expect(cellTitles([], 3)).toEqual({ shown: [], more: 0 });
  });

  it('draws a multi-day event as one bar: first, named, with its time once, then untimed pieces', () => {
    const span = { start: '2026-12-09', end: '2026-12-14' };
    const trip = (date: string) => item('Classe de neige', { date, time: '08:00', span });
    const lunch = item('Cantine', { date: '2026-12-10', time: '12:00' });
    const first = cellTitles([trip('2026-12-09')], 3).shown[0];
    expect([first?.piece, first?.titled, first?.time]).toEqual(['first', true, '08:00']);
    // Its bar comes before the day's other items, so that it keeps its line.
    const thursday = cellTitles([lunch, trip('2026-12-10')], 3).shown;
    expect(thursday.map((t) => [t.name, t.piece, t.titled, t.time])).toEqual([
      ['Classe de neige', 'middle', false, null],
      ['Cantine', null, true, '12:00'],
    ]);
    // Named again on the Monday a new week's row starts, and ended on its last day.
    expect(cellTitles([trip('2026-12-14')], 3).shown[0]).toMatchObject({
      piece: 'last',
      titled: true,
      time: null,
    });
  });

  it('lists what comes in the next seven days, by day, across a month’s end, empty days left out', () => {
    expect(upcomingDays('2026-11-27')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    const items = [
      item('Hier', { date: '2026-11-26' }),
      item('Judo', { date: '2026-11-28' }),
      item('Piscine', { date: '2026-12-03' }),
      item('Dentiste', { date: '2026-11-28' }),
      item('Trop tard', { date: '2026-12-04' }),
    ];
    expect(
      upcoming(items, '2026-11-27').map((group) => [group.day, group.items.map((i) => i.name)]),
    ).toEqual([
      ['2026-11-28', ['Judo', 'Dentiste']],
      ['2026-12-03', ['Piscine']],
    ]);
  });
});
