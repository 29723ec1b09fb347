/**
 * Idempotent creates (docs/architecture.md#idempotent-creates): every create route takes an optional
 * client-generated id; the same create sent again answers the row it made (200, nothing written), and
 * an id held by another space's row or by another kind of row is a 409 that tells nothing about it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItems, lists, memos, tasks } from '../../db/schema.ts';
import type { MemoCreateInput } from '../../domain/memos.ts';
import type { TaskCreateInput } from '../../domain/tasks.ts';
import { db } from './auth-support.ts';
import { type AnyResponse, api } from './support.ts';
import { createFamily, expectError, type Family, postTask } from './tasks-support.ts';

const TAKEN = 'Cet identifiant est déjà utilisé';

/** A create with the client id given (none when undefined: JSON leaves it out of the body). */
type Create = (family: Family, id: string | undefined) => Promise<AnyResponse>;

function spaceOf(family: Family) {
  return api(family.cookie).spaces[':spaceId'];
}

const createTask = (family: Family, id: string | undefined, extra: Partial<TaskCreateInput> = {}) =>
  postTask(family, {
    id,
    name: 'Piscine SECRET',
    type: 'autres',
    date: '2030-03-04',
    time: '17:00',
    ...extra,
  });

const createActivity: Create = (family, id) =>
  postTask(family, { id, name: 'Judo SECRET', type: 'sport', date: '2030-03-04', time: '18:00' });

const createMemo = (family: Family, id: string | undefined, extra: Partial<MemoCreateInput> = {}) =>
  spaceOf(family).memos.$post({
    param: { spaceId: family.spaceId },
    json: { id, profileId: family.profiles.camille, text: 'Mémo SECRET', ...extra },
  });

const createList: Create = (family, id) =>
  spaceOf(family).lists.$post({
    param: { spaceId: family.spaceId },
    json: { id, title: 'Liste SECRET', type: 'shopping' },
  });

function addItem(family: Family, listId: string, id: string, text: string) {
  return spaceOf(family).lists[':listId'].items.$post({
    param: { spaceId: family.spaceId, listId },
    json: { id, text },
  });
}

async function newList(family: Family, title = 'Courses'): Promise<string> {
  const [list] = await db
    .insert(lists)
    .values({ spaceId: family.spaceId, title, type: 'shopping', createdBy: family.userId })
    .returning();
  if (!list) throw new Error('no list');
  return list.id;
}

/** Rows of the table holding `id`, whatever their space. */
const COUNT: Record<string, (id: string) => Promise<number>> = {
  tasks: async (id) => (await db.select().from(tasks).where(eq(tasks.id, id))).length,
  memos: async (id) => (await db.select().from(memos).where(eq(memos.id, id))).length,
  lists: async (id) => (await db.select().from(lists).where(eq(lists.id, id))).length,
};

const ROUTES: { name: string; create: Create; table: keyof typeof COUNT; key: string }[] = [
  { name: 'POST /tasks (a task)', create: createTask, table: 'tasks', key: 'task' },
  { name: 'POST /tasks (an activity)', create: createActivity, table: 'tasks', key: 'task' },
  { name: 'POST /memos', create: createMemo, table: 'memos', key: 'memo' },
  { name: 'POST /lists', create: createList, table: 'lists', key: 'list' },
];

