/**
 * Data access for shared lists and their items: functions that take `db` first, every list read
 * scoped to a space (or to the spaces of a user), every item read scoped to a list of that space.
 */
import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { type AnySQLiteColumn, alias } from 'drizzle-orm/sqlite-core';
import {
  type ListItemView,
  type ListPurchaseView,
  type ListSummary,
  listTypeOf,
  MAX_PURCHASES_PER_LIST,
  MAX_SUGGESTIONS,
} from '#domain/lists.ts';
import { type SectionId, sectionOf } from '#domain/sections.ts';
import { MAX_RANGE_TODOS, type RangeTodo, type TodoDue } from '#domain/todos.ts';
import type { Db } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  itemSections,
  type ListItem,
  type ListPurchase,
  listItemAssignees,
  listItems,
  listPurchases,
  lists,
  type NewList,
  spaceMembers,
  users,
} from '../../db/schema.ts';

// --- lists -----------------------------------------------------------------------------------------

const itemCount = sql<number>`(select count(*) from ${listItems} where ${listItems.listId} = ${lists.id})`;
const completedCount = sql<number>`(select count(*) from ${listItems} where ${listItems.listId} = ${lists.id} and ${listItems.completed} = 1)`;

function selectSummaries(db: Db) {
  return db
    .select({
      id: lists.id,
      spaceId: lists.spaceId,
      spaceName: familySpaces.name,
      title: lists.title,
      type: lists.type,
      createdBy: lists.createdBy,
      createdAt: lists.createdAt,
      itemCount,
      completedCount,
      version: lists.version,
      shopId: lists.shopId,
    })
    .from(lists)
    .innerJoin(familySpaces, eq(familySpaces.id, lists.spaceId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['all']>>[number];

export function toSummary(row: SummaryRow): ListSummary {
  return {
    ...row,
    type: listTypeOf(row.type),
    itemCount: Number(row.itemCount),
    completedCount: Number(row.completedCount),
  };
}

/** Newest first, in reverse insertion order within one instant. */
const newestFirst = [desc(lists.createdAt), sql`${lists}.rowid desc`];

/** The lists of every space the user belongs to, newest first, with their progress: one query. */
/** The lists of every space of the user, newest first, as a statement; rows for {@link toSummary}. */
export function listsOfUserQuery(db: Db, userId: string) {
  return selectSummaries(db)
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, lists.spaceId), eq(spaceMembers.userId, userId)),
    )
    .orderBy(...newestFirst);
}

/** The space's lists, newest first, as a statement; rows for {@link toSummary}. */
export function listsOfSpaceQuery(db: Db, spaceId: string) {
  return selectSummaries(db)
    .where(eq(lists.spaceId, spaceId))
    .orderBy(...newestFirst);
}

export async function findListsOfSpace(db: Db, spaceId: string): Promise<ListSummary[]> {
  return (await listsOfSpaceQuery(db, spaceId)).map(toSummary);
}

/** One list of the space (at most one row, for {@link toSummary}), as a statement. */
export function listQuery(db: Db, spaceId: string, listId: string) {
  return selectSummaries(db)
    .where(and(eq(lists.id, listId), eq(lists.spaceId, spaceId)))
    .limit(1);
}

/** One list of the space, or undefined (another space's list is not found). */
export async function findList(
  db: Db,
  spaceId: string,
  listId: string,
): Promise<ListSummary | undefined> {
  const [row] = await selectSummaries(db)
    .where(and(eq(lists.id, listId), eq(lists.spaceId, spaceId)))
    .limit(1);
  return row ? toSummary(row) : undefined;
}

/** A new list: nothing written when its (client-chosen) id is already taken. */
export function insertListStatement(db: Db, row: NewList & { id: string }) {
  return db
    .insert(lists)
    .values(row)
    .onConflictDoNothing({ target: lists.id })
    .returning({ id: lists.id });
}

/** How many lists the space holds, as a query for a `db.batch`. */
export function listCountQuery(db: Db, spaceId: string) {
  return db.select({ count: sql<number>`count(*)` }).from(lists).where(eq(lists.spaceId, spaceId));
}

/** The space of whatever list holds `id`, in any space, as a query for a `db.batch`. */
export function listIdHolderQuery(db: Db, id: string) {
  return db.select({ spaceId: lists.spaceId }).from(lists).where(eq(lists.id, id)).limit(1);
}

