import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItems, listPurchases, lists } from '../../db/schema.ts';
import { type ListItemCreateInput, MAX_PURCHASES_PER_LIST } from '../../domain/lists.ts';
import { call, db } from './auth-support.ts';
import { itemsOf, newList, type Where } from './list-support.ts';
import { api, expectError } from './support.ts';
import { createFamily } from './tasks-support.ts';

async function add(where: Where, json: ListItemCreateInput) {
  const response = await itemsOf(where).$post({
    param: { spaceId: where.spaceId, listId: where.listId },
    json,
  });
  if (response.status !== 201) throw new Error(`add failed: ${await response.text()}`);
  return (await response.json()).item;
}

async function tick(where: Where, itemId: string) {
  const response = await itemsOf(where)[':itemId'].$patch({
    param: { spaceId: where.spaceId, listId: where.listId, itemId },
    json: { completed: true },
  });
  expect(response.status).toBe(200);
}

async function remove(where: Where, itemId: string) {
  const response = await itemsOf(where)[':itemId'].$delete({
    param: { spaceId: where.spaceId, listId: where.listId, itemId },
  });
  expect(response.status).toBe(200);
}

/** Adds, ticks and clears: one weekly shop of these texts. */
async function buy(where: Where, ...texts: string[]) {
  const added = [];
  for (const text of texts) added.push(await add(where, { text }));
  for (const item of added) await tick(where, item.id);
  for (const item of added) await remove(where, item.id);
}

function purchases(where: Where) {
  return api(where.cookie).spaces[':spaceId'].lists[':listId'].purchases.$get({
    param: { spaceId: where.spaceId, listId: where.listId },
  });
}

async function purchasesOf(where: Where) {
  const response = await purchases(where);
  expect(response.status).toBe(200);
  return (await response.json()).purchases;
}

