/**
 * Lists, list items and memos are bounded like tasks: a space holds at most 100 lists, a list 500
 * items, a profile 500 memos (the next create is a French 409 that writes nothing), and their creates
 * count against the member's write limit (a French 429 once it is spent).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItems, lists, memos } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { LIST_MESSAGES, MAX_ITEMS_PER_LIST, MAX_LISTS_PER_SPACE } from '../../domain/lists.ts';
import { MAX_MEMOS_PER_PROFILE, MEMO_MESSAGES } from '../../domain/memos.ts';
import * as rateLimit from '../../worker/auth/rate-limit.ts';
import { call, db } from './auth-support.ts';
import { expectError } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

const AT = '2026-01-01T00:00:00.000Z';

/** `count` rows written straight into D1 in one statement, as a busy space would hold them. */
async function fillLists(family: Family, count: number) {
  await db.run(sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into lists (id, space_id, title, type, created_at)
    select lower(hex(randomblob(16))), ${family.spaceId}, 'Liste ' || i, 'tasks', ${AT} from n`);
}

async function fillItems(listId: string, count: number) {
  await db.run(sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into list_items (id, list_id, text, completed, created_at)
    select lower(hex(randomblob(16))), ${listId}, 'Article ' || i, 0, ${AT} from n`);
}

async function fillMemos(family: Family, profileId: string, count: number) {
  await db.run(sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into memos (id, space_id, profile_id, text, created_at, updated_at)
    select lower(hex(randomblob(16))), ${family.spaceId}, ${profileId}, 'Mémo ' || i, ${AT}, ${AT}
    from n`);
}

async function newList(family: Family): Promise<string> {
  const [list] = await db
    .insert(lists)
    .values({ spaceId: family.spaceId, title: 'Courses', type: 'shopping' })
    .returning();
  if (!list) throw new Error('no list');
  return list.id;
}

function postList(family: Family) {
  return call('POST', `/api/spaces/${family.spaceId}/lists`, {
    cookie: family.cookie,
    body: { title: 'Une de trop' },
  });
}

function postItem(family: Family, listId: string) {
  return call('POST', `/api/spaces/${family.spaceId}/lists/${listId}/items`, {
    cookie: family.cookie,
    body: { text: 'Lait' },
  });
}

function postMemo(family: Family, profileId: string) {
  return call('POST', `/api/spaces/${family.spaceId}/memos`, {
    cookie: family.cookie,
    body: { profileId, text: 'Appeler la mairie' },
  });
}

async function spendWriteLimit(family: Family) {
  const rule = rateLimit.TASK_WRITE_LIMIT;
  const subject = rateLimit.memberSubject(family.spaceId, family.userId);
  const now = new Date();
  for (let n = 0; n < rule.limit; n++) await rateLimit.hit(db, rule, subject, now);
}

async function count(table: typeof lists | typeof listItems | typeof memos, where: unknown) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(where as never);
  return row?.n ?? 0;
}

describe('lists, items and memos are capped', () => {
  it('a space holds at most 100 lists: the next one is refused in French, nothing written', async () => {
    const family = await createFamily();
    expect(MAX_LISTS_PER_SPACE).toBe(100);
    expect(LIST_MESSAGES.tooManyLists).toBe('Cet espace famille a atteint la limite de 100 listes');
    await fillLists(family, MAX_LISTS_PER_SPACE - 1);
    expect((await postList(family)).status).toBe(201);
    await expectError(await postList(family), 409, 'conflict', LIST_MESSAGES.tooManyLists);
    expect(await count(lists, eq(lists.spaceId, family.spaceId))).toBe(MAX_LISTS_PER_SPACE);
  });

  it('a list holds at most 500 items: the next one is refused in French, nothing written', async () => {
    const family = await createFamily();
    const listId = await newList(family);
    expect(MAX_ITEMS_PER_LIST).toBe(500);
    expect(LIST_MESSAGES.tooManyItems).toBe('Cette liste a atteint la limite de 500 éléments');
    await fillItems(listId, MAX_ITEMS_PER_LIST - 1);
    expect((await postItem(family, listId)).status).toBe(201);
    await expectError(await postItem(family, listId), 409, 'conflict', LIST_MESSAGES.tooManyItems);
    expect(await count(listItems, eq(listItems.listId, listId))).toBe(MAX_ITEMS_PER_LIST);
    // Another list of the space is not full.
    expect((await postItem(family, await newList(family))).status).toBe(201);
  });

  it("a profile's To Do List holds at most 500 memos: the next one is refused in French", async () => {
    const family = await createFamily();
    const profileId = family.profiles.camille;
    expect(MAX_MEMOS_PER_PROFILE).toBe(500);
    expect(MEMO_MESSAGES.tooManyMemos).toBe('Ce profil a atteint la limite de 500 mémos');
    await fillMemos(family, profileId, MAX_MEMOS_PER_PROFILE - 1);
    expect((await postMemo(family, profileId)).status).toBe(201);
    await expectError(
      await postMemo(family, profileId),
      409,
      'conflict',
      MEMO_MESSAGES.tooManyMemos,
    );
    expect(await count(memos, eq(memos.profileId, profileId))).toBe(MAX_MEMOS_PER_PROFILE);
    // Another profile's list is not full.
    expect((await postMemo(family, family.profiles.hugo)).status).toBe(201);
  });
});

describe('list, item and memo creates count against the member write limit', () => {
  it('once 300 writes are spent in 10 minutes, each create is a French 429 that writes nothing', async () => {
    const family = await createFamily();
    const listId = await newList(family);
    await spendWriteLimit(family);
    await expectError(await postList(family), 429, 'rate_limited', ERROR_MESSAGES.rateLimited);
    await expectError(
      await postItem(family, listId),
      429,
      'rate_limited',
      ERROR_MESSAGES.rateLimited,
    );
    await expectError(
      await postMemo(family, family.profiles.camille),
      429,
      'rate_limited',
      ERROR_MESSAGES.rateLimited,
    );
    expect(await count(lists, eq(lists.spaceId, family.spaceId))).toBe(1);
    expect(await count(listItems, eq(listItems.listId, listId))).toBe(0);
    expect(await count(memos, eq(memos.spaceId, family.spaceId))).toBe(0);
  });
});
