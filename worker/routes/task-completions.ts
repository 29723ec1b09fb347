/**
 * « Fait » per occurrence (docs/product.md#tasks), mounted at `/api/spaces/:spaceId/tasks` beside the
 * task routes. Declared `task-done`: the space hears both `tasks.changed` and `notifications.changed`.
 */

import { spanOccurrences, spanOf } from '#domain/event-span.ts';
import { isUuid } from '#domain/ids.ts';
import { isRecurring, occursOn, parseOccurrenceId } from '#domain/recurrence.ts';
import { COMPLETION_TEXTS, taskDoneSchema } from '#domain/task-completions.ts';
import { TASK_MESSAGES } from '#domain/tasks.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import { findCompletionsOf, tick, tickerName, untick } from '../completions/queries.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { taskWriteLimit } from '../middleware/task-write-limit.ts';
import { changes } from '../realtime/announce.ts';
import { findTaskRow } from '../tasks/queries.ts';

export const taskCompletionRoutes = createRouter().put(
  '/:id/done',
  changes('task-done', 'id'),
  taskWriteLimit,
  validate('json', taskDoneSchema),
  async (c) => {
    const input = c.req.valid('json');
    const { db, space, user, now } = c.var;
    const rawId = c.req.param('id');
    const { taskId, instanceDate } = parseOccurrenceId(rawId);
    if (!isUuid(taskId) || (rawId !== taskId && !instanceDate)) {
      throw new ApiError('not_found', TASK_MESSAGES.taskNotFound);
    }
    const row = await findTaskRow(db, space.id, taskId);
    if (!row) throw new ApiError('not_found', TASK_MESSAGES.taskNotFound);
    const { task } = row;
    // A single task's day is its own; a series names the occurrence in the id or the body.
    const asked = isRecurring(task.recurrence) ? (input.date ?? instanceDate) : task.date;
    // A day inside a repeating multi-day event names the occurrence that covers it.
    const date =
      asked && spanOf(task) ? (spanOccurrences(task, asked, asked)[0]?.span.start ?? asked) : asked;
    if (!date) throw ApiError.validation({ date: COMPLETION_TEXTS.dateInvalid });
    if (!occursOn(task, date)) throw new ApiError('not_found', COMPLETION_TEXTS.notOnThatDay);

    if (input.done) {
      const by = await tickerName(db, space.id, user.id, input.profileId);
      if (!by) throw ApiError.validation({ profileId: COMPLETION_TEXTS.profileInvalid });
      await tick(db, {
        spaceId: space.id,
        taskId,
        taskName: task.name,
        date,
        today: zonedDate(now, space.timezone),
        userId: user.id,
        by,
        now,
      });
    } else {
      await untick(db, space.id, taskId, date);
    }
    const done = (await findCompletionsOf(db, space.id, [taskId])).find((t) => t.date === date);
    return c.json({
      taskId,
      date,
      done: done !== undefined,
      doneBy: done?.doneBy ?? null,
      message: input.done ? COMPLETION_TEXTS.markedDone : COMPLETION_TEXTS.markedUndone,
    });
  },
);
