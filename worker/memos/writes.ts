/**
 * Creating, editing and deleting memos. The reminder instant `due_at` is computed here from the date and
 * time read in the space's time zone (`memoDueAt`, docs/product.md#reminders); editing the date or the
 * time recomputes it and clears `notified_at`, so that a moved reminder fires again. Each write is one
 * statement, awaited in one place: the commit point after which the route may announce the change.
 */

import {
  MEMO_MESSAGES,
  type MemoCreateValues,
  type MemoItem,
  type MemoUpdateValues,
  memoDueAt,
  memoRuleErrors,
} from '#domain/memos.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import type { NewMemo } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken, isReplay } from '../lib/client-ids.ts';
import type { SpaceWriteContext } from '../lib/space-write-context.ts';
import {
  deleteMemoStatement,
  findMemo,
  findMemoIdHolder,
  findMemoTargets,
  insertMemoStatement,
  toMemoItem,
  updateMemoStatement,
} from './queries.ts';

/** A memo write's request: its space, user, instant and the space's today. */
export type MemoContext = SpaceWriteContext;

function assertRules(
  values: { date: IsoDate | null; time: string | null },
  today: IsoDate,
  previousDate?: IsoDate | null,
) {
  const errors = memoRuleErrors(values, today, previousDate);
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}

/** The profile and list a memo names must be of the space: 400 by field otherwise. */
async function assertTargets(
  context: MemoContext,
  ids: { profileId?: string | undefined; listId?: string | null | undefined },
): Promise<string | null> {
  const found = await findMemoTargets(context.db, context.spaceId, ids);
  const errors: Record<string, string> = {};
  if (ids.profileId !== undefined && !found.profile) {
    errors.profileId = MEMO_MESSAGES.profileNotFound;
  }
  if (ids.listId && !found.list) errors.listId = MEMO_MESSAGES.listNotFound;
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return found.list?.title ?? null;
}

/**
 * The memo a client id already names when it is this space's memo of the same profile and list (the
 * create sent again); undefined when no memo holds the id; a 409 for anyone else's.
 */
async function replayedMemo(
  context: MemoContext,
  id: string,
  input: MemoCreateValues,
): Promise<MemoItem | undefined> {
  const holder = await findMemoIdHolder(context.db, id);
  const sameKind =
    holder?.profileId === input.profileId && holder.listId === (input.listId ?? null);
  if (!isReplay(holder && { spaceId: holder.spaceId, sameKind }, context.spaceId)) return undefined;
  const memo = await findMemo(context.db, context.spaceId, id);
  if (!memo) throw idTaken();
  return memo;
}

/** Creates a memo; `created` is false when the client's id named one already (a replay). */
export async function createMemo(
  context: MemoContext,
  input: MemoCreateValues,
): Promise<{ memo: MemoItem; created: boolean }> {
  if (input.id) {
    const memo = await replayedMemo(context, input.id, input);
    if (memo) return { memo, created: false };
  }
  const values = { date: input.date ?? null, time: input.time ?? null };
  assertRules(values, context.today);
  const listTitle = await assertTargets(context, {
    profileId: input.profileId,
    listId: input.listId,
  });
  const at = context.now.toISOString();
  const id = input.id ?? crypto.randomUUID();
  const [row] = await insertMemoStatement(context.db, {
    id,
    spaceId: context.spaceId,
    profileId: input.profileId,
    userId: context.userId,
    listId: input.listId ?? null,
    text: input.text,
    ...values,
    dueAt: memoDueAt(values, context.timeZone, context.now),
    notifiedAt: null,
    createdAt: at,
    updatedAt: at,
  });
  if (row) return { memo: toMemoItem(row, listTitle), created: true };
  // The same id arrived twice at once: the other request created it.
  const memo = await replayedMemo(context, id, input);
  if (!memo) throw idTaken();
  return { memo, created: false };
}

/** Only the fields sent change; undefined when the memo is not of this space. */
export async function updateMemo(
  context: MemoContext,
  memoId: string,
  input: MemoUpdateValues,
): Promise<MemoItem | undefined> {
  const stored = await findMemo(context.db, context.spaceId, memoId);
  if (!stored) return undefined;
  const values = {
    date: input.date === undefined ? stored.date : input.date,
    time: input.time === undefined ? stored.time : input.time,
  };
  assertRules(values, context.today, stored.date);
  const listId = input.listId === undefined ? stored.listId : input.listId;
  const listTitle =
    listId === stored.listId ? stored.listTitle : await assertTargets(context, { listId });

  const changes: Partial<NewMemo> = { updatedAt: context.now.toISOString() };
  if (input.text !== undefined) changes.text = input.text;
  if (input.listId !== undefined) changes.listId = input.listId;
  // The form sends its date and time whole: only a real change moves the reminder.
  if (values.date !== stored.date || values.time !== stored.time) {
    Object.assign(changes, values, {
      dueAt: memoDueAt(values, context.timeZone, context.now),
      notifiedAt: null,
    });
  }
  const [row] = await updateMemoStatement(context.db, context.spaceId, memoId, changes);
  return row ? toMemoItem(row, listTitle) : undefined;
}

/** Whether a memo of this space was deleted. */
export async function deleteMemo(db: Db, spaceId: string, memoId: string): Promise<boolean> {
  const rows = await deleteMemoStatement(db, spaceId, memoId);
  return rows.length > 0;
}
