import { describe, expect, it } from 'vitest';
import {
  addMonths,
  describePeople,
  endOfMonth,
  monthWeeks,
  peopleOfDay,
  startOfMonth,
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
    location: null,
    recurrence: 'none',
    assignedToId: null,
    assignedTo: null,
    assignedToEmoji: null,
    assignedToColour: null,
    childId: null,
    child: null,
    childEmoji: null,
    childColour: null,
    responsibles: [],
    children: [],
    ...people,
  };
}

const camille = {
  assignedToId: 'c',
  assignedTo: 'Camille',
  assignedToEmoji: '👩',
  assignedToColour: 'bleu',
  responsibles: [{ id: 'c', name: 'Camille', emoji: '👩', colour: 'bleu' }],
} as const satisfies Partial<TaskListItem>;
const leo = {
  childId: 'l',
  child: 'Léo',
  childEmoji: '👦',
  childColour: 'vert',
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
});
