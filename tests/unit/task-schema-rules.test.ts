/**
 * The task rules at their edges (domain/tasks.ts): each French message a family can meet, the
 * boundaries of every limit, and odd API bodies (numbers where text is expected, padded lead times)
 * that must come back as a field error, never as an exception (the API would answer 500).
 */
import { describe, expect, it } from 'vitest';
import {
  kindOfType,
  nextReminderAt,
  TASK_MESSAGES,
  TASK_TOASTS,
  taskCreateSchema,
  taskDeleteQuerySchema,
  taskFormSchema,
  taskMemoSchema,
  taskRangeQuerySchema,
  taskRuleErrors,
  taskUpdateSchema,
} from '../../domain/tasks.ts';
import { fieldErrors, TEXT_MESSAGES } from '../../domain/validation.ts';

const TODAY = '2026-11-23';
const PROFILE_ID = '0b6f3c1e-4b7a-4f0e-9d2a-3c5e7f9a1b2c';
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

const form = taskFormSchema('task', TODAY);

describe('task form: each field at its limits', () => {
  it('takes a name of 200 characters and refuses 201, with the French message', () => {
    expect(form.safeParse({ ...validTask, name: 'a'.repeat(200) }).success).toBe(true);
    expect(errorsOf(form.safeParse({ ...validTask, name: 'a'.repeat(201) }))).toEqual({
      name: 'Le nom ne doit pas dépasser 200 caractères',
    });
    // Spaces around the name are not counted.
    expect(form.parse({ ...validTask, name: ` ${'a'.repeat(200)} ` }).name).toHaveLength(200);
  });

  it('refuses control characters in a name but keeps line breaks in description and notes', () => {
    expect(errorsOf(form.safeParse({ ...validTask, name: 'Piscine\u0007' })).name).toBe(
      TEXT_MESSAGES.invalidCharacters,
    );
    expect(errorsOf(form.safeParse({ ...validTask, name: 'Piscine\nbis' })).name).toBe(
      TEXT_MESSAGES.invalidCharacters,
    );
    const parsed = form.parse({ ...validTask, description: 'Maillot\n\tBonnet', notes: 'a\r\nb' });
    expect(parsed).toMatchObject({ description: 'Maillot\n\tBonnet', notes: 'a\r\nb' });
    expect(errorsOf(form.safeParse({ ...validTask, notes: 'a\u0000b' })).notes).toBe(
      TEXT_MESSAGES.invalidCharacters,
    );
    expect(errorsOf(form.safeParse({ ...validTask, location: 'Gymnase\u202e' })).location).toBe(
      TEXT_MESSAGES.invalidCharacters,
    );
  });

  it('limits the place to 200 characters and description and notes to 5000', () => {
    expect(form.safeParse({ ...validTask, location: 'l'.repeat(200) }).success).toBe(true);
    expect(errorsOf(form.safeParse({ ...validTask, location: 'l'.repeat(201) }))).toEqual({
      location: 'Le lieu ne doit pas dépasser 200 caractères',
    });
    for (const field of ['description', 'notes']) {
      expect(form.safeParse({ ...validTask, [field]: 'd'.repeat(5000) }).success).toBe(true);
      expect(errorsOf(form.safeParse({ ...validTask, [field]: 'd'.repeat(5001) }))).toEqual({
        [field]: 'Le texte ne doit pas dépasser 5000 caractères',
      });
    }
  });

  it('reads an emptied text as no value, whether empty or only spaces', () => {
    for (const empty of ['', '   ', '\t', null]) {
      const parsed = form.parse({
        ...validTask,
        location: empty,
        description: empty,
        endTime: empty,
      });
      expect(parsed).toMatchObject({ location: null, description: null, endTime: null });
    }
  });

  it('answers a field error, not an exception, for a number where text is expected', () => {
    const body = { ...validTask, location: 12, endTime: 830, recurrenceEndDate: 20261231 };
    const result = form.safeParse({ ...body, description: 7, notes: false, responsable: 3 });
    expect(Object.keys(errorsOf(result)).sort()).toEqual([
      'description',
      'endTime',
      'location',
      'notes',
      'recurrenceEndDate',
      'responsable',
    ]);
    expect(errorsOf(form.safeParse({ ...validTask, date: 20261124, time: 820 }))).toEqual({
      date: 'Veuillez sélectionner une date',
      time: "L'heure est requise",
    });
  });

  it('says which time is wrong: the start, the end, with the HH:mm format', () => {
    for (const time of ['23:59', '00:00', '19:05']) {
      expect(form.safeParse({ ...validTask, time, endTime: null }).success).toBe(true);
    }
    for (const time of ['24:00', '12:60', '1:00', '12:5', '12h30', 'x12:30', '12:30x']) {
      expect(errorsOf(form.safeParse({ ...validTask, time })).time).toBe(
        "L'heure doit être au format HH:mm",
      );
      expect(errorsOf(form.safeParse({ ...validTask, endTime: time })).endTime).toBe(
        "L'heure de fin doit être au format HH:mm",
      );
    }
    expect(form.parse({ ...validTask, time: '08:20', endTime: '23:59' }).endTime).toBe('23:59');
  });

  it('calls a missing date and a day that does not exist the same way, and a bad end date its own', () => {
    expect(errorsOf(form.safeParse({ ...validTask, date: undefined })).date).toBe(
      'Veuillez sélectionner une date',
    );
    expect(errorsOf(form.safeParse({ ...validTask, date: '2026-11-24T08:00' })).date).toBe(
      'Veuillez sélectionner une date',
    );
    expect(errorsOf(form.safeParse({ ...validTask, date: '1899-12-31' })).date).toBe(
      'La date ne peut pas être antérieure au 01/01/1900',
    );
    const daily = { ...validTask, recurrence: 'daily' };
    expect(errorsOf(form.safeParse({ ...daily, recurrenceEndDate: '2026-02-30' }))).toEqual({
      recurrenceEndDate: 'Date de fin invalide',
    });
    expect(form.parse({ ...daily, recurrenceEndDate: '2027-01-31' }).recurrenceEndDate).toBe(
      '2027-01-31',
    );
  });

  it('reads an empty recurrence as none and names a wrong one', () => {
    for (const none of ['', null, undefined, 'none']) {
      expect(form.parse({ ...validTask, recurrence: none }).recurrence).toBe('none');
    }
    for (const recurrence of ['daily', 'weekly', 'monthly', 'yearly']) {
      expect(form.parse({ ...validTask, recurrence }).recurrence).toBe(recurrence);
    }
    expect(errorsOf(form.safeParse({ ...validTask, recurrence: 'hourly' }))).toEqual({
      recurrence: 'Récurrence invalide',
    });
  });

  it('takes up to seven weekdays, whole numbers 1 to 7, and names a wrong list', () => {
    const daily = { ...validTask, recurrence: 'daily' };
    expect(form.parse({ ...daily, recurrenceDays: [7, 1] }).recurrenceDays).toEqual([1, 7]);
    expect(form.parse({ ...daily, recurrenceDays: [7, 6, 5, 4, 3, 2, 1] }).recurrenceDays).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(
      errorsOf(form.safeParse({ ...daily, recurrenceDays: [1, 2, 3, 4, 5, 6, 7, 1] })),
    ).toEqual({ recurrenceDays: 'Jours de récurrence invalides' });
    expect(errorsOf(form.safeParse({ ...daily, recurrenceDays: 'lundi' }))).toEqual({
      recurrenceDays: 'Jours de récurrence invalides',
    });
    expect(form.safeParse({ ...daily, recurrenceDays: [1.5] }).success).toBe(false);
    // Ten sorts before 9 as text: the days are sorted as numbers.
    expect(form.parse({ ...daily, recurrenceDays: [3, 2, 1] }).recurrenceDays).toEqual([1, 2, 3]);
  });

  it('reads a lead time only from plain digits', () => {
    expect(form.parse({ ...validTask, notificationTime: '1440' }).notificationTime).toBe(1440);
    for (const text of [' 15', '15 ', '0x0F', '1e1', '+15', '', 'quinze']) {
      expect(errorsOf(form.safeParse({ ...validTask, notificationTime: text }))).toEqual({
        notificationTime: 'Délai de rappel invalide',
      });
    }
    // A list holding the digits is not a lead time either.
    expect(errorsOf(form.safeParse({ ...validTask, notificationTime: ['15'] }))).toEqual({
      notificationTime: 'Délai de rappel invalide',
    });
    expect(errorsOf(form.safeParse({ ...validTask, notificationTime: null }))).toEqual({
      notificationTime: 'Délai de rappel invalide',
    });
  });

  it('takes a reminder switch as a boolean only, off by default', () => {
    expect(form.parse({ ...validTask, hasNotification: true }).hasNotification).toBe(true);
    expect(form.safeParse({ ...validTask, hasNotification: 'oui' }).success).toBe(false);
  });

  it('reads blank people as nobody and keeps a name or an id, at most 200 characters', () => {
    expect(form.parse({ ...validTask, responsable: '   ', enfant: '' })).toMatchObject({
      responsable: 'none',
      enfant: 'none',
    });
    expect(form.parse({ ...validTask, enfant: PROFILE_ID }).enfant).toBe(PROFILE_ID);
    // Absent stays absent: a PATCH leaves the stored person.
    expect(form.parse({ ...validTask }).responsable).toBeUndefined();
    expect(form.safeParse({ ...validTask, responsable: 'p'.repeat(200) }).success).toBe(true);
    expect(form.safeParse({ ...validTask, responsable: 'p'.repeat(201) }).success).toBe(false);
    expect(errorsOf(form.safeParse({ ...validTask, enfant: 'Léa\u0000' })).enfant).toBe(
      TEXT_MESSAGES.invalidCharacters,
    );
  });

  it('reports the end time and the recurrence end date together', () => {
    const result = form.safeParse({
      ...validTask,
      endTime: '08:00',
      recurrence: 'weekly',
      recurrenceEndDate: '2026-11-20',
    });
    expect(errorsOf(result)).toEqual({
      endTime: "L'heure de fin doit être après l'heure de début",
      recurrenceEndDate: "La date de fin doit être postérieure à aujourd'hui",
    });
  });
});

