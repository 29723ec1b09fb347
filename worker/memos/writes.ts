/**
 * Creating, editing and deleting memos. The reminder instant `due_at` is computed here from the date and
 * time read in the space's time zone (`memoDueAt`, docs/product.md#reminders); editing the date or the
 * time recomputes it and clears `notified_at`, so that a moved reminder fires again. Each write is one
 * statement, awaited in one place: the commit point after which the route may announce the change.
 */
import type { Db } from '../../db/client.ts';
import type { NewMemo } from '../../db/schema.ts';
import {
  MEMO_MESSAGES,
  type MemoCreateValues,
  type MemoItem,
  type MemoUpdateValues,
  memoDueAt,
  memoRuleErrors,
} from '../../domain/memos.ts';
import type { IsoDate } from '../../domain/zoned-time.ts';
import { ApiError } from '../lib/api-error.ts';
import {
  deleteMemoStatement,
  findMemo,
  findMemoTargets,
  insertMemoStatement,
  toMemoItem,
  updateMemoStatement,
} from './queries.ts';

export interface MemoContext {
  db: Db;
  spaceId: string;
  userId: string;
  now: Date;
  /** The space's IANA zone and today's date in it. */
  timeZone: string;
  today: IsoDate;
}

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

export async function createMemo(context: MemoContext, input: MemoCreateValues): Promise<MemoItem> {
  const values = { date: input.date ?? null, time: input.time ?? null };
  assertRules(values, context.today);
  const listTitle = await assertTargets(context, {
    profileId: input.profileId,
    listId: input.listId,
  });
  const at = context.now.toISOString();
  const [row] = await insertMemoStatement(context.db, {
    id: crypto.randomUUID(),
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
  if (!row) throw new Error('insert returned no memo');
  return toMemoItem(row, listTitle);
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
