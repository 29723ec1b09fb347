import { describe, expect, it } from 'vitest';
import { type AlertTask, conflictWarning, findConflicts } from '../../domain/alerts.ts';

const DAY = '2026-11-24';

function task(id: string, name: string, assignedTo: string, assigneeName: string): AlertTask {
  return {
    id,
    name,
    type: 'sport',
    date: DAY,
    time: '10:00',
    endTime: null,
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    people: [{ profileId: assignedTo, name: assigneeName, emoji: null, role: 'responsible' }],
  };
}

describe('conflictWarning', () => {
  it('names the other item and the adult, for the saved task only', () => {
    const conflicts = findConflicts(
      [task('a', 'Piscine', 'thomas', 'Thomas'), task('b', 'Dentiste', 'thomas', 'Thomas')],
      DAY,
      DAY,
    );
    expect(conflictWarning(conflicts, 'b')).toBe(
      "Attention : conflit d'horaire avec « Piscine » (Thomas)",
    );
    expect(conflictWarning(conflicts, 'a')).toBe(
      "Attention : conflit d'horaire avec « Dentiste » (Thomas)",
    );
  });

  it('lists several clashes once each, and says nothing without one', () => {
    const conflicts = findConflicts(
      [
        task('a', 'Piscine', 'thomas', 'Thomas'),
        task('b', 'Dentiste', 'thomas', 'Thomas'),
        task('c', 'Judo', 'thomas', 'Thomas'),
      ],
      DAY,
      DAY,
    );
    const warning = conflictWarning(conflicts, 'c') ?? '';
    expect(warning).toMatch(
      /^Attention : conflit d'horaire avec « \S+ » \(Thomas\) et « \S+ » \(Thomas\)$/,
    );
    expect(warning).toContain('« Piscine »');
    expect(warning).toContain('« Dentiste »');
    expect(conflictWarning([], 'c')).toBeNull();
  });

  it('names a followed calendar’s event with its calendar', () => {
    const lesson: AlertTask = {
      ...task('cal_1', 'Cours de danse', 'lea', 'Léa'),
      calendar: { id: 'cal', name: 'École de danse' },
    };
    const conflicts = findConflicts([lesson, task('b', 'Anniversaire', 'lea', 'Léa')], DAY, DAY);
    expect(conflictWarning(conflicts, 'b')).toBe(
      "Attention : conflit d'horaire avec « Cours de danse » du calendrier « École de danse » (Léa)",
    );
  });
});