describe('kindOfType', () => {
  it('calls school a task and sport an activity', () => {
    expect(kindOfType('ecole')).toBe('task');
    expect(kindOfType('sport')).toBe('activity');
  });
});

describe('taskRuleErrors', () => {
  const base = { date: '2026-12-01', time: '10:00', recurrence: 'weekly' as const };

  it('compares the end time only when both times are set', () => {
    expect(taskRuleErrors({ ...base, time: null, endTime: '09:00' }, TODAY)).toEqual({});
    expect(taskRuleErrors({ ...base, endTime: null }, TODAY)).toEqual({});
    expect(taskRuleErrors({ ...base, endTime: '10:01' }, TODAY)).toEqual({});
    expect(taskRuleErrors({ ...base, endTime: '10:00' }, TODAY)).toEqual({
      endTime: TASK_MESSAGES.endTimeBeforeStart,
    });
  });

  it('lets a series end on its first day or the day after today', () => {
    expect(taskRuleErrors({ ...base, recurrenceEndDate: '2026-12-01' }, TODAY)).toEqual({});
    expect(
      taskRuleErrors({ ...base, date: '2026-11-01', recurrenceEndDate: '2026-11-24' }, TODAY),
    ).toEqual({});
    expect(taskRuleErrors({ ...base, recurrenceEndDate: '2026-11-30' }, TODAY)).toEqual({
      recurrenceEndDate: 'La date de fin doit être postérieure à la date de début',
    });
    expect(taskRuleErrors({ ...base, recurrenceEndDate: null }, TODAY)).toEqual({});
    // A one-off task keeps whatever end date it carries.
    expect(
      taskRuleErrors({ ...base, recurrence: 'none', recurrenceEndDate: '2020-01-01' }, TODAY),
    ).toEqual({});
  });

  it('checks a changed end date of an edited series', () => {
    const values = { ...base, date: '2026-01-05', recurrenceEndDate: '2026-11-22' };
    expect(taskRuleErrors(values, TODAY, '2026-06-30')).toEqual({
      recurrenceEndDate: TASK_MESSAGES.recurrenceEndDateNotAfterToday,
    });
    expect(taskRuleErrors(values, TODAY, undefined)).toEqual({
      recurrenceEndDate: TASK_MESSAGES.recurrenceEndDateNotAfterToday,
    });
  });
});

