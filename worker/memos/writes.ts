/**
 * Creating, editing and deleting memos. The reminder instant `due_at` is computed here from the date and
 * time read in the space's time zone (`memoDueAt`, docs/product.md#reminders); editing the date or the
 * time recomputes it and clears `notified_at`, so that a moved reminder fires again. Each write is one
 * statement, awaited in one place: the commit point after which the route may announce the change.
 */

import type { Context } from 'hono';
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
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { guardedWrite } from '../lib/guarded-write.ts';
import { expectedWriteContext, type SpaceWriteContext } from '../lib/space-write-context.ts';
import { notSpentGuards, spendIdStatement } from '../lib/spent-ids.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { rulesGuard, unlessReplay, zoneGuard } from '../tasks/guards.ts';
import { memoCapGuard, memoStands, memoTargetGuards } from './guards.ts';
import {
  deleteMemoStatement,
  findMemo,
  findMemoTargets,
  insertMemoWhereStatement,
  memoRowQuery,
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

/**
 * A create in one round trip (worker/lib/guarded-write.ts): the insert, guarded by the write limit,
 * the zone its reminder was computed in, the unspent id, the rules, the profile and list of the
 * space and the profile's cap (the last ones not for a create sent again), and its read-back.
 */
export async function createMemo(
  c: Context<AppEnv>,
  input: MemoCreateValues,
  id: string,
  timeZone: string,
) {
  const context = expectedWriteContext(c, c.req.param('spaceId') ?? '', timeZone);
  const { db, spaceId } = context;
  const listId = input.listId ?? null;
  const values = { date: input.date ?? null, time: input.time ?? null };
  const replay = input.id ? memoStands(spaceId, id, input.profileId, listId) : undefined;
  const checks = [
    rulesGuard(memoRuleErrors(values, context.today)),
    ...memoTargetGuards(spaceId, input.profileId, listId),
    memoCapGuard(input.profileId),
  ];
  return guardedWrite(c, {
    guards: [
      taskWriteLimitGuard(c),
      zoneGuard(spaceId, timeZone),
      ...notSpentGuards('memo', id, spaceId),
      ...checks.map((guard) => unlessReplay(guard, replay)),
    ],
    write: (holds) => insertMemoWhereStatement(db, createdMemo(context, input, id), holds),
    after: { stored: memoRowQuery(db, spaceId, id) },
  });
}
