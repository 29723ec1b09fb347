import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { constraintViolation, isUniqueViolation } from '../../db/errors.ts';
import {
  emailTokens,
  familyProfiles,
  familySpaces,
  ignoredConflicts,
  invitations,
  listItems,
  lists,
  memos,
  notifications,
  pushSubscriptions,
  sessions,
  shops,
  spaceMembers,
  taskMemos,
  taskPeople,
  tasks,
  users,
} from '../../db/schema.ts';

const DATA_MODEL_TABLES = [
  'users',
  'sessions',
  'email_tokens',
  'rate_limits',
  'family_spaces',
  'space_members',
  'family_profiles',
  'invitations',
  'tasks',
  'task_memos',
  'task_people',
  'task_comments',
  'task_completions',
  'ignored_conflicts',
  'memos',
  'shops',
  'lists',
  'list_items',
  'list_item_assignees',
  'meals',
  'list_purchases',
  'item_sections',
  'notifications',
  'list_tick_notices',
  'notification_preferences',
  'calendar_feeds',
  'calendar_subscriptions',
  'custody_patterns',
  'custody_swaps',
  'family_changes',
  'school_holiday_periods',
  'school_calendar_refresh',
  'push_subscriptions',
  'spent_client_ids',
  'passkeys',
  'passkey_challenges',
  'dev_mail',
];

let db: Db;

beforeEach(() => {
  db = createDb(env.DB);
});

/** A user, a space with a membership, two profiles, a task with a memo, a list with an item and a memo, a notification. */
async function seedSpace() {
  const userId = crypto.randomUUID();
  const spaceId = crypto.randomUUID();
  const parentId = crypto.randomUUID();
  const childId = crypto.randomUUID();
  const taskId = crypto.randomUUID();
  const listId = crypto.randomUUID();
  await db.batch([
    db.insert(users).values({
      id: userId,
      email: `${userId}@famille.test`,
      passwordHash: 'x',
      firstName: 'Camille',
      lastName: 'Martin',
    }),
    db.insert(familySpaces).values({ id: spaceId, name: 'Famille Martin', createdBy: userId }),
    db
      .insert(spaceMembers)
      .values({ spaceId, userId, displayName: 'Camille Martin', isAdmin: true }),
    db.insert(familyProfiles).values([
      { id: parentId, spaceId, name: 'Camille', role: 'parent', emoji: '👩' },
      { id: childId, spaceId, name: 'Léa', role: 'enfant', emoji: '👧' },
    ]),
    db.insert(invitations).values({
      spaceId,
      inviteCode: crypto.randomUUID().slice(0, 8).toUpperCase(),
      invitedFirstName: 'Thomas',
      invitedLastName: 'Martin',
      createdBy: userId,
    }),
    db.insert(tasks).values({
      id: taskId,
      spaceId,
      name: 'Piano',
      type: 'musique',
      date: '2026-11-25',
      time: '14:00',
      assignedTo: parentId,
      childId,
      createdBy: userId,
    }),
    db.insert(taskMemos).values({ taskId, spaceId, userId, text: 'Apporter la partition' }),
    db
      .insert(lists)
      .values({ id: listId, spaceId, title: 'Courses', type: 'shopping', createdBy: userId }),
    db.insert(listItems).values({ listId, text: 'Lait', createdBy: userId }),
    db
      .insert(memos)
      .values({ spaceId, profileId: parentId, userId, listId, text: 'Passer au marché' }),
    db.insert(notifications).values({
      spaceId,
      userId,
      profileId: parentId,
      type: 'reminder',
      title: 'Rappel To Do List',
      relatedId: taskId,
    }),
  ]);
  return { userId, spaceId, parentId, childId, taskId, listId };
}

