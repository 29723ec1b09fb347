/**
 * A deleted row's client id stays spent: its create sent again (an offline queue replayed, a retry
 * after a lost answer) is refused and does not bring the row back, in every kind that takes client ids.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItems, lists, memos, spentClientIds, tasks } from '../../db/schema.ts';
import { CLIENT_ID_MESSAGES, CLIENT_ID_SPENT } from '../../domain/client-ids.ts';
import { purgeExpired } from '../../worker/cron/purge.ts';
import { SPENT_ID_RETENTION_DAYS } from '../../worker/lib/spent-ids.ts';
import { db } from './auth-support.ts';
import { type AnyResponse, api } from './support.ts';
import { createFamily, expectError, type Family, postTask, remove } from './tasks-support.ts';

function spaceOf(family: Family) {
  return api(family.cookie).spaces[':spaceId'];
}

async function newList(family: Family): Promise<string> {
  const [list] = await db
    .insert(lists)
    .values({ spaceId: family.spaceId, title: 'Courses', type: 'shopping' })
    .returning();
  if (!list) throw new Error('no list');
  return list.id;
}

interface Kind {
  name: string;
  create: (family: Family, id: string, listId: string) => Promise<AnyResponse>;
  remove: (family: Family, id: string, listId: string) => Promise<AnyResponse>;
  rows: (id: string) => Promise<number>;
}

const KINDS: Kind[] = [
  {
    name: 'a list item',
    create: (family, id, listId) =>
      spaceOf(family).lists[':listId'].items.$post({
        param: { spaceId: family.spaceId, listId },
        json: { id, text: 'Pain' },
      }),
    remove: (family, id, listId) =>
      spaceOf(family).lists[':listId'].items[':itemId'].$delete({
        param: { spaceId: family.spaceId, listId, itemId: id },
      }),
    rows: async (id) => (await db.select().from(listItems).where(eq(listItems.id, id))).length,
  },
  {
    name: 'a list',
    create: (family, id) =>
      spaceOf(family).lists.$post({
        param: { spaceId: family.spaceId },
        json: { id, title: 'Vacances', type: 'shopping' },
      }),
    remove: (family, id) =>
      spaceOf(family).lists[':listId'].$delete({
        param: { spaceId: family.spaceId, listId: id },
      }),
    rows: async (id) => (await db.select().from(lists).where(eq(lists.id, id))).length,
  },
  {
    name: 'a memo',
    create: (family, id) =>
      spaceOf(family).memos.$post({
        param: { spaceId: family.spaceId },
        json: { id, profileId: family.profiles.camille, text: 'Appeler le dentiste' },
      }),
    remove: (family, id) =>
      spaceOf(family).memos[':memoId'].$delete({
        param: { spaceId: family.spaceId, memoId: id },
      }),
    rows: async (id) => (await db.select().from(memos).where(eq(memos.id, id))).length,
  },
  {
    name: 'a task',
    create: (family, id) =>
      postTask(family, { id, name: 'Piscine', type: 'autres', date: '2030-03-04', time: '17:00' }),
    remove: (family, id) => remove(family, id),
    rows: async (id) => (await db.select().from(tasks).where(eq(tasks.id, id))).length,
  },
];

describe.each(KINDS)('the create of $name replayed after its deletion', (kind) => {
  it('is refused with a French 409 and the row stays deleted', async () => {
    const family = await createFamily();
    const listId = await newList(family);
    const id = crypto.randomUUID();
    expect((await kind.create(family, id, listId)).status).toBe(201);
    expect((await kind.remove(family, id, listId)).status).toBe(200);

    const replay = await expectError(
      await kind.create(family, id, listId),
      409,
      'conflict',
      CLIENT_ID_MESSAGES.spent,
    );
    expect(replay.error.reason).toBe(CLIENT_ID_SPENT);
    expect(await kind.rows(id)).toBe(0);
  });

  it('in another space, says only that the id is taken', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const id = crypto.randomUUID();
    const listId = await newList(family);
    expect((await kind.create(family, id, listId)).status).toBe(201);
    expect((await kind.remove(family, id, listId)).status).toBe(200);

    await expectError(
      await kind.create(other, id, await newList(other)),
      409,
      'conflict',
      CLIENT_ID_MESSAGES.taken,
    );
    expect(await kind.rows(id)).toBe(0);
  });
});

describe('spent client ids', () => {
  it('are recorded only for a row the delete removed: an unknown id spends nothing', async () => {
    const family = await createFamily();
    const id = crypto.randomUUID();
    expect((await remove(family, id)).status).toBe(404);
    expect(await db.select().from(spentClientIds).where(eq(spentClientIds.id, id))).toEqual([]);
    expect(
      (
        await postTask(family, {
          id,
          name: 'Piscine',
          type: 'autres',
          date: '2030-03-04',
          time: '17:00',
        })
      ).status,
    ).toBe(201);
  });

  it('are not recorded by a delete refused because it addressed the item through another list', async () => {
    const family = await createFamily();
    const [listId, otherListId] = [await newList(family), await newList(family)];
    const id = crypto.randomUUID();
    const items = spaceOf(family).lists[':listId'].items;
    expect(
      (
        await items.$post({
          param: { spaceId: family.spaceId, listId },
          json: { id, text: 'Pain' },
        })
      ).status,
    ).toBe(201);
    const refused = await items[':itemId'].$delete({
      param: { spaceId: family.spaceId, listId: otherListId, itemId: id },
    });
    expect(refused.status).toBe(404);
    expect(await db.select().from(spentClientIds).where(eq(spentClientIds.id, id))).toEqual([]);
  });

  it(`are purged by the cron after ${SPENT_ID_RETENTION_DAYS} days`, async () => {
    const family = await createFamily();
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db.insert(spentClientIds).values([
      { kind: 'task', id: old, spaceId: family.spaceId, spentAt: daysAgo(31) },
      { kind: 'task', id: recent, spaceId: family.spaceId, spentAt: daysAgo(29) },
    ]);
    const purged = await purgeExpired(db, now);
    expect(purged.spentClientIds).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(spentClientIds)).map((row) => row.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});
