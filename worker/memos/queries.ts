/**
 * Data access for memos (the To Do List and list reminders), always scoped to one space: functions
 * that take `db` first. Statement builders return unexecuted statements for a caller's `db.batch`.
 */
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type MemoItem, memoDueAt } from '#domain/memos.ts';
import type { Db } from '../../db/client.ts';
import {
  familyProfiles,
  familySpaces,
  lists,
  type Memo,
  memos,
  type NewMemo,
} from '../../db/schema.ts';
import { rowSelection } from '../lib/write-guards.ts';

export function toMemoItem(memo: Memo, listTitle: string | null): MemoItem {
  return {
    id: memo.id,
    spaceId: memo.spaceId,
    profileId: memo.profileId,
    userId: memo.userId,
    listId: memo.listId,
    listTitle: memo.listId ? listTitle : null,
    text: memo.text,
    date: memo.date,
    time: memo.time,
    dueAt: memo.dueAt,
    notifiedAt: memo.notifiedAt,
    doneAt: memo.doneAt,
    createdAt: memo.createdAt,
    updatedAt: memo.updatedAt,
  };
}

function selectMemoRows(db: Db) {
  return db
    .select({ memo: memos, listTitle: lists.title })
    .from(memos)
    .leftJoin(lists, eq(lists.id, memos.listId));
}

/**
 * The memos of the space for a profile, a list, or both, oldest first (in insertion order within one
 * instant): a profile's To Do List includes its list reminders.
 */
export function memosQuery(
  db: Db,
  spaceId: string,
  filter: { profileId?: string | undefined; listId?: string | undefined },
) {
  const conditions: SQL[] = [eq(memos.spaceId, spaceId)];
  if (filter.profileId) conditions.push(eq(memos.profileId, filter.profileId));
  if (filter.listId) conditions.push(eq(memos.listId, filter.listId));
  return selectMemoRows(db)
    .where(and(...conditions))
    .orderBy(asc(memos.createdAt), sql`${memos}.rowid`);
}

/** The rows of {@link memosQuery} as the app shows them. */
export function toMemoItems(rows: Awaited<ReturnType<typeof memosQuery>>): MemoItem[] {
  return rows.map((row) => toMemoItem(row.memo, row.listTitle));
}

export async function findMemos(
  db: Db,
  spaceId: string,
  filter: { profileId?: string | undefined; listId?: string | undefined },
): Promise<MemoItem[]> {
  return toMemoItems(await memosQuery(db, spaceId, filter));
}

/** One memo of the space, or undefined (another space's memo is not found). */
export async function findMemo(
  db: Db,
  spaceId: string,
  memoId: string,
): Promise<MemoItem | undefined> {
  const [row] = await selectMemoRows(db)
    .where(and(eq(memos.id, memoId), eq(memos.spaceId, spaceId)))
    .limit(1);
  return row ? toMemoItem(row.memo, row.listTitle) : undefined;
}

/** Whether `profileId` and `listId` (when given) belong to the space: one round trip. */
export async function findMemoTargets(
  db: Db,
  spaceId: string,
  ids: { profileId?: string | undefined; listId?: string | null | undefined },
): Promise<{ profile: boolean; list: { title: string } | undefined }> {
  const [profiles, found] = await db.batch([
    db
      .select({ id: familyProfiles.id })
      .from(familyProfiles)
      .where(and(eq(familyProfiles.id, ids.profileId ?? ''), eq(familyProfiles.spaceId, spaceId))),
    db
      .select({ title: lists.title })
      .from(lists)
      .where(and(eq(lists.id, ids.listId ?? ''), eq(lists.spaceId, spaceId))),
  ]);
  return { profile: profiles.length > 0, list: found[0] };
}

// --- writes ----------------------------------------------------------------------------------------

/**
 * `INSERT … SELECT` from the memo's space: a new memo, written only while its space reads dates in
 * `timeZone` (what `row` was computed in), the profile and list it names are the space's, the
 * profile has room under `maxPerProfile`, and `condition` holds; nothing either when its id is
 * already taken. For a create's one-round-trip batch.
 */
export function insertMemoWhereStatement(db: Db, row: NewMemo & { id: string }, condition: SQL) {
  return db
    .insert(memos)
    .select(
      db
        .select(rowSelection(memos, row))
        .from(familySpaces)
        .where(and(eq(familySpaces.id, row.spaceId), condition)),
    )
    .onConflictDoNothing({ target: memos.id })
    .returning();
}

/** This space's memo `id` with its list's title: a create's read-back. */
export function memoRowQuery(db: Db, spaceId: string, id: string) {
  return selectMemoRows(db)
    .where(and(eq(memos.id, id), eq(memos.spaceId, spaceId)))
    .limit(1);
}

export function updateMemoStatement(
  db: Db,
  spaceId: string,
  memoId: string,
  changes: Partial<NewMemo>,
) {
  return db
    .update(memos)
    .set(changes)
    .where(and(eq(memos.id, memoId), eq(memos.spaceId, spaceId)))
    .returning();
}

export function deleteMemoStatement(db: Db, spaceId: string, memoId: string) {
  return db
    .delete(memos)
    .where(and(eq(memos.id, memoId), eq(memos.spaceId, spaceId)))
    .returning({ id: memos.id });
}

/**
 * The new reminder instant of every pending memo of the space (not yet sent, with a date and a time)
 * if its dates and times were read in `timeZone`, as JSON `{ memoId: [dueAt, updatedAt read] }`; null
 * when no memo is pending. For {@link setDueAtsStatement}.
 */
export async function pendingDueAts(
  db: Db,
  spaceId: string,
  timeZone: string,
  now: Date,
): Promise<string | null> {
  const pending = await db
    .select({ id: memos.id, date: memos.date, time: memos.time, updatedAt: memos.updatedAt })
    .from(memos)
    .where(
      and(
        eq(memos.spaceId, spaceId),
        isNull(memos.notifiedAt),
        isNotNull(memos.date),
        isNotNull(memos.time),
      ),
    );
  if (pending.length === 0) return null;
  return JSON.stringify(
    Object.fromEntries(
      pending.map((memo) => [memo.id, [memoDueAt(memo, timeZone, now), memo.updatedAt]]),
    ),
  );
}

/**
 * Sets `due_at` from {@link pendingDueAts}'s JSON, for the batch that changes the space's zone: one
 * statement whatever the count. A memo edited since it was read (its `updated_at` moved) keeps the
 * instant its own edit computed.
 */
export function setDueAtsStatement(db: Db, spaceId: string, dueAts: string) {
  return db
    .update(memos)
    .set({
      dueAt: sql`(select json_extract(value, '$[0]') from json_each(${dueAts}) where key = ${memos.id})`,
      // Not an edit by the family.
      updatedAt: sql`${memos.updatedAt}`,
    })
    .where(
      and(
        eq(memos.spaceId, spaceId),
        isNull(memos.notifiedAt),
        sql`exists (select 1 from json_each(${dueAts}) where key = ${memos.id} and json_extract(value, '$[1]') = ${memos.updatedAt})`,
      ),
    );
}
