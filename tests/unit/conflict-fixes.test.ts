import { describe, expect, it } from 'vitest';
import { type AlertTask, detectAlerts, findConflicts } from '../../domain/alerts.ts';
import {
  IGNORED_CONFLICT_MESSAGES,
  ignoreConflictSchema,
  ignoredPairKey,
  occurrenceKey,
  storedPair,
  taskOfKey,
} from '../../domain/ignored-conflicts.ts';
import {
  conflictSchema,
  moveInput,
  reassignedPeople,
  reassignmentInput,
  shiftedEnd,
} from '../../web/src/features/notifications/lib/assign-form.ts';

const FROM = '2030-01-07';
const TO = '2030-02-05';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function task(id: string, extra: Partial<AlertTask> = {}): AlertTask {
  return {
    id,
    name: id === A ? 'Judo' : 'Dentiste',
    type: 'sport',
    date: '2030-01-08',
    time: '17:00',
    endTime: '18:00',
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    people: [{ profileId: 'camille', name: null, emoji: null, role: 'responsible' }],
    ...extra,
  };
}

describe('ignored pairs of occurrences', () => {
  it('name an occurrence by its id, day and times, and a pair the same both ways round', () => {
    const key = occurrenceKey({
      occurrenceId: `${A}_recurring_2030-01-15`,
      date: '2030-01-15',
      time: '17:00',
      endTime: null,
    });
    expect(key).toBe(`${A}_recurring_2030-01-15@2030-01-15T17:00-`);
    expect(taskOfKey(key)).toBe(A);
    expect(taskOfKey('pas une occurrence')).toBeNull();
    expect(ignoredPairKey('x', 'y')).toBe(ignoredPairKey('y', 'x'));
  });

  it('leave out only the ignored pair: the next week of a series clashes again', () => {
    const series = task(A, { recurrence: 'weekly' });
    const weekly = task(B, { recurrence: 'weekly', time: '17:30', endTime: '18:30' });
    const [first] = findConflicts([series, weekly], FROM, TO);
    expect(first?.dates).toHaveLength(5);
    const ignored = new Set([ignoredPairKey(first?.items[0].key ?? '', first?.items[1].key ?? '')]);
    const [after] = findConflicts([series, weekly], FROM, TO, ignored);
    expect(after?.date).toBe('2030-01-15');
    expect(after?.dates).toHaveLength(4);
  });

  it('reopen when either occurrence moves, even if it still clashes', () => {
    const [clash] = findConflicts([task(A), task(B, { time: '17:30' })], FROM, TO);
    const ignored = new Set([ignoredPairKey(clash?.items[0].key ?? '', clash?.items[1].key ?? '')]);
    expect(findConflicts([task(A), task(B, { time: '17:30' })], FROM, TO, ignored)).toEqual([]);
    expect(findConflicts([task(A), task(B, { time: '17:45' })], FROM, TO, ignored)).toHaveLength(1);
  });

  it('are listed apart, once per pair even when it clashes for both parents, soonest first', () => {
    const both = (extra: Partial<AlertTask>) => ({
      ...extra,
      people: [
        { profileId: 'camille', name: 'Camille', emoji: null, role: 'responsible' as const },
        { profileId: 'thomas', name: 'Thomas', emoji: null, role: 'responsible' as const },
      ],
    });
    const series = task(A, both({ recurrence: 'weekly' }));
    const weekly = task(B, both({ recurrence: 'weekly', time: '17:30', endTime: '18:30' }));
    const flagged = detectAlerts([series, weekly], FROM, TO).conflicts;
    // One card for the clash, naming both parents, with the five Tuesdays.
    expect(flagged.map((conflict) => conflict.people?.map((p) => p.name))).toEqual([
      ['Camille', 'Thomas'],
    ]);
    expect(flagged[0]?.description).toContain('pour Camille et Thomas');
    const pairOn = (day: number) => {
      const items = flagged[0]?.items ?? [];
      const on = (key = '') => key.replaceAll('2030-01-08', `2030-01-${day}`);
      return ignoredPairKey(on(items[0]?.key), on(items[1]?.key));
    };
    const alerts = detectAlerts([series, weekly], FROM, TO, new Set([pairOn(22), pairOn(15)]));
    expect(alerts.ignored.map((conflict) => [conflict.date, conflict.dates])).toEqual([
      ['2030-01-15', ['2030-01-15']],
      ['2030-01-22', ['2030-01-22']],
    ]);
    expect(alerts.ignored[0]?.items.map((item) => item.name)).toEqual(['Judo', 'Dentiste']);
    expect(alerts.ignored[0]?.id).toBe(`ignored:${pairOn(15)}`);
    // The other Tuesdays are still flagged, on the one card.
    expect(alerts.conflicts.map((conflict) => conflict.dates.length)).toEqual([3]);
    expect(detectAlerts([series, weekly], FROM, TO).ignored).toEqual([]);
  });

  it('« Ignorer pour toute la série » leaves out every clash of the two series, listed once', () => {
    const series = task(A, { recurrence: 'weekly' });
    const weekly = task(B, { recurrence: 'weekly', time: '17:30', endTime: '18:30' });
    const flagged = detectAlerts([series, weekly], FROM, TO).conflicts;
    expect(flagged[0]?.dates).toHaveLength(5);
    const [first, second] = flagged[0]?.items ?? [];
    const pair = storedPair([first?.key ?? '', second?.key ?? ''], true);
    expect(pair).toEqual([`${A}@*`, `${B}@*`]);
    const alerts = detectAlerts([series, weekly], FROM, TO, new Set([ignoredPairKey(...pair)]));
    expect(alerts.conflicts).toEqual([]);
    expect(alerts.ignored).toHaveLength(1);
    expect(alerts.ignored[0]).toMatchObject({ series: true, date: '2030-01-08' });
    expect(alerts.ignored[0]?.dates).toHaveLength(5);
    // An occurrence edited alone is a task of its own: its clash is flagged again.
    const split = task('00000000-0000-4000-8000-0000000000c3', {
      date: '2030-01-15',
      time: '17:15',
      endTime: '18:00',
    });
    const withSplit = detectAlerts(
      [{ ...series, recurrenceExceptions: ['2030-01-15'] }, weekly, split],
      FROM,
      TO,
      new Set([ignoredPairKey(...pair)]),
    );
    expect(withSplit.conflicts.map((conflict) => conflict.date)).toEqual(['2030-01-15']);
  });

  it('a whole series is asked for with `series`, never for a followed calendar’s event', () => {
    const key = (id: string) => `${id}@2030-01-08T17:00-18:00`;
    const calendar = `${A}_cal_0123abcd@2030-01-08T17:00-18:00`;
    expect(
      ignoreConflictSchema.safeParse({ occurrences: [key(A), key(B)], series: true }).success,
    ).toBe(true);
    const refused = ignoreConflictSchema.safeParse({
      occurrences: [calendar, key(B)],
      series: true,
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(IGNORED_CONFLICT_MESSAGES.seriesOfCalendar);
  });

  it('are asked for as two keys of two different tasks', () => {
    const key = (id: string) => `${id}@2030-01-08T17:00-18:00`;
    expect(ignoreConflictSchema.safeParse({ occurrences: [key(A), key(B)] }).success).toBe(true);
    expect(ignoreConflictSchema.safeParse({ occurrences: [key(A), key(A)] }).success).toBe(false);
    expect(ignoreConflictSchema.safeParse({ occurrences: [key(A)] }).success).toBe(false);
  });
});

describe('the conflict dialog’s writes', () => {
  it('« Qui le reprend ? » puts the new adult in the clashing one’s place and keeps the others', () => {
    expect(reassignedPeople(['camille', 'mamie'], 'camille', 'thomas')).toEqual([
      'thomas',
      'mamie',
    ]);
    // Already one of the responsible adults: named once.
    expect(reassignedPeople(['camille', 'thomas'], 'camille', 'thomas')).toEqual(['thomas']);
    const occurrence = { isRecurring: true, date: '2030-01-15', responsibleIds: ['camille'] };
    expect(reassignmentInput(occurrence, 'camille', 'thomas', 'occurrence')).toEqual({
      responsables: ['thomas'],
      scope: 'occurrence',
      instanceDate: '2030-01-15',
    });
  });

  it('« Décaler l’heure » moves that occurrence only, its length kept', () => {
    expect(shiftedEnd({ time: '09:30', endTime: '10:30' }, '10:00')).toBe('11:00');
    expect(shiftedEnd({ time: '09:30', endTime: null }, '10:00')).toBe('');
    expect(shiftedEnd({ time: '22:00', endTime: '23:30' }, '23:00')).toBe('');
    expect(moveInput({ isRecurring: true, date: '2030-01-15' }, '10:00', '')).toEqual({
      time: '10:00',
      endTime: null,
      scope: 'occurrence',
      instanceDate: '2030-01-15',
    });
    expect(moveInput({ isRecurring: false, date: '2030-01-15' }, '10:00', '11:00')).toEqual({
      time: '10:00',
      endTime: '11:00',
    });
  });

  it('asks each way out for what it needs, in French', () => {
    const base = { scope: 'occurrence' as const, item: null, responsable: null };
    expect(conflictSchema.safeParse({ ...base, action: 'ignore' }).success).toBe(true);
    const move = conflictSchema.safeParse({
      ...base,
      action: 'move',
      item: '1',
      time: '10:00',
      endTime: '09:00',
    });
    expect(move.error?.issues.map((i) => i.message)).toEqual([
      "L'heure de fin doit être après l'heure de début",
    ]);
    const reassign = conflictSchema.safeParse({ ...base, action: 'reassign' });
    expect(reassign.error?.issues.map((i) => i.message)).toEqual([
      'Choisissez ce que vous voulez changer',
      'Choisissez un adulte',
    ]);
  });
});
