import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema.ts';
import { db } from './auth-support.ts';
import {
  createFamily,
  createTask,
  expectError,
  patch,
  postMalformedTask,
  postTask,
} from './tasks-support.ts';

const MON = '2030-01-07';
const base = { name: 'Pédiatre', type: 'sante', date: MON, time: '17:15' } as const;

describe('POST /api/spaces/:spaceId/tasks', () => {
  it('creates a task with every field and answers it with the toast text', async () => {
    const family = await createFamily();
    const response = await postTask(family, {
      ...base,
      endTime: '17:45',
      location: 'Cabinet du Dr Bernard',
      recurrence: 'none',
      responsable: family.profiles.camille,
      enfant: 'hugo',
      hasNotification: true,
      notificationTime: '60',
      description: 'Vaccin de rappel',
      notes: 'Carnet de santé\nCarte Vitale',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Tâche créée');
    expect(body.task).toMatchObject({
      kind: 'task',
      spaceId: family.spaceId,
      endTime: '17:45',
      responsibles: [{ name: 'Camille' }],
      children: [{ name: 'Hugo' }],
      hasNotification: true,
      notificationTime: 60,
      notes: 'Carnet de santé\nCarte Vitale',
      recurrenceExceptions: [],
      createdBy: family.userId,
    });
    // The reminder is due an hour before 17:15 in Paris (UTC+1 in January).
    const row = await db.select().from(tasks).where(eq(tasks.id, body.task.id)).get();
    expect(row?.nextReminderAt).toBe('2030-01-07T15:15:00.000Z');
  });

  it("says 'Activité créée' for an activity", async () => {
    const family = await createFamily();
    const response = await postTask(family, { ...base, type: 'danse', name: 'Danse' });
    expect((await response.json()).message).toBe('Activité créée');
  });

  it("answers the forms' French messages by field", async () => {
    const family = await createFamily();
    const empty = await postMalformedTask(family, { type: 'sport' });
    const body = await expectError(empty, 400, 'validation');
    expect(body.error.fields).toEqual({
      name: "Le titre de l'activité est requis",
      date: 'Veuillez sélectionner une date',
      time: "L'heure est requise",
    });
    const noType = await postMalformedTask(family, { ...base, type: undefined });
    expect((await expectError(noType, 400, 'validation')).error.fields?.type).toBe(
      'Veuillez sélectionner un type de tâche',
    );
    const early = await postTask(family, { ...base, date: '1899-12-31' });
    await expectError(
      early,
      400,
      'validation',
      'La date ne peut pas être antérieure au 01/01/1900',
    );
  });

  it('refuses a recurrence end date that is not after today, and an end time before the start', async () => {
    const family = await createFamily();
    const past = await postTask(family, {
      ...base,
      recurrence: 'weekly',
      date: '2020-01-06',
      recurrenceEndDate: '2021-01-01',
    });
    await expectError(
      past,
      400,
      'validation',
      "La date de fin doit être postérieure à aujourd'hui",
    );
    const before = await postTask(family, { ...base, endTime: '17:00' });
    await expectError(before, 400, 'validation', "L'heure de fin doit être après l'heure de début");
  });

  it('answers a French 400, not a 500, for a body that is not JSON or has wrong types', async () => {
    const family = await createFamily();
    const response = await postMalformedTask(family, {
      ...base,
      recurrenceDays: 'lundi',
      hasNotification: 'oui',
    });
    await expectError(response, 400, 'validation');
    const garbage = await postMalformedTask(family, 'x');
    await expectError(garbage, 400, 'validation');
  });
});

describe('responsable and enfant', () => {
  it('accept a profile id or a name of any case, and store null for none', async () => {
    const family = await createFamily();
    const byName = await createTask(family, {
      ...base,
      responsable: 'MAMIE FRANÇOISE',
      enfant: 'LÉA',
    });
    expect(byName).toMatchObject({
      responsibles: [{ id: family.profiles.mamie }],
      children: [{ id: family.profiles.lea }],
    });
    const byId = await createTask(family, {
      ...base,
      responsable: family.profiles.thomas.toUpperCase(),
    });
    expect(byId.responsibles).toMatchObject([{ id: family.profiles.thomas }]);
    const nobody = await createTask(family, { ...base, responsable: 'none', enfant: 'none' });
    expect(nobody).toMatchObject({ responsibles: [], children: [] });
  });

  it('refuse a child as responsable and an adult as enfant', async () => {
    const family = await createFamily();
    const child = await postTask(family, { ...base, responsable: 'Hugo' });
    const body = await expectError(
      child,
      400,
      'validation',
      'Le responsable doit être un parent, un grand-parent ou un autre adulte de la famille',
    );
    expect(Object.keys(body.error.fields ?? {})).toEqual(['responsable']);
    const adult = await postTask(family, { ...base, enfant: family.profiles.thomas });
    await expectError(
      adult,
      400,
      'validation',
      "L'enfant concerné doit être un profil enfant de la famille",
    );
  });

  it('refuse a profile of another space and an unknown name', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const foreign = await postTask(family, {
      ...base,
      responsable: other.profiles.thomas,
      enfant: other.profiles.lea,
    });
    const body = await expectError(foreign, 400, 'validation');
    expect(body.error.fields).toEqual({
      responsable: "Ce responsable ne fait pas partie de l'espace famille",
      enfant: "Cet enfant ne fait pas partie de l'espace famille",
    });
    const unknown = await postTask(family, { ...base, responsable: 'Gérard' });
    await expectError(
      unknown,
      400,
      'validation',
      "Ce responsable ne fait pas partie de l'espace famille",
    );
  });

  it('apply to edits too', async () => {
    const family = await createFamily();
    const task = await createTask(family, { ...base, responsable: 'Camille' });
    await expectError(
      await patch(family, task.id, { responsable: 'Léa' }),
      400,
      'validation',
      'Le responsable doit être un parent, un grand-parent ou un autre adulte de la famille',
    );
    const response = await patch(family, task.id, { responsable: 'thomas', enfant: 'hugo' });
    expect((await response.json()).task).toMatchObject({
      responsibles: [{ name: 'Thomas' }],
      children: [{ name: 'Hugo' }],
    });
  });
});
