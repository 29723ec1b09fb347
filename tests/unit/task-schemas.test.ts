import { describe, expect, it } from 'vitest';
import {
  nextReminderAt,
  TASK_MESSAGES,
  taskCreateSchema,
  taskFormSchema,
  taskMemoSchema,
  taskRangeQuerySchema,
  taskRuleErrors,
  taskUpdateSchema,
} from '../../domain/tasks.ts';
import { fieldErrors } from '../../domain/validation.ts';

const TODAY = '2026-11-23';

const validTask = {
  name: "Déposer Léa à l'école",
  type: 'ecole',
  date: '2026-11-24',
  time: '08:20',
};

function errorsOf(result: { success: boolean; error?: { issues: readonly unknown[] } }) {
  if (result.success || !result.error) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe('task form', () => {
  const schema = taskFormSchema('task', TODAY);

  it('gives the French messages for an empty task form', () => {
    const result = schema.safeParse({ name: '  ', date: '', time: '' });
    expect(errorsOf(result)).toEqual({
      name: 'Le nom de la tâche est requis',
      date: 'Veuillez sélectionner une date',
      time: "L'heure est requise",
      type: 'Veuillez sélectionner un type de tâche',
    });
  });

  it("gives the activity form's own messages", () => {
    const result = taskFormSchema('activity', TODAY).safeParse({ name: '', date: '', time: '' });
    expect(errorsOf(result)).toMatchObject({
      name: "Le titre de l'activité est requis",
      type: "Veuillez sélectionner un type d'activité",
    });
  });

  it('accepts only the categories of its kind', () => {
    expect(errorsOf(schema.safeParse({ ...validTask, type: 'sport' })).type).toBe(
      'Veuillez sélectionner un type de tâche',
    );
    const activity = taskFormSchema('activity', TODAY);
    expect(activity.safeParse({ ...validTask, type: 'sport' }).success).toBe(true);
    expect(activity.safeParse({ ...validTask, type: 'ecole' }).success).toBe(false);
    // 'autres' is in both lists.
    expect(activity.safeParse({ ...validTask, type: 'autres' }).success).toBe(true);
  });

  it('fills the defaults: no recurrence, no people, no reminder, 15 minutes', () => {
    const result = schema.parse(validTask);
    expect(result).toMatchObject({
      recurrence: 'none',
      recurrenceDays: [],
      hasNotification: false,
      notificationTime: 15,
    });
  });

  it('refuses dates before 1900-01-01 and days that do not exist', () => {
    expect(errorsOf(schema.safeParse({ ...validTask, date: '1899-12-31' })).date).toBe(
      TASK_MESSAGES.dateTooEarly,
    );
    expect(schema.safeParse({ ...validTask, date: '1900-01-01' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...validTask, date: '2026-02-29' })).date).toBe(
      'Veuillez sélectionner une date',
    );
  });

  it('refuses a time that is not HH:mm', () => {
    expect(errorsOf(schema.safeParse({ ...validTask, time: '24:00' })).time).toBe(
      TASK_MESSAGES.timeInvalid,
    );
    expect(errorsOf(schema.safeParse({ ...validTask, time: '8:20' })).time).toBe(
      TASK_MESSAGES.timeInvalid,
    );
  });

  it('takes an optional end time ("Heure de fin") that must be after the start', () => {
    expect(schema.parse({ ...validTask, endTime: '' }).endTime).toBeNull();
    expect(schema.parse({ ...validTask, endTime: '08:40' }).endTime).toBe('08:40');
    for (const endTime of ['08:20', '08:00']) {
      expect(errorsOf(schema.safeParse({ ...validTask, endTime })).endTime).toBe(
        "L'heure de fin doit être après l'heure de début",
      );
    }
  });

  it('requires a recurrence end date after today and not before the start', () => {
    const daily = { ...validTask, recurrence: 'daily', recurrenceDays: [1, 3] };
    expect(errorsOf(schema.safeParse({ ...daily, recurrenceEndDate: TODAY }))).toEqual({
      recurrenceEndDate: "La date de fin doit être postérieure à aujourd'hui",
    });
    expect(errorsOf(schema.safeParse({ ...daily, recurrenceEndDate: '2026-11-01' }))).toEqual({
      recurrenceEndDate: "La date de fin doit être postérieure à aujourd'hui",
    });
    expect(schema.safeParse({ ...daily, recurrenceEndDate: '2026-11-24' }).success).toBe(true);
    const later = { ...daily, date: '2026-12-10' };
    expect(errorsOf(schema.safeParse({ ...later, recurrenceEndDate: '2026-12-01' }))).toEqual({
      recurrenceEndDate: TASK_MESSAGES.recurrenceEndDateBeforeStart,
    });
    // Without recurrence the end date is not looked at.
    expect(schema.safeParse({ ...validTask, recurrenceEndDate: '2026-11-01' }).success).toBe(true);
  });

  it('stores the weekdays sorted without duplicates and refuses other numbers', () => {
    const daily = { ...validTask, recurrence: 'daily' };
    expect(schema.parse({ ...daily, recurrenceDays: [5, 1, 5, 3] }).recurrenceDays).toEqual([
      1, 3, 5,
    ]);
    expect(schema.safeParse({ ...daily, recurrenceDays: [0] }).success).toBe(false);
    expect(schema.safeParse({ ...daily, recurrenceDays: [8] }).success).toBe(false);
  });

  it('offers the lead times 5, 15, 30, 60, 120 and 1440 minutes, given as numbers or text', () => {
    for (const minutes of [5, 15, 30, 60, 120, 1440]) {
      expect(schema.parse({ ...validTask, notificationTime: minutes }).notificationTime).toBe(
        minutes,
      );
      expect(
        schema.parse({ ...validTask, notificationTime: String(minutes) }).notificationTime,
      ).toBe(minutes);
    }
    for (const minutes of [0, 10, 45, 2880, '15 min']) {
      expect(errorsOf(schema.safeParse({ ...validTask, notificationTime: minutes }))).toEqual({
        notificationTime: 'Délai de rappel invalide',
      });
    }
  });

  it("reads 'none', '' and null as nobody for responsable and enfant", () => {
    for (const nobody of ['none', '', null]) {
      const parsed = schema.parse({ ...validTask, responsable: nobody, enfant: nobody });
      expect(parsed).toMatchObject({ responsable: 'none', enfant: 'none' });
    }
    expect(schema.parse({ ...validTask, responsable: ' Thomas ' }).responsable).toBe('Thomas');
  });

  it('turns emptied optional texts into null and trims the rest', () => {
    const parsed = schema.parse({ ...validTask, location: '  ', notes: ' Carnet\nCarte ' });
    expect(parsed.location).toBeNull();
    expect(parsed.notes).toBe('Carnet\nCarte');
    expect(parsed.description).toBeUndefined();
  });
});

