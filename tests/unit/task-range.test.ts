import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../db/schema.ts';
import { expandTasks } from '../../domain/recurrence.ts';
import { type TaskCompletion, withCompletions } from '../../domain/task-completions.ts';
import { plannedItems } from '../../domain/task-range.ts';
import { type TaskRow, toTaskListItem } from '../../worker/tasks/queries.ts';
import { buildRange } from '../../worker/tasks/range.ts';

const SPACE = '00000000-0000-4000-8000-0000000000aa';
const LEA = '00000000-0000-4000-8000-0000000000b1';
const TOM = '00000000-0000-4000-8000-0000000000b2';
// Thomas was stored before colours existed: his colour is derived from his id, on both paths.
const PEOPLE: Record<string, { name: string; emoji: string; colour: string | null }> = {
  [LEA]: { name: 'Léa', emoji: '👧', colour: 'rose' },
  [TOM]: { name: 'Thomas', emoji: '👨', colour: null },
};

/** A stored task with its one adult and one child, as the fixtures name them. */
type Planned = Task & { adult?: string | null; kid?: string | null };

function task(i: number, overrides: Partial<Planned>): Planned {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    spaceId: SPACE,
    name: `Tâche ${i}`,
    type: 'sport',
    date: '2030-01-07',
    time: '17:00',
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
    skipPublicHolidays: false,
    skipSchoolHolidays: false,
    hasNotification: false,
    notificationTime: 15,
    description: 'long',
    notes: 'long',
    createdBy: null,
    createdAt: '2029-12-01T10:00:00.000Z',
    updatedAt: '2029-12-01T10:00:00.000Z',
    nextReminderAt: null,
    ...overrides,
  } as Planned;
}

/** What the range used to answer: one full item per occurrence, ticks applied. */
function before(tasks: Planned[], from: string, to: string, completions: TaskCompletion[]) {
  const rows: TaskRow[] = tasks.map(({ adult: _adult, kid: _kid, ...t }, index) => ({
    task: t,
    people: JSON.stringify(
      peoplePairs(tasks[index] as Planned).map(([profileId, role]) => ({
        id: profileId,
        ...PEOPLE[profileId],
        createdAt: String(Object.keys(PEOPLE).indexOf(profileId)),
        role,
      })),
    ),
  }));
  const occurrences = expandTasks(
    rows.map((row) => ({ ...row.task, row })),
    from,
    to,
  );
  return withCompletions(
    occurrences.map((o) => toTaskListItem(o.row, o)),
    completions,
  );
}

/** The same tasks as the range's SQL hands them over. */
function sqlRows(tasks: Planned[]) {
  return tasks.map((t) => ({
    id: t.id,
    name: t.name,
    type: t.type,
    date: t.date,
    time: t.time,
    endTime: t.endTime,
    allDay: t.allDay,
    endDate: t.endDate,
    location: t.location,
    recurrence: t.recurrence,
    recurrenceDays: t.recurrenceDays,
    recurrenceEndDate: t.recurrenceEndDate,
    recurrenceExceptions: t.recurrenceExceptions,
    recurrenceInterval: t.recurrenceInterval,
    recurrenceMonthPosition: t.recurrenceMonthPosition,
    skipPublicHolidays: t.skipPublicHolidays,
    skipSchoolHolidays: t.skipSchoolHolidays,
    people: JSON.stringify(peoplePairs(t)),
  }));
}

/** A task's `task_people` rows as the range's SQL pairs them: `[profileId, role]`. */
function peoplePairs(t: Planned): [string, 'responsible' | 'child'][] {
  return [
    ...(t.adult ? [[t.adult, 'responsible'] as [string, 'responsible']] : []),
    ...(t.kid ? [[t.kid, 'child'] as [string, 'child']] : []),
  ];
}

