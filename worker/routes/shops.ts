/**
 * The family's shops and their aisle order (docs/decisions/083-shops-and-aisle-order.md):
 * - `shopRoutes`, mounted at `/api/spaces/:spaceId/shops`: list, create, rename or reorder, delete;
 * - `listShopRoutes`, mounted beside `lists` at `/api/spaces/:spaceId/lists`: the shop a list shows
 *   its aisles by.
 * Every write is one D1 round trip (worker/lib/guarded-write.ts): the access check, the rules as
 * guards, the write and its read-back. The shops sit in the `lists` area of the live events, so the
 * other phones' list screens read them again.
 */
import type { Context } from 'hono';
import { isUuid } from '#domain/ids.ts';
import { LIST_MESSAGES } from '#domain/lists.ts';
import {
  listShopSchema,
  SHOP_MESSAGES,
  SHOP_TOASTS,
  shopCreateSchema,
  shopUpdateSchema,
} from '#domain/shops.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead, guardedWrite } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { listOfSpaceGuard } from '../lists/guards.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { changesInBatch } from '../realtime/announce.ts';
import {
  chosenShopGuard,
  deleteShopStatement,
  freeShopNameGuard,
  insertShopWhereStatement,
  setListShopStatement,
  shopCapGuard,
  shopOfSpaceGuard,
  shopQuery,
  shopsOfSpaceQuery,
  toShopView,
  updateShopStatement,
} from '../shops/queries.ts';

/** The `:shopId` of the URL, or '' when it cannot name a shop (its guard then refuses: a 404). */
function urlShopId(c: Context<AppEnv>): string {
  const shopId = c.req.param('shopId') ?? '';
  return isUuid(shopId) ? shopId.toLowerCase() : '';
}

function shopNotFound(): ApiError {
  return new ApiError('not_found', SHOP_MESSAGES.notFound);
}

export const shopRoutes = createRouter()
  /** Oldest first, each with its complete aisle order. */
  .get('/', async (c) => {
    const read = await guardedRead(c, { shops: shopsOfSpaceQuery(c.var.db, urlSpaceId(c)) });
    return c.json({ shops: read.shops.map(toShopView) });
  })

  /** 201 with the new shop, its aisles in the default order. */
  .post('/', changesInBatch('lists'), validate('json', shopCreateSchema), async (c) => {
    const { name } = c.req.valid('json');
    const { db, now } = c.var;
    const spaceId = urlSpaceId(c);
    const id = crypto.randomUUID();
    const { shop } = await guardedWrite(c, {
      guards: [taskWriteLimitGuard(c), shopCapGuard(spaceId), freeShopNameGuard(spaceId, name)],
      write: (holds) =>
        insertShopWhereStatement(db, { id, spaceId, name, createdAt: now.toISOString() }, holds),
      after: { shop: shopQuery(db, spaceId, id) },
    });
    const [stored] = shop;
    if (!stored) throw shopNotFound();
    return c.json({ shop: toShopView(stored), message: SHOP_TOASTS.created }, 201);
  })

  /** Rename and/or reorder; only the fields sent change. */
  .patch('/:shopId', changesInBatch('lists'), validate('json', shopUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const { db } = c.var;
    const spaceId = urlSpaceId(c);
    const shopId = urlShopId(c);
    const { shop } = await guardedWrite(c, {
      guards: [shopOfSpaceGuard(spaceId, shopId), freeShopNameGuard(spaceId, input.name, shopId)],
      write: (holds) => updateShopStatement(db, { spaceId, shopId }, input, holds),
      after: { shop: shopQuery(db, spaceId, shopId) },
    });
    const [stored] = shop;
    if (!stored) throw shopNotFound();
    const message = input.name === undefined ? SHOP_TOASTS.reordered : SHOP_TOASTS.renamed;
    return c.json({ shop: toShopView(stored), message });
  })

  /** The lists that showed its order go back to the default one (the column's ON DELETE SET NULL). */
  .delete('/:shopId', changesInBatch('lists'), async (c) => {
    const spaceId = urlSpaceId(c);
    const shopId = urlShopId(c);
    const { written } = await guardedWrite(c, {
      guards: [shopOfSpaceGuard(spaceId, shopId)],
      write: (holds) => deleteShopStatement(c.var.db, spaceId, shopId, holds),
    });
    if (written.length === 0) throw shopNotFound();
    return c.json({ id: shopId, message: SHOP_TOASTS.deleted });
  });

export const listShopRoutes = createRouter()
  /** The shop whose aisle order the list shows, or null for the default order. */
  .put(
    '/:listId/shop',
    changesInBatch('lists', 'listId'),
    validate('json', listShopSchema),
    async (c) => {
      const { shopId } = c.req.valid('json');
      const spaceId = urlSpaceId(c);
      const rawListId = c.req.param('listId') ?? '';
      const listId = isUuid(rawListId) ? rawListId.toLowerCase() : '';
      const { written } = await guardedWrite(c, {
        guards: [listOfSpaceGuard(spaceId, listId), chosenShopGuard(spaceId, shopId)],
        write: (holds) => setListShopStatement(c.var.db, { spaceId, listId }, shopId, holds),
      });
      const [list] = written;
      if (!list) throw new ApiError('not_found', LIST_MESSAGES.notFound);
      return c.json({ listId: list.id, shopId: list.shopId, message: SHOP_TOASTS.chosen });
    },
  );
