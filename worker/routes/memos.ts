/**
 * Memos of one space (docs/product.md#memos): the dashboard's "To Do List" of the selected profile and
 * the reminders about a list. Mounted at `/api/spaces/:spaceId/memos` behind the membership middleware;
 * every query is scoped to `c.var.space.id`, so another space's memo is a 404 here. Any member may
 * manage the memos of the space's profiles; the reminder goes to the memo's author.
 */
import type { Context } from 'hono';
import { isUuid } from '../../domain/ids.ts';
import {
  MEMO_MESSAGES,
  MEMO_TOASTS,
  memoCreateSchema,
  memoQuerySchema,
  memoUpdateSchema,
} from '../../domain/memos.ts';
import { zonedDate } from '../../domain/zoned-time.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { findMemos } from '../memos/queries.ts';
import { createMemo, deleteMemo, type MemoContext, updateMemo } from '../memos/writes.ts';

function notFound(): ApiError {
  return new ApiError('not_found', MEMO_MESSAGES.notFound);
}

function memoContext(c: Context<AppEnv>): MemoContext {
  const { db, space, user, now } = c.var;
  return {
    db,
    spaceId: space.id,
    userId: user.id,
    now,
    timeZone: space.timezone,
    today: zonedDate(now, space.timezone),
  };
}

export const memos = createRouter()
  /** `?profileId=` a profile's To Do List (its list reminders included), `?listId=` a list's reminders. */
  .get('/', validate('query', memoQuerySchema), async (c) => {
    const filter = c.req.valid('query');
    return c.json({ memos: await findMemos(c.var.db, c.var.space.id, filter) });
  })

  /** 201 with the new memo; 200 with the stored one when its client id was already used here. */
  .post('/', validate('json', memoCreateSchema), async (c) => {
    const { memo, created } = await createMemo(memoContext(c), c.req.valid('json'));
    return c.json(
      { memo, message: MEMO_TOASTS.added, description: MEMO_TOASTS.addedDescription },
      created ? 201 : 200,
    );
  })

  .patch('/:memoId', validate('json', memoUpdateSchema), async (c) => {
    const memoId = c.req.param('memoId');
    if (!isUuid(memoId)) throw notFound();
    const memo = await updateMemo(memoContext(c), memoId, c.req.valid('json'));
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
