/**
 * The family's shops and the aisle order a shopping list follows: create, rename, reorder, delete,
 * each write one D1 round trip whose refusals answer a French 4xx and change nothing; a list's
 * chosen shop, which goes back to the default order when the shop is deleted; and the other
 * phones told.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lists, shops } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { SECTION_IDS, type SectionId } from '../../domain/sections.ts';
import { MAX_SHOPS_PER_SPACE, SHOP_MESSAGES, type ShopUpdateInput } from '../../domain/shops.ts';
import { db } from './auth-support.ts';
import { newList } from './list-support.ts';
import { openSocket } from './live-support.ts';
import { measured } from './meter-support.ts';
import { twoMembers } from './space-support.ts';
import { api, expectError, ORIGIN } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

type Who = Pick<Family, 'cookie' | 'spaceId'>;

function shopsOf(who: Who) {
  return api(who.cookie).spaces[':spaceId'].shops;
}

function createShop(who: Who, name: string) {
  return shopsOf(who).$post({ param: { spaceId: who.spaceId }, json: { name } });
}

async function newShop(who: Who, name: string) {
  const response = await createShop(who, name);
  expect(response.status).toBe(201);
  return (await response.json()).shop;
}

function updateShop(who: Who, shopId: string, json: ShopUpdateInput) {
  return shopsOf(who)[':shopId'].$patch({ param: { spaceId: who.spaceId, shopId }, json });
}

function deleteShop(who: Who, shopId: string) {
  return shopsOf(who)[':shopId'].$delete({ param: { spaceId: who.spaceId, shopId } });
}

function chooseShop(who: Who, listId: string, shopId: string | null) {
  return api(who.cookie).spaces[':spaceId'].lists[':listId'].shop.$put({
    param: { spaceId: who.spaceId, listId },
    json: { shopId },
  });
}

async function shopsListed(who: Who) {
  const response = await shopsOf(who).$get({ param: { spaceId: who.spaceId } });
  expect(response.status).toBe(200);
  return (await response.json()).shops;
}

async function storedShopOf(listId: string) {
  return (await db.select().from(lists).where(eq(lists.id, listId)).get())?.shopId;
}

/** The market's stalls: bread and vegetables first, the rest as usual. */
const MARKET_ORDER: SectionId[] = [
  'boulangerie',
  'fruits-legumes',
  'frais-traiteur',
  ...SECTION_IDS.filter((id) => !['boulangerie', 'fruits-legumes', 'frais-traiteur'].includes(id)),
];