/** The error `promise` rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

async function count(table: string, where: string, value: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where} = ?`)
    .bind(value)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

describe('migrations', () => {
  it('are read from migrations/ by the worker test project', () => {
    expect(env.TEST_MIGRATIONS.map((migration) => migration.name)).toContain(
      '0000_create_schema.sql',
    );
  });

  it('create every table of the data model', async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like '\\_cf\\_%' escape '\\' and name not like 'sqlite\\_%' escape '\\' and name <> 'd1_migrations'",
    ).all<{ name: string }>();
    expect(results.map((row) => row.name).sort()).toEqual([...DATA_MODEL_TABLES].sort());
  });

  it('store e-mail addresses lower-cased only', async () => {
    const error = await failure(
      db.insert(users).values({
        email: 'Camille@Famille.test',
        passwordHash: 'x',
        firstName: 'Camille',
        lastName: 'Martin',
      }),
    );
    expect(constraintViolation(error)).toBe('check');
  });

  it('refuse a second account with the same e-mail', async () => {
    const values = {
      email: 'double@famille.test',
      passwordHash: 'x',
      firstName: 'A',
      lastName: 'B',
    };
    await db.insert(users).values(values);
    const error = await failure(db.insert(users).values(values));
    expect(isUniqueViolation(error, 'users.email')).toBe(true);
    expect(isUniqueViolation(error, 'invitations.invite_code')).toBe(false);
  });
});

describe('the people migration', () => {
  it('makes the responsible adult and the child of each existing task lists of one', async () => {
    const { parentId, childId, taskId } = await seedSpace();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith('_task_people.sql'));
    const inserts = migration?.queries.filter((q) => q.includes('INSERT INTO')) ?? [];
    expect(inserts).toHaveLength(2);
    // The task was stored as before the migration: its people only in its own two columns.
    await db.delete(taskPeople).where(eq(taskPeople.taskId, taskId));

    for (const query of inserts) await env.DB.prepare(query).run();

    const people = await db.select().from(taskPeople).where(eq(taskPeople.taskId, taskId));
    expect(people).toEqual(
      expect.arrayContaining([
        { taskId, profileId: parentId, role: 'responsible' },
        { taskId, profileId: childId, role: 'child' },
      ]),
    );
    expect(people).toHaveLength(2);
  });
});

describe('the ignored pairs migration', () => {
  it("gives each stored pair the later of its two occurrences' days", async () => {
    const { spaceId, taskId } = await seedSpace();
    const migration = env.TEST_MIGRATIONS.find((m) =>
      m.name.endsWith('_ignored_conflicts_last_day.sql'),
    );
    const updates = migration?.queries.filter((q) => q.includes('UPDATE')) ?? [];
    expect(updates).toHaveLength(1);
    // Stored as before the migration: no day of its own.
    await db.insert(ignoredConflicts).values({
      spaceId,
      firstOccurrence: `${taskId}_recurring_2030-01-15@2030-01-15T17:00-18:00`,
      secondOccurrence: `${taskId}@2030-01-08T17:30-`,
      firstTaskId: taskId,
      secondTaskId: taskId,
      lastDay: '',
    });

    for (const query of updates) await env.DB.prepare(query).run();

    const [row] = await db.select().from(ignoredConflicts);
    expect(row?.lastDay).toBe('2030-01-15');
  });
});

describe('the shop name key migration', () => {
  it('folds the stored names as the Worker does, and gives a clashing newer shop a key of its own', async () => {
    const { spaceId } = await seedSpace();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith('_shop_name_key.sql'));
    const queries = migration?.queries.filter((q) => /UPDATE|CREATE UNIQUE INDEX/.test(q)) ?? [];
    expect(queries).toHaveLength(3);
    // Stored as before the migration: no key, no unique index, and two names the old check let by.
    await env.DB.prepare('DROP INDEX `shops_space_id_name_key_unique`').run();
    const shop = (name: string, createdAt: string) => ({
      id: crypto.randomUUID(),
      spaceId,
      name,
      createdAt,
      nameKey: '',
    });
    const rows = [
      shop('Marché', '2026-11-29T10:00:00.000Z'),
      shop('MARCHÉ', '2026-11-29T11:00:00.000Z'),
      shop('Marche', '2026-11-29T12:00:00.000Z'),
      shop('ŒUFS  ET   ÇA', '2026-11-29T13:00:00.000Z'),
    ];
    await db.insert(shops).values(rows);

    for (const query of queries) await env.DB.prepare(query).run();

    const keys = await db.select({ id: shops.id, nameKey: shops.nameKey }).from(shops);
    expect(new Map(keys.map((row) => [row.id, row.nameKey]))).toEqual(
      new Map([
        [rows[0]?.id, 'marché'],
        [rows[1]?.id, `marché#${rows[1]?.id}`],
        [rows[2]?.id, 'marche'],
        [rows[3]?.id, 'œufs et ça'],
      ]),
    );
  });
});

describe('foreign keys', () => {
  it('deleting a space removes everything of the space, and not its members’ accounts', async () => {
    const { userId, spaceId, taskId, listId } = await seedSpace();
    const other = await seedSpace();

    await db.delete(familySpaces).where(eq(familySpaces.id, spaceId));

    for (const table of [
      'space_members',
      'family_profiles',
      'invitations',
      'tasks',
      'task_memos',
      'lists',
      'memos',
      'notifications',
    ]) {
      expect(await count(table, 'space_id', spaceId), table).toBe(0);
    }
    expect(await count('task_memos', 'task_id', taskId)).toBe(0);
    expect(await count('list_items', 'list_id', listId)).toBe(0);
    expect(await count('users', 'id', userId)).toBe(1);
    // The other space is untouched.
    expect(await count('tasks', 'space_id', other.spaceId)).toBe(1);
    expect(await count('family_profiles', 'space_id', other.spaceId)).toBe(2);
  });

  it('deleting a profile leaves its tasks unassigned and without child, and removes its memos', async () => {
    const { parentId, childId, taskId } = await seedSpace();

    await db.delete(familyProfiles).where(eq(familyProfiles.id, parentId));
    await db.delete(familyProfiles).where(eq(familyProfiles.id, childId));

    const task = await db.select().from(tasks).where(eq(tasks.id, taskId)).get();
    expect(task).toMatchObject({ assignedTo: null, childId: null, name: 'Piano' });
    expect(await count('memos', 'profile_id', parentId)).toBe(0);
    expect(await count('notifications', 'profile_id', parentId)).toBe(0);
  });

  it('deleting a profile removes it from the people of its tasks, and the task stays', async () => {
    const { parentId, childId, taskId } = await seedSpace();
    await db.insert(taskPeople).values([
      { taskId, profileId: parentId, role: 'responsible' },
      { taskId, profileId: childId, role: 'child' },
    ]);

    await db.delete(familyProfiles).where(eq(familyProfiles.id, parentId));

    const people = await db.select().from(taskPeople).where(eq(taskPeople.taskId, taskId));
    expect(people).toEqual([{ taskId, profileId: childId, role: 'child' }]);
    await db.delete(tasks).where(eq(tasks.id, taskId));
    expect(await count('task_people', 'task_id', taskId)).toBe(0);
  });

  it('deleting a user removes their sessions, tokens, memberships and notifications, and keeps what they created', async () => {
    const { userId, spaceId, taskId, listId } = await seedSpace();
    await db.batch([
      db.insert(sessions).values({
        userId,
        refreshTokenHash: crypto.randomUUID(),
        chainId: crypto.randomUUID(),
        expiresAt: '2026-12-31T00:00:00.000Z',
      }),
      db.insert(emailTokens).values({
        userId,
        purpose: 'reset',
        tokenHash: crypto.randomUUID(),
        expiresAt: '2026-12-31T00:00:00.000Z',
      }),
      db.insert(pushSubscriptions).values({
        userId,
        endpoint: `https://push.test/${crypto.randomUUID()}`,
        p256dh: 'p256dh',
        auth: 'auth',
        label: 'Chrome sur Android',
      }),
    ]);

    await db.delete(users).where(eq(users.id, userId));

    for (const table of [
      'sessions',
      'email_tokens',
      'space_members',
      'notifications',
      'push_subscriptions',
    ]) {
      expect(await count(table, 'user_id', userId), table).toBe(0);
    }
    const task = await db.select().from(tasks).where(eq(tasks.id, taskId)).get();
    expect(task?.createdBy).toBeNull();
    const space = await db.select().from(familySpaces).where(eq(familySpaces.id, spaceId)).get();
    expect(space?.createdBy).toBeNull();
    const item = await db.select().from(listItems).where(eq(listItems.listId, listId)).get();
    expect(item).toMatchObject({ text: 'Lait', createdBy: null });
  });

  it('deleting a list removes its items and the reminders about it', async () => {
    const { spaceId, listId } = await seedSpace();

    await db.delete(lists).where(eq(lists.id, listId));

    expect(await count('list_items', 'list_id', listId)).toBe(0);
    expect(await count('memos', 'list_id', listId)).toBe(0);
    expect(await count('family_profiles', 'space_id', spaceId)).toBe(2);
  });

  it('refuse a task in a space that does not exist', async () => {
    const error = await failure(
      db.insert(tasks).values({
        spaceId: crypto.randomUUID(),
        name: 'Orpheline',
        type: 'ecole',
        date: '2026-11-23',
      }),
    );
    expect(constraintViolation(error)).toBe('foreign_key');
  });
});

describe('notifications dedupe key', () => {
  it('lets a generated notification exist once per recipient', async () => {
    const { userId, spaceId, parentId } = await seedSpace();
    const reminder = {
      spaceId,
      userId,
      profileId: parentId,
      type: 'reminder' as const,
      title: 'Rappel To Do List',
      dedupeKey: 'memo:1234:2026-11-23T07:30:00.000Z',
    };

    // As the cron would, twice (two overlapping runs).
    await db.insert(notifications).values(reminder).onConflictDoNothing();
    await db.insert(notifications).values(reminder).onConflictDoNothing();
    // Notifications without a key are never deduplicated.
    await db.insert(notifications).values({ ...reminder, dedupeKey: null });
    await db.insert(notifications).values({ ...reminder, dedupeKey: null });

    const rows = await db
      .select({ n: sql<number>`count(*)` })
      .from(notifications)
      .where(eq(notifications.dedupeKey, reminder.dedupeKey))
      .get();
    expect(rows?.n).toBe(1);
    expect(await count('notifications', 'user_id', userId)).toBe(1 + 1 + 2);
  });
});
