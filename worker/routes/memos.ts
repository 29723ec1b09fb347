import { and, type SQL } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import {
  MAX_MEMOS_PER_PROFILE,
  MEMO_MESSAGES,
  MEMO_TOASTS,
  type MemoItem,
  memoCreateSchema,
  memoDoneSchema,
  memoQuerySchema,
  memoUpdateSchema,
} from '#domain/memos.ts';
import type { Memo } from '../../db/schema.ts';
import {
  assertConsumed,
  consumeStatement,
  limitOpen,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { expectedWriteContext, spaceWriteContext } from '../lib/space-write-context.ts';
import { idNotSpent, refuseSpentId, spentIdQuery } from '../lib/spent-ids.ts';
import { validate } from '../lib/validate.ts';
import { EXPECTED_TIME_ZONE } from '../lib/write-guards.ts';
import {
  findMemos,
  insertMemoStatement,
  insertMemoWhereStatement,
  memoCreateQueries,
  toMemoItem,
} from '../memos/queries.ts';
import {
  deleteMemo,
  memoAttempt,
  memoOfDoubleTap,
  newMemo,
  setMemoDone,
  updateMemo,
} from '../memos/writes.ts';
import { accessHolds, checkedInRouteBatch } from '../middleware/space-gate.ts';
import { changes } from '../realtime/announce.ts';

function notFound(): ApiError {
  return new ApiError('not_found', MEMO_MESSAGES.notFound);
}

export const memos = createRouter()
  /** `?profileId=` a profile's To Do List (its list reminders included), `?listId=` a list's reminders. */
  .get('/', validate('query', memoQuerySchema), async (c) => {
    const filter = c.req.valid('query');
    return c.json({ memos: await findMemos(c.var.db, c.var.space.id, filter) });
  })

  /**
   * 201 with the new memo; 200 with the stored one when its client id was already used here. One
   * round trip: the access check, what the create names (the profile, the list, the id's holder,
   * this space's memo under it, the profile's memo count for the cap), the insert and the write
   * limit's count in one batch. The insert carries in its WHERE what those reads decide (the check,
   * room under the limit and the cap, the profile and list of the space, the zone its reminder was
   * computed in), so it writes only when the answer is 201; otherwise the reads tell which French
   * 4xx, or which replay, to answer. A second round trip only for a space outside the expected zone.
   */
  .post(
    '/',
    changes('memos'),
    checkedInRouteBatch,
    validate('json', memoCreateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = c.req.param('spaceId') ?? '';
      const id = input.id ?? crypto.randomUUID();
      const limitSubject = memberSubject(spaceId, user.id);
      const expected = expectedWriteContext(c, spaceId, EXPECTED_TIME_ZONE);
      const attempt = memoAttempt(expected, input, id);
      const reads = memoCreateQueries(db, spaceId, input);
      const [profile, [list], [holder], [stored], [count], inserted, limit, [spent]] =
        await c.var.gate.batch([
          ...reads,
          attempt
            ? insertMemoWhereStatement(
                db,
                attempt,
                expected.timeZone,
                MAX_MEMOS_PER_PROFILE,
                and(
                  accessHolds(user, spaceId, now),
                  limitOpen(TASK_WRITE_LIMIT, limitSubject, now),
                  idNotSpent('memo', id),
                ) as SQL,
              )
            : reads[0],
          consumeStatement(db, TASK_WRITE_LIMIT, limitSubject, now),
          spentIdQuery(db, 'memo', id),
        ]);
      assertConsumed(limit);
      const answer = (memo: MemoItem, created: boolean) =>
        c.json(
          { memo, message: MEMO_TOASTS.added, description: MEMO_TOASTS.addedDescription },
          created ? 201 : 200,
        );
      const [row] = attempt ? (inserted as Memo[]) : [];
      if (row) return answer(toMemoItem(row, list?.title ?? null), true);
      // A memo deleted since is not brought back by its create sent again.
      refuseSpentId(spent, spaceId);
      // Nothing inserted: the reads decide (a replay, or the 4xx of the first rule refused) ...
      const context = spaceWriteContext(c);
      const made = newMemo(
        context,
        input,
        {
          profile: profile.length > 0,
          list,
          holder,
          stored: stored && toMemoItem(stored.memo, stored.listTitle),
          memoCount: count?.count ?? 0,
        },
        id,
      );
      if ('replay' in made) return answer(made.replay, false);
      // ... or the space reads its dates in another zone: the insert again, computed in it.
      const [again] = await insertMemoStatement(db, made.row);
      if (again) return answer(toMemoItem(again, made.listTitle), true);
      return answer(await memoOfDoubleTap(context, made.row.id, input), false);
    },
  )

  .patch('/:memoId', changes('memos', 'memoId'), validate('json', memoUpdateSchema), async (c) => {
    const memoId = c.req.param('memoId');
    if (!isUuid(memoId)) throw notFound();
    const memo = await updateMemo(spaceWriteContext(c), memoId, c.req.valid('json'));
    if (!memo) throw notFound();
    return c.json({
      memo,
      message: MEMO_TOASTS.updated,
      description: MEMO_TOASTS.updatedDescription,
    });
  })

  /** Ticked « fait » or unticked: `{ done }`; told to the family's devices like any memo change. */
  .put('/:memoId/done', changes('memos', 'memoId'), validate('json', memoDoneSchema), async (c) => {
    const memoId = c.req.param('memoId');
    if (!isUuid(memoId)) throw notFound();
    const memo = await setMemoDone(spaceWriteContext(c), memoId, c.req.valid('json').done);
    if (!memo) throw notFound();
    return c.json({ memo });
  })

  .delete('/:memoId', changes('memos', 'memoId'), async (c) => {
    const memoId = c.req.param('memoId');
    if (!isUuid(memoId) || !(await deleteMemo(c.var.db, c.var.space.id, memoId, c.var.now))) {
      throw notFound();
    }
    return c.json({
      id: memoId,
      message: MEMO_TOASTS.deleted,
      description: MEMO_TOASTS.deletedDescription,
    });
  });