describe.each(ROUTES)('$name with a client id', ({ create, table, key }) => {
  it('creates the row under that id (201), and the same create again answers it (200, one row)', async () => {
    const family = await createFamily();
    const id = crypto.randomUUID();
    const first = await create(family, id);
    expect(first.status).toBe(201);
    const created = ((await first.json()) as Record<string, { id: string }>)[key];
    expect(created?.id).toBe(id);

    const again = await create(family, id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Record<string, unknown>)[key]).toEqual(created);
    expect(await COUNT[table]?.(id)).toBe(1);
  });

  it('makes one row when the same create arrives twice at once (a double tap)', async () => {
    const family = await createFamily();
    const id = crypto.randomUUID();
    const answers = await Promise.all([create(family, id), create(family, id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await COUNT[table]?.(id)).toBe(1);
  });

  it("answers 409 for another space's id, telling nothing of that row and writing nothing", async () => {
    const theirs = await createFamily();
    const family = await createFamily();
    const id = crypto.randomUUID();
    expect((await create(theirs, id)).status).toBe(201);
    const response = await create(family, id);
    const body = await expectError(response, 409, 'conflict', TAKEN);
    expect(body.error.reason).toBe('id_taken');
    expect(JSON.stringify(body)).not.toContain('SECRET');
    expect(JSON.stringify(body)).not.toContain(theirs.spaceId);
    expect(await COUNT[table]?.(id)).toBe(1);
  });

  it('refuses an id that is not a UUID with "Identifiant invalide"', async () => {
    const family = await createFamily();
    const response = await create(family, 'hors-ligne-1');
    const body = await expectError(response, 400, 'validation', 'Identifiant invalide');
    expect(body.error.fields).toEqual({ id: 'Identifiant invalide' });
  });

  it('still creates with a server-made id when the client sends none', async () => {
    const family = await createFamily();
    const response = await create(family, undefined);
    expect(response.status).toBe(201);
    const created = ((await response.json()) as Record<string, { id: string }>)[key];
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a client id of another kind of row, in the same space', () => {
  it("is a 409 when an activity's id comes back as a task (and the other way round)", async () => {
    const family = await createFamily();
    const activityId = crypto.randomUUID();
    expect((await createActivity(family, activityId)).status).toBe(201);
    await expectError(await createTask(family, activityId), 409, 'conflict', TAKEN);

    const taskId = crypto.randomUUID();
    expect((await createTask(family, taskId)).status).toBe(201);
    await expectError(await createActivity(family, taskId), 409, 'conflict', TAKEN);
    const [stored] = await db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(stored?.type).toBe('autres');
  });

  it("is a 409 when a memo's id comes back for another profile or as a list reminder", async () => {
    const family = await createFamily();
    const id = crypto.randomUUID();
    expect((await createMemo(family, id)).status).toBe(201);
    await expectError(
      await createMemo(family, id, { profileId: family.profiles.thomas }),
      409,
      'conflict',
      TAKEN,
    );
    await expectError(
      await createMemo(family, id, { listId: await newList(family) }),
      409,
      'conflict',
      TAKEN,
    );
    const [stored] = await db.select().from(memos).where(eq(memos.id, id));
    expect(stored).toMatchObject({ profileId: family.profiles.camille, listId: null });
  });

  it("is a 409 when a list item's id comes back for another list of the space", async () => {
    const family = await createFamily();
    const first = await newList(family, 'Courses');
    const second = await newList(family, 'Pharmacie');
    const id = crypto.randomUUID();
    expect((await addItem(family, first, id, 'Lait')).status).toBe(201);
    await expectError(await addItem(family, second, id, 'Lait'), 409, 'conflict', TAKEN);
    const rows = await db.select().from(listItems).where(eq(listItems.id, id));
    expect(rows.map((row) => row.listId)).toEqual([first]);
  });

  it('makes one list item when the same add arrives twice at once', async () => {
    const family = await createFamily();
    const listId = await newList(family);
    const id = crypto.randomUUID();
    const answers = await Promise.all([
      addItem(family, listId, id, 'Pain'),
      addItem(family, listId, id, 'Pain'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await db.select().from(listItems).where(eq(listItems.listId, listId))).toHaveLength(1);
  });
});

describe('a replayed task create', () => {
  it('answers the task as first created: the id names that create, not new values', async () => {
    const family = await createFamily();
    const id = crypto.randomUUID();
    expect((await createTask(family, id)).status).toBe(201);
    const again = await createTask(family, id, { name: 'Autre nom', time: '09:00' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      task: { id, name: 'Piscine SECRET', time: '17:00' },
    });
  });
});
