/**
 * Comments on an event (docs/decisions/075-event-comments.md), mounted at `/api/spaces/:spaceId/tasks`
 * beside the task routes: `GET /:id/comments` (one round trip with the access check), `POST` (any
 * member), `DELETE /:id/comments/:commentId` (its author only). Declared `comments`: the space's
 * other devices hear `comments.changed` with the task's id, and the thread refreshes live.
 */

import { COMMENT_MESSAGES, commentSchema } from '#domain/comments.ts';
import { parseOccurrenceId } from '#domain/recurrence.ts';
import { TASK_MESSAGES } from '#domain/tasks.ts';
import { z } from '#domain/validation.ts';
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
import { batchByName, guardedRead, guardedWrite } from '../lib/guarded-write.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { validate } from '../lib/validate.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { deliverTold, tellingStatements } from '../notifications/changes.ts';
import { changesInBatch } from '../realtime/announce.ts';
import { taskRowQuery } from '../tasks/queries.ts';

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

  .post(
    '/:id/comments',
    changesInBatch('comments', 'id'),
    validate('json', postSchema),
    async (c) => {
      const { body, authorProfileId } = c.req.valid('json');
      const spaceId = c.req.param('spaceId') ?? '';
      const taskId = taskIdOf(c.req.param('id'));
      // The telling needs the event's people before its statements can be built: a second trip.
      const { task } = await guardedRead(c, { task: taskRowQuery(c.var.db, spaceId, taskId) }, [
        taskWriteLimitGuard(c),
      ]);
      const context = spaceWriteContext(c);
      const { db, userId, now } = context;
      const [row] = task;
      if (!row) throw new ApiError('not_found', COMMENT_MESSAGES.taskNotFound);
      const telling = commentTelling(row, body, authorProfileId);
      const stands = taskOfSpace(spaceId, taskId).holds;
      const written = await batchByName(db, {
        comment: insertComment(
          db,
          { spaceId, taskId, userId, now },
          { body, authorProfileId },
          stands,
        ),
        ...tellingStatements(context, telling, authorProfileId, stands),
      });
      const [comment] = written.comment;
      // Deleted between the two trips.
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