/** The space of whatever list holds `id`, in any space: never sent to a client. */
export async function findListIdHolder(
  db: Db,
  id: string,
): Promise<{ spaceId: string } | undefined> {
  const [row] = await listIdHolderQuery(db, id);
  return row;
}

export function updateListStatement(
  db: Db,
  spaceId: string,
  listId: string,
  changes: Partial<Pick<NewList, 'title' | 'type'>>,
) {
  return db
    .update(lists)
    .set(changes)
    .where(and(eq(lists.id, listId), eq(lists.spaceId, spaceId)))
    .returning({ id: lists.id });
}

/** Its items and the reminders about it go with it (ON DELETE CASCADE). */
export function deleteListStatement(db: Db, spaceId: string, listId: string) {
  return db
    .delete(lists)
    .where(and(eq(lists.id, listId), eq(lists.spaceId, spaceId)))
    .returning({ id: lists.id });
}

// --- items -----------------------------------------------------------------------------------------

const addedProfile = alias(familyProfiles, 'added_profile');
const checkedProfile = alias(familyProfiles, 'checked_profile');
const addedMember = alias(spaceMembers, 'added_member');
const checkedMember = alias(spaceMembers, 'checked_member');
const addedUser = alias(users, 'added_user');
const checkedUser = alias(users, 'checked_user');

/**
 * The name to show for who did it: the profile selected then, else the account's name in the space,
 * else (the account left the space) its own first and last name; null when everything is gone.
 */
function nameOf(who: {
  profile: typeof addedProfile | typeof checkedProfile;
  member: typeof addedMember | typeof checkedMember;
  user: typeof addedUser | typeof checkedUser;
}): SQL<string | null> {
  const { profile, member, user } = who;
  return sql<
    string | null
  >`coalesce(${profile.name}, ${member.displayName}, trim(${user.firstName} || ' ' || ${user.lastName}))`;
}

/** A to-do's people, as a JSON array of profile ids (`[]` for none), read beside its item. */
function assigneeIdsOf(itemId: AnySQLiteColumn) {
  return sql<string>`(select json_group_array(${listItemAssignees.profileId}) from ${listItemAssignees} where ${listItemAssignees.itemId} = ${itemId})`;
}

/** Items with the names of who added and who ticked them, for the lists of `spaceId`. */
function selectItems(db: Db, spaceId: string) {
  return db
    .select({
      item: listItems,
      addedBy: nameOf({ profile: addedProfile, member: addedMember, user: addedUser }),
      checkedBy: nameOf({ profile: checkedProfile, member: checkedMember, user: checkedUser }),
      /** The list's version, read with the item: what a live event of its change carries. */
      listVersion: lists.version,
      assigneeIds: assigneeIdsOf(listItems.id),
    })
    .from(listItems)
    .innerJoin(lists, and(eq(lists.id, listItems.listId), eq(lists.spaceId, spaceId)))
    .leftJoin(addedProfile, eq(addedProfile.id, listItems.createdByProfileId))
    .leftJoin(
      addedMember,
      and(eq(addedMember.spaceId, spaceId), eq(addedMember.userId, listItems.createdBy)),
    )
    .leftJoin(addedUser, eq(addedUser.id, listItems.createdBy))
    .leftJoin(checkedProfile, eq(checkedProfile.id, listItems.completedByProfileId))
    .leftJoin(
      checkedMember,
      and(eq(checkedMember.spaceId, spaceId), eq(checkedMember.userId, listItems.completedBy)),
    )
    .leftJoin(checkedUser, eq(checkedUser.id, listItems.completedBy));
}

export function toItemView(row: {
  item: ListItem;
  addedBy: string | null;
  checkedBy: string | null;
  assigneeIds: string;
}): ListItemView {
  const { item } = row;
  return {
    id: item.id,
    listId: item.listId,
    text: item.text,
    completed: item.completed,
    createdBy: item.createdBy,
    createdByProfileId: item.createdByProfileId,
    addedBy: row.addedBy || null,
    completedBy: item.completedBy,
    completedByProfileId: item.completedByProfileId,
    checkedBy: item.completed ? row.checkedBy || null : null,
    completedAt: item.completedAt,
    createdAt: item.createdAt,
    section: item.section === null ? null : sectionOf(item.section),
    note: item.note,
    ...todoView(row),
  };
}

/** The to-do part of an item's view (domain/todos.ts). */
function todoView(row: { item: ListItem; assigneeIds: string }) {
  const { dueDate, dueTime, reminder } = row.item;
  return { assigneeIds: JSON.parse(row.assigneeIds) as string[], dueDate, dueTime, reminder };
}

