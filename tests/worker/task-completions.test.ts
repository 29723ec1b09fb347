import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, taskCompletions } from '../../db/schema.ts';
import { plannedItems } from '../../domain/task-range.ts';
import { db, type Person, signupPerson } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { addMember, createSpaceAs } from './space-support.ts';
import { api, expectError } from './support.ts';

/** Camille (admin) and Thomas in one space, and a weekly « Piscine » from Monday 2 November. */
async function household() {
  const camille = await signupPerson('Camille', 'Martin');
  const thomas = await signupPerson('Thomas', 'Martin');
  const space = await createSpaceAs(camille);
  await addMember(camille, space.id, thomas);
  const camilleProfile = space.profiles.find((p) => p.name === 'Camille')?.id ?? '';
  const created = await tasksOf(camille).$post({
    param: { spaceId: space.id },
    json: {
      name: 'Piscine',
      type: 'sport',
      date: '2026-11-02',
      time: '17:00',
      recurrence: 'weekly',
    },
  });
  expect(created.status).toBe(201);
  const series = (await created.json()).task;
  return { camille, thomas, spaceId: space.id, camilleProfile, seriesId: series.id };
}

function tasksOf(person: Person) {
  return api(person.cookie).spaces[':spaceId'].tasks;
}

function setDone(
  person: Person,
  spaceId: string,
  id: string,
  json: { done: boolean; date?: string; profileId?: string },
) {
  return tasksOf(person)[':id'].done.$put({ param: { spaceId, id }, json });
}

async function month(person: Person, spaceId: string) {
  const response = await tasksOf(person).$get({
    param: { spaceId },
    query: { from: '2026-11-01', to: '2026-11-30' },
  });
  expect(response.status).toBe(200);
  return plannedItems(await response.json()).map(
    (t) => `${t.date} ${t.done ? `fait par ${t.doneBy}` : '-'}`,
  );
}

function completedOf(userId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'completed')));
}

describe('PUT /api/spaces/:spaceId/tasks/:id/done', () => {
  it('ticks one occurrence of a series, seen by the other member, the rest stays to do', async () => {
    const home = await household();
    const response = await setDone(
      home.camille,
      home.spaceId,
      `${home.seriesId}_recurring_2026-11-09`,
      {
        done: true,
        profileId: home.camilleProfile,
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      date: '2026-11-09',
      done: true,
      doneBy: 'Camille',
      message: 'Marqué comme fait',
    });
    expect(await month(home.thomas, home.spaceId)).toEqual([
      '2026-11-02 -',
      '2026-11-09 fait par Camille',
      '2026-11-16 -',
      '2026-11-23 -',
      '2026-11-30 -',
    ]);
    const detail = await tasksOf(home.thomas)[':id'].$get({
      param: { spaceId: home.spaceId, id: `${home.seriesId}_recurring_2026-11-09` },
    });
    expect((await detail.json()).task).toMatchObject({ done: true, doneBy: 'Camille' });
  });

  it('tells the other members once, « … (day) a été fait par … », not the one who ticked; undo withdraws it', async () => {
    const home = await household();
    const id = `${home.seriesId}_recurring_2026-11-16`;
    const body = { done: true, profileId: home.camilleProfile };
    expect((await setDone(home.camille, home.spaceId, id, body)).status).toBe(200);
    expect((await setDone(home.camille, home.spaceId, id, body)).status).toBe(200);
    const told = await completedOf(home.thomas.id);
    expect(told.map((n) => [n.title, n.relatedId, n.read])).toEqual([
      ['Piscine (lundi 16 novembre) a été fait par Camille', home.seriesId, false],
    ]);
    expect(await completedOf(home.camille.id)).toEqual([]);

    const undone = await setDone(home.camille, home.spaceId, id, { done: false });
    expect(await undone.json()).toMatchObject({ done: false, message: 'Remis à faire' });
    expect(await completedOf(home.thomas.id)).toEqual([]);
    expect((await month(home.thomas, home.spaceId)).some((line) => line.includes('fait'))).toBe(
      false,
    );
  });

  it('names the member when no profile is sent', async () => {
    const home = await household();
    await setDone(home.thomas, home.spaceId, home.seriesId, { done: true, date: '2026-11-02' });
    const [told] = await completedOf(home.camille.id);
    expect(told?.title).toBe('Piscine (lundi 2 novembre) a été fait par Thomas Martin');
  });

  it('refuses a day that is not an occurrence, a profile of another space, and a stranger', async () => {
    const home = await household();
    await expectError(
      await setDone(home.camille, home.spaceId, home.seriesId, { done: true, date: '2026-11-03' }),
      404,
      'not_found',
      'Cette occurrence n’existe pas',
    );
    await expectError(
      await setDone(home.camille, home.spaceId, home.seriesId, { done: true }),
      400,
      'validation',
    );
    const other = await createSpaceAs(home.thomas, 'Ailleurs');
    await expectError(
      await setDone(home.camille, home.spaceId, `${home.seriesId}_recurring_2026-11-02`, {
        done: true,
        profileId: other.profiles[0]?.id ?? '',
      }),
      400,
      'validation',
    );
    const stranger = await signupPerson('Inès', 'Dupont');
    const refused = await setDone(stranger, home.spaceId, home.seriesId, {
      done: true,
      date: '2026-11-02',
    });
    expect(refused.status).toBe(403);
    expect(await month(home.camille, home.spaceId)).not.toContain('2026-11-02 fait par Camille');
  });

  it('goes with the task: deleting the series leaves no tick behind', async () => {
    const home = await household();
    await setDone(home.camille, home.spaceId, home.seriesId, { done: true, date: '2026-11-02' });
    const before = await db
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.taskId, home.seriesId));
    expect(before).toHaveLength(1);
    const removed = await tasksOf(home.camille)[':id'].$delete({
      param: { spaceId: home.spaceId, id: home.seriesId },
      query: { scope: 'series' },
    });
    expect(removed.status).toBe(200);
    const after = await db
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.taskId, home.seriesId));
    expect(after).toEqual([]);
  });

  it("announces an occurrence's tick as its series to the tasks and notifications of the space", async () => {
    const home = await household();
    const watcher = await openSocket(home.spaceId, home.thomas.cookie);
    const ticked = await setDone(
      home.camille,
      home.spaceId,
      `${home.seriesId}_recurring_2026-11-09`,
      {
        done: true,
      },
    );
    expect(ticked.status).toBe(200);
    const tasksEvent = await watcher.next((m) => m.type === 'tasks.changed');
    expect(tasksEvent.id).toBe(home.seriesId);
    const notificationsEvent = await watcher.next((m) => m.type === 'notifications.changed');
    expect(notificationsEvent.id).toBeUndefined();
  });
});
