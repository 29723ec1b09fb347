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
} from '#domain/lists.ts';
import { classifyItem, SECTION_MESSAGES, sectionKey } from '#domain/sections.ts';
import { dueOf } from '#domain/todos.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead, guardedWrite } from '../lib/guarded-write.ts';
import { notSpentGuards } from '../lib/spent-ids.ts';
import { validate } from '../lib/validate.ts';
import { itemCapGuard, listOfSpaceGuard, profileOfSpaceGuard } from '../lists/guards.ts';
import {
  findList,
  insertItemWhereStatement,
  itemQuery,
  itemsQuery,
  listQuery,
  listsOfSpaceQuery,
  listsOfUserQuery,
  moveItemStatement,
  purchasesQuery,
  rememberSectionStatement,
  suggestionsQuery,
  toItemView,
  toPurchaseView,
  toSummary,
  updateItemStatement,
} from '../lists/queries.ts';
import { assigneeStatements, inTodoZone, todoPlan } from '../lists/todos.ts';
import {
  createList,
  deleteItem,
  deleteList,
  type ListContext,
  updateList,
} from '../lists/writes.ts';
import { memosQuery, toMemoItems } from '../memos/queries.ts';
import { requireUser, signedInRead } from '../middleware/auth.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { cancelTickStatement, pendingTickStatement } from '../notifications/list-ticks.ts';
import { changes, changesInBatch, tellItemChange } from '../realtime/announce.ts';

/** The space, list and item the URL names (checked by the write's guards). */
function urlIds(c: Context<AppEnv>) {
  const param = (name: string) => c.req.param(name) ?? '';
  return { spaceId: param('spaceId'), listId: param('listId'), itemId: param('itemId') };
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
    const read = await signedInRead(c, { lists: listsOfUserQuery(c.var.db, c.var.user.id) });
    return c.json({ lists: read.lists.map(toSummary) });
  });

/**
 * The texts of the space's items, past and present, most used first: the add field filters them as
 * the family types (web/src/features/lists/lib/suggestions.ts). Mounted beside `lists` rather than
 * at `lists/suggestions`, which would overlap `lists/:listId` and cost every request Hono's fast
 * router (tests/worker/router.test.ts).
 */
export const itemSuggestions = createRouter().get('/', async (c) => {
  const read = await guardedRead(c, { rows: suggestionsQuery(c.var.db, urlSpaceId(c)) });
  return c.json({ suggestions: read.rows.map((row) => row.text) });
});

