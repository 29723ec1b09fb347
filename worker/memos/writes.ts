/**
 * Creating, editing and deleting memos. The reminder instant `due_at` is computed here from the date and
 * time read in the space's time zone (`memoDueAt`, docs/product.md#reminders); editing the date or the
 * time recomputes it and clears `notified_at`, so that a moved reminder fires again. Each write is one
 * statement, awaited in one place: the commit point after which the route may announce the change.
 */

import {
  MAX_MEMOS_PER_PROFILE,
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
import { spendIdStatement } from '../lib/spent-ids.ts';
import {
  deleteMemoStatement,
  findMemo,
  findMemoIdHolder,
  findMemoTargets,
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

/** What {@link newMemo} needs, read in the route's batch (`memoCreateQueries`). */
export interface MemoCreateReads {
  profile: boolean;
  list: { title: string } | undefined;
  holder: { spaceId: string; profileId: string; listId: string | null } | undefined;
  /** This space's memo under the client's id, if any. */
  stored: MemoItem | undefined;
  /** The memos the profile holds. */
  memoCount: number;
}

/** The row of a new memo under `id`, its reminder instant read in `context`'s zone. */
function createdMemo(
  context: MemoContext,
  input: MemoCreateValues,
  id: string,
): NewMemo & { id: string } {
  const values = { date: input.date ?? null, time: input.time ?? null };
  const at = context.now.toISOString();
  return {
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
  };
}

/**
 * The memo a create writes under `id` and the title of its list; or `replay`: the client's id names
 * this space's memo of the same profile and list (the create sent again), answered as it is. Throws
 * the create's 400s, and a 409 for an id held by anyone else's memo.
 */
export function newMemo(
  context: MemoContext,
  input: MemoCreateValues,
  reads: MemoCreateReads,
  id: string,
): { replay: MemoItem } | { row: NewMemo & { id: string }; listTitle: string | null } {
  if (input.id) {
    const { holder } = reads;
    const sameKind =
      holder?.profileId === input.profileId && holder.listId === (input.listId ?? null);
    if (isReplay(holder && { spaceId: holder.spaceId, sameKind }, context.spaceId)) {
      if (!reads.stored) throw idTaken();
      return { replay: reads.stored };
    }
  }
  assertRules({ date: input.date ?? null, time: input.time ?? null }, context.today);
  const errors: Record<string, string> = {};
  if (!reads.profile) errors.profileId = MEMO_MESSAGES.profileNotFound;
  if (input.listId && !reads.list) errors.listId = MEMO_MESSAGES.listNotFound;
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  if (reads.memoCount >= MAX_MEMOS_PER_PROFILE) {
    throw new ApiError('conflict', MEMO_MESSAGES.tooManyMemos);
  }
  return { row: createdMemo(context, input, id), listTitle: reads.list?.title ?? null };
}

/**
 * A create's memo computed before anything is read, for its one-round-trip batch, in the zone
 * `context` expects; undefined when a rule fails (the route answers it once the check has run).
 */
export function memoAttempt(
  context: MemoContext,
  input: MemoCreateValues,
  id: string,
): (NewMemo & { id: string }) | undefined {
  const values = { date: input.date ?? null, time: input.time ?? null };
  if (Object.keys(memoRuleErrors(values, context.today)).length > 0) return undefined;
  return createdMemo(context, input, id);
}

/**
 * After an insert that wrote nothing: the same id arrived twice at once, and the other request
 * created it (answered as a replay), or the id is someone else's (409).
 */
export async function memoOfDoubleTap(
  context: MemoContext,
  id: string,
  input: MemoCreateValues,
): Promise<MemoItem> {
  const memo = await replayedMemo(context, id, input);
  if (!memo) throw idTaken();
  return memo;
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
      // A memo done does not remind, whatever its new moment.
      dueAt: stored.doneAt ? null : memoDueAt(values, context.timeZone, context.now),
      notifiedAt: null,
    });
  }
  const [row] = await updateMemoStatement(context.db, context.spaceId, memoId, changes);
  return row ? toMemoItem(row, listTitle) : undefined;
}

/**
 * Ticks the memo « fait » (now) or unticks it; undefined when it is not of this space. A memo done
 * does not remind: its due moment goes, and comes back on untick if it is still ahead (a reminder
 * already sent is not sent again).
 */
export async function setMemoDone(
  context: MemoContext,
  memoId: string,
  done: boolean,
): Promise<MemoItem | undefined> {
  const stored = await findMemo(context.db, context.spaceId, memoId);
  if (!stored) return undefined;
  if ((stored.doneAt !== null) === done) return stored;
  const at = context.now.toISOString();
  const dueAt =
    done || stored.notifiedAt !== null
      ? null
      : memoDueAt({ date: stored.date, time: stored.time }, context.timeZone, context.now);
  const [row] = await updateMemoStatement(context.db, context.spaceId, memoId, {
    doneAt: done ? at : null,
    dueAt,
    updatedAt: at,
  });
  return row ? toMemoItem(row, stored.listTitle) : undefined;
}

/** Whether a memo of this space was deleted; its client id stays spent (worker/lib/spent-ids.ts). */
export async function deleteMemo(
  db: Db,
  spaceId: string,
  memoId: string,
  now: Date,
): Promise<boolean> {
  const [, rows] = await db.batch([
    spendIdStatement(db, 'memo', { spaceId }, memoId, now),
    deleteMemoStatement(db, spaceId, memoId),
  ]);
  return rows.length > 0;
}
