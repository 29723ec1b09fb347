/**
 * Shared lists and their items (docs/product.md#lists).
 * - `lists`, mounted at `/api/spaces/:spaceId/lists` behind the membership middleware: every query is
 *   scoped to `c.var.space.id`, so another space's list or item is a 404 here;
 * - `allLists`, mounted at `/api/lists`: the lists of every space the signed-in user belongs to;
 * - `itemSuggestions`, mounted at `/api/spaces/:spaceId/item-suggestions`: the add field's history.
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
  listItemSectionSchema,
  listItemUpdateSchema,
  listUpdateSchema,
  MAX_ITEMS_PER_LIST,
} from '#domain/lists.ts';
import { classifyItem, SECTION_MESSAGES, sectionKey } from '#domain/sections.ts';
import {
  familyProfiles,
  listItems as listItemsTable,
  lists as listsTable,
} from '../../db/schema.ts';
import {
  assertConsumed,
  consumeStatement,
  limitOpen,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { idNotSpent, refuseSpentId, spentIdQuery } from '../lib/spent-ids.ts';
import { validate } from '../lib/validate.ts';
import {
  findItems,
  findList,
  findListsOfSpace,
  findListsOfUser,
  insertItemWhereStatement,
  itemCountQuery,
  itemQuery,
  listOfSpaceQuery,
  moveItemStatement,
  rememberSectionStatement,
  suggestionsQuery,
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
import { cancelTickStatement, pendingTickStatement } from '../notifications/list-ticks.ts';
import { changes } from '../realtime/announce.ts';
import { profileOfSpaceQuery } from '../spaces/profiles.ts';

/** The selected profile is one of the space's, as a condition of a write's WHERE. */
function profileOfSpaceHolds(spaceId: string, profileId: string) {
  return sql`exists (select 1 from ${familyProfiles} where ${familyProfiles.id} = ${profileId} and ${familyProfiles.spaceId} = ${spaceId})`;
}

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

/**
 * The texts of the space's items, past and present, most used first: the add field filters them as
 * the family types (web/src/features/lists/lib/suggestions.ts). Mounted beside `lists` rather than
 * at `lists/suggestions`, which would overlap `lists/:listId` and cost every request Hono's fast
 * router (tests/worker/router.test.ts).
 */
export const itemSuggestions = createRouter().get('/', async (c) => {
  const rows = await suggestionsQuery(c.var.db, c.var.space.id);
  return c.json({ suggestions: rows.map((row) => row.text) });
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
   * this list (an offline add replayed). One round trip: the access check, the list, the selected
   * profile, the list's item count and the item the id names as they were, then the insert (which
   * holds only where the access, list, profile, 500-item cap and write limit do, in SQL), the write
   * limit's count and the read-back, in one batch whose results decide the answer. The new item's
   * aisle is the space's remembered choice for its name, else the word list's (domain/sections.ts).
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
      const id = input.id ?? crypto.randomUUID();
      const subject = memberSubject(spaceId, user.id);
      const [list, profile, [count], [holder], inserted, limit, [item], [spent]] =
        await c.var.gate.batch([
          listOfSpaceQuery(db, spaceId, listId),
          profileOfSpaceQuery(db, spaceId, profileId ?? ''),
          itemCountQuery(db, listId),
          itemQuery(db, spaceId, listId, id),
          insertItemWhereStatement(
            db,
            {
              id,
              spaceId,
              listId,
              text: input.text,
              createdBy: user.id,
              createdByProfileId: profileId,
              createdAt: now.toISOString(),
              key: sectionKey(input.text),
              classified: classifyItem(input.text),
            },
            and(
              accessHolds(user, spaceId, now),
              profileId ? profileOfSpaceHolds(spaceId, profileId) : undefined,
              sql`(select count(*) from ${listItemsTable} where ${listItemsTable.listId} = ${listId}) < ${MAX_ITEMS_PER_LIST}`,
              limitOpen(TASK_WRITE_LIMIT, subject, now),
              idNotSpent('item', id),
            ),
          ),
          consumeStatement(db, TASK_WRITE_LIMIT, subject, now),
          itemQuery(db, spaceId, listId, id),
          spentIdQuery(db, 'item', id),
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
      // Nothing inserted: the id is this list's item (a simultaneous replay) or someone else's.
      if (!item) throw idTaken();
      return c.json({ item: toItemView(item) }, inserted.length > 0 ? 201 : 200);
    },
  )

  /**
   * Moves an item to another aisle and remembers the choice for its name in the space, so that the
   * next add of the same name lands there. Two round trips: the access check with the move (which
   * holds only if access does) and its read-back; then the remembered choice, keyed by the text read.
   */
  .put(
    '/:listId/items/:itemId/section',
    changes('list-items', 'listId'),
    checkedInRouteBatch,
    validate('json', listItemSectionSchema),
    async (c) => {
      const { section } = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = c.req.param('spaceId') ?? '';
      const listId = c.req.param('listId');
      const itemId = c.req.param('itemId');
      const [list, moved, [item]] = await c.var.gate.batch([
        listOfSpaceQuery(db, spaceId, listId),
        moveItemStatement(
          db,
          listId,
          itemId,
          section,
          and(
            accessHolds(user, spaceId, now),
            sql`exists (select 1 from ${listsTable} where ${listsTable.id} = ${listId} and ${listsTable.spaceId} = ${spaceId})`,
          ),
        ),
        itemQuery(db, spaceId, listId, itemId),
      ]);
      if (list.length === 0) throw listNotFound();
      const [row] = moved;
      if (!row || !item) throw itemNotFound();
      const key = sectionKey(row.text);
      if (key) await rememberSectionStatement(db, spaceId, key, section, now);
      return c.json({ item: toItemView(item), message: SECTION_MESSAGES.moved });
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
      // A tick waits to be told with the others of its burst; an untick takes it back.
      const tickNotice =
        input.completed === true
          ? pendingTickStatement(db, { spaceId, listId, itemId, now })
          : input.completed === false
            ? cancelTickStatement(db, { listId, itemId })
            : undefined;
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
            profileId ? profileOfSpaceHolds(spaceId, profileId) : undefined,
          ),
        ),
        itemQuery(db, spaceId, listId, itemId),
        ...(tickNotice ? [tickNotice] : []),
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
