import { isUuid } from '#domain/ids.ts';
import {
  MEMO_MESSAGES,
  MEMO_TOASTS,
  type MemoItem,
  memoCreateSchema,
  memoDoneSchema,
  memoQuerySchema,
  memoUpdateSchema,
} from '#domain/memos.ts';
import {
  assertConsumed,
  consumeStatement,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { validate } from '../lib/validate.ts';
import { findMemos, insertMemoStatement, memoCreateQueries, toMemoItem } from '../memos/queries.ts';
import { deleteMemo, memoOfDoubleTap, newMemo, setMemoDone, updateMemo } from '../memos/writes.ts';
import { checkedInRouteBatch } from '../middleware/space-gate.ts';
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
   * 201 with the new memo; 200 with the stored one when its client id was already used here. Two
   * round trips: the access check with the write limit, the profile, the list, the id's holder and
   * the profile's memo count (for the cap); then the insert.
   * A replay is answered from the first.
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
      const [limit, profile, [list], [holder], [stored], [count]] = await c.var.gate.batch([
        consumeStatement(db, TASK_WRITE_LIMIT, memberSubject(spaceId, user.id), now),
        ...memoCreateQueries(db, spaceId, input),
      ]);
      assertConsumed(limit);
      const context = spaceWriteContext(c);
      const made = newMemo(context, input, {
        profile: profile.length > 0,
        list,
        holder,
        stored: stored && toMemoItem(stored.memo, stored.listTitle),
        memoCount: count?.count ?? 0,
      });
      const answer = (memo: MemoItem, created: boolean) =>
        c.json(
          { memo, message: MEMO_TOASTS.added, description: MEMO_TOASTS.addedDescription },
          created ? 201 : 200,
        );
      if ('replay' in made) return answer(made.replay, false);
      const [row] = await insertMemoStatement(db, made.row);
      if (row) return answer(toMemoItem(row, made.listTitle), true);
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
    if (!isUuid(memoId) || !(await deleteMemo(c.var.db, c.var.space.id, memoId))) {
      throw notFound();
    }
    return c.json({
      id: memoId,
      message: MEMO_TOASTS.deleted,
      description: MEMO_TOASTS.deletedDescription,
    });
  });