describe('API task inputs', () => {
  it('picks the name message from the type: a title for an activity', () => {
    expect(errorsOf(taskCreateSchema.safeParse({ ...validTask, name: '' })).name).toBe(
      'Le nom de la tâche est requis',
    );
    expect(
      errorsOf(taskCreateSchema.safeParse({ ...validTask, name: '', type: 'danse' })).name,
    ).toBe("Le titre de l'activité est requis");
    // Reported together with the other missing fields.
    expect(errorsOf(taskCreateSchema.safeParse({ type: 'sport' }))).toEqual({
      name: "Le titre de l'activité est requis",
      date: 'Veuillez sélectionner une date',
      time: "L'heure est requise",
    });
  });

  it('accepts any category and refuses an unknown one', () => {
    expect(taskCreateSchema.safeParse({ ...validTask, type: 'theatre' }).success).toBe(true);
    expect(errorsOf(taskCreateSchema.safeParse({ ...validTask, type: 'piscine' })).type).toBe(
      'Veuillez sélectionner un type de tâche',
    );
  });

  it('keeps a PATCH to the fields sent, with null or "" clearing an optional one', () => {
    expect(taskUpdateSchema.parse({})).toEqual({});
    expect(taskUpdateSchema.parse({ location: '', responsable: null, name: ' Piano ' })).toEqual({
      location: null,
      responsable: 'none',
      name: 'Piano',
    });
    expect(errorsOf(taskUpdateSchema.safeParse({ name: '' })).name).toBe(
      'Le nom de la tâche est requis',
    );
  });

  it("takes a scope 'occurrence' | 'following' | 'series' and a real instance date", () => {
    for (const scope of ['occurrence', 'following', 'series']) {
      expect(taskUpdateSchema.safeParse({ scope }).success).toBe(true);
    }
    expect(errorsOf(taskUpdateSchema.safeParse({ scope: 'all' })).scope).toBe(
      TASK_MESSAGES.scopeInvalid,
    );
    expect(taskUpdateSchema.safeParse({ instanceDate: '2026-02-30' }).success).toBe(false);
  });

  it('checks a range: both dates, in order, at most 62 days', () => {
    expect(taskRangeQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-29' }).success).toBe(
      true,
    );
    expect(errorsOf(taskRangeQuerySchema.safeParse({ to: '2026-11-29' })).from).toBe(
      'La date de début est requise',
    );
    expect(
      errorsOf(taskRangeQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-29' })),
    ).toEqual({ to: 'La date de début doit précéder la date de fin' });
    expect(taskRangeQuerySchema.safeParse({ from: '2026-11-01', to: '2027-01-01' }).success).toBe(
      true,
    );
    expect(
      errorsOf(taskRangeQuerySchema.safeParse({ from: '2026-11-01', to: '2027-01-02' })),
    ).toEqual({ to: 'La période demandée ne doit pas dépasser 62 jours' });
    expect(
      errorsOf(taskRangeQuerySchema.safeParse({ from: '2026-11-1', to: '2026-11-29' })).from,
    ).toBe('Date invalide (format attendu : AAAA-MM-JJ)');
    expect(
      taskRangeQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-29', profile: 'Thomas' })
        .success,
    ).toBe(false);
  });

  it('requires a memo text and takes an optional HH:mm time', () => {
    expect(taskMemoSchema.parse({ text: ' Apporter le goûter ', time: '' })).toEqual({
      text: 'Apporter le goûter',
      time: null,
    });
    expect(errorsOf(taskMemoSchema.safeParse({ text: '   ' })).text).toBe(
      'Le texte du mémo est requis',
    );
    expect(errorsOf(taskMemoSchema.safeParse({ text: 'x', time: '7h' })).time).toBe(
      TASK_MESSAGES.memoTimeInvalid,
    );
  });
});

describe('taskRuleErrors', () => {
  it('lets an edited series keep an end date that has passed', () => {
    const values = {
      date: '2026-01-05',
      time: '08:00',
      recurrence: 'weekly' as const,
      recurrenceEndDate: '2026-06-30',
    };
    expect(taskRuleErrors(values, TODAY, '2026-06-30')).toEqual({});
    expect(taskRuleErrors(values, TODAY, null)).toEqual({
      recurrenceEndDate: TASK_MESSAGES.recurrenceEndDateNotAfterToday,
    });
  });
});

describe('nextReminderAt', () => {
  const base = {
    date: '2026-11-24',
    time: '17:15',
    recurrence: 'none' as const,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    hasNotification: true,
    notificationTime: 60,
  };
  const now = new Date('2026-11-23T12:00:00Z');

  it('is the start in the space zone minus the lead time', () => {
    expect(nextReminderAt(base, now, 'Europe/Paris', TODAY)?.toISOString()).toBe(
      '2026-11-24T15:15:00.000Z',
    );
  });

  it('is null without a reminder, or once the reminder time has passed', () => {
    expect(nextReminderAt({ ...base, hasNotification: false }, now, 'Europe/Paris', TODAY)).toBe(
      null,
    );
    const late = new Date('2026-11-24T15:30:00Z');
    expect(nextReminderAt(base, late, 'Europe/Paris', '2026-11-24')).toBe(null);
  });

  it('moves to the next occurrence of a series, skipping exceptions', () => {
    const weekly = {
      ...base,
      date: '2026-11-03',
      recurrence: 'weekly' as const,
      recurrenceExceptions: ['2026-11-24'],
    };
    expect(nextReminderAt(weekly, now, 'Europe/Paris', TODAY)?.toISOString()).toBe(
      '2026-12-01T15:15:00.000Z',
    );
  });
});
