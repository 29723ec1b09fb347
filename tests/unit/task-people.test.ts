import { describe, expect, it } from 'vitest';
import { type AlertTask, findConflicts, findUnassigned } from '../../domain/alerts.ts';
import { everyoneOf, involves, isUnassigned, namesInFrench } from '../../domain/task-people.ts';

const lea = { profileId: 'lea', name: 'Léa', emoji: null, role: 'child' as const };
const claire = { profileId: 'claire', name: 'Claire', emoji: null, role: 'responsible' as const };
const marc = { profileId: 'marc', name: 'Marc', emoji: null, role: 'responsible' as const };

function event(id: string, time: string, endTime: string, people: AlertTask['people']): AlertTask {
  return {
    id,
    name: id,
    type: 'ecole',
    date: '2030-01-07',
    time,
    endTime,
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    people: people ?? [],
  };
}

describe('the people of an event', () => {
  it('involves every responsible adult and every child, each once', () => {
    const task = { responsibleIds: ['claire', 'marc'], childIds: ['lea', 'claire'] };
    expect(everyoneOf(task)).toEqual(['claire', 'marc', 'lea']);
    expect(involves(task, 'lea')).toBe(true);
    expect(involves(task, 'tom')).toBe(false);
    expect(isUnassigned({ responsibleIds: [] })).toBe(true);
    expect(isUnassigned(task)).toBe(false);
  });

  it('names people as a French list', () => {
    expect(namesInFrench([])).toBe('');
    expect(namesInFrench(['Léa'])).toBe('Léa');
    expect(namesInFrench(['Léa', 'Tom'])).toBe('Léa et Tom');
    expect(namesInFrench(['Léa', 'Tom', 'Zoé'])).toBe('Léa, Tom et Zoé');
  });

  it('a child on two overlapping events is a conflict even with different adults', () => {
    const conflicts = findConflicts(
      [
        event('Judo', '17:00', '18:00', [claire, lea]),
        event('Piano', '17:30', '18:30', [marc, lea]),
      ],
      '2030-01-07',
      '2030-01-07',
    );
    expect(conflicts.map((c) => c.adult)).toEqual([{ ...lea }]);
    expect(conflicts[0]?.id).toBe('conflict:Judo:Piano');
  });

  it('one card per clash names every shared person, the adult first to replace; people apart never clash', () => {
    const both = findConflicts(
      [
        event('A', '17:00', '18:00', [claire, lea]),
        event('B', '17:30', '18:30', [claire, lea]),
        event('C', '17:30', '18:30', [marc]),
      ],
      '2030-01-07',
      '2030-01-07',
    );
    expect(both).toHaveLength(1);
    expect(both[0]?.people?.map((p) => p.profileId).sort()).toEqual(['claire', 'lea']);
    expect(both[0]?.adult.profileId).toBe('claire');
  });

  it('an event whose only people are children is « Non assigné »', () => {
    const unassigned = findUnassigned(
      [event('Dépôt', '08:00', '08:30', [lea]), event('Courses', '09:00', '10:00', [claire])],
      '2030-01-07',
      '2030-01-07',
    );
    expect(unassigned.map((a) => a.item.name)).toEqual(['Dépôt']);
  });
});