describe('a family’s shops', () => {
  it('are created in the default aisle order, renamed, reordered and listed oldest first', async () => {
    const family = await createFamily();
    const carrefour = await newShop(family, '  Carrefour ');
    expect(carrefour).toMatchObject({ name: 'Carrefour', aisles: [...SECTION_IDS] });
    const market = await newShop(family, 'Marché');

    const renamed = await updateShop(family, carrefour.id, { name: 'Carrefour Market' });
    expect(await renamed.json()).toMatchObject({
      shop: { name: 'Carrefour Market' },
      message: 'Magasin renommé',
    });
    const reordered = await updateShop(family, market.id, { aisles: MARKET_ORDER });
    const body = await reordered.json();
    expect(body.message).toBe('Ordre des rayons enregistré');
    expect(body.shop.aisles).toEqual(MARKET_ORDER);
    expect((await shopsListed(family))[1]?.aisles).toEqual(MARKET_ORDER);

    expect((await shopsListed(family)).map((shop) => shop.name)).toEqual([
      'Carrefour Market',
      'Marché',
    ]);
  });

  it('refuses an empty or taken name, an unknown or repeated aisle, an empty change: French 4xx, nothing changed', async () => {
    const family = await createFamily();
    const shop = await newShop(family, 'Marché');
    await expectError(
      await createShop(family, '   '),
      400,
      'validation',
      SHOP_MESSAGES.nameRequired,
    );
    await expectError(await createShop(family, 'marché'), 409, 'conflict', SHOP_MESSAGES.nameTaken);
    const bad: [unknown, string][] = [
      [{ aisles: ['rayon-secret'] }, SHOP_MESSAGES.aislesInvalid],
      [{ aisles: ['boulangerie', 'boulangerie'] }, SHOP_MESSAGES.aislesRepeated],
      [{ aisles: 'boulangerie' }, SHOP_MESSAGES.aislesInvalid],
      [{}, SHOP_MESSAGES.changeRequired],
      [{ name: 'x'.repeat(41) }, SHOP_MESSAGES.nameTooLong],
    ];
    for (const [json, message] of bad) {
      const response = await updateShop(family, shop.id, json as ShopUpdateInput);
      const refused = await expectError(response, 400, 'validation');
      expect(Object.values(refused.error.fields ?? {})).toContain(message);
    }
    const other = await newShop(family, 'Carrefour');
    await expectError(
      await updateShop(family, other.id, { name: 'MARCHé' }),
      409,
      'conflict',
      SHOP_MESSAGES.nameTaken,
    );
    // Its own name, sent again, is no clash.
    expect((await updateShop(family, shop.id, { name: 'Marché' })).status).toBe(200);
    expect(await shopsListed(family)).toEqual([
      { id: shop.id, name: 'Marché', aisles: [...SECTION_IDS] },
      { id: other.id, name: 'Carrefour', aisles: [...SECTION_IDS] },
    ]);
  });

  it('fold every letter’s case and runs of spaces, not accents, when comparing names', async () => {
    const family = await createFamily();
    const market = await newShop(family, 'Marché');
    for (const name of ['MARCHÉ', 'marché', '  MarcHÉ ']) {
      await expectError(await createShop(family, name), 409, 'conflict', SHOP_MESSAGES.nameTaken);
    }
    const plain = await newShop(family, 'Marche');
    expect(plain.name).toBe('Marche');
    const organic = await newShop(family, 'Marché bio');
    await expectError(
      await createShop(family, 'MARCHÉ   BIO'),
      409,
      'conflict',
      SHOP_MESSAGES.nameTaken,
    );
    await expectError(
      await updateShop(family, plain.id, { name: 'MARCHÉ' }),
      409,
      'conflict',
      SHOP_MESSAGES.nameTaken,
    );
    // A shop renamed only in case keeps its place; the key follows the new name.
    expect((await updateShop(family, market.id, { name: 'MARCHÉ' })).status).toBe(200);
    const stored = await db
      .select()
      .from(shops)
      .where(eq(shops.spaceId, family.spaceId))
      .orderBy(shops.name);
    expect(stored.map((shop) => [shop.name, shop.nameKey])).toEqual([
      ['MARCHÉ', 'marché'],
      ['Marche', 'marche'],
      ['Marché bio', 'marché bio'],
    ]);
    expect(organic.name).toBe('Marché bio');
  });

  it(`stops at ${MAX_SHOPS_PER_SPACE} shops a space`, async () => {
    const family = await createFamily();
    await db.insert(shops).values(
      Array.from({ length: MAX_SHOPS_PER_SPACE }, (_, n) => ({
        spaceId: family.spaceId,
        name: `Magasin ${n}`,
        nameKey: `magasin ${n}`,
      })),
    );
    await expectError(
      await createShop(family, 'Un de plus'),
      409,
      'conflict',
      SHOP_MESSAGES.tooMany,
    );
  });

  it("is 403 to a non-member and 404 for another space's shop, changing nothing", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const shop = await newShop(family, 'Marché');
    await expectError(
      await createShop({ ...family, cookie: stranger.cookie }, 'Intrus'),
      403,
      'forbidden',
      ERROR_MESSAGES.forbiddenSpace,
    );
    for (const response of [
      await updateShop(stranger, shop.id, { name: 'Volé' }),
      await deleteShop(stranger, shop.id),
      await updateShop(family, 'pas-un-id', { name: 'Rien' }),
      await deleteShop(family, crypto.randomUUID()),
    ]) {
      await expectError(response, 404, 'not_found', SHOP_MESSAGES.notFound);
    }
    expect(await shopsListed(family)).toEqual([
      { id: shop.id, name: 'Marché', aisles: [...SECTION_IDS] },
    ]);
    expect(await shopsListed(stranger)).toEqual([]);
  });

  it('writes in one D1 round trip, the access check included', async () => {
    const family = await createFamily();
    const shop = await newShop(family, 'Marché');
    const list = await newList(family);
    const headers = { cookie: family.cookie, origin: ORIGIN, 'content-type': 'application/json' };
    const base = `/api/spaces/${family.spaceId}`;
    const writes: [string, string, unknown][] = [
      [`${base}/shops`, 'POST', { name: 'Carrefour' }],
      [`${base}/shops/${shop.id}`, 'PATCH', { aisles: MARKET_ORDER }],
      [`${base}/lists/${list.listId}/shop`, 'PUT', { shopId: shop.id }],
      [`${base}/shops/${shop.id}`, 'DELETE', undefined],
    ];
    for (const [path, method, json] of writes) {
      const body = json === undefined ? {} : { body: JSON.stringify(json) };
      const { response, meter } = await measured(path, { method, headers, ...body });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      expect(meter.roundTrips, `${method} ${path}`).toBe(1);
    }
  });
});