/** The items of a list of the space, oldest first (in insertion order within one instant). */
/** The list's items, oldest first, as a statement; rows for {@link toItemView}. */
export function itemsQuery(db: Db, spaceId: string, listId: string) {
  return selectItems(db, spaceId)
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.createdAt), sql`${listItems}.rowid`);
}

export async function findItems(db: Db, spaceId: string, listId: string): Promise<ListItemView[]> {
  return (await itemsQuery(db, spaceId, listId)).map(toItemView);
}

/** One item of this list of the space (its view: `toItemView`), as a query for a `db.batch`. */
export function itemQuery(db: Db, spaceId: string, listId: string, itemId: string) {
  return selectItems(db, spaceId)
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
    .limit(1);
}

/**
 * A new item of a list of the space, inserted only where `condition` holds (the route's access, cap
 * and write-limit checks, in SQL, so that they and the insert are one statement of one batch) and
 * its id is free. Its aisle is the space's remembered choice for its name (`key`) if any, else
 * `classified` (the word list's).
 */
export function insertItemWhereStatement(
  db: Db,
  row: {
    id: string;
    spaceId: string;
    listId: string;
    text: string;
    createdBy: string;
    createdByProfileId: string | null;
    createdAt: string;
    note: string | null;
    key: string;
    classified: SectionId;
    /** A to-do's due value and its reminder's instant (domain/todos.ts); none for a plain item. */
    due: TodoDue;
    remindAt: string | null;
  },
  condition: SQL | undefined,
) {
  const remembered = db
    .select({ section: itemSections.section })
    .from(itemSections)
    .where(and(eq(itemSections.spaceId, row.spaceId), eq(itemSections.key, row.key)));
  return db
    .insert(listItems)
    .select(
      db
        // Every column of the table, in its order (drizzle's rule for an insert from a select).
        .select({
          id: sql<string>`${row.id}`.as('id'),
          listId: lists.id,
          text: sql<string>`${row.text}`.as('text'),
          completed: sql<boolean>`0`.as('completed'),
          createdBy: sql<string>`${row.createdBy}`.as('created_by'),
          createdByProfileId: sql<string | null>`${row.createdByProfileId}`.as(
            'created_by_profile_id',
          ),
          completedBy: sql<null>`null`.as('completed_by'),
          completedByProfileId: sql<null>`null`.as('completed_by_profile_id'),
          completedAt: sql<null>`null`.as('completed_at'),
          createdAt: sql<string>`${row.createdAt}`.as('created_at'),
          section: sql<string>`coalesce((${remembered}), ${row.classified})`.as('section'),
          note: sql<string | null>`${row.note}`.as('note'),
          dueDate: sql<string | null>`${row.due.dueDate}`.as('due_date'),
          dueTime: sql<string | null>`${row.due.dueTime}`.as('due_time'),
          reminder: sql<string | null>`${row.due.reminder}`.as('reminder'),
          remindAt: sql<string | null>`${row.remindAt}`.as('remind_at'),
          remindedAt: sql<null>`null`.as('reminded_at'),
        })
        .from(lists)
        .where(and(eq(lists.id, row.listId), eq(lists.spaceId, row.spaceId), condition)),
    )
    .onConflictDoNothing({ target: listItems.id })
    .returning({ id: listItems.id });
}

/** Moves an item of the list to another aisle, where `condition` holds. */
export function moveItemStatement(
  db: Db,
  listId: string,
  itemId: string,
  section: SectionId,
  condition: SQL | undefined,
) {
  return db
    .update(listItems)
    .set({ section })
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId), condition))
    .returning({ id: listItems.id, text: listItems.text });
}

/** Remembers the family's aisle for a name (`sectionKey`) in the space, replacing an older choice. */
export function rememberSectionStatement(
  db: Db,
  spaceId: string,
  key: string,
  section: SectionId,
  now: Date,
) {
  const updatedAt = now.toISOString();
  return db
    .insert(itemSections)
    .values({ spaceId, key, section, updatedAt })
    .onConflictDoUpdate({
      target: [itemSections.spaceId, itemSections.key],
      set: { section, updatedAt },
    });
}

/**
 * The texts of the space's items, past and present, and of its lists' purchases (kept after the
 * ticked items are cleared), most used first, then most recently added or bought: what the add field
 * suggests as the family types. Texts differing in case are one.
 */
