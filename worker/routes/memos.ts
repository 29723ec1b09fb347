import { isUuid } from '#domain/ids.ts';
import {
  MEMO_MESSAGES,
  MEMO_TOASTS,
  memoCreateSchema,
  memoDoneSchema,
  memoQuerySchema,
  memoUpdateSchema,
} from '#domain/memos.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { validate } from '../lib/validate.ts';
import { memosQuery, toMemoItem, toMemoItems } from '../memos/queries.ts';
import { createMemo, deleteMemo, setMemoDone, updateMemo } from '../memos/writes.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { changes, changesInBatch } from '../realtime/announce.ts';
import { inSpaceZone } from '../tasks/guards.ts';

function notFound(): ApiError {
  return new ApiError('not_found', MEMO_MESSAGES.notFound);
}

export const memos = createRouter()
  /** `?profileId=` a profile's To Do List (its list reminders included), `?listId=` a list's reminders. */
  .get('/', validate('query', memoQuerySchema), async (c) => {
    const query = memosQuery(c.var.db, urlSpaceId(c), c.req.valid('query'));
    return c.json({ memos: toMemoItems((await guardedRead(c, { memos: query })).memos) });
  })

  /**
   * 201 with the new memo; 200 with the stored one when its client id was already used here. One
   * round trip: the access check, what the create names (the profile, the list, the id's holder,
   * this space's memo under it, the profile's memo count for the cap), the insert and the write
   * limit's count in one batch. The insert carries in its WHERE what those reads decide (the check,
   * room under the limit and the cap, the profile and list of the space, the zone its reminder was
   * computed in), so it writes only when the answer is 201; otherwise the reads tell which French
   * 4xx, or which replay, to answer. A second round trip only when the request does not declare the
   * space's zone or the space moved since (worker/tasks/guards.ts#inSpaceZone).
   */
  .post('/', changesInBatch('memos'), validate('json', memoCreateSchema), async (c) => {
    const input = c.req.valid('json');
    const id = input.id ?? crypto.randomUUID();
    const create = (timeZone: string) => createMemo(c, input, id, timeZone);
    const { written, stored } = await inSpaceZone(c, create);
    const [row] = stored;
    // Nothing written, every guard held: this space's memo of the same profile and list (a create
    // sent again), or an id someone else's memo holds.
    const same =
      row?.memo.profileId === input.profileId && row.memo.listId === (input.listId ?? null);
    if (!row || !same) throw idTaken();
    return c.json(
      {
        memo: toMemoItem(row.memo, row.listTitle),
        message: MEMO_TOASTS.added,
        description: MEMO_TOASTS.addedDescription,
      },
      written.length > 0 ? 201 : 200,
    );
  })

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
