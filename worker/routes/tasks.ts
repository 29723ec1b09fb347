import type { Context } from 'hono';
import { isUuid } from '#domain/ids.ts';
import { occursOn, parseOccurrenceId } from '#domain/recurrence.ts';
import { withCompletions } from '#domain/task-completions.ts';
import {
  kindOfType,
  TASK_MESSAGES,
  TASK_TOASTS,
  type TaskKind,
  type TaskScope,
  taskCreateSchema,
  taskDeleteQuerySchema,
  taskMemoSchema,
  taskRangeQuerySchema,
  taskUpdateSchema,
} from '#domain/tasks.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { findCompletionsOf } from '../completions/queries.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { validate } from '../lib/validate.ts';
import { dueTodosQuery, toRangeTodo } from '../lists/queries.ts';
import { taskWriteLimit, taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import {
  addedStatements,
  deliverTold,
  tellDeleteInBatch,
  tellInBatch,
  tellPlannedDelete,
} from '../notifications/changes.ts';
import { deliverHandOvers } from '../notifications/hand-over.ts';
import { changes, changesInBatch } from '../realtime/announce.ts';
import { schoolPeriodsOf, spaceSchoolPeriodsQuery } from '../school-holidays/periods.ts';
import { conflictsFound } from '../tasks/alerts.ts';
import { declaredZone, inSpaceZone } from '../tasks/guards.ts';
import { peopleById, peopleOf, spacePeopleQuery } from '../tasks/people.ts';
import {
  deleteTaskMemo,
  findTaskRow,
  insertTaskMemo,
  listTaskMemos,
  rangeQueries,
  type TaskRow,
  taskRowQuery,
  toTaskItem,
} from '../tasks/queries.ts';
import { buildRange } from '../tasks/range.ts';
import {
  createdFields,
  createTask,
  deleteAsShown,
  deleteTask,
  editTask,
  isTaskReplay,
} from '../tasks/writes.ts';

/** The toast of a delete: its message, and what it says of the occurrences that stay or go. */
function deleteToast(scope: TaskScope, kind: TaskKind, recurring: boolean) {
  if (scope === 'occurrence') {
    return {
      message: TASK_TOASTS.occurrenceDeleted,
      description: TASK_TOASTS.occurrenceDeletedDescription,
    };
  }
  const message = TASK_TOASTS.deleted[kind];
  if (scope === 'following') {
    return { message, description: TASK_TOASTS.followingDeletedDescription };
  }
  return recurring ? { message, description: TASK_TOASTS.seriesDeletedDescription } : { message };
}

function spaceIdOf(c: Context<AppEnv>): string {
  return c.req.param('spaceId') ?? '';
}

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
   * the access check, the three reads and the zone's stored school holidays in one D1 round trip. Without the long texts (the detail
   * has them), and at most 3,000 occurrences: the first ones in that order, with `truncated: true`
   * when there were more, which the planning tells the family.
   */
  .get('/', validate('query', taskRangeQuerySchema), async (c) => {
    const { from, to, profile } = c.req.valid('query');
    // The URL's space: the access check, read in the same batch, refuses it unless a member's.
    const spaceId = c.req.param('spaceId') ?? '';
    const [series, profiles, ticks] = rangeQueries(c.var.db, spaceId, from, to, profile);
    const read = await guardedRead(c, {
      ...{ series, profiles, ticks },
      fetched: spaceSchoolPeriodsQuery(c.var.db, spaceId),
      // The to-dos due in the range, shown on their day (docs/decisions/082-shared-to-dos.md).
      todos: dueTodosQuery(c.var.db, spaceId, from, to),
    });
    const { schoolZone } = c.var.space;
    const rows: Parameters<typeof buildRange>[3] = [read.series, read.profiles, read.ticks];
    const range = buildRange(spaceId, from, to, rows, schoolZone, schoolPeriodsOf(read.fetched));
    const todos = read.todos.map(toRangeTodo);
    return c.json(todos.length > 0 ? { ...range, todos } : range);
  })

  /**
   * 201 with the task; 200 with the stored one for a create sent again with its client id. One
   * round trip (`createTask`, worker/lib/guarded-write.ts): the guarded insert, its people, its
   * read-back and what it clashes with. A round trip before it for people named by name (only the
   * profiles read tell whom) or for a request that does not declare its space's zone, and one
   * after it when the space moved since the page read it (worker/tasks/guards.ts#inSpaceZone).
   */
  .post('/', changesInBatch('tasks'), validate('json', taskCreateSchema), async (c) => {
    const input = c.req.valid('json');
    const id = input.id ?? crypto.randomUUID();
    const named =
      peopleById(input) ??
      peopleOf(
        (await guardedRead(c, { people: spacePeopleQuery(c.var.db, spaceIdOf(c)) })).people,
        input,
      );
    const created = { ...createdFields(input), id };
    const create = (timeZone: string) => {
      const told = addedStatements(c, timeZone, created, named, input.authorProfileId);
      return createTask(c, input, id, named, timeZone, told.statements).then((made) => ({
        ...made,
        telling: told.telling,
        handOvers: told.handOvers,
      }));
    };
    const made = await inSpaceZone(c, create);
    const [row] = made.stored;
    // Nothing written, every guard held: this space's task of the same kind, or another's id.
    if (!row || (made.written.length === 0 && !isTaskReplay(made.context, row.task, input))) {
      throw idTaken();
    }
    if (made.written.length > 0) {
      deliverHandOvers(c, made.handOvers, made, row);
      deliverTold(c, made.telling, made);
    }
    return c.json(
      {
        task: toTaskItem(row),
        message: TASK_TOASTS.created[kindOfType(row.task.type)],
        // Said at once, so the success toast can warn (docs/product.md#alerts).
        conflicts:
          made.written.length > 0 ? conflictsFound(made, spaceWriteContext(c), row.task) : [],
      },
      made.written.length > 0 ? 201 : 200,
    );
  })

  /** The stored task (a series for an occurrence id), with the addressed occurrence's date. */
  .get('/:id', async (c) => {
    // Its reads need the space's zone or a row read first: the check goes alone, before them.
    await guardedRead(c, {});
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
  .patch('/:id', changesInBatch('tasks', 'id'), validate('json', taskUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const tell = tellInBatch(c, input.authorProfileId);
    const edit = await editTask(c, input, c.req.param('id'), tell);
    const { after, scope } = edit;
    await edit.deliver();
    return c.json({
      task: toTaskItem(after),
      scope,
      message: TASK_TOASTS.updated[kindOfType(after.task.type)],
      description: TASK_TOASTS.updatedDescription,
      conflicts: conflictsFound(edit.conflicts, spaceWriteContext(c), after.task),
    });
  })

  /**
   * `?scope=occurrence|following|series[&instanceDate=]` for a series. A single task deleted from a
   * page that says what it showed (`was`, JSON) and its zone: one round trip, the family told in it
   * (`deleteAsShown`). Otherwise, or when the task changed since: the check, the write limit and the
   * task read in one trip, the delete planned from it and the family told of it in a second.
   */
  .delete(
    '/:id',
    changesInBatch('tasks', 'id'),
    validate('query', taskDeleteQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const rawId = c.req.param('id');
      const { taskId, instanceDate } = parseOccurrenceId(rawId);
      const id = isUuid(taskId) && (rawId === taskId || instanceDate) ? taskId : '';
      const { was } = query;
      const zone = declaredZone(c);
      const named = was?.name;
      let row: TaskRow | undefined;
      if (was && named !== undefined && zone && rawId === taskId) {
        const tell = tellDeleteInBatch(c, query.authorProfileId);
        const done = await deleteAsShown(c, id, { ...was, name: named }, zone, tell);
        if (done.deleted && done.before) {
          return c.json({
            id,
            scope: 'series' as TaskScope,
            instanceDate: null,
            ...deleteToast('series', kindOfType(done.before.task.type), false),
          });
        }
        // Every guard held, nothing written: the task is no longer what the page showed.
        row = done.before;
      } else {
        const { db } = c.var;
        row = (
          await guardedRead(c, { row: taskRowQuery(db, spaceIdOf(c), id) }, [
            taskWriteLimitGuard(c),
          ])
        ).row[0];
      }
      if (!row) throw notFound();
      const result = await deleteTask(
        spaceWriteContext(c),
        row.task,
        query.scope,
        query.instanceDate ?? instanceDate,
        tellPlannedDelete(c, row, query.authorProfileId),
      );
      return c.json({
        id: row.task.id,
        scope: result.scope,
        instanceDate: result.instanceDate,
        ...deleteToast(result.scope, kindOfType(row.task.type), row.task.recurrence !== 'none'),
      });
    },
  )

  // --- the "Mémos" card of a task ------------------------------------------------------------------

  .get('/:id/memos', async (c) => {
    // Its reads need the space's zone or a row read first: the check goes alone, before them.
    await guardedRead(c, {});
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