describe('the purchase history of a list', () => {
  it('keeps what was bought when the ticked items are cleared, one line per name, counted', async () => {
    const list = await newList(await createFamily());
    await buy(list, 'Beurre doux', '2 x Lait');
    await buy(list, 'beurre doux');
    expect(await db.select().from(listItems).where(eq(listItems.listId, list.listId))).toEqual([]);
    const bought = await purchasesOf(list);
    expect(bought.map(({ text, count, section }) => ({ text, count, section }))).toEqual([
      { text: 'beurre doux', count: 2, section: 'cremerie' },
      { text: '2 x Lait', count: 1, section: 'cremerie' },
    ]);
    expect(bought[0]?.lastBoughtAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('does not record an unticked item deleted: it was not bought', async () => {
    const list = await newList(await createFamily());
    const item = await add(list, { text: 'Lessive' });
    await remove(list, item.id);
    expect(await purchasesOf(list)).toEqual([]);
  });

  it('suggests last week’s shop in the add field after it is cleared', async () => {
    const family = await createFamily();
    const list = await newList(family);
    await buy(list, 'Beurre doux');
    await add(list, { text: 'Pain' });
    const response = await api(family.cookie).spaces[':spaceId']['item-suggestions'].$get({
      param: { spaceId: family.spaceId },
    });
    expect(await response.json()).toEqual({ suggestions: ['Pain', 'Beurre doux'] });
  });

  it('re-adds a bought item with its note, and the history keeps it', async () => {
    const list = await newList(await createFamily());
    const milk = await add(list, { text: 'Lait' });
    const noted = await itemsOf(list)[':itemId'].$patch({
      param: { spaceId: list.spaceId, listId: list.listId, itemId: milk.id },
      json: { note: 'sans lactose', completed: true },
    });
    expect(noted.status).toBe(200);
    await remove(list, milk.id);
    const [bought] = await purchasesOf(list);
    expect(bought).toMatchObject({ text: 'Lait', note: 'sans lactose', count: 1 });
    const again = await add(list, { text: bought?.text ?? '', note: bought?.note ?? null });
    expect(again).toMatchObject({ text: 'Lait', note: 'sans lactose', completed: false });
    expect(await purchasesOf(list)).toHaveLength(1);
  });

  it(`keeps the ${MAX_PURCHASES_PER_LIST} last bought, forgetting the oldest`, async () => {
    const list = await newList(await createFamily());
    const old = Array.from({ length: MAX_PURCHASES_PER_LIST }, (_, index) => ({
      listId: list.listId,
      key: `article ${index}`,
      text: `Article ${index}`,
      lastBoughtAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    }));
    // D1 takes at most 100 bound values a statement.
    for (let start = 0; start < old.length; start += 20) {
      await db.insert(listPurchases).values(old.slice(start, start + 20));
    }
    await buy(list, 'Beurre doux');
    const rows = await db
      .select({ text: listPurchases.text })
      .from(listPurchases)
      .where(eq(listPurchases.listId, list.listId));
    expect(rows).toHaveLength(MAX_PURCHASES_PER_LIST);
    const texts = rows.map((row) => row.text);
    expect(texts).toContain('Beurre doux');
    expect(texts).not.toContain('Article 0');
    expect(texts).toContain('Article 1');
  });

  it('goes with its list, and is 404 in French for another space or a malformed id', async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const list = await newList(family);
    await buy(list, 'Pain');
    await expectError(await purchases({ ...list, cookie: stranger.cookie }), 403, 'forbidden');
    const elsewhere = { ...list, spaceId: stranger.spaceId, cookie: stranger.cookie };
    await expectError(await purchases(elsewhere), 404, 'not_found', 'Liste non trouvée');
    await expectError(
      await purchases({ ...list, listId: 'pas-un-id' }),
      404,
      'not_found',
      'Liste non trouvée',
    );
    await db.delete(lists).where(eq(lists.id, list.listId));
    expect(
      await db.select().from(listPurchases).where(eq(listPurchases.listId, list.listId)),
    ).toEqual([]);
  });
});

describe('an item note', () => {
  it('is set, shown trimmed, and cleared by an empty note', async () => {
    const list = await newList(await createFamily());
    const item = await add(list, { text: 'Yaourts' });
    expect(item.note).toBeNull();
    const path = `/api/spaces/${list.spaceId}/lists/${list.listId}/items/${item.id}`;
    const set = await call('PATCH', path, { cookie: list.cookie, body: { note: '  nature  ' } });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ item: { note: 'nature', text: 'Yaourts' } });
    const cleared = await call('PATCH', path, { cookie: list.cookie, body: { note: '  ' } });
    expect(await cleared.json()).toMatchObject({ item: { note: null } });
  });

  it('refuses a note too long or not a text in French, changing nothing', async () => {
    const list = await newList(await createFamily());
    const item = await add(list, { text: 'Yaourts', note: 'nature' });
    const path = `/api/spaces/${list.spaceId}/lists/${list.listId}/items/${item.id}`;
    const cases: [unknown, string][] = [
      [{ note: 'x'.repeat(81) }, 'La note est trop longue (max 80 caractères)'],
      [{ note: 12 }, 'La note doit être un texte'],
    ];
    for (const [body, message] of cases) {
      const error = await expectError(
        await call('PATCH', path, { cookie: list.cookie, body }),
        400,
        'validation',
        message,
      );
      expect(error.error.fields?.note).toBe(message);
    }
    await expectError(
      await call('POST', `/api/spaces/${list.spaceId}/lists/${list.listId}/items`, {
        cookie: list.cookie,
        body: { text: 'Pain', note: 'y'.repeat(81) },
      }),
      400,
      'validation',
      'La note est trop longue (max 80 caractères)',
    );
    const stored = await db.select().from(listItems).where(eq(listItems.listId, list.listId));
    expect(stored.map((row) => [row.text, row.note])).toEqual([['Yaourts', 'nature']]);
  });
});