export function suggestionsQuery(db: Db, spaceId: string) {
  const onLists = db
    .select({
      text: listItems.text,
      uses: sql<number>`1`.as('uses'),
      lastUsed: sql<string>`${listItems.createdAt}`.as('last_used'),
      // Items added in the same instant: the last inserted first.
      order: sql<number>`${listItems}.rowid`.as('insert_order'),
    })
    .from(listItems)
    .innerJoin(lists, and(eq(lists.id, listItems.listId), eq(lists.spaceId, spaceId)));
  const bought = db
    .select({
      text: listPurchases.text,
      uses: sql<number>`${listPurchases.count}`.as('uses'),
      lastUsed: sql<string>`${listPurchases.lastBoughtAt}`.as('last_used'),
      order: sql<number>`0`.as('insert_order'),
    })
    .from(listPurchases)
    .innerJoin(lists, and(eq(lists.id, listPurchases.listId), eq(lists.spaceId, spaceId)));
  const used = onLists.unionAll(bought).as('used');
  return (
    db
      // SQLite gives the bare column of the row holding the max(): the latest spelling of the text.
      .select({ text: used.text, lastUsed: sql<string>`max(${used.lastUsed})` })
      .from(used)
      .groupBy(sql`lower(${used.text})`)
      .orderBy(
        sql`sum(${used.uses}) desc`,
        sql`max(${used.lastUsed}) desc`,
        sql`max(${used.order}) desc`,
      )
      .limit(MAX_SUGGESTIONS)
  );
}

// --- purchases -------------------------------------------------------------------------------------

/** The list's purchases, last bought first (at most `MAX_PURCHASES_PER_LIST`), as a statement. */
export function purchasesQuery(db: Db, spaceId: string, listId: string) {
  return db
    .select({ purchase: listPurchases })
    .from(listPurchases)
    .innerJoin(lists, and(eq(lists.id, listPurchases.listId), eq(lists.spaceId, spaceId)))
    .where(eq(listPurchases.listId, listId))
    .orderBy(desc(listPurchases.lastBoughtAt), sql`${listPurchases}.rowid desc`)
    .limit(MAX_PURCHASES_PER_LIST);
}

export function toPurchaseView(purchase: ListPurchase): ListPurchaseView {
  return {
    text: purchase.text,
    section: purchase.section === null ? null : sectionOf(purchase.section),
    note: purchase.note,
    count: purchase.count,
    lastBoughtAt: purchase.lastBoughtAt,
  };
}

/**
 * Remembers that the list bought `item` (a ticked item being cleared): one row per name (`key`), its
 * count raised and its text, aisle and note the latest.
 */
export function recordPurchaseStatement(
  db: Db,
  listId: string,
  item: { key: string; text: string; section: string | null; note: string | null },
  now: Date,
) {
  const lastBoughtAt = now.toISOString();
  const { key, text, section, note } = item;
  return db
    .insert(listPurchases)
    .values({ listId, key, text, section, note, count: 1, lastBoughtAt })
    .onConflictDoUpdate({
      target: [listPurchases.listId, listPurchases.key],
      set: { text, section, note, count: sql`${listPurchases.count} + 1`, lastBoughtAt },
    });
}

/** Forgets the list's purchases beyond the `MAX_PURCHASES_PER_LIST` last bought. */
export function capPurchasesStatement(db: Db, listId: string) {
  const kept = db
    .select({ key: listPurchases.key })
    .from(listPurchases)
    .where(eq(listPurchases.listId, listId))
    .orderBy(desc(listPurchases.lastBoughtAt), sql`${listPurchases}.rowid desc`)
    .limit(MAX_PURCHASES_PER_LIST);
  return db
    .delete(listPurchases)
    .where(and(eq(listPurchases.listId, listId), notInArray(listPurchases.key, kept)));
}

/**
 * Rewords and/or ticks an item of the list. Ticking an unticked item records who and when; ticking a
 * ticked one (a replay, or two devices at once) keeps the first tick; unticking clears all three. Done
 * in SQL, on the row's current values, so two devices cannot interleave a read and a write.
 */
