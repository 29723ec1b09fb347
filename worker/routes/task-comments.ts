/**
 * Comments on an event (docs/decisions/075-event-comments.md), mounted at `/api/spaces/:spaceId/tasks`
 * beside the task routes: `GET /:id/comments` (one round trip with the access check), `POST` (any
 * member), `DELETE /:id/comments/:commentId` (its author only). Declared `comments`: the space's
 * other devices hear `comments.changed` with the task's id, and the thread refreshes live.
 */

import { sql } from 'drizzle-orm';
import { COMMENT_MESSAGES, commentSchema } from '#domain/comments.ts';
import { parseOccurrenceId } from '#domain/recurrence.ts';
import { TASK_MESSAGES } from '#domain/tasks.ts';
import { z } from '#domain/validation.ts';
import { taskComments } from '../../db/schema.ts';
import {
  commentGuards,
  commentsQuery,
  commentTelling,
  deleteComment,
  insertComment,
  taskOfSpace,
  toComments,
} from '../comments/comments.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead, guardedWrite } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { deliverTold, tellingStatements } from '../notifications/changes.ts';
import { changesInBatch } from '../realtime/announce.ts';

/** The stored task an id names (an occurrence's id names its series). */
const taskIdOf = (raw: string) => parseOccurrenceId(raw).taskId;

const postSchema = commentSchema.extend({
  authorProfileId: z
    .string(TASK_MESSAGES.authorProfileInvalid)
    .transform((value) => value.toLowerCase())
    .optional(),
});

export const taskCommentRoutes = createRouter()
  .get('/:id/comments', async (c) => {
    const { db, user } = c.var;
    const spaceId = c.req.param('spaceId') ?? '';
    const taskId = taskIdOf(c.req.param('id'));
    const read = await guardedRead(c, { comments: commentsQuery(db, spaceId, taskId, user.id) }, [
      taskOfSpace(spaceId, taskId),
    ]);
    return c.json({ comments: toComments(read.comments) });
  })

  /**
   * One round trip: the comment, guarded by the access check, the write limit and the event, and
   * the family's telling, held to the comment's being written.
   */
  .post(
    '/:id/comments',
    changesInBatch('comments', 'id'),
    validate('json', postSchema),
    async (c) => {
      const { body, authorProfileId } = c.req.valid('json');
      const { db, user, now } = c.var;
      const at = { spaceId: urlSpaceId(c), taskId: taskIdOf(c.req.param('id')), userId: user.id };
      const id = crypto.randomUUID();
      const telling = commentTelling(at.taskId, body, authorProfileId);
      const posted = sql`exists (select 1 from ${taskComments} where ${taskComments.id} = ${id})`;
      const written = await guardedWrite(c, {
        guards: [taskWriteLimitGuard(c), taskOfSpace(at.spaceId, at.taskId)],
        write: (holds) => insertComment(db, { ...at, id, now }, { body, authorProfileId }, holds),
        after: tellingStatements({ db, ...at, now }, telling, authorProfileId, posted),
      });
      const [comment] = written.written;
      if (!comment) throw new ApiError('not_found', COMMENT_MESSAGES.taskNotFound);
      deliverTold(c, telling, written);
      return c.json({ comment: { ...comment, mine: true } }, 201);
    },
  )

  .delete('/:id/comments/:commentId', changesInBatch('comments', 'id'), async (c) => {
    const { db, user } = c.var;
    const spaceId = c.req.param('spaceId') ?? '';
    const at = {
      spaceId,
      taskId: taskIdOf(c.req.param('id')),
      commentId: c.req.param('commentId'),
    };
    await guardedWrite(c, {
      guards: [...commentGuards(at.spaceId, at.taskId, at.commentId, user.id)],
      write: (holds) => deleteComment(db, at, holds),
    });
    return c.json({ message: COMMENT_MESSAGES.deleted });
  });
