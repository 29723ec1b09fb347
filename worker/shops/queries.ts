/**
 * Data access for the family's shops (docs/decisions/083-shops-and-aisle-order.md): every read and
 * write scoped to a space, each write taking the guards' condition for its WHERE
 * (worker/lib/guarded-write.ts) so that it writes nothing unless they all hold.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  MAX_SHOPS_PER_SPACE,
  SHOP_MESSAGES,
  type ShopView,
  shopAisleOrder,
  shopNameKey,
} from '#domain/shops.ts';
import type { Db } from '../../db/client.ts';
import { familySpaces, lists, type Shop, shops } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Guard } from '../lib/guarded-write.ts';

export function toShopView(row: Pick<Shop, 'id' | 'name' | 'aisles'>): ShopView {
  return { id: row.id, name: row.name, aisles: shopAisleOrder(row.aisles) };
}

const shopColumns = { id: shops.id, name: shops.name, aisles: shops.aisles };

/** The space's shops, oldest first. */
export function shopsOfSpaceQuery(db: Db, spaceId: string) {
  return db
    .select(shopColumns)
    .from(shops)
    .where(eq(shops.spaceId, spaceId))
    .orderBy(asc(shops.createdAt), sql`${shops}.rowid`);
}

/** One shop of the space (at most one row). */
export function shopQuery(db: Db, spaceId: string, shopId: string) {
  return db
    .select(shopColumns)
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.spaceId, spaceId)))
    .limit(1);
}

/** A new shop of the space, its aisles in the default order, where `condition` holds. */
export function insertShopWhereStatement(
  db: Db,
  row: { id: string; spaceId: string; name: string; createdAt: string },
  condition: SQL,
) {
  return db
    .insert(shops)
    .select(
      db
        // Every column of the table, in its order (drizzle's rule for an insert from a select).
        .select({
          id: sql<string>`${row.id}`.as('id'),
          spaceId: familySpaces.id,
          name: sql<string>`${row.name}`.as('name'),
          aisles: sql<string>`'[]'`.as('aisles'),
          createdAt: sql<string>`${row.createdAt}`.as('created_at'),
          nameKey: sql<string>`${shopNameKey(row.name)}`.as('name_key'),
        })
        .from(familySpaces)
        .where(and(eq(familySpaces.id, row.spaceId), condition)),
    )
    .returning({ id: shops.id });
}

/** Renames and/or reorders a shop of the space, where `condition` holds. */
export function updateShopStatement(
  db: Db,
  where: { spaceId: string; shopId: string },
  changes: { name?: string | undefined; aisles?: string[] | undefined },
  condition: SQL,
) {
  const set = {
    ...(changes.name !== undefined && { name: changes.name, nameKey: shopNameKey(changes.name) }),
    ...(changes.aisles !== undefined && { aisles: changes.aisles }),
  };
  return db
    .update(shops)
    .set(set)
    .where(and(eq(shops.id, where.shopId), eq(shops.spaceId, where.spaceId), condition))
    .returning({ id: shops.id });
}

/** Deletes a shop of the space, where `condition` holds; its lists go back to the default order. */
export function deleteShopStatement(db: Db, spaceId: string, shopId: string, condition: SQL) {
  return db
    .delete(shops)
    .where(and(eq(shops.id, shopId), eq(shops.spaceId, spaceId), condition))
    .returning({ id: shops.id });
}

/** Sets the shop a list of the space shows its aisles by (null: the default order). */
export function setListShopStatement(
  db: Db,
  where: { spaceId: string; listId: string },
  shopId: string | null,
  condition: SQL,
) {
  return db
    .update(lists)
    .set({ shopId })
    .where(and(eq(lists.id, where.listId), eq(lists.spaceId, where.spaceId), condition))
    .returning({ id: lists.id, shopId: lists.shopId });
}

// --- guards ------------------------------------------------------------------------------------------

/** The shop is one of the space's (a 404 else, as for a shop that does not exist). */
export function shopOfSpaceGuard(spaceId: string, shopId: string): Guard {
  return {
    holds: sql`exists (select 1 from ${shops} where ${shops.id} = ${shopId} and ${shops.spaceId} = ${spaceId})`,
    refusal: () => new ApiError('not_found', SHOP_MESSAGES.notFound),
  };
}

/** A list's chosen shop, when one is sent, is one of the space's (a 400 on the field). */
export function chosenShopGuard(spaceId: string, shopId: string | null): Guard {
  return {
    holds: shopId
      ? sql`exists (select 1 from ${shops} where ${shops.id} = ${shopId} and ${shops.spaceId} = ${spaceId})`
      : sql`1`,
    refusal: () => ApiError.validation({ shopId: SHOP_MESSAGES.notFound }),
  };
}

/**
 * No other shop of the space has this name, case and runs of spaces aside (a 409): the stored keys
 * compared with this name's (`shopNameKey`), through the unique index of (space, key).
 */
export function freeShopNameGuard(spaceId: string, name: string | undefined, shopId = ''): Guard {
  return {
    holds:
      name === undefined
        ? sql`1`
        : sql`not exists (select 1 from ${shops} where ${shops.spaceId} = ${spaceId} and ${shops.nameKey} = ${shopNameKey(name)} and ${shops.id} <> ${shopId})`,
    refusal: () => new ApiError('conflict', SHOP_MESSAGES.nameTaken),
  };
}

/** Room for one more shop in the space (a 409). */
export function shopCapGuard(spaceId: string): Guard {
  return {
    holds: sql`(select count(*) from ${shops} where ${shops.spaceId} = ${spaceId}) < ${MAX_SHOPS_PER_SPACE}`,
    refusal: () => new ApiError('conflict', SHOP_MESSAGES.tooMany),
  };
}
