import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, spaceMembers, taskPeople, tasks } from '../../db/schema.ts';
import { db, signupPerson } from './auth-support.ts';
import {
  createFamily,
  createTask,
  expectError,
  getTask,
  MON,
  patch,
  postTask,
  range,
  week,
} from './tasks-support.ts';

const dropOff = {
  name: 'Déposer Léa et Hugo à l’école',
  type: 'ecole',
  date: MON,
  time: '08:15',
} as const;

async function rowsOf(taskId: string) {
  return db
    .select({ profileId: taskPeople.profileId, role: taskPeople.role })
    .from(taskPeople)
    .where(eq(taskPeople.taskId, taskId));
}

describe('several people per event', () => {
  it('a task created with two children and two adults answers and reads back all four', async () => {
    const family = await createFamily();
    const { camille, thomas, lea, hugo } = family.profiles;
    const created = await createTask(family, {
      ...dropOff,
      responsables: [thomas, camille],
      enfants: [lea, hugo],
    });
    // Listed in the family's profile order, whatever order they were sent in.
    expect(created.responsibles.map((p: { name: string }) => p.name)).toEqual([
      'Camille',
      'Thomas',
    ]);
    expect(created.children.map((p: { name: string }) => p.name)).toEqual(['Léa', 'Hugo']);

    const detail = await getTask(family, created.id);
    expect(detail.children.map((p: { id: string }) => p.id)).toEqual([lea, hugo]);
    const [item] = await range(family, MON, MON);
    expect(item?.responsibles.map((p) => p.id)).toEqual([camille, thomas]);
    expect(item?.children.map((p) => p.id)).toEqual([lea, hugo]);
  });

  it('people named by name are found too (the second round trip)', async () => {
    const family = await createFamily();
    const created = await createTask(family, {
      ...dropOff,
      responsables: ['camille', 'Mamie Françoise'],
      enfants: ['hugo'],
    });
    expect(created.responsibles.map((p: { name: string }) => p.name)).toEqual([
      'Camille',
      'Mamie Françoise',
    ]);
    expect(await rowsOf(created.id)).toHaveLength(3);
  });

  it('a profile of another space is refused in French, and nothing is written', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const response = await postTask(family, {
      ...dropOff,
      enfants: [family.profiles.lea, other.profiles.hugo],
    });
    await expectError(response, 400, 'validation');
    const alone = await postTask(family, { ...dropOff, enfants: [other.profiles.hugo] });
    const body = await expectError(alone, 400, 'validation');
    expect(body.error.fields?.enfant).toBe("Cet enfant ne fait pas partie de l'espace famille");
    const [count] = await db
      .select({ n: sql<number>`count(*)` })
      .from(tasks)
      .where(eq(tasks.spaceId, family.spaceId));
    expect(count?.n).toBe(0);
    const [people] = await db
      .select({ n: sql<number>`count(*)` })
      .from(taskPeople)
      .where(eq(taskPeople.profileId, family.profiles.lea));
    expect(people?.n).toBe(0);
  });

  it('a child is not accepted as a responsible adult', async () => {
    const family = await createFamily();
    const response = await postTask(family, { ...dropOff, responsables: [family.profiles.lea] });
    const body = await expectError(response, 400, 'validation');
    expect(body.error.fields?.responsable).toBe(
      'Le responsable doit être un parent, un grand-parent ou un autre adulte de la famille',
    );
  });

  it('an event shows under the filter of each of its people, and « Non assigné » counts no adult', async () => {
    const family = await createFamily();
    const { lea, hugo, camille } = family.profiles;
    await createTask(family, { ...dropOff, enfants: [lea, hugo] });
    await createTask(family, {
      ...dropOff,
      name: 'Courses',
      type: 'sante',
      responsables: [camille],
    });
    expect(await week(family, MON, MON, lea)).toEqual([`${MON} ${dropOff.name}`]);
    expect(await week(family, MON, MON, hugo)).toEqual([`${MON} ${dropOff.name}`]);
    expect(await week(family, MON, MON, 'none')).toEqual([`${MON} ${dropOff.name}`]);
    expect(await week(family, MON, MON, camille)).toEqual([`${MON} Courses`]);
  });

  it('an edit replaces the people of the roles it names and keeps the others', async () => {
    const family = await createFamily();
    const { camille, thomas, lea, hugo } = family.profiles;
    // A second member, who is told of hand-overs (the author never is).
    const member = await signupPerson('Thomas', 'Martin');
    await db.insert(spaceMembers).values({
      spaceId: family.spaceId,
      userId: member.id,
      displayName: 'Thomas Martin',
    });
    const created = await createTask(family, {
      ...dropOff,
      responsables: [camille],
      enfants: [lea, hugo],
    });
    const response = await patch(family, created.id, { responsables: [camille, thomas] });
    expect(response.status).toBe(200);
    const { task } = await response.json();
    expect(task.responsibles.map((p: { id: string }) => p.id)).toEqual([camille, thomas]);
    expect(task.children.map((p: { id: string }) => p.id)).toEqual([lea, hugo]);
    // Only the adult newly made responsible is told « … vous a confié … ».
    const told = await db
      .select({ profileId: notifications.profileId })
      .from(notifications)
      .where(and(eq(notifications.relatedId, created.id), eq(notifications.type, 'assigned')));
    // Camille once, when the task was created; Thomas once, now; never the children.
    expect(told.map((n) => n.profileId).sort()).toEqual([camille, thomas].sort());
  });

  it('the edit form’s whole save (one round trip) writes the lists it sends', async () => {
    const family = await createFamily();
    const { camille, lea, hugo } = family.profiles;
    const created = await createTask(family, {
      ...dropOff,
      responsables: [camille],
      enfants: [lea],
    });
    const response = await patch(family, created.id, {
      date: MON,
      time: '08:30',
      recurrence: 'none',
      hasNotification: false,
      notificationTime: 30,
      responsables: [],
      enfants: [lea, hugo],
    });
    expect(response.status).toBe(200);
    const { task } = await response.json();
    expect(task.responsibles).toEqual([]);
    expect(task.children.map((p: { id: string }) => p.id)).toEqual([lea, hugo]);
  });

  it('one occurrence edited apart keeps the series’ people', async () => {
    const family = await createFamily();
    const { camille, lea, hugo } = family.profiles;
    const series = await createTask(family, {
      ...dropOff,
      recurrence: 'weekly',
      responsables: [camille],
      enfants: [lea, hugo],
    });
    const response = await patch(family, series.id, {
      scope: 'occurrence',
      instanceDate: '2030-01-14',
      time: '09:00',
    });
    const { task } = await response.json();
    expect(task.id).not.toBe(series.id);
    expect(task.children.map((p: { id: string }) => p.id)).toEqual([lea, hugo]);
    expect(task.responsibles.map((p: { id: string }) => p.id)).toEqual([camille]);
  });

  it('a child in two places at once is a conflict, named after the child', async () => {
    const family = await createFamily();
    const { camille, thomas, lea } = family.profiles;
    await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: MON,
      time: '17:00',
      endTime: '18:00',
      responsables: [camille],
      enfants: [lea],
    });
    const response = await postTask(family, {
      name: 'Piano',
      type: 'musique',
      date: MON,
      time: '17:30',
      endTime: '18:30',
      responsables: [thomas],
      enfants: [lea],
    });
    expect(response.status).toBe(201);
    const { conflicts } = await response.json();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.adult).toMatchObject({ profileId: lea, name: 'Léa', role: 'child' });
    expect(conflicts[0]?.description).toBe(
      '« Judo » et « Piano » ont lieu en même temps pour Léa.',
    );
  });
});
