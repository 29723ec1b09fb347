import { isUuid } from '#domain/ids.ts';
import { occursOn, parseOccurrenceId } from '#domain/recurrence.ts';
import { withCompletions } from '#domain/task-completions.ts';
import {
  kindOfType,
  TASK_MESSAGES,
  TASK_TOASTS,
  taskCreateSchema,
  taskDeleteQuerySchema,
  taskMemoSchema,
  taskRangeQuerySchema,
  taskUpdateSchema,
} from '#domain/tasks.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import {
  assertConsumed,
  consumeStatement,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import { findCompletionsOf } from '../completions/queries.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { refuseSpentId, spentIdQuery } from '../lib/spent-ids.ts';
import { validate } from '../lib/validate.ts';
import { checkedInRouteBatch } from '../middleware/space-gate.ts';
import { taskWriteLimit } from '../middleware/task-write-limit.ts';
import { changes } from '../realtime/announce.ts';
import { conflictsFound, conflictsQuery } from '../tasks/alerts.ts';
import { spacePeopleQuery } from '../tasks/people.ts';
import {
  deleteTaskMemo,
  findTaskRow,
  insertNewTaskStatement,
  insertTaskMemo,
  listTaskMemos,
  rangeQueries,
  type TaskRow,
  taskCountQuery,
  taskIdHolderQuery,
  taskRowQuery,
  toTaskItem,
} from '../tasks/queries.ts';
import { buildRange } from '../tasks/range.ts';
import {
  assertNotOvertaken,
  deleteTask,
  isTaskReplay,
  newTask,
  planUpdate,
} from '../tasks/writes.ts';

function notFound(): ApiError {
  return new ApiError('not_found', TASK_MESSAGES.taskNotFound);
}

/**
 * The task an `:id` addresses in this space, and the occurrence it names. A malformed id, a task of
 * another space, or an occurrence that is not (or no longer) in the series is a 404.
 */
async function addressed(
  db: Db,
  spaceId: string,
  rawId: string,
): Promise<{ row: TaskRow; instanceDate: IsoDate | null }> {
  const { taskId, instanceDate } = parseOccurrenceId(rawId);
  if (!isUuid(taskId) || (rawId !== taskId && !instanceDate)) throw notFound();
  const row = await findTaskRow(db, spaceId, taskId);
  if (!row) throw notFound();
  return { row, instanceDate };
}

/** As `addressed`, but an occurrence id must name a real occurrence of the series (a 404 else). */
async function addressedOccurrence(db: Db, spaceId: string, rawId: string): Promise<TaskRow> {
  const { row, instanceDate } = await addressed(db, spaceId, rawId);
  if (instanceDate && !occursOn(row.task, instanceDate)) throw notFound();
  return row;
}

const router = createRouter();