describe('API task bodies and queries', () => {
  it('names the missing name after the type, a task for an unknown or absent type', () => {
    for (const type of ['piscine', 42, undefined, 'ecole']) {
      expect(errorsOf(taskCreateSchema.safeParse({ ...validTask, name: '', type })).name).toBe(
        'Le nom de la tâche est requis',
      );
    }
    expect(
      errorsOf(taskCreateSchema.safeParse({ ...validTask, name: '  ', type: 'sport' })).name,
    ).toBe("Le titre de l'activité est requis");
    expect(errorsOf(taskCreateSchema.safeParse({ ...validTask, name: undefined })).name).toBe(
      'Le nom de la tâche est requis',
    );
  });

  it('answers a body that is not an object with one error, never an exception (a 500)', () => {
    for (const body of [null, [], ['name'], 42, 'Piscine', true]) {
      const result = taskCreateSchema.safeParse(body);
      expect(Object.keys(errorsOf(result))).toEqual(['_']);
    }
  });

  it('takes a client id as a UUID, read in lower case', () => {
    expect(taskCreateSchema.parse({ ...validTask, id: PROFILE_ID.toUpperCase() }).id).toBe(
      PROFILE_ID,
    );
    expect(taskCreateSchema.safeParse({ ...validTask, id: 'tache-1' }).success).toBe(false);
    expect(taskCreateSchema.parse(validTask)).toMatchObject({
      name: validTask.name,
      recurrence: 'none',
      recurrenceDays: [],
      notificationTime: 15,
    });
  });

  it('checks each field of a PATCH only when it is sent', () => {
    expect(taskUpdateSchema.parse({ recurrence: '' })).toEqual({ recurrence: 'none' });
    expect(taskUpdateSchema.parse({ recurrenceDays: [2, 1] })).toEqual({ recurrenceDays: [1, 2] });
    expect(taskUpdateSchema.parse({ notificationTime: '60' })).toEqual({ notificationTime: 60 });
    expect(taskUpdateSchema.parse({ hasNotification: false })).toEqual({ hasNotification: false });
    expect(taskUpdateSchema.parse({ type: 'sport', date: '2026-12-01', time: '09:00' })).toEqual({
      type: 'sport',
      date: '2026-12-01',
      time: '09:00',
    });
    expect(taskUpdateSchema.parse({ endTime: '', recurrenceEndDate: '', enfant: '' })).toEqual({
      endTime: null,
      recurrenceEndDate: null,
      enfant: 'none',
    });
    expect(taskUpdateSchema.parse({ description: ' ', notes: 'x' })).toEqual({
      description: null,
      notes: 'x',
    });
    expect(
      errorsOf(taskUpdateSchema.safeParse({ type: 'piscine', date: '1899-01-01', time: '7:00' })),
    ).toEqual({
      type: 'Veuillez sélectionner un type de tâche',
      date: 'La date ne peut pas être antérieure au 01/01/1900',
      time: "L'heure doit être au format HH:mm",
    });
    expect(taskUpdateSchema.parse({ instanceDate: '2026-12-01', scope: 'following' })).toEqual({
      instanceDate: '2026-12-01',
      scope: 'following',
    });
    expect(errorsOf(taskUpdateSchema.safeParse({ instanceDate: '2026-02-30' }))).toEqual({
      instanceDate: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
  });

  it('reads the delete query: a scope and an occurrence date, both optional', () => {
    expect(taskDeleteQuerySchema.parse({})).toEqual({});
    expect(
      taskDeleteQuerySchema.parse({ scope: 'occurrence', instanceDate: '2026-12-01' }),
    ).toEqual({ scope: 'occurrence', instanceDate: '2026-12-01' });
    expect(
      errorsOf(taskDeleteQuerySchema.safeParse({ scope: 'toutes', instanceDate: '01/12/2026' })),
    ).toEqual({
      scope: 'Choisissez : cette occurrence, les suivantes ou toute la série',
      instanceDate: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
  });

  it('takes a one-day range and reports only the malformed date of a range', () => {
    expect(taskRangeQuerySchema.safeParse({ from: TODAY, to: TODAY }).success).toBe(true);
    expect(errorsOf(taskRangeQuerySchema.safeParse({ from: 'demain', to: TODAY }))).toEqual({
      from: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
    expect(errorsOf(taskRangeQuerySchema.safeParse({ from: TODAY, to: '2026-11-31' }))).toEqual({
      to: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
    expect(
      errorsOf(taskRangeQuerySchema.safeParse({ from: '2026-11-31', to: '2026-02-30' })),
    ).toEqual({
      from: 'Date invalide (format attendu : AAAA-MM-JJ)',
      to: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
    expect(errorsOf(taskRangeQuerySchema.safeParse({ from: TODAY }))).toEqual({
      to: 'La date de fin est requise',
    });
  });

  it('filters a range by a profile id in any case, or by none', () => {
    const range = { from: TODAY, to: '2026-11-29' };
    expect(taskRangeQuerySchema.parse({ ...range, profile: 'none' }).profile).toBe('none');
    expect(
      taskRangeQuerySchema.parse({ ...range, profile: PROFILE_ID.toUpperCase() }).profile,
    ).toBe(PROFILE_ID.toUpperCase());
    expect(errorsOf(taskRangeQuerySchema.safeParse({ ...range, profile: 'Thomas' }))).toEqual({
      profile: 'Profil invalide',
    });
    expect(errorsOf(taskRangeQuerySchema.safeParse({ ...range, profile: 'NONE' }))).toEqual({
      profile: 'Profil invalide',
    });
  });

  it('limits a memo to 500 characters, keeps its line breaks and names a missing text', () => {
    expect(taskMemoSchema.parse({ text: 'm'.repeat(500) }).text).toHaveLength(500);
    expect(errorsOf(taskMemoSchema.safeParse({ text: 'm'.repeat(501) }))).toEqual({
      text: 'Le mémo ne doit pas dépasser 500 caractères',
    });
    expect(taskMemoSchema.parse({ text: 'Goûter\nCahier', time: '16:30' })).toEqual({
      text: 'Goûter\nCahier',
      time: '16:30',
    });
    expect(errorsOf(taskMemoSchema.safeParse({}))).toEqual({
      text: 'Le texte du mémo est requis',
    });
    expect(errorsOf(taskMemoSchema.safeParse({ text: 'x\u0000' }))).toEqual({
      text: TEXT_MESSAGES.invalidCharacters,
    });
    expect(taskMemoSchema.parse({ text: 'x', time: '  ' }).time).toBeNull();
    expect(errorsOf(taskMemoSchema.safeParse({ text: 'x', time: '7h' }))).toEqual({
      time: "L'heure du mémo doit être au format HH:mm",
    });
  });
});

describe('nextReminderAt at its edges', () => {
  const base = {
    date: TODAY,
    time: '17:15',
    recurrence: 'none' as const,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    hasNotification: true,
    notificationTime: 60,
  };
  const now = new Date('2026-11-23T12:00:00Z');

  it("reminds of today's task later today", () => {
    expect(nextReminderAt(base, now, 'Europe/Paris', TODAY)?.toISOString()).toBe(
      '2026-11-23T15:15:00.000Z',
    );
  });

  it('never reminds of a task without a time', () => {
    expect(nextReminderAt({ ...base, time: null }, now, 'Europe/Paris', TODAY)).toBeNull();
  });

  it('does not send a reminder at the very moment it was due', () => {
    const due = new Date('2026-11-23T15:15:00Z');
    expect(nextReminderAt(base, due, 'Europe/Paris', TODAY)).toBeNull();
    expect(
      nextReminderAt(base, new Date(due.getTime() - 1), 'Europe/Paris', TODAY)?.toISOString(),
    ).toBe('2026-11-23T15:15:00.000Z');
  });

  it('counts the lead time in minutes, a day at most', () => {
    const dayBefore = { ...base, date: '2026-11-25', notificationTime: 1440 };
    expect(nextReminderAt(dayBefore, now, 'Europe/Paris', TODAY)?.toISOString()).toBe(
      '2026-11-24T16:15:00.000Z',
    );
  });

  it('finds the next 29 February of a yearly series four years ahead', () => {
    const leap = { ...base, date: '2028-02-29', recurrence: 'yearly' as const, time: '09:00' };
    const after = new Date('2028-03-01T12:00:00Z');
    expect(nextReminderAt(leap, after, 'Europe/Paris', '2028-03-01')?.toISOString()).toBe(
      '2032-02-29T07:00:00.000Z',
    );
  });

  it('finds a one-off task eight years ahead, and nothing past the horizon', () => {
    const far = { ...base, date: '2034-11-20' };
    expect(nextReminderAt(far, now, 'Europe/Paris', TODAY)?.toISOString()).toBe(
      '2034-11-20T15:15:00.000Z',
    );
    expect(nextReminderAt({ ...base, date: '2040-01-01' }, now, 'Europe/Paris', TODAY)).toBeNull();
  });

  it('is null once a series has ended', () => {
    const ended = {
      ...base,
      date: '2026-01-05',
      recurrence: 'weekly' as const,
      recurrenceEndDate: '2026-11-20',
    };
    expect(nextReminderAt(ended, now, 'Europe/Paris', TODAY)).toBeNull();
  });
});

describe('the words the task routes and screens send', () => {
  it('says the toasts as the product does', () => {
    expect(TASK_TOASTS).toEqual({
      created: { task: 'Tâche créée', activity: 'Activité créée' },
      updated: { task: 'Tâche modifiée', activity: 'Activité modifiée' },
      updatedDescription: 'Les modifications ont été sauvegardées.',
      deleted: { task: 'Tâche supprimée', activity: 'Activité supprimée' },
      seriesDeletedDescription: 'Toute la série récurrente a été supprimée.',
      occurrenceDeleted: 'Occurrence supprimée',
      occurrenceDeletedDescription: 'Seule cette occurrence a été supprimée.',
      followingDeletedDescription: 'Cette occurrence et les suivantes ont été supprimées.',
      memoAdded: 'Mémo ajouté',
      memoAddedDescription: 'Votre rappel a été enregistré avec succès.',
      memoDeleted: 'Mémo supprimé',
      memoDeletedDescription: 'Le rappel a été supprimé.',
    });
  });

  it('says the refusals only a route can make (people, occurrences, limits) in French', () => {
    expect(TASK_MESSAGES).toMatchObject({
      childRequired: 'Veuillez sélectionner un enfant',
      responsableUnknown: "Ce responsable ne fait pas partie de l'espace famille",
      responsableNotAdult:
        'Le responsable doit être un parent, un grand-parent ou un autre adulte de la famille',
      enfantUnknown: "Cet enfant ne fait pas partie de l'espace famille",
      enfantNotChild: "L'enfant concerné doit être un profil enfant de la famille",
      instanceDateRequired: "La date de l'occurrence est requise",
      notAnOccurrence: "Cette date n'est pas une occurrence de la série",
      occurrenceAlreadyExcluded: 'Cette occurrence est déjà exclue de la série.',
      occurrenceAlreadyModified: 'Cette occurrence a déjà été modifiée',
      tooManyTasks: 'Cet espace famille a atteint la limite de 5000 tâches et activités',
      taskNotFound: 'Tâche introuvable',
      memoNotFound: 'Mémo introuvable',
    });
  });
});
