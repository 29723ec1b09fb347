import { and, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
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
  limitOpen,
  memberSubject,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import { findCompletionsOf } from '../completions/queries.ts';
import { ApiError } from '../lib/api-error.ts';
import { idTaken } from '../lib/client-ids.ts';
import { createRouter } from '../lib/create-app.ts';
import { expectedWriteContext, spaceWriteContext } from '../lib/space-write-context.ts';
import { idNotSpent, refuseSpentId, spentIdQuery } from '../lib/spent-ids.ts';
import { validate } from '../lib/validate.ts';
import { EXPECTED_TIME_ZONE } from '../lib/write-guards.ts';
import { accessHolds, checkedInRouteBatch } from '../middleware/space-gate.ts';
import { taskWriteLimit } from '../middleware/task-write-limit.ts';
import { deleteChange, editChange, noticeChange } from '../notifications/changes.ts';
import { noticeHandOver } from '../notifications/hand-over.ts';
import { changes } from '../realtime/announce.ts';
import { schoolPeriodsOf, spaceSchoolPeriodsQuery } from '../school-holidays/periods.ts';
import {
  type ConflictInputs,
  type ConflictsRead,
  conflictsFound,
  conflictsQueries,
  mayClash,
} from '../tasks/alerts.ts';
import { newTaskPeopleStatements, spacePeopleQuery } from '../tasks/people.ts';
import {
  deleteTaskMemo,
  findTaskRow,
  insertNewTaskStatement,
  insertTaskMemo,
  insertTaskWhereStatement,
  listTaskMemos,
  peopleOfRow,
  rangeQueries,
  type TaskRow,
  taskCountQuery,
  taskIdHolderQuery,
  taskRowQuery,
  toTaskItem,
  updateTaskStatement,
} from '../tasks/queries.ts';
import { buildRange } from '../tasks/range.ts';
import {
  assertNotOvertaken,
  createAttempt,
  deleteTask,
  editAttempt,
  everyPersonStatementsOf,
  isTaskReplay,
  newTask,
  planUpdate,
} from '../tasks/writes.ts';

/** The responsible adults of a task as read before a write (none when it was not found). */
function responsiblesOf(row: TaskRow | undefined): string[] {
  return row ? peopleOfRow(row).responsibles.map((person) => person.id) : [];
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
  .get('/', checkedInRouteBatch, validate('query', taskRangeQuerySchema), async (c) => {
    const { from, to, profile } = c.req.valid('query');
    // The URL's space: the gate refuses the whole batch unless the user is a member of it.
    const spaceId = c.req.param('spaceId') ?? '';
    const [series, profiles, ticks, people, fetched] = await c.var.gate.batch([
      ...rangeQueries(c.var.db, spaceId, from, to, profile),
      spaceSchoolPeriodsQuery(c.var.db, spaceId),
    ]);
    return c.json(
      buildRange(
        spaceId,
        from,
        to,
        [series, profiles, ticks, people],
        c.var.space.schoolZone,
        schoolPeriodsOf(fetched),
      ),
    );
  })

  /**
   * One round trip: the access check, the reads that decide the create (whoever holds the client's
   * id, the space's task count for the cap, its people), the insert, the write limit's count, the
   * read-back and the conflicts, in one batch. The insert carries in its WHERE what those reads
   * decide (the check, room under the limit and the cap, the people, the zone it was computed in),
   * so it writes only when the answer is 201; otherwise the reads tell which French 4xx to answer.
   * A second round trip only where the task could not be computed before the reads: someone named
   * by name, or a space outside the expected zone.
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
      const id = input.id ?? crypto.randomUUID();
      const limitSubject = memberSubject(spaceId, user.id);
      const expected = expectedWriteContext(c, spaceId, EXPECTED_TIME_ZONE);
      const attempt = createAttempt(expected, input, id);
      const readBack = taskRowQuery(db, spaceId, id);
      // Only what this task needs: its people's inserts (none when it names nobody; they hold only
      // if the insert wrote the task) and, when it can clash, what it clashes with, as the
      // « Alertes » screen reads it. Both vary in length, so they come last, around the read-back.
      const peopleWrites = attempt
        ? newTaskPeopleStatements(db, spaceId, id, attempt.people, expected.now.toISOString())
        : [];
      const conflicts =
        attempt && mayClash(attempt.row, attempt.people)
          ? conflictsQueries(db, spaceId, expected.today, attempt.row)
          : [];
      const tail: BatchItem<'sqlite'>[] = [...peopleWrites, readBack, ...conflicts];
      const [holder, [count], people, [spent], inserted, limit, ...after] = await c.var.gate.batch([
        taskIdHolderQuery(db, input.id ?? ''),
        taskCountQuery(db, spaceId),
        spacePeopleQuery(db, spaceId),
        spentIdQuery(db, 'task', id),
        attempt
          ? insertTaskWhereStatement(
              db,
              attempt.row,
              expected.timeZone,
              and(
                accessHolds(user, spaceId, now),
                limitOpen(TASK_WRITE_LIMIT, limitSubject, now),
                attempt.holds,
                idNotSpent('task', id),
              ) as SQL,
            )
          : readBack,
        consumeStatement(db, TASK_WRITE_LIMIT, limitSubject, now),
        ...tail,
      ]);
      assertConsumed(limit);
      const [row] = after[peopleWrites.length] as TaskRow[];
      const conflictsRead =
        conflicts.length > 0
          ? (after.slice(peopleWrites.length + 1) as unknown as ConflictsRead)
          : undefined;
      const created = (
        task: TaskRow,
        status: 200 | 201,
        context: ConflictInputs & { today: IsoDate },
        read?: ConflictsRead,
      ) =>
        c.json(
          {
            task: toTaskItem(task),
            message: TASK_TOASTS.created[kindOfType(task.task.type)],
            // Said at once, so the success toast can warn (docs/product.md#alerts).
            conflicts: conflictsFound(read, context, task.task),
          },
          // 200: a create sent again with the same client id, answered with the task it made.
          status,
        );
      if (attempt && inserted.length > 0 && row) {
        await noticeHandOver(c, row, undefined, input.authorProfileId);
        // The space was read with the check: its zone, for a series paused for its holidays.
        return created(row, 201, spaceWriteContext(c), conflictsRead);
      }
      // A task deleted since is not brought back by its create sent again.
      refuseSpentId(spent, spaceId);
      // Nothing inserted: the reads decide (a replay, or the 4xx of the first rule refused) ...
      const context = spaceWriteContext(c);
      const made = newTask(
        context,
        input,
        { taskCount: count?.count ?? 0, people, idHolder: holder[0] },
        id,
      );
      if ('replay' in made) {
        if (!row) throw notFound();
        return created(row, 200, context);
      }
      // ... or it could not be computed first (someone named by name, a space in another zone):
      // the second round trip, with what is now known.
      const task = made.row;
      const again = conflictsQueries(db, spaceId, context.today, task);
      const [insertedNow, , , , , [rowNow], ...conflictsNow] = await db.batch([
        insertNewTaskStatement(db, task),
        ...everyPersonStatementsOf(context, id, made.people),
        readBack,
        ...again,
      ]);
      // The same id arrived twice at once (a double tap): the other request created it.
      if (insertedNow.length === 0 && !isTaskReplay(context, rowNow?.task, input)) throw idTaken();
      if (!rowNow) throw notFound();
      if (insertedNow.length > 0) await noticeHandOver(c, rowNow, undefined, input.authorProfileId);
      return created(rowNow, insertedNow.length > 0 ? 201 : 200, context, conflictsNow);
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
      const storedId = isUuid(taskId) ? taskId : '';
      const limitSubject = memberSubject(spaceId, user.id);
      // One round trip when the edit can be computed from the request (the edit form's whole
      // fields, on a single task): the check, what the edit must know (the task, the count for
      // the cap, the people), the update guarded by what it assumed, the write limit's count, the
      // read-back and the conflicts. Otherwise a second: the writes planned from the task read.
      const expected = expectedWriteContext(c, spaceId, EXPECTED_TIME_ZONE);
      const attempt = rawId === taskId ? editAttempt(expected, input) : undefined;
      const readStored = taskRowQuery(db, spaceId, storedId);
      // The conflicts only when the edit is computed here and the task can clash (the second
      // round trip reads its own).
      const guessedConflicts: readonly BatchItem<'sqlite'>[] =
        attempt &&
        mayClash({ time: attempt.fields.time, endDate: input.endDate }, attempt.fields.people)
          ? conflictsQueries(db, spaceId, expected.today, { ...attempt.fields, id: storedId })
          : [];
      const peopleWrites = everyPersonStatementsOf(expected, storedId, attempt?.fields.people);
      const [[stored], [count], people, edited, , , , , limit, [row], ...guessedRead] =
        await c.var.gate.batch([
          readStored,
          taskCountQuery(db, spaceId),
          spacePeopleQuery(db, spaceId),
          attempt
            ? updateTaskStatement(
                db,
                spaceId,
                storedId,
                attempt.changes,
                and(
                  attempt.holds,
                  accessHolds(user, spaceId, now),
                  limitOpen(TASK_WRITE_LIMIT, limitSubject, now),
                ),
              )
            : readStored,
          ...peopleWrites,
          consumeStatement(db, TASK_WRITE_LIMIT, limitSubject, now),
          readStored,
          ...guessedConflicts,
        ]);
      assertConsumed(limit);
      const conflictsRead =
        guessedRead.length > 0 ? (guessedRead as unknown as ConflictsRead) : undefined;
      if (attempt && edited.length > 0 && row) {
        await noticeHandOver(c, row, responsiblesOf(stored), input.authorProfileId);
        if (stored)
          await noticeChange(c, editChange(stored, row, 'series', null), input.authorProfileId);
        return c.json({
          task: toTaskItem(row),
          scope: 'series' as const,
          message: TASK_TOASTS.updated[kindOfType(row.task.type)],
          description: TASK_TOASTS.updatedDescription,
          conflicts: conflictsFound(conflictsRead, spaceWriteContext(c), row.task),
        });
      }
      if (!stored || (rawId !== taskId && !instanceDate)) throw notFound();
      const context = spaceWriteContext(c);
      const storedPeople = peopleOfRow(stored);
      const plan = planUpdate(context, stored.task, input, instanceDate, {
        taskCount: count?.count ?? 0,
        people,
        seriesPeople: {
          responsibleIds: storedPeople.responsibles.map((p) => p.id),
          childIds: storedPeople.children.map((p) => p.id),
        },
      });
      const readBack = taskRowQuery(db, spaceId, plan.id);
      const conflicts = conflictsQueries(db, spaceId, context.today, {
        ...plan.fields,
        id: plan.id,
      });
      const results = (await db.batch([...plan.writes, readBack, ...conflicts] as unknown as [
        typeof readBack,
      ])) as unknown as unknown[][];
      assertNotOvertaken(plan.guarded, results);
      const [updated] = results[plan.writes.length] as TaskRow[];
      if (!updated) throw notFound();
      await noticeHandOver(c, updated, responsiblesOf(stored), input.authorProfileId);
      const changed = editChange(stored, updated, plan.scope, input.instanceDate ?? instanceDate);
      await noticeChange(c, changed, input.authorProfileId);
      return c.json({
        task: toTaskItem(updated),
        scope: plan.scope,
        message: TASK_TOASTS.updated[kindOfType(updated.task.type)],
        description: TASK_TOASTS.updatedDescription,
        conflicts: conflictsFound(
          results.slice(plan.writes.length + 1) as unknown as ConflictsRead,
          context,
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
      const changed = deleteChange(row, result.scope, result.instanceDate);
      await noticeChange(c, changed, query.authorProfileId);
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
