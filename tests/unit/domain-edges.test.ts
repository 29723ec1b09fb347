/**
 * Edges of recurrence, zoned time and conflicts that the other unit tests left open (found by
 * `npm run test:mutation`): a yearly series whose window ends on its very day, an id that is only
 * an occurrence suffix, an order that does not depend on the input's, the seconds of a historic
 * time-zone offset, and the conflict texts without a name or with three clashes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlertTask,
  conflictDescription,
  conflictWarning,
  findConflicts,
} from '../../domain/alerts.ts';
import { expandTasks, occurrenceDates, parseOccurrenceId } from '../../domain/recurrence.ts';
import { zonedDate, zonedDateTimeToInstant } from '../../domain/zoned-time.ts';

describe('recurrence edges', () => {
  it('includes the last day of the window when a yearly series falls on it (1 January)', () => {
    const newYear = {
      date: '2020-01-01',
      recurrence: 'yearly' as const,
      recurrenceDays: [],
      recurrenceEndDate: null,
      recurrenceExceptions: [],
    };
    expect(occurrenceDates(newYear, '2026-12-31', '2027-01-01')).toEqual(['2027-01-01']);
    expect(occurrenceDates(newYear, '2027-01-01', '2027-01-01')).toEqual(['2027-01-01']);
  });

  it('reads an id that starts with the occurrence suffix as an empty task id and a date', () => {
    expect(parseOccurrenceId('_recurring_2026-11-23')).toEqual({
      taskId: '',
      instanceDate: '2026-11-23',
    });
  });

  it('orders occurrences the same whatever the order of the tasks given', () => {
    const task = fc.record({
      id: fc.uuid(),
      name: fc.constantFrom('Judo', 'école', 'Ballet', 'Zoo'),
      time: fc.constantFrom(null, '08:00', '09:30', '17:00'),
      date: fc.constantFrom('2026-11-23', '2026-11-24', '2026-11-25'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(task, { minLength: 2, maxLength: 8, selector: (t) => t.id }),
        (list) => {
          const tasks = list.map((t) => ({
            ...t,
            recurrence: 'none' as const,
            recurrenceDays: [],
            recurrenceEndDate: null,
            recurrenceExceptions: [],
          }));
          const order = (given: typeof tasks) =>
            expandTasks(given, '2026-11-23', '2026-11-25').map((o) => o.id);
          const forward = order(tasks);
          expect(order([...tasks].reverse())).toEqual(forward);
          const byKey = expandTasks(tasks, '2026-11-23', '2026-11-25').map(
            (o) => `${o.date} ${o.time ?? ''}`,
          );
          expect(byKey).toEqual([...byKey].sort());
        },
      ),
    );
  });
});

describe('zoned time edges', () => {
  it('keeps the seconds of an offset: Paris was 9 min 21 s ahead of Greenwich in 1900', () => {
    expect(zonedDateTimeToInstant('1900-06-01', '12:00', 'Europe/Paris').toISOString()).toBe(
      '1900-06-01T11:50:39.000Z',
    );
    // 23:59:40 in Paris, 23:50:19 in Greenwich; 40 s later it is the next day in Paris.
    expect(zonedDate(new Date('1900-06-01T23:50:19Z'), 'Europe/Paris')).toBe('1900-06-01');
    expect(zonedDate(new Date('1900-06-01T23:50:39Z'), 'Europe/Paris')).toBe('1900-06-02');
  });
});

describe('conflict texts edges', () => {
  function task(id: string, name: string, assigneeName: string | null): AlertTask {
    return {
      id,
      name,
      type: 'sport',
      date: '2026-11-24',
      time: '10:00',
      endTime: null,
      recurrence: 'none',
      recurrenceDays: [],
      recurrenceEndDate: null,
      recurrenceExceptions: [],
      people: [{ profileId: 'adulte', name: assigneeName, emoji: null, role: 'responsible' }],
    };
  }

  it('leaves the name out when the adult has none', () => {
    expect(conflictDescription(null, 'Piscine', 'Dentiste')).toBe(
      '« Piscine » et « Dentiste » ont lieu en même temps.',
    );
    expect(conflictDescription('Thomas', 'Piscine', 'Dentiste')).toBe(
      '« Piscine » et « Dentiste » ont lieu en même temps pour Thomas.',
    );
    const conflicts = findConflicts(
      [task('a', 'Piscine', null), task('b', 'Dentiste', null)],
      '2026-11-24',
      '2026-11-24',
    );
    expect(conflictWarning(conflicts, 'b')).toBe("Attention : conflit d'horaire avec « Piscine »");
  });

  it('separates three clashes with commas and « et »', () => {
    const conflicts = findConflicts(
      ['a', 'b', 'c', 'd'].map((id) => task(id, `Cours ${id}`, 'Léa')),
      '2026-11-24',
      '2026-11-24',
    );
    expect(conflictWarning(conflicts, 'd')).toBe(
      "Attention : conflit d'horaire avec « Cours a » (Léa), « Cours b » (Léa) et « Cours c » (Léa)",
    );
  });
});
