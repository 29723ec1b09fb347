import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces } from '../../db/schema.ts';
import type { ConflictAlert } from '../../domain/alerts.ts';

import { addDays, zonedDate } from '../../domain/zoned-time.ts';
import { db } from './auth-support.ts';
import { signupPerson } from './space-support.ts';
import { api } from './support.ts';
import {
  createFamily,
  createTask,
  expectError,
  type Family,
  patch,
  postTask,
} from './tasks-support.ts';

// Relative to the real clock: the route reads the family's today.
const today = zonedDate(new Date(), 'Europe/Paris');
const inDays = (n: number) => addDays(today, n);

function alertsAs(cookie: string, spaceId: string) {
  return api(cookie).spaces[':spaceId'].alerts.$get({ param: { spaceId } });
}

async function getAlerts(family: Family) {
  const response = await alertsAs(family.cookie, family.spaceId);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/spaces/:spaceId/alerts', () => {
  it('starts on the space’s own today, a day ahead of or behind UTC’s, read in the check’s batch', async () => {
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const family = await createFamily();
      await db.update(familySpaces).set({ timezone }).where(eq(familySpaces.id, family.spaceId));
      const theirs = zonedDate(new Date(), timezone);
      for (const [name, days] of [
        ['Hier', -1],
        ['Aujourd’hui', 0],
        ['Dernier jour', 29],
        ['Trop tard', 30],
      ] as const) {
        await createTask(family, {
          name,
          type: 'ecole',
          date: addDays(theirs, days),
          time: '23:00',
        });
      }
      const body = await getAlerts(family);
      expect([body.from, body.to], timezone).toEqual([theirs, addDays(theirs, 29)]);
      expect(
        body.unassigned.map((alert: { item: { name: string } }) => alert.item.name),
        timezone,
      ).toEqual(['Aujourd’hui', 'Dernier jour']);
    }
  });

  it('reports unassigned tasks, not activities, with the ids the assignment dialog needs', async () => {
    const family = await createFamily();
    const school = await createTask(family, {
      name: 'Sortie scolaire',
      type: 'ecole',
      date: inDays(1),
      time: '08:30',
      location: 'Musée',
      enfant: family.profiles.lea,
      hasNotification: true,
      notificationTime: 30,
    });
    await createTask(family, { name: 'Foot', type: 'sport', date: inDays(1), time: '14:00' });
    await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: inDays(2),
      time: '17:00',
      responsable: 'Thomas',
    });
    // Beyond the 30 days.
    await createTask(family, { name: 'Plus tard', type: 'ecole', date: inDays(30), time: '09:00' });

    const body = await getAlerts(family);
    expect(body.from).toBe(today);
    expect(body.to).toBe(inDays(29));
    expect(body.unassigned).toHaveLength(1);
    expect(body.unassigned[0]).toMatchObject({
      type: 'unassigned',
      id: `unassigned:${school.id}`,
      date: inDays(1),
      title: 'Tâche non assignée',
      item: { taskId: school.id, occurrenceId: school.id, name: 'Sortie scolaire', kind: 'task' },
    });
    // What the dialog says it showed of the single task, so that its save is told in one trip.
    expect(body.unassigned[0]?.item.single).toEqual({
      date: inDays(1),
      location: 'Musée',
      childIds: [family.profiles.lea],
      allDay: false,
      endDate: null,
      hasNotification: true,
      notificationTime: 30,
    });
    expect(body.conflicts).toEqual([]);
  });

  it('reports the same adult on two items at once, series expanded, and never two people', async () => {
    const family = await createFamily();
    const school = await createTask(family, {
      name: 'École',
      type: 'ecole',
      date: inDays(1),
      time: '08:30',
      recurrence: 'daily',
      responsable: 'Camille',
    });
    const dentist = await createTask(family, {
      name: 'Dentiste',
      type: 'sante',
      date: inDays(3),
      time: '08:30',
      responsable: 'Camille',
    });
    await createTask(family, {
      name: 'Piscine',
      type: 'sport',
      date: inDays(3),
      time: '08:30',
      responsable: 'Thomas',
    });

    const { conflicts } = await getAlerts(family);
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts as [ConflictAlert];
    expect(conflict).toMatchObject({
      type: 'conflict',
      date: inDays(3),
      dates: [inDays(3)],
      adult: { profileId: family.profiles.camille, name: 'Camille', emoji: '👩' },
      title: "Conflit d'horaire",
    });
    expect(conflict.items.map((i) => [i.taskId, i.occurrenceId]).sort()).toEqual(
      [
        [school.id, `${school.id}_recurring_${inDays(3)}`],
        [dentist.id, dentist.id],
      ].sort(),
    );
    // The single task says what a quick fix sends back as shown; an occurrence of a series does not.
    const single = (taskId: string) => conflict.items.find((i) => i.taskId === taskId)?.single;
    expect(single(dentist.id)).toMatchObject({ date: inDays(3), location: null, childIds: [] });
    expect(single(school.id)).toBeUndefined();
  });

  it('flags a clash inside a later occurrence of a repeating multi-day event, not outside it', async () => {
    const family = await createFamily();
    // Five days every week from today: the third occurrence runs from day 14 to day 18.
    const snow = await createTask(family, {
      name: 'Classe de neige',
      type: 'ecole',
      date: today,
      endDate: inDays(4),
      allDay: true,
      recurrence: 'weekly',
      responsable: 'Camille',
    });
    const meeting = await postTask(family, {
      name: 'Réunion',
      type: 'autres',
      date: inDays(16),
      time: '14:00',
      responsable: 'Camille',
    });
    // The save's answer tells the clash it causes, as the « Alertes » screen does.
    const saved = await meeting.json();
    expect(saved.conflicts).toHaveLength(1);
    // The day after the third occurrence ends.
    await createTask(family, {
      name: 'Marché',
      type: 'autres',
      date: inDays(19),
      time: '10:00',
      responsable: 'Camille',
    });

    const { conflicts } = await getAlerts(family);
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts as [ConflictAlert];
    expect(conflict).toMatchObject({ date: inDays(16), dates: [inDays(16)] });
    expect(conflict.items.map((i) => [i.taskId, i.occurrenceId])).toEqual([
      [snow.id, `${snow.id}_recurring_${inDays(14)}`],
      [saved.task.id, saved.task.id],
    ]);
  });

  it('is refused to a non-member', async () => {
    const family = await createFamily();
    const stranger = await signupPerson('Paul', 'Durand');
    const response = await alertsAs(stranger.cookie, family.spaceId);
    await expectError(response, 403, 'forbidden', "Vous n'avez pas accès à cet espace famille");
  });
});

