import { isUuid } from '#domain/ids.ts';
import {
  MEMO_MESSAGES,
  MEMO_TOASTS,
  memoCreateSchema,
  memoQuerySchema,
  memoUpdateSchema,
} from '#domain/memos.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { validate } from '../lib/validate.ts';
import { findMemos } from '../memos/queries.ts';
import { createMemo, deleteMemo, updateMemo } from '../memos/writes.ts';

function notFound(): ApiError {
  return new ApiError('not_found', MEMO_MESSAGES.notFound);
}

export const memos = createRouter()
  /** `?profileId=` a profile's To Do List (its list reminders included), `?listId=` a list's reminders. */
  .get('/', validate('query', memoQuerySchema), async (c) => {
    const filter = c.req.valid('query');
    return c.json({ memos: await findMemos(c.var.db, c.var.space.id, filter) });
  })

  /** 201 with the new memo; 200 with the stored one when its client id was already used here. */
  .post('/', validate('json', memoCreateSchema), async (c) => {
    const { memo, created } = await createMemo(spaceWriteContext(c), c.req.valid('json'));
    return c.json(
      { memo, message: MEMO_TOASTS.added, description: MEMO_TOASTS.addedDescription },
      created ? 201 : 200,
    );
  })

  .patch('/:memoId', validate('json', memoUpdateSchema), async (c) => {
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

  .delete('/:memoId', async (c) => {
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