export function updateItemStatement(
  db: Db,
  listId: string,
  itemId: string,
  changes: {
    text?: string | undefined;
    /** Null clears it. */
    note?: string | null | undefined;
    completed?: boolean | undefined;
    /** A to-do's new due value and its reminder's instant; undefined leaves them. */
    due?: { value: TodoDue; remindAt: string | null } | undefined;
    userId: string;
    profileId: string | null;
    now: Date;
  },
  condition?: SQL,
) {
  // The current value when already ticked, the new one otherwise.
  const unlessTicked = (column: AnySQLiteColumn, value: string | null) =>
    sql`case when ${listItems.completed} then ${column} else ${value} end`;
  const tick =
    changes.completed === true
      ? {
          completed: true,
          completedBy: unlessTicked(listItems.completedBy, changes.userId),
          completedByProfileId: unlessTicked(listItems.completedByProfileId, changes.profileId),
          completedAt: unlessTicked(listItems.completedAt, changes.now.toISOString()),
        }
      : changes.completed === false
        ? { completed: false, completedBy: null, completedByProfileId: null, completedAt: null }
        : {};
  return db
    .update(listItems)
    .set({
      // Always one column set: a change of people alone still bumps the list's version.
      text: changes.text ?? sql`${listItems.text}`,
      ...(changes.note !== undefined ? { note: changes.note } : {}),
      ...tick,
      ...(changes.due ? dueColumns(changes.due) : {}),
    })
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId), condition))
    .returning({ id: listItems.id });
}

/** A new due value; the reminder fires again only if its instant moved. */
function dueColumns(due: { value: TodoDue; remindAt: string | null }) {
  return {
    ...due.value,
    remindAt: due.remindAt,
    remindedAt: sql`case when ${listItems.remindAt} is ${due.remindAt} then ${listItems.remindedAt} else null end`,
  };
}

/**
 * A to-do's people become `profileIds` (those of the space), where `condition` holds: the write's
 * guards, so that a refused write changes no one. Two statements for the write's batch.
 */
export function replaceAssigneesStatements(
  db: Db,
  target: { spaceId: string; listId: string; itemId: string; profileIds: readonly string[] },
  condition: SQL,
) {
  const { spaceId, listId, itemId, profileIds } = target;
  const itemOfList = sql`exists (select 1 from ${listItems} where ${listItems.id} = ${itemId} and ${listItems.listId} = ${listId})`;
  const removed = db
    .delete(listItemAssignees)
    .where(and(eq(listItemAssignees.itemId, itemId), itemOfList, condition));
  const added = db
    .insert(listItemAssignees)
    .select(
      db
        .select({ itemId: sql<string>`${itemId}`.as('item_id'), profileId: familyProfiles.id })
        .from(familyProfiles)
        .where(
          and(
            eq(familyProfiles.spaceId, spaceId),
            inArray(familyProfiles.id, profileIds.length > 0 ? [...profileIds] : ['']),
            itemOfList,
            condition,
          ),
        ),
    )
    .onConflictDoNothing();
  return { removed, added };
}

/** The list's version (bumped by the database on each change of its items), for a `db.batch`. */
export function listVersionQuery(db: Db, listId: string) {
  return db.select({ version: lists.version }).from(lists).where(eq(lists.id, listId)).limit(1);
}

export function deleteItemStatement(db: Db, listId: string, itemId: string) {
  return db
    .delete(listItems)
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
    .returning({
      id: listItems.id,
      text: listItems.text,
      completed: listItems.completed,
      section: listItems.section,
      note: listItems.note,
    });
}

// --- to-dos in the planning ------------------------------------------------------------------------

/**
 * The space's to-dos still to do whose due day is in [from, to], by day and time (none last): what
 * the planning's day and the home show beside the events, read in the planning range's batch.
 */
export function dueTodosQuery(db: Db, spaceId: string, from: string, to: string) {
  return db
    .select({
      id: listItems.id,
      listId: listItems.listId,
      listTitle: lists.title,
      text: listItems.text,
      dueDate: sql<string>`${listItems.dueDate}`,
      dueTime: listItems.dueTime,
      assigneeIds: assigneeIdsOf(listItems.id),
    })
    .from(listItems)
    .innerJoin(lists, and(eq(lists.id, listItems.listId), eq(lists.spaceId, spaceId)))
    .where(
      and(
        sql`${listItems.dueDate} is not null`,
        sql`${listItems.dueDate} between ${from} and ${to}`,
        eq(listItems.completed, false),
        eq(lists.type, 'tasks'),
      ),
    )
    .orderBy(
      asc(listItems.dueDate),
      sql`${listItems.dueTime} is null`,
      asc(listItems.dueTime),
      asc(listItems.createdAt),
    )
    .limit(MAX_RANGE_TODOS);
}

export function toRangeTodo(row: Awaited<ReturnType<typeof dueTodosQuery>>[number]): RangeTodo {
  return { ...row, assigneeIds: JSON.parse(row.assigneeIds) as string[] };
}
