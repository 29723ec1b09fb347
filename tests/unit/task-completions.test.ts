import { describe, expect, it } from 'vitest';
import { expandTasks } from '../../domain/recurrence.ts';
import {
  completedDedupeKey,
  completedTitle,
  doneCount,
  type TaskCompletion,
  taskDoneSchema,
  withCompletions,
} from '../../domain/task-completions.ts';
import { itemNeedsNobody } from '../../domain/task-people.ts';

const series = {
  id: 'series-1',
  name: 'Piscine',
  date: '2026-11-02',
  recurrence: 'weekly' as const,
  recurrenceDays: [],
  recurrenceEndDate: null,
  recurrenceExceptions: [],
};
const single = { ...series, id: 'single-1', name: 'Dentiste', recurrence: 'none' as const };

function tickOf(taskId: string, date: string, doneBy = 'Camille'): TaskCompletion {
  return { taskId, date, doneBy, doneAt: '2026-11-09T18:00:00.000Z' };
}

describe('withCompletions', () => {
  it('ticking one occurrence of a series leaves the other occurrences to do', () => {
    const month = expandTasks([series], '2026-11-01', '2026-11-30');
    expect(month.map((o) => o.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    const result = withCompletions(month, [tickOf('series-1', '2026-11-09')]);
    expect(result.map((o) => `${o.date} ${o.done ? 'fait' : 'à faire'}`)).toEqual([
      '2026-11-02 à faire',
      '2026-11-09 fait',
      '2026-11-16 à faire',
      '2026-11-23 à faire',
      '2026-11-30 à faire',
    ]);
    expect(result.find((o) => o.done)?.doneBy).toBe('Camille');
    expect(result.filter((o) => !o.done).every((o) => o.doneBy === null)).toBe(true);
  });

  it("matches a tick by task and day: another task's tick on the same day changes nothing", () => {
    const items = expandTasks([series, single], '2026-11-02', '2026-11-02');
    const result = withCompletions(items, [tickOf('single-1', '2026-11-02', 'Thomas')]);
    expect(result.map((o) => [o.name, o.done, o.doneBy])).toEqual([
      ['Dentiste', true, 'Thomas'],
      ['Piscine', false, null],
    ]);
  });

  it('a tick on a day that is no longer an occurrence marks nothing', () => {
    const moved = { ...series, recurrenceExceptions: ['2026-11-09'] };
    const result = withCompletions(expandTasks([moved], '2026-11-01', '2026-11-15'), [
      tickOf('series-1', '2026-11-09'),
    ]);
    expect(result.map((o) => o.date)).toEqual(['2026-11-02']);
    expect(result.some((o) => o.done)).toBe(false);
  });

  it('counts the done occurrences for the week summary', () => {
    const week = withCompletions(expandTasks([series, single], '2026-11-02', '2026-11-08'), [
      tickOf('single-1', '2026-11-02'),
    ]);
    expect(doneCount(week)).toEqual({ done: 1, total: 2 });
  });
});

describe('which items carry a « Fait » tick', () => {
  const person = { id: 'p', name: 'Camille', emoji: null, colour: null };
  it('an all-day or multi-day item nobody is responsible for has none, until someone is', () => {
    const birthday = { allDay: true, span: null, responsibles: [] };
    const trip = {
      allDay: false,
      span: { start: '2026-12-02', end: '2026-12-04' },
      responsibles: [],
    };
    expect(itemNeedsNobody(birthday as never)).toBe(true);
    expect(itemNeedsNobody(trip as never)).toBe(true);
    expect(itemNeedsNobody({ ...birthday, responsibles: [person] } as never)).toBe(false);
    expect(itemNeedsNobody({ allDay: false, span: null, responsibles: [] } as never)).toBe(false);
  });
});

describe('texts and input', () => {
  it('words the completed notification as the family reads it', () => {
    expect(completedTitle('Piscine', 'Thomas')).toBe('Piscine a été fait par Thomas');
    // Today's tick says no day; another day's names it, so a tick ahead is not read as today's.
    expect(completedTitle('Piscine', 'Thomas', '2026-11-29', '2026-11-29')).toBe(
      'Piscine a été fait par Thomas',
    );
    expect(completedTitle('Piscine', 'Mamie', '2026-12-04', '2026-11-29')).toBe(
      'Piscine (vendredi) a été fait par Mamie',
    );
    expect(completedTitle('Piscine', 'Mamie', '2026-12-11', '2026-11-29')).toBe(
      'Piscine (vendredi 11 décembre) a été fait par Mamie',
    );
    expect(completedDedupeKey('t1', '2026-11-09')).toBe('completed:t1:2026-11-09');
  });

  it('refuses a day that does not exist and a profile that is not an id, in French', () => {
    const bad = taskDoneSchema.safeParse({ done: true, date: '2026-02-30', profileId: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Date d’occurrence invalide',
      'Profil invalide',
    ]);
    expect(taskDoneSchema.safeParse({ done: 'oui' }).success).toBe(false);
  });
});