describe('the compact range (docs/decisions/012-compact-range.md)', () => {
  const tasks = [
    task(1, { recurrence: 'daily', recurrenceExceptions: ['2030-01-09'], adult: TOM }),
    task(2, { recurrence: 'weekly', date: '2029-12-04', kid: LEA, time: null }),
    task(3, { name: 'Éveil', date: '2030-01-08', time: '17:00', hasNotification: true }),
    task(4, { name: 'Eveil', date: '2030-01-08', time: '17:00' }),
    task(5, { recurrence: 'monthly', date: '2029-11-30' }),
    task(6, { date: '2030-02-01' }),
  ];
  const completions: TaskCompletion[] = [
    { taskId: tasks[0]?.id ?? '', date: '2030-01-08', doneBy: 'Camille', doneAt: 'x' },
    { taskId: tasks[2]?.id ?? '', date: '2030-01-08', doneBy: null, doneAt: 'x' },
  ];

  it('rebuilds, item for item and in order, what the range used to answer', () => {
    const range = buildRange(SPACE, '2030-01-07', '2030-01-13', [
      sqlRows(tasks),
      Object.entries(PEOPLE).map(([id, p]) => ({ id, ...p })),
      completions,
    ]);
    expect(plannedItems(range)).toEqual(before(tasks, '2030-01-07', '2030-01-13', completions));
  });

  it('sends each series once and only those with an occurrence, with their people', () => {
    const range = buildRange(SPACE, '2030-01-07', '2030-01-13', [
      sqlRows(tasks),
      Object.entries(PEOPLE).map(([id, p]) => ({ id, ...p })),
      [],
    ]);
    // The monthly series (30th) and the February task have no day in that week.
    expect(range.series.map((s) => s.name)).toEqual(['Tâche 1', 'Tâche 2', 'Eveil', 'Éveil']);
    expect(range.occurrences).toHaveLength(6 + 1 + 2);
    expect(Object.keys(range.people).sort()).toEqual([LEA, TOM].sort());
    expect(range.people[LEA]?.colour).toBe('rose');
    expect(range.people[TOM]?.colour).toMatch(/^[a-z]+$/);
    // Only what the planning's views show (docs/decisions/022-week-request-cost.md).
    expect(Object.keys(range.series[0] ?? {}).sort()).toEqual(
      [
        'id',
        'name',
        'type',
        'time',
        'endTime',
        'allDay',
        'span',
        'location',
        'recurrence',
        'responsibleIds',
        'childIds',
      ].sort(),
    );
  });
});

describe('the compact range keeps the planning order (property)', () => {
  const NAMES = ['Piscine', 'piscine', 'Éveil', 'Eveil', 'Œuf', 'Zoo', 'A'];
  const TIMES = [null, '08:00', '17:00', '17:30'];
  const arbitraryTask = (idOf: (i: number) => string) =>
    fc
      .record({
        name: fc.constantFrom(...NAMES),
        time: fc.constantFrom(...TIMES),
        day: fc.integer({ min: 0, max: 20 }),
        recurrence: fc.constantFrom('none', 'daily', 'weekly', 'monthly', 'yearly'),
        exception: fc.boolean(),
        person: fc.constantFrom(null, LEA, TOM),
      })
      .map((r) => (i: number) => {
        const start = `2030-01-${String(1 + r.day).padStart(2, '0')}`;
        return task(i, {
          id: idOf(i),
          name: r.name,
          time: r.time,
          date: start,
          recurrence: r.recurrence as Task['recurrence'],
          recurrenceExceptions: r.exception ? ['2030-01-09'] : [],
          adult: r.person,
        });
      });

  const check = (idOf: (i: number) => string) =>
    fc.assert(
      fc.property(
        fc.array(arbitraryTask(idOf), { maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(24), fc.integer({ min: 7, max: 13 })), { maxLength: 10 }),
        (makers, ticks) => {
          const tasks = makers.map((make, i) => make(i));
          const completions: TaskCompletion[] = ticks.map(([i, day]) => ({
            taskId: tasks[i % Math.max(tasks.length, 1)]?.id ?? 'none',
            date: `2030-01-${String(day).padStart(2, '0')}`,
            doneBy: 'Camille',
            doneAt: 'x',
          }));
          const range = buildRange(SPACE, '2030-01-07', '2030-01-13', [
            sqlRows(tasks),
            Object.entries(PEOPLE).map(([id, p]) => ({ id, ...p })),
            completions,
          ]);
          expect(plannedItems(range)).toEqual(
            before(tasks, '2030-01-07', '2030-01-13', completions),
          );
        },
      ),
      { numRuns: 200 },
    );

  it('with stored ids (UUIDs, one length), ordered per series', () => {
    check((i) => `00000000-0000-4000-8000-${String(999 - i).padStart(12, '0')}`);
  });

  it('with ids of several lengths, some prefixes of others, compared in full', () => {
    check((i) => 'a'.repeat(1 + (i % 4)) + (i >= 4 ? String(i) : ''));
  });
});