export const tasks = router
  /**
   * The occurrences in [from, to] (at most 62 days), series expanded here, ordered by date then time,
   * each series sent once with its occurrences as references (docs/decisions/012-compact-range.md):
   * the access check and the three reads in one D1 round trip. Without the long texts (the detail
   * has them), and at most 3,000 occurrences: the first ones in that order, with `truncated: true`
   * when there were more, which the planning tells the family.
   */
  .get('/', checkedInRouteBatch, validate('query', taskRangeQuerySchema), async (c) => {
    const { from, to, profile } = c.req.valid('query');
    // The URL's space: the gate refuses the whole batch unless the user is a member of it.
    const spaceId = c.req.param('spaceId') ?? '';
    const results = await c.var.gate.batch(rangeQueries(c.var.db, spaceId, from, to, profile));
    return c.json(buildRange(spaceId, from, to, results));
  })

  /**
   * Two round trips: the access check, the write limit and what the create must know first (the
   * space's task count for the cap, its people, whoever holds the client's id); then, once those
   * are inspected, the insert, its read-back and the conflicts it causes.
   */
  .post(
    '/',
    changes('tasks'),
    checkedInRouteBatch,
    validate('json', taskCreateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = c.req.param('spaceId') ?? '';
      const [limit, [count], people, holder, [spent]] = await c.var.gate.batch([
        consumeStatement(db, TASK_WRITE_LIMIT, memberSubject(spaceId, user.id), now),
        taskCountQuery(db, spaceId),
        spacePeopleQuery(db, spaceId),
        taskIdHolderQuery(db, input.id ?? ''),
        spentIdQuery(db, 'task', input.id ?? ''),
      ]);
      assertConsumed(limit);
      // A task deleted since is not brought back by its create sent again.
      refuseSpentId(spent, spaceId);
      const context = spaceWriteContext(c);
      const made = newTask(context, input, {
        taskCount: count?.count ?? 0,
        people,
        idHolder: holder[0],
      });
      const id = 'replay' in made ? made.replay : made.row.id;
      const task = 'replay' in made ? undefined : made.row;
      const conflicts = task && conflictsQuery(db, spaceId, context.today, task);
      const readBack = taskRowQuery(db, spaceId, id);
      const [inserted, [row], clashes] = await db.batch([
        task ? insertNewTaskStatement(db, task) : readBack,
        readBack,
        conflicts ?? readBack,
      ]);
      // The same id arrived twice at once (a double tap): the other request created it.
      if (task && inserted.length === 0 && !isTaskReplay(context, row?.task, input))
        throw idTaken();
      if (!row) throw notFound();
      return c.json(
        {
          task: toTaskItem(row),
          message: TASK_TOASTS.created[kindOfType(row.task.type)],
          // Said at once, so the success toast can warn (docs/product.md#alerts).
          conflicts: conflictsFound(
            conflicts ? (clashes as TaskRow[]) : undefined,
            context.today,
            row.task,
          ),
        },
        // 200: a create sent again with the same client id, answered with the task it made.
        task && inserted.length > 0 ? 201 : 200,
      );
    },
  )

  /** The stored task (a series for an occurrence id), with the addressed occurrence's date. */
  .get('/:id', async (c) => {
    const { row, instanceDate } = await addressed(c.var.db, c.var.space.id, c.req.param('id'));
    if (instanceDate && !occursOn(row.task, instanceDate)) throw notFound();
    const item = toTaskItem(row, { id: row.task.id, date: row.task.date, instanceDate });
    // « Fait » of the addressed occurrence (a single task's own day).
    const day = instanceDate ?? (row.task.recurrence === 'none' ? row.task.date : null);
    const completions = await findCompletionsOf(c.var.db, c.var.space.id, [row.task.id]);
    const [task] = withCompletions([{ ...item, date: day ?? item.date }], day ? completions : []);
    return c.json({ task: { ...item, done: task?.done ?? false, doneBy: task?.doneBy ?? null } });
  })

  /**
   * Only the fields sent change. For a series: `scope` 'occurrence' | 'following' | 'series' and the
   * occurrence (`instanceDate`, or the id's suffix); answers the task that now carries the edit.
   */
  .patch(
    '/:id',
    changes('tasks', 'id'),
    checkedInRouteBatch,
    validate('json', taskUpdateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = c.req.param('spaceId') ?? '';
      const rawId = c.req.param('id');
      const { taskId, instanceDate } = parseOccurrenceId(rawId);
      // Two round trips: the check, the write limit and what the edit must know first (the task,
      // the count for the cap, the people); then the planned writes, the read-back and the conflicts.
      const [limit, [stored], [count], people] = await c.var.gate.batch([
        consumeStatement(db, TASK_WRITE_LIMIT, memberSubject(spaceId, user.id), now),
        taskRowQuery(db, spaceId, isUuid(taskId) ? taskId : ''),
        taskCountQuery(db, spaceId),
        spacePeopleQuery(db, spaceId),
      ]);
      assertConsumed(limit);
      if (!stored || (rawId !== taskId && !instanceDate)) throw notFound();
      const context = spaceWriteContext(c);
      const plan = planUpdate(context, stored.task, input, instanceDate, {
        taskCount: count?.count ?? 0,
        people,
      });
      const readBack = taskRowQuery(db, spaceId, plan.id);
      const conflicts = conflictsQuery(db, spaceId, context.today, plan.fields);
      const results = (await db.batch([
        ...plan.writes,
        readBack,
        conflicts ?? readBack,
      ] as unknown as [typeof readBack])) as unknown as unknown[][];
      assertNotOvertaken(plan.guarded, results);
      const [updated] = results[plan.writes.length] as TaskRow[];
      if (!updated) throw notFound();
      return c.json({
        task: toTaskItem(updated),
        scope: plan.scope,
        message: TASK_TOASTS.updated[kindOfType(updated.task.type)],
        description: TASK_TOASTS.updatedDescription,
        conflicts: conflictsFound(
          conflicts ? (results[plan.writes.length + 1] as TaskRow[]) : undefined,
          context.today,
          updated.task,
        ),
      });
    },
  )

  /** `?scope=occurrence|following|series[&instanceDate=]` for a series. */
  .delete(
    '/:id',
    changes('tasks', 'id'),
    taskWriteLimit,
    validate('query', taskDeleteQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const context = spaceWriteContext(c);
      const { row, instanceDate } = await addressed(context.db, context.spaceId, c.req.param('id'));
      const result = await deleteTask(
        context,
        row.task,
        query.scope,
        query.instanceDate ?? instanceDate,
      );
      const kind = kindOfType(row.task.type);
      const recurring = row.task.recurrence !== 'none';
      return c.json({
        id: row.task.id,
        scope: result.scope,
        instanceDate: result.instanceDate,
        ...(result.scope === 'occurrence'
          ? {
              message: TASK_TOASTS.occurrenceDeleted,
              description: TASK_TOASTS.occurrenceDeletedDescription,
            }
          : result.scope === 'following'
            ? {
                message: TASK_TOASTS.deleted[kind],
                description: TASK_TOASTS.followingDeletedDescription,
              }
            : {
                message: TASK_TOASTS.deleted[kind],
                ...(recurring ? { description: TASK_TOASTS.seriesDeletedDescription } : {}),
              }),
      });
    },
  )

  // --- the "Mémos" card of a task ------------------------------------------------------------------

  .get('/:id/memos', async (c) => {
    const { db, space } = c.var;
    const row = await addressedOccurrence(db, space.id, c.req.param('id'));
    return c.json({ memos: await listTaskMemos(db, space.id, row.task.id) });
  })

  .post(
    '/:id/memos',
    changes('tasks', 'id'),
    taskWriteLimit,
    validate('json', taskMemoSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, space, user, now } = c.var;
      const row = await addressedOccurrence(db, space.id, c.req.param('id'));
      const memo = await insertTaskMemo(
        db,
        {
          spaceId: space.id,
          taskId: row.task.id,
          userId: user.id,
          text: input.text,
          time: input.time ?? null,
        },
        now,
      );
      return c.json(
        { memo, message: TASK_TOASTS.memoAdded, description: TASK_TOASTS.memoAddedDescription },
        201,
      );
    },
  )

  .delete('/:id/memos/:memoId', changes('tasks', 'id'), taskWriteLimit, async (c) => {
    const { db, space } = c.var;
    const row = await addressedOccurrence(db, space.id, c.req.param('id'));
    const memoId = c.req.param('memoId');
    if (!isUuid(memoId) || !(await deleteTaskMemo(db, space.id, row.task.id, memoId))) {
      throw new ApiError('not_found', TASK_MESSAGES.memoNotFound);
    }
    return c.json({
      id: memoId,
      message: TASK_TOASTS.memoDeleted,
      description: TASK_TOASTS.memoDeletedDescription,
    });
  });
