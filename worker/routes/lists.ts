/**
 * Shared lists and their items (docs/product.md#lists).
 * - `lists`, mounted at `/api/spaces/:spaceId/lists` behind the membership middleware: every query is
 *   scoped to `c.var.space.id`, so another space's list or item is a 404 here;
 * - `allLists`, mounted at `/api/lists`: the lists of every space the signed-in user belongs to.
 *
 * Items carry "ajouté par" / "coché par": the profile the client sends as `profileId` (the one selected
 * on the device), else the account's name in the space.
 */
import { and, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { isUuid } from '#domain/ids.ts';
import {
  LIST_MESSAGES,
  LIST_TOASTS,
  listCreateSchema,
  listItemCreateSchema,
  listItemUpdateSchema,
  listUpdateSchema,
  MAX_ITEMS_PER_LIST,
} from '#domain/lists.ts';
import { familyProfiles, lists as listsTable } from '../../db/schema.ts';
import {
  assertConsumed,
  consumeStatement,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { refuseSpentId, spentIdQuery } from '../lib/spent-ids.ts';
import { validate } from '../lib/validate.ts';
import {
  findItems,
  findList,
  findListsOfSpace,
  findListsOfUser,
  insertItemStatement,
  itemCountQuery,
  itemQuery,
  listOfSpaceQuery,
  toItemView,
  updateItemStatement,
} from '../lists/queries.ts';
import {
  createList,
  deleteItem,
  deleteList,
  type ListContext,
  updateList,
} from '../lists/writes.ts';
import { findMemos } from '../memos/queries.ts';
import { requireUser } from '../middleware/auth.ts';
import { accessHolds, checkedInRouteBatch } from '../middleware/space-gate.ts';
import { changes } from '../realtime/announce.ts';
import { profileOfSpaceQuery } from '../spaces/profiles.ts';

function listNotFound(): ApiError {
  return new ApiError('not_found', LIST_MESSAGES.notFound);
}

function itemNotFound(): ApiError {
  return new ApiError('not_found', LIST_MESSAGES.itemNotFound);
}

function listContext(c: Context<AppEnv>): ListContext {
  return { db: c.var.db, spaceId: c.var.space.id, userId: c.var.user.id, now: c.var.now };
}

/** The list the `:listId` of the URL names in this space, or a 404. */
async function addressedList(c: Context<AppEnv>) {
  const listId = c.req.param('listId') ?? '';
  const list = isUuid(listId) ? await findList(c.var.db, c.var.space.id, listId) : undefined;
  if (!list) throw listNotFound();
  return list;
}

/** The `:itemId` of the URL, if it can name an item at all. */
function addressedItemId(c: Context<AppEnv>): string {
  const itemId = c.req.param('itemId') ?? '';
  if (!isUuid(itemId)) throw itemNotFound();
  return itemId;
}

export const allLists = createRouter()
  .use(requireUser)
  /** The lists of every space of the user, newest first, with their progress (done/total). */
  .get('/', async (c) => {
    return c.json({ lists: await findListsOfUser(c.var.db, c.var.user.id) });
  });

export const lists = createRouter()
  /** Newest first, with their progress. */
  .get('/', async (c) => {
    return c.json({ lists: await findListsOfSpace(c.var.db, c.var.space.id) });
  })

  /** 201 with the new list; 200 with the stored one when its client id was already used here. */
  .post('/', changes('lists'), validate('json', listCreateSchema), async (c) => {
    const context = listContext(c);
    const { id, created } = await createList(context, c.req.valid('json'));
    const list = await findList(context.db, context.spaceId, id);
    if (!list) throw listNotFound();
    return c.json({ list, message: LIST_TOASTS.created }, created ? 201 : 200);
  })

  /** The list, its items oldest first, and the reminders about it. */
  .get('/:listId', async (c) => {
    const list = await addressedList(c);
    const { db, space } = c.var;
    const [items, reminders] = await Promise.all([
      findItems(db, space.id, list.id),
      findMemos(db, space.id, { listId: list.id }),
    ]);
    return c.json({ list, items, reminders });
  })

  .patch('/:listId', changes('lists', 'listId'), validate('json', listUpdateSchema), async (c) => {
    const listId = c.req.param('listId');
    const context = listContext(c);
    if (!isUuid(listId) || !(await updateList(context, listId, c.req.valid('json')))) {
      throw listNotFound();
    }
    const list = await findList(context.db, context.spaceId, listId);
    if (!list) throw listNotFound();
    return c.json({ list, message: LIST_TOASTS.renamed });
  })

  /** With its items and the reminders about it. */
  .delete('/:listId', changes('lists', 'listId'), async (c) => {
    const listId = c.req.param('listId');
    if (!isUuid(listId) || !(await deleteList(listContext(c), listId))) throw listNotFound();
    return c.json({ id: listId, message: LIST_TOASTS.deleted });
  })

  // --- items -----------------------------------------------------------------------------------------

  /**
   * 201 with the new item; 200 with the stored one when its client-generated `id` was already added to
   * this list (an offline add replayed). Two round trips: the access check with the write limit, the
   * list, the selected profile, the list's item count (for the cap) and the item the client's id
   * names; then, once those are known to be the space's, the insert and its read-back.
   */
  .post(
    '/:listId/items',
    changes('list-items', 'listId'),
    checkedInRouteBatch,
    validate('json', listItemCreateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = c.req.param('spaceId') ?? '';
      const listId = c.req.param('listId');
      const profileId = input.profileId ?? null;
      const [limit, list, profile, [count], [holder], [spent]] = await c.var.gate.batch([
        consumeStatement(db, TASK_WRITE_LIMIT, memberSubject(spaceId, user.id), now),
        listOfSpaceQuery(db, spaceId, listId),
        profileOfSpaceQuery(db, spaceId, profileId ?? ''),
        itemCountQuery(db, listId),
        itemQuery(db, spaceId, listId, input.id ?? ''),
        spentIdQuery(db, 'item', input.id ?? ''),
      ]);
      assertConsumed(limit);
      if (list.length === 0) throw listNotFound();
      if (profileId && profile.length === 0) {
        throw ApiError.validation({ profileId: LIST_MESSAGES.profileNotFound });
      }
      // A replay is answered as it is, before the cap: its item is already counted.
      if (holder) return c.json({ item: toItemView(holder) }, 200);
      // An item deleted since is not brought back by its create sent again.
      refuseSpentId(spent, spaceId);
      if ((count?.count ?? 0) >= MAX_ITEMS_PER_LIST) {
        throw new ApiError('conflict', LIST_MESSAGES.tooManyItems);
      }
      const id = input.id ?? crypto.randomUUID();
      const [inserted, [item]] = await db.batch([
        insertItemStatement(db, {
          id,
          listId,
          text: input.text,
          completed: false,
          createdBy: user.id,
          createdByProfileId: profileId,
          createdAt: now.toISOString(),
        }),
        itemQuery(db, spaceId, listId, id),
      ]);
      // Nothing inserted: the id is this list's item (a replay, answered as it is) or someone else's.
      if (!item) throw idTaken();
      return c.json({ item: toItemView(item) }, inserted.length > 0 ? 201 : 200);
    },
  )

  /**
   * Reword and/or tick or untick, in one round trip: the access check, the list, the selected
   * profile, the update (which holds only if all three do, `accessHolds`) and its read-back in one
   * batch. A refusal (400, 404) changes nothing: the SPA rolls back.
   */
  .patch(
    '/:listId/items/:itemId',
    changes('list-items', 'listId'),
    checkedInRouteBatch,
    validate('json', listItemUpdateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = c.req.param('spaceId') ?? '';
      const listId = c.req.param('listId');
      const itemId = c.req.param('itemId');
      const profileId = input.profileId ?? null;
      const [list, profile, updated, [item]] = await c.var.gate.batch([
        listOfSpaceQuery(db, spaceId, listId),
        profileOfSpaceQuery(db, spaceId, profileId ?? ''),
        updateItemStatement(
          db,
          listId,
          itemId,
          { text: input.text, completed: input.completed, userId: user.id, profileId, now },
          and(
            accessHolds(user, spaceId, now),
            sql`exists (select 1 from ${listsTable} where ${listsTable.id} = ${listId} and ${listsTable.spaceId} = ${spaceId})`,
            profileId
              ? sql`exists (select 1 from ${familyProfiles} where ${familyProfiles.id} = ${profileId} and ${familyProfiles.spaceId} = ${spaceId})`
              : undefined,
          ),
        ),
        itemQuery(db, spaceId, listId, itemId),
      ]);
      if (list.length === 0) throw listNotFound();
      if (profileId && profile.length === 0) {
        throw ApiError.validation({ profileId: LIST_MESSAGES.profileNotFound });
      }
      if (updated.length === 0 || !item) throw itemNotFound();
      return c.json({ item: toItemView(item) });
    },
  )

  .delete('/:listId/items/:itemId', changes('list-items', 'listId'), async (c) => {
    const list = await addressedList(c);
    const itemId = addressedItemId(c);
    if (!(await deleteItem(listContext(c), list.id, itemId))) throw itemNotFound();
    return c.json({ id: itemId });
  });
