import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  listItems,
  lists,
  spaceMembers,
  taskPeople,
  tasks,
  users,
} from '../../db/schema.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SPACE_NAME, seedDemo } from '../../db/seed.ts';
import { isTaskCategory } from '../../domain/categories.ts';
import { getPasswordHasher } from '../../worker/auth/argon2.ts';

// Wednesday 25 November 2026, 09:00 in Paris: the demo week runs from Monday 23 to Sunday 29.
const NOW = new Date('2026-11-25T08:00:00.000Z');

async function snapshot() {
  const db = createDb(env.DB);
  return {
    users: await db.select().from(users),
    spaces: await db.select().from(familySpaces),
    members: await db.select().from(spaceMembers),
    profiles: await db.select().from(familyProfiles).orderBy(familyProfiles.createdAt),
    tasks: await db.select().from(tasks).orderBy(tasks.date, tasks.time),
    lists: await db.select().from(lists),
    items: await db.select().from(listItems),
    people: await db.select().from(taskPeople).orderBy(taskPeople.taskId, taskPeople.profileId),
  };
}

// D1 storage is isolated per test file, not per test: start each test without the demo family.
beforeEach(async () => {
  const db = createDb(env.DB);
  await db.batch([db.delete(familySpaces), db.delete(users)]);
});

describe('seedDemo', () => {
  it('creates the demo family once; a second run changes and duplicates nothing', async () => {
    const db = createDb(env.DB);
    const hasher = getPasswordHasher();

    expect(await seedDemo(db, hasher, NOW)).toEqual({ created: true });
    const first = await snapshot();
    expect(await seedDemo(db, hasher, NOW)).toEqual({ created: false });
    const second = await snapshot();

    expect(second).toEqual(first);
    expect(second.users).toHaveLength(1);
    expect(second.spaces).toHaveLength(1);
    expect(second.profiles).toHaveLength(5);
    expect(second.tasks.length).toBeGreaterThanOrEqual(7);
  });

  it('gives the demo account its password, a verified email and the admin membership of "Famille Démo"', async () => {
    const db = createDb(env.DB);
    await seedDemo(db, getPasswordHasher(), NOW);
    const {
      users: [user],
      spaces: [space],
      members,
    } = await snapshot();

    expect(user).toMatchObject({ email: DEMO_EMAIL, firstName: 'Camille', lastName: 'Martin' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(getPasswordHasher().verify(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(getPasswordHasher().verify(user?.passwordHash ?? '', 'demo-famille-2026')).toBe(false);
    expect(space).toMatchObject({
      name: DEMO_SPACE_NAME,
      timezone: 'Europe/Paris',
      description: 'Planning familial',
    });
    expect(members).toEqual([
      expect.objectContaining({ spaceId: space?.id, userId: user?.id, isAdmin: true }),
    ]);
  });

  it('has two parents, a grand-parent and two children, with emoji avatars', async () => {
    await seedDemo(createDb(env.DB), getPasswordHasher(), NOW);
    const { profiles } = await snapshot();

    expect(profiles.map((profile) => profile.role).sort()).toEqual(
      ['enfant', 'enfant', 'grand-parent', 'parent', 'parent'].sort(),
    );
    for (const profile of profiles) {
      expect(profile.emoji).toMatch(/^\p{Extended_Pictographic}$/u);
    }
  });

  it('plans tasks and activities over the current week, Monday to Sunday in Paris', async () => {
    await seedDemo(createDb(env.DB), getPasswordHasher(), NOW);
    const { tasks: planned, profiles, people } = await snapshot();
    const children = new Set(profiles.filter((p) => p.role === 'enfant').map((p) => p.id));
    const adults = new Set(profiles.filter((p) => p.role !== 'enfant').map((p) => p.id));

    for (const task of planned) {
      // The week of NOW: Monday 23 to Sunday 29 November 2026.
      expect(task.date, task.name).toMatch(/^2026-11-2[3-9]$/);
    }
    for (const row of people) {
      expect([...(row.role === 'child' ? children : adults)]).toContain(row.profileId);
    }
    const responsible = new Set(
      people.filter((r) => r.role === 'responsible').map((r) => r.taskId),
    );
    expect(planned.some((task) => isTaskCategory(task.type))).toBe(true);
    expect(planned.some((task) => !isTaskCategory(task.type))).toBe(true);
    expect(planned.some((task) => !responsible.has(task.id))).toBe(true);
    expect(planned.some((task) => task.recurrence !== 'none')).toBe(true);
    expect(planned.find((task) => task.recurrence === 'daily')?.recurrenceDays).toEqual([
      1, 2, 4, 5,
    ]);
  });

  it('writes every person of each event, one drop-off for two children and one event for two adults', async () => {
    await seedDemo(createDb(env.DB), getPasswordHasher(), NOW);
    const { tasks: planned, profiles, people } = await snapshot();
    const nameOf = new Map(profiles.map((p) => [p.id, p.name]));
    const namesOf = (taskId: string, role: 'responsible' | 'child') =>
      profiles
        .filter((p) =>
          people.some((r) => r.taskId === taskId && r.role === role && r.profileId === p.id),
        )
        .map((p) => nameOf.get(p.id));
    const byName = new Map(planned.map((task) => [task.name, task]));

    const dropOff = byName.get("Déposer Léa et Hugo à l'école");
    expect(namesOf(dropOff?.id as string, 'child')).toEqual(['Léa', 'Hugo']);
    expect(namesOf(dropOff?.id as string, 'responsible')).toEqual(['Thomas']);
    const pediatre = byName.get('Rendez-vous chez la pédiatre');
    expect(namesOf(pediatre?.id as string, 'responsible')).toEqual(['Camille', 'Thomas']);

    // The unused single columns stay empty: the people are `task_people`'s rows only.
    for (const task of planned) {
      expect([task.assignedTo, task.childId], task.name).toEqual([null, null]);
    }
  });

  it('sets the reminder of the one task that has it, an hour before in Paris time', async () => {
    await seedDemo(createDb(env.DB), getPasswordHasher(), new Date('2026-11-23T06:00:00.000Z'));
    const reminded = (await snapshot()).tasks.filter((task) => task.hasNotification);

    expect(reminded).toHaveLength(1);
    // Tuesday 24 November, 17:15 in Paris (UTC+1), 60 minutes before.
    expect(reminded[0]).toMatchObject({
      date: '2026-11-24',
      time: '17:15',
      notificationTime: 60,
      nextReminderAt: '2026-11-24T15:15:00.000Z',
    });
  });

  it('does not schedule a reminder that is already past', async () => {
    await seedDemo(createDb(env.DB), getPasswordHasher(), new Date('2026-11-28T10:00:00.000Z'));
    const reminded = (await snapshot()).tasks.filter((task) => task.hasNotification);
    expect(reminded[0]?.nextReminderAt).toBeNull();
  });

  it('keeps a shopping list "Courses" with one item ticked by the demo user', async () => {
    await seedDemo(createDb(env.DB), getPasswordHasher(), NOW);
    const {
      lists: [list],
      items,
      users: [user],
    } = await snapshot();

    expect(list).toMatchObject({ title: 'Courses', type: 'shopping' });
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.listId === list?.id)).toBe(true);
    const ticked = items.filter((item) => item.completed);
    expect(ticked).toEqual([expect.objectContaining({ completedBy: user?.id })]);
    expect(ticked[0]?.completedAt).not.toBeNull();
  });
});