describe('the shop a shopping list follows', () => {
  it('is chosen, cleared, and forgotten when the shop is deleted', async () => {
    const family = await createFamily();
    const shop = await newShop(family, 'Marché');
    const list = await newList(family);

    const chosen = await chooseShop(family, list.listId, shop.id);
    expect(await chosen.json()).toEqual({
      listId: list.listId,
      shopId: shop.id,
      message: 'Magasin choisi',
    });
    const detail = await api(family.cookie).spaces[':spaceId'].lists[':listId'].$get({
      param: { spaceId: family.spaceId, listId: list.listId },
    });
    expect((await detail.json()).list.shopId).toBe(shop.id);

    expect((await chooseShop(family, list.listId, null)).status).toBe(200);
    expect(await storedShopOf(list.listId)).toBeNull();

    expect((await chooseShop(family, list.listId, shop.id)).status).toBe(200);
    const deleted = await deleteShop(family, shop.id);
    expect(await deleted.json()).toEqual({ id: shop.id, message: 'Magasin supprimé' });
    expect(await storedShopOf(list.listId)).toBeNull();
    expect(await shopsListed(family)).toEqual([]);
  });

  it("refuses another space's shop, an unknown list or a malformed id, keeping the choice", async () => {
    const family = await createFamily();
    const stranger = await createFamily();
    const ours = await newShop(family, 'Marché');
    const theirs = await newShop(stranger, 'Leur magasin');
    const list = await newList(family);
    expect((await chooseShop(family, list.listId, ours.id)).status).toBe(200);

    const refused = await expectError(
      await chooseShop(family, list.listId, theirs.id),
      400,
      'validation',
    );
    expect(refused.error.fields).toEqual({ shopId: SHOP_MESSAGES.notFound });
    const malformed = await expectError(
      await chooseShop(family, list.listId, 'carrefour'),
      400,
      'validation',
    );
    expect(malformed.error.fields).toEqual({ shopId: SHOP_MESSAGES.shopInvalid });
    await expectError(
      await chooseShop(family, crypto.randomUUID(), ours.id),
      404,
      'not_found',
      'Liste non trouvée',
    );
    await expectError(
      await chooseShop({ ...family, cookie: stranger.cookie }, list.listId, theirs.id),
      403,
      'forbidden',
    );
    expect(await storedShopOf(list.listId)).toBe(ours.id);
  });
});

describe('shops, live', () => {
  it("reach the other member's phone as lists.changed", async () => {
    const family = await twoMembers();
    const admin = { cookie: family.admin.cookie, spaceId: family.spaceId };
    const watcher = await openSocket(family.spaceId, family.other.cookie);
    const shop = await newShop(admin, 'Marché');
    expect((await watcher.next((m) => m.type === 'lists.changed')).type).toBe('lists.changed');
    const [list] = await db
      .insert(lists)
      .values({ spaceId: family.spaceId, title: 'Courses', type: 'shopping' })
      .returning();
    if (!list) throw new Error('no list');
    expect((await chooseShop(admin, list.id, shop.id)).status).toBe(200);
    expect((await watcher.next((m) => m.type === 'lists.changed' && m.id === list.id)).id).toBe(
      list.id,
    );
  });
});
