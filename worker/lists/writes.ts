/**
 * Writing lists and items. Each write is one statement, awaited in one place: the commit point after
 * which the route may announce the change. The list an item route addresses has been checked to be of
 * the space before these run, so item statements are scoped by list.
 */

import type { ListType } from '#domain/list-types.ts';
import { LIST_MESSAGES, MAX_LISTS_PER_SPACE } from '#domain/lists.ts';
import { sectionKey } from '#domain/sections.ts';
import type { Db } from '../../db/client.ts';
import {
  assertConsumed,
  consumeStatement,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken, isReplay } from '../lib/client-ids.ts';
import { batchByName } from '../lib/guarded-write.ts';
import { refuseSpentId, spendIdStatement, spentIdQuery } from '../lib/spent-ids.ts';
import {
  capPurchasesStatement,
  deleteItemStatement,
  deleteListStatement,
  findListIdHolder,
  insertListStatement,
  listCountQuery,
  listIdHolderQuery,
  listVersionQuery,
  recordPurchaseStatement,
  updateListStatement,
} from './queries.ts';

export interface ListContext {
  db: Db;
  spaceId: string;
  userId: string;
  now: Date;
}

async function isListReplay(context: ListContext, id: string): Promise<boolean> {
  const holder = await findListIdHolder(context.db, id);
  return isReplay(holder && { spaceId: holder.spaceId, sameKind: true }, context.spaceId);
}

/**
 * Creates a list; with a client id that already names a list of this space (the create sent again)
 * nothing is written and `created` is false. Another space's id is a 409 that says nothing more.
 */
export async function createList(
  context: ListContext,
  input: { id?: string | undefined; title: string; type: ListType },
): Promise<{ id: string; created: boolean }> {
  const { db, spaceId, userId, now } = context;
  // One round trip before the insert: the write limit, the cap and the client id's holder.
  const [limit, [count], [holder], [spent]] = await db.batch([
    consumeStatement(db, TASK_WRITE_LIMIT, memberSubject(spaceId, userId), now),
    listCountQuery(db, spaceId),
    listIdHolderQuery(db, input.id ?? ''),
    spentIdQuery(db, 'list', input.id ?? ''),
  ]);
  assertConsumed(limit);
  // A replay is answered before the cap: the list it names is already counted.
  if (input.id && isReplay(holder && { spaceId: holder.spaceId, sameKind: true }, spaceId)) {
    return { id: input.id, created: false };
  }
  refuseSpentId(spent, spaceId);
  if ((count?.count ?? 0) >= MAX_LISTS_PER_SPACE) {
    throw new ApiError('conflict', LIST_MESSAGES.tooManyLists);
  }
  const id = input.id ?? crypto.randomUUID();
  const rows = await insertListStatement(context.db, {
    id,
    spaceId: context.spaceId,
    title: input.title,
    type: input.type,
    createdBy: context.userId,
    createdAt: context.now.toISOString(),
  });
  if (rows.length > 0) return { id, created: true };
  // The same id arrived twice at once: the other request created it.
  if (await isListReplay(context, id)) return { id, created: false };
  throw idTaken();
}

/** Whether a list of the space was changed (an empty change only checks it exists). */
export async function updateList(
  context: ListContext,
  listId: string,
  input: { title?: string | undefined; type?: ListType | undefined },
): Promise<boolean> {
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
  };
  if (Object.keys(changes).length === 0) return true;
  const rows = await updateListStatement(context.db, context.spaceId, listId, changes);
  return rows.length > 0;
}

/** Its client id stays spent (worker/lib/spent-ids.ts). */
export async function deleteList(context: ListContext, listId: string): Promise<boolean> {
  const { db, spaceId, now } = context;
  const [, rows] = await db.batch([
    spendIdStatement(db, 'list', { spaceId }, listId, now),
    deleteListStatement(db, spaceId, listId),
  ]);
  return rows.length > 0;
}

/**
 * Its client id stays spent (worker/lib/spent-ids.ts). A ticked item is remembered as bought
 * (docs/decisions/077-list-purchase-history.md), so clearing the ticked items keeps the shop's
 * history. The list's version after the deletion, for the live event; undefined when no item was
 * deleted.
 */
export async function deleteItem(
  context: ListContext,
  listId: string,
  itemId: string,
): Promise<number | undefined> {
  const { db, spaceId, now } = context;
  const done = await batchByName(db, {
    spent: spendIdStatement(db, 'item', { spaceId, listId }, itemId, now),
    deleted: deleteItemStatement(db, listId, itemId),
    list: listVersionQuery(db, listId),
  });
  const [list] = done.list;
  const [deleted] = done.deleted;
  if (!deleted) return undefined;
  if (deleted.completed) await rememberPurchase(context, listId, deleted);
  return list?.version ?? 0;
}

/**
 * A second round trip, after the deletion: the history's key is the item's name in normalised words
 * (`sectionKey`), which SQL cannot compute from the row. A failure here loses one line of history,
 * never the deletion the family asked for: it is logged, not answered.
 */
async function rememberPurchase(
  context: ListContext,
  listId: string,
  item: { text: string; section: string | null; note: string | null },
): Promise<void> {
  const key = sectionKey(item.text);
  if (!key) return;
  const { db, now } = context;
  try {
    await db.batch([
      recordPurchaseStatement(db, listId, { ...item, key }, now),
      capPurchasesStatement(db, listId),
    ]);
  } catch (error) {
    console.error('recording a purchase failed', error);
  }
}