export const lists = createRouter()
  /** Newest first, with their progress. */
  .get('/', async (c) => {
    const read = await guardedRead(c, { lists: listsOfSpaceQuery(c.var.db, urlSpaceId(c)) });
    return c.json({ lists: read.lists.map(toSummary) });
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
    const { spaceId, listId } = urlIds(c);
    const db = c.var.db;
    // A malformed id reads nothing; the check still answers first for a stranger.
    const id = isUuid(listId) ? listId : '';
    const read = await guardedRead(c, {
      list: listQuery(db, spaceId, id),
      items: itemsQuery(db, spaceId, id),
      reminders: memosQuery(db, spaceId, { listId: id }),
    });
    const [list] = read.list;
    if (!list) throw listNotFound();
    const [items, reminders] = [read.items.map(toItemView), toMemoItems(read.reminders)];
    return c.json({ list: toSummary(list), items, reminders });
  })

  /**
   * « Récemment achetés »: what the list bought (its ticked items cleared), last bought first
   * (docs/decisions/077-list-purchase-history.md).
   */
  .get('/:listId/purchases', async (c) => {
    const { spaceId, listId } = urlIds(c);
    const id = isUuid(listId) ? listId : '';
    const read = await guardedRead(c, {
      list: listQuery(c.var.db, spaceId, id),
      purchases: purchasesQuery(c.var.db, spaceId, id),
    });
    if (read.list.length === 0) throw listNotFound();
    return c.json({ purchases: read.purchases.map((row) => toPurchaseView(row.purchase)) });
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
   * this list (an offline add replayed). One round trip (worker/lib/guarded-write.ts): the insert,
   * guarded by the access, the write limit, the list and the selected profile of the space, the
   * unspent id and the 500-item cap, and its read-back. The new item's aisle is the space's
   * remembered choice for its name, else the word list's (domain/sections.ts).
   */
  .post(
    '/:listId/items',
    changesInBatch('list-items', 'listId'),
    validate('json', listItemCreateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const { spaceId, listId } = urlIds(c);
      const profileId = input.profileId ?? null;
      const id = input.id ?? crypto.randomUUID();
      const target = { spaceId, listId, itemId: id };
      const createdAt = now.toISOString();
      const { written, item } = await inTodoZone(c, input, (timeZone) => {
        const todo = todoPlan(c, target, input, timeZone, 'create');
        const checks = [listOfSpaceGuard(spaceId, listId), ...todo.guards];
        return guardedWrite(c, {
          guards: [
            taskWriteLimitGuard(c),
            ...checks,
            profileOfSpaceGuard(spaceId, profileId),
            ...notSpentGuards('item', id, spaceId),
            itemCapGuard(listId, id),
          ],
          write: (holds) =>
            insertItemWhereStatement(
              db,
              {
                ...{ id, spaceId, listId, text: input.text, createdBy: user.id },
                ...{ createdByProfileId: profileId, createdAt },
                note: input.note ?? null,
                ...{ key: sectionKey(input.text), classified: classifyItem(input.text) },
                due: todo.due?.value ?? dueOf({}),
                remindAt: todo.due?.remindAt ?? null,
              },
              holds,
            ),
          after: {
            ...assigneeStatements(c, target, input, checks, createdAt),
            item: itemQuery(db, spaceId, listId, id),
          },
        });
      });
      const [stored] = item;
      // Nothing written with every guard held: the id is this list's item (a replay) or another's.
      if (!stored) throw idTaken();
      const view = toItemView(stored);
      tellItemChange(c, { version: stored.listVersion, item: view });
      return c.json({ item: view }, written.length > 0 ? 201 : 200);
    },
  )

  /**
   * Moves an item to another aisle and remembers the choice for its name in the space, so that the
   * next add of the same name lands there. Two round trips: the move (guarded by the access and the
   * list of the space) and its read-back; then the remembered choice, keyed by the text it read.
   */
  .put(
    '/:listId/items/:itemId/section',
    changesInBatch('list-items', 'listId'),
    validate('json', listItemSectionSchema),
    async (c) => {
      const { section } = c.req.valid('json');
      const { db, now } = c.var;
      const { spaceId, listId, itemId } = urlIds(c);
      const { written, item } = await guardedWrite(c, {
        guards: [listOfSpaceGuard(spaceId, listId)],
        write: (holds) => moveItemStatement(db, listId, itemId, section, holds),
        after: { item: itemQuery(db, spaceId, listId, itemId) },
      });
      const [moved] = written;
      const [stored] = item;
      if (!moved || !stored) throw itemNotFound();
      const key = sectionKey(moved.text);
      if (key) await rememberSectionStatement(db, spaceId, key, section, now);
      const view = toItemView(stored);
      tellItemChange(c, { version: stored.listVersion, item: view });
      return c.json({ item: view, message: SECTION_MESSAGES.moved });
    },
  )

  /**
   * Reword, note and/or tick or untick, in one round trip: the update (guarded by the access, the list
   * and the selected profile of the space), its read-back and, for a tick, its pending notice. A
   * refusal (400, 404) changes nothing: the SPA rolls back.
   */
  .patch(
    '/:listId/items/:itemId',
    changesInBatch('list-items', 'listId'),
    validate('json', listItemUpdateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const { spaceId, listId, itemId } = urlIds(c);
      const profileId = input.profileId ?? null;
      const { text, note, completed } = input;
      const target = { spaceId, listId, itemId };
      const { written, item } = await inTodoZone(c, input, (timeZone) => {
        const todo = todoPlan(c, target, input, timeZone, 'change');
        const checks = [
          listOfSpaceGuard(spaceId, listId),
          profileOfSpaceGuard(spaceId, profileId),
          ...todo.guards,
        ];
        return guardedWrite(c, {
          guards: checks,
          write: (holds) =>
            updateItemStatement(
              db,
              listId,
              itemId,
              { text, note, completed, due: todo.due, userId: user.id, profileId, now },
              holds,
            ),
          after: {
            ...assigneeStatements(c, target, input, checks),
            item: itemQuery(db, spaceId, listId, itemId),
            // A tick waits to be told with the others of its burst; an untick takes it back.
            ...(completed === true && {
              notice: pendingTickStatement(db, { spaceId, listId, itemId, now }),
            }),
            ...(completed === false && { notice: cancelTickStatement(db, { listId, itemId }) }),
          },
        });
      });
      const [stored] = item;
      if (written.length === 0 || !stored) throw itemNotFound();
      const view = toItemView(stored);
      tellItemChange(c, { version: stored.listVersion, item: view });
      return c.json({ item: view });
    },
  )

  .delete('/:listId/items/:itemId', changes('list-items', 'listId'), async (c) => {
    const list = await addressedList(c);
    const itemId = addressedItemId(c);
    const version = await deleteItem(listContext(c), list.id, itemId);
    if (version === undefined) throw itemNotFound();
    tellItemChange(c, { version, removed: itemId });
    return c.json({ id: itemId });
  });
