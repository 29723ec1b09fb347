import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemSections, listItems, lists } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import type { ListItemCreateInput } from '../../domain/lists.ts';
import type { SectionId } from '../../domain/sections.ts';
import { db } from './auth-support.ts';
import { itemsOf, newList, type Where } from './list-support.ts';
import { openSocket } from './live-support.ts';
import { twoMembers } from './space-support.ts';
import { api, expectError } from './support.ts';
import { createFamily } from './tasks-support.ts';

async function add(where: Where, json: ListItemCreateInput) {
  const response = await itemsOf(where).$post({
    param: { spaceId: where.spaceId, listId: where.listId },
    json,
  });
  expect(response.status).toBe(201);
  return (await response.json()).item;
}

function move(where: Where, itemId: string, section: SectionId | string) {
  return itemsOf(where)[':itemId'].section.$put({
    param: { spaceId: where.spaceId, listId: where.listId, itemId },
    json: { section: section as SectionId },
  });
}

function suggestions(where: Pick<Where, 'cookie' | 'spaceId'>) {
  return api(where.cookie).spaces[':spaceId']['item-suggestions'].$get({
    param: { spaceId: where.spaceId },
  });
}

async function sectionStored(itemId: string) {
  return (await db.select().from(listItems).where(eq(listItems.id, itemId)).get())?.section;
}

describe('the aisle of an added item', () => {
  it('is the word list’s, quantity, plural, case and accents aside', async () => {
    const list = await newList(await createFamily());
    const placed = [];
    for (const text of ['Pommes', '2 × lait', 'ŒUFS x6', 'Pain de mie', 'Cadeau pour Mamie']) {
      placed.push([text, (await add(list, { text })).section]);
    }
    expect(placed).toEqual([
      ['Pommes', 'fruits-legumes'],
      ['2 × lait', 'cremerie'],
      ['ŒUFS x6', 'cremerie'],
      ['Pain de mie', 'boulangerie'],
      ['Cadeau pour Mamie', 'autres'],
    ]);
  });

  it('is the family’s choice once they moved the same name, on every list of the space only', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const apples = await add(list, { text: 'pommes' });
    const moved = await move(list, apples.id, 'epicerie');
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      item: { id: apples.id, section: 'epicerie' },
      message: 'Élément déplacé',
    });
    expect(await sectionStored(apples.id)).toBe('epicerie');

    const again = await add(await newList(family), { text: '3 x Pomme' });
    expect(again.section).toBe('epicerie');

    const otherFamily = await newList(await createFamily());
    expect((await add(otherFamily, { text: 'pommes' })).section).toBe('fruits-legumes');
  });

  it('follows the latest choice when an item is moved again', async () => {
    const list = await newList(await createFamily());
    const item = await add(list, { text: 'Chips' });
    expect((await move(list, item.id, 'boissons')).status).toBe(200);
    expect((await move(list, item.id, 'autres')).status).toBe(200);
    expect((await add(list, { text: 'chips' })).section).toBe('autres');
    const remembered = await db
      .select({ key: itemSections.key, section: itemSections.section })
      .from(itemSections)
      .where(eq(itemSections.spaceId, list.spaceId));
    expect(remembered).toEqual([{ key: 'chip', section: 'autres' }]);
  });
});

describe('PUT /api/spaces/:spaceId/lists/:listId/items/:itemId/section', () => {
  it('refuses an unknown aisle in French, moving and remembering nothing', async () => {
    const list = await newList(await createFamily());
    const item = await add(list, { text: 'pommes' });
    const body = await expectError(await move(list, item.id, 'rayon-secret'), 400, 'validation');
    expect(body.error.fields).toEqual({ section: 'Veuillez choisir un rayon' });
    expect(await sectionStored(item.id)).toBe('fruits-legumes');
    expect(
      await db.select().from(itemSections).where(eq(itemSections.spaceId, list.spaceId)),
    ).toEqual([]);
  });

  it("is 403 to a non-member and 404 for another space's item, changing nothing", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const list = await newList(family);
    const item = await add(list, { text: 'pommes' });

    await expectError(
      await move({ ...list, cookie: stranger.cookie }, item.id, 'boissons'),
      403,
      'forbidden',
      ERROR_MESSAGES.forbiddenSpace,
    );
    const theirs = await newList(stranger);
    await expectError(
      await move({ ...theirs, listId: list.listId }, item.id, 'boissons'),
      404,
      'not_found',
      'Liste non trouvée',
    );
    await expectError(
      await move(list, crypto.randomUUID(), 'boissons'),
      404,
      'not_found',
      'Élément non trouvé',
    );
    expect(await sectionStored(item.id)).toBe('fruits-legumes');
    const remembered = await db.select().from(itemSections);
    expect(remembered.filter((row) => row.spaceId === family.spaceId)).toEqual([]);
    expect(remembered.filter((row) => row.spaceId === stranger.spaceId)).toEqual([]);
  });
});

describe('a move, live', () => {
  it("reaches the other member's phone as list-items.changed for that list", async () => {
    const family = await twoMembers();
    const [list] = await db
      .insert(lists)
      .values({ spaceId: family.spaceId, title: 'Courses', type: 'shopping' })
      .returning();
    if (!list) throw new Error('no list');
    const where = { cookie: family.admin.cookie, spaceId: family.spaceId, listId: list.id };
    const item = await add(where, { text: 'pommes' });
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    expect((await move(where, item.id, 'epicerie')).status).toBe(200);
    expect((await watcher.next((m) => m.type === 'list-items.changed')).id).toBe(list.id);
  });
});

describe('GET /api/spaces/:spaceId/item-suggestions', () => {
  it('answers the space’s past texts, most used first, then most recent, one per spelling', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const other = await newList(family);
    await add(list, { text: 'Pain' });
    await add(list, { text: 'lait demi-écrémé' });
    await add(other, { text: 'Lait demi-écrémé' });
    await add(other, { text: 'Beurre' });
    const response = await suggestions(family);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      suggestions: ['Lait demi-écrémé', 'Beurre', 'Pain'],
    });
  });

  it('says nothing of another space, and is 403 to a non-member', async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    await add(await newList(stranger), { text: 'SECRET' });
    expect(await (await suggestions(family)).json()).toEqual({ suggestions: [] });
    await expectError(
      await suggestions({ cookie: family.cookie, spaceId: stranger.spaceId }),
      403,
      'forbidden',
    );
  });
});