describe('saving a task tells the conflicts it causes', () => {
  it('answers conflicts on POST, none when the adult is free', async () => {
    const family = await createFamily();
    const first = await createTask(family, {
      name: 'Réunion parents-profs',
      type: 'ecole',
      date: inDays(5),
      time: '18:00',
      endTime: '19:00',
      responsable: 'Camille',
    });
    const free = await postTask(family, {
      name: 'Courses',
      type: 'autres',
      date: inDays(5),
      time: '19:00',
      endTime: '19:30',
      responsable: 'Camille',
    });
    expect((await free.json()).conflicts).toEqual([]);

    const clash = await postTask(family, {
      name: 'Yoga',
      type: 'sport',
      date: inDays(5),
      time: '18:30',
      endTime: '19:15',
      responsable: 'Camille',
    });
    expect(clash.status).toBe(201);
    const body = await clash.json();
    expect(body.conflicts.map((c) => c.items.map((i) => i.taskId).sort())).toEqual(
      expect.arrayContaining([[first.id, body.task.id].sort()]),
    );
    for (const conflict of body.conflicts) {
      expect(conflict.items.map((i) => i.taskId)).toContain(body.task.id);
    }
  });

  it('checks a task saved beyond the 30 days around its own date', async () => {
    const family = await createFamily();
    const base = { type: 'ecole', date: inDays(45), time: '10:00', responsable: 'Thomas' } as const;
    await createTask(family, { ...base, name: 'Kermesse' });
    const response = await postTask(family, { ...base, name: 'Photo de classe' });
    expect((await response.json()).conflicts).toHaveLength(1);
  });

  it('answers conflicts on PATCH when the edit moves the task onto another', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Orthophoniste',
      type: 'sante',
      date: inDays(2),
      time: '16:30',
      responsable: 'Camille',
    });
    const other = await createTask(family, {
      name: 'Goûter',
      type: 'repas',
      date: inDays(2),
      time: '16:00',
      responsable: 'Camille',
    });
    const response = await patch(family, other.id, { time: '16:30' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { conflicts: ConflictAlert[] };
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]?.description).toContain('Camille');
  });
});
