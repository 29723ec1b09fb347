import { describe, expect, it } from 'vitest';
import { listItemCreateSchema } from '../../domain/lists.ts';
import {
  dueWords,
  hasTodoFields,
  isOverdue,
  reminderInstant,
  TODO_MESSAGES,
  todoLine,
  todoRuleErrors,
} from '../../domain/todos.ts';

const none = { dueDate: null, dueTime: null, reminder: null };

describe('to-do rules', () => {
  it('a reminder must precede the due moment: its time, else the end of its day', () => {
    const due = { dueDate: '2026-12-15', dueTime: '18:00' };
    expect(todoRuleErrors({ ...due, reminder: '2026-12-15T18:00' }, '2026-11-29')).toEqual({});
    expect(todoRuleErrors({ ...due, reminder: '2026-12-15T18:01' }, '2026-11-29')).toEqual({
      reminder: TODO_MESSAGES.reminderAfterDue,
    });
    const allDay = { dueDate: '2026-12-15', dueTime: null };
    expect(todoRuleErrors({ ...allDay, reminder: '2026-12-15T23:59' }, '2026-11-29')).toEqual({});
    expect(todoRuleErrors({ ...allDay, reminder: '2026-12-16T00:00' }, '2026-11-29')).toEqual({
      reminder: TODO_MESSAGES.reminderAfterDue,
    });
  });

  it('a reminder needs a due day, a time needs a day, a new reminder cannot be before today', () => {
    expect(todoRuleErrors({ ...none, reminder: '2026-12-15T08:00' }, '2026-11-29')).toEqual({
      reminder: TODO_MESSAGES.reminderNeedsDueDate,
    });
    expect(todoRuleErrors({ ...none, dueTime: '08:00' }, '2026-11-29')).toEqual({
      dueDate: TODO_MESSAGES.dueDateRequiredForTime,
    });
    const past = { dueDate: '2026-12-15', dueTime: null, reminder: '2026-11-28T08:00' };
    expect(todoRuleErrors(past, '2026-11-29')).toEqual({
      reminder: TODO_MESSAGES.reminderInPast,
    });
    // Kept as it was stored: a to-do reworded after its reminder is not refused.
    expect(todoRuleErrors(past, '2026-11-29', '2026-11-28T08:00')).toEqual({});
  });

  it('the reminder is read in the space zone', () => {
    expect(reminderInstant('2026-12-14T19:00', 'Europe/Paris')).toBe('2026-12-14T18:00:00.000Z');
    expect(reminderInstant(null, 'Europe/Paris')).toBeNull();
  });

  it('overdue: not done and its due moment past on the family clock', () => {
    const item = { completed: false, dueDate: '2026-11-29', dueTime: '18:00' };
    expect(isOverdue(item, '2026-11-29T17:59')).toBe(false);
    expect(isOverdue(item, '2026-11-29T18:01')).toBe(true);
    expect(isOverdue({ ...item, completed: true }, '2026-12-01T00:00')).toBe(false);
    expect(isOverdue({ ...item, dueTime: null }, '2026-11-29T23:00')).toBe(false);
    expect(isOverdue({ completed: false, dueDate: null }, '2030-01-01T00:00')).toBe(false);
  });

  it('says when in a few French words, on one line with the people', () => {
    expect(dueWords({ dueDate: '2026-12-15' }, '2026-11-29')).toBe('avant le mar. 15 déc.');
    expect(dueWords({ dueDate: '2026-12-01', dueTime: '18:00' }, '2026-11-29')).toBe(
      'avant le mar. 1er déc. à 18:00',
    );
    expect(dueWords({ dueDate: '2026-11-29' }, '2026-11-29')).toBe("aujourd'hui");
    expect(dueWords({ dueDate: '2026-11-30', dueTime: '08:00' }, '2026-11-29')).toBe(
      'demain à 08:00',
    );
    expect(todoLine(['Thomas'], 'avant le mar. 15 déc.')).toBe('Thomas · avant le mar. 15 déc.');
    expect(todoLine(['Thomas', 'Léa'], null)).toBe('Thomas, Léa');
    expect(todoLine([], null)).toBe('');
  });

  it('reads the fields: people once each, empty values as none', () => {
    const id = '0b0f5c4e-9b1a-4d7e-8c1a-3f2e1d0c9b8a';
    const parsed = listItemCreateSchema.parse({
      text: 'Carte',
      assigneeIds: [id.toUpperCase(), id],
      dueDate: '',
      reminder: '',
    });
    expect(parsed.assigneeIds).toEqual([id]);
    expect(parsed.dueDate).toBeNull();
    expect(hasTodoFields(parsed)).toBe(true);
    expect(hasTodoFields({ assigneeIds: [], dueDate: null })).toBe(false);
    const wrong = listItemCreateSchema.safeParse({ text: 'Carte', reminder: '2026-12-15 08:00' });
    expect(wrong.success).toBe(false);
  });
});
