/**
 * Creating, editing and deleting tasks, with the scopes of a recurring edit or delete. Every scope is one
 * `db.batch` (a D1 transaction), so a series is never half split:
 * - occurrence: edit = the date added to the series' exceptions + a new single task on that date;
 *   delete = the date added to the exceptions (409 when it already is);
 * - following: the series ends the day before the occurrence; an edit starts a new series on that date
 *   with the changes (from the series' first date, it is the whole series);
 * - series: the stored task itself.
 */

import { and, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { daysBetween, spanLength } from '#domain/event-span.ts';
import { isUuid } from '#domain/ids.ts';
import {
  countEndDate,
  countUntil,
  isRecurring,
  occursOn,
  parseOccurrenceId,
  type RecurrenceRule,
} from '#domain/recurrence.ts';
import {
  kindOfType,
  MAX_TASKS_PER_SPACE,
  nextReminderAt,
  TASK_MESSAGES,
  type TaskCreateValues,
  type TaskRuleValues,
  type TaskScope,
  type TaskUpdateValues,
  taskRuleErrors,
} from '#domain/tasks.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import { type NewTask, type Task, tasks } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { isReplay } from '../lib/client-ids.ts';
import {
  batchByName,
  guardedRead,
  guardedWrite,
  type NamedStatements,
  type Statement,
} from '../lib/guarded-write.ts';
import {
  expectedWriteContext,
  type SpaceWriteContext,
  spaceWriteContext,
} from '../lib/space-write-context.ts';
import { notSpentGuards, spendIdStatement } from '../lib/spent-ids.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { conflictsQueries, mayClash } from './alerts.ts';
import {
  formFieldsOf,
  type RuleFields,
  type TaskFields,
  taskFormColumns,
  type taskRuleColumns,
} from './columns.ts';
import {
  declaredZone,
  peopleGuards,
  rulesGuard,
  taskCapGuard,
  taskStands,
  unlessReplay,
  zoneGuard,
} from './guards.ts';
import {
  everyPersonStatements,
  type NamedPeople,
  newTaskPeopleStatements,
  peopleById,
  peopleHold,
  peopleOf,
  peopleWriteStatements,
  type SpacePerson,
  spacePeopleQuery,
  taskWritten,
} from './people.ts';
import {
  deleteTaskStatement,
  endsAfter,
  excludeDateStatement,
  insertTaskIfSeriesStatement,
  insertTaskWhereStatement,
  isPlainSingleTask,
  peopleOfRow,
  type ShownTask,
  seriesHoldsDate,
  stillAsShown,
  type TaskRow,
  taskCountQuery,
  taskRowQuery,
  updateTaskStatement,
} from './queries.ts';

/** A task write's request: its space, user, instant and the space's today. */
export type WriteContext = SpaceWriteContext;

/**
 * An all-day event keeps no time; « Jusqu'au » its own start day is an event of one day. Applied to
 * every written set of fields, so that what is stored reads one way.
 */
function withSpan<T extends Partial<TaskFields>>(fields: T): T {
  const out = { ...fields };
  if (out.allDay) {
    out.time = null;
    out.endTime = null;
  }
  if (out.endDate !== undefined && out.date !== undefined && out.endDate !== null) {
    // An end before the start stays, for the rules to refuse in French.
    if (out.endDate === out.date) out.endDate = null;
  }
  return out;
}

/** {@link taskRuleErrors}, and a count the series cannot reach (its end date then stays null). */
function ruleErrors(
  values: TaskRuleValues,
  today: IsoDate,
  previousEndDate?: IsoDate | null,
): Record<string, string> {
  const errors = taskRuleErrors(values, today, previousEndDate);
  if (isRecurring(values.recurrence) && values.recurrenceCount && !values.recurrenceEndDate) {
    errors.recurrenceCount = TASK_MESSAGES.recurrenceCountTooFar;
  }
  return errors;
}

function assertRules(values: TaskRuleValues, today: IsoDate, previousEndDate?: IsoDate | null) {
  const errors = ruleErrors(values, today, previousEndDate);
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}

/**
 * The rule as stored (domain/recurrence.ts): a single task keeps no rule; a position only on a
 * monthly rule; « après N fois » stores the Nth occurrence's day as its end date, so that the range
 * reads and their index keep reading the end date alone.
 */
function settledRule<T extends RuleFields>(fields: T): T {
  if (!isRecurring(fields.recurrence)) {
    return {
      ...fields,
      recurrenceDays: [],
      recurrenceEndDate: null,
      recurrenceInterval: 1,
      recurrenceMonthPosition: null,
      recurrenceCount: null,
    };
  }
  const settled = {
    ...fields,
    recurrenceMonthPosition:
      fields.recurrence === 'monthly' ? fields.recurrenceMonthPosition : null,
  };
  if (settled.recurrenceCount) {
    settled.recurrenceEndDate = countEndDate(settled, settled.recurrenceCount);
  }
  return settled;
}

/** A rule as a form sends it whole (a create, or the edit form's save), settled. */
function sentRule(
  input: Pick<TaskCreateValues, 'date' | 'recurrence'> &
    Partial<
      Pick<
        TaskCreateValues,
        Exclude<(typeof taskRuleColumns)[number], 'date' | 'recurrence' | 'recurrenceExceptions'>
      >
    >,
): RuleFields {
  const recurring = isRecurring(input.recurrence);
  return settledRule({
    date: input.date,
    recurrence: input.recurrence,
    recurrenceDays: recurring ? (input.recurrenceDays ?? []) : [],
    recurrenceEndDate: recurring ? (input.recurrenceEndDate ?? null) : null,
    recurrenceExceptions: [],
    recurrenceInterval: input.recurrenceInterval ?? 1,
    recurrenceMonthPosition: input.recurrenceMonthPosition ?? null,
    recurrenceCount: input.recurrenceCount ?? null,
  });
}

function reminderOf(
  fields: Parameters<typeof nextReminderAt>[0],
  context: WriteContext,
): string | null {
  // A series paused for the school holidays reads them in the space's zone, when it is known.
  const rule = { ...fields, schoolZone: context.schoolZone };
  return nextReminderAt(rule, context.now, context.timeZone, context.today)?.toISOString() ?? null;
}

/**
 * Whether the client's id is already this space's task of the same kind (task or activity): a create
 * sent again. Another space's row, or an activity's id reused for a task, is a 409.
 */
export function isTaskReplay(
  context: Pick<WriteContext, 'spaceId'>,
  holder: Pick<Task, 'spaceId' | 'type'> | undefined,
  input: Pick<TaskCreateValues, 'type'>,
): boolean {
  return isReplay(
    holder && {
      spaceId: holder.spaceId,
      sameKind: kindOfType(holder.type) === kindOfType(input.type),
    },
    context.spaceId,
  );
}

/** The stored fields of a created task, from its input. */
export function createdFields(input: TaskCreateValues): TaskFields {
  return {
    ...withSpan({
      name: input.name,
      type: input.type,
      time: input.time ?? null,
      endTime: input.endTime ?? null,
      allDay: input.allDay,
      endDate: input.endDate ?? null,
      location: input.location ?? null,
      hasNotification: input.hasNotification,
      notificationTime: input.notificationTime,
      description: input.description ?? null,
      notes: input.notes ?? null,
      skipPublicHolidays: input.skipPublicHolidays,
      skipSchoolHolidays: input.skipSchoolHolidays,
      date: input.date,
    }),
    ...sentRule(input),
  };
}

function createdRow(
  context: WriteContext,
  id: string,
  fields: TaskFields,
): NewTask & { id: string; spaceId: string } {
  const at = context.now.toISOString();
  return {
    id,
    spaceId: context.spaceId,
    ...fields,
    createdBy: context.userId,
    createdAt: at,
    updatedAt: at,
    nextReminderAt: reminderOf(fields, context),
  };
}

/** Both roles named: a created task names nobody in a role its input left out. */
function allRoles(people: NamedPeople): Required<NamedPeople> {
  return { responsibleIds: people.responsibleIds ?? [], childIds: people.childIds ?? [] };
}

/**
 * The statements that write a task's people in the batch of the task's own write (see
 * worker/tasks/people.ts `peopleWriteStatements`).
 */
export function peopleStatements(
  context: Pick<WriteContext, 'db' | 'spaceId' | 'now'>,
  taskId: string,
  people: NamedPeople,
) {
  return peopleWriteStatements(
    context.db,
    context.spaceId,
    taskId,
    people,
    context.now.toISOString(),
  );
}

/**
 * {@link peopleStatements} of both roles, as a list for a route's batch; without `people` (the write
 * could not be computed first), statements that change nothing.
 */
export function everyPersonStatementsOf(
  context: Pick<WriteContext, 'db' | 'spaceId' | 'now'>,
  taskId: string,
  people: Required<NamedPeople> | undefined,
) {
  return everyPersonStatements(
    context.db,
    context.spaceId,
    taskId,
    people ?? { responsibleIds: [], childIds: [] },
    // No task's `updated_at` is empty: then nothing holds.
    people ? context.now.toISOString() : '',
  );
}

/**
 * A create in one round trip (worker/lib/guarded-write.ts): the insert, guarded by the write limit,
 * the zone its dates were computed in, the unspent id, its rules, the cap and its people (the last
 * three not for a create sent again); its people's rows, its read-back, what it may clash with, and
 * `alongside`: what the family is told of it (worker/notifications/changes.ts).
 * `written` is empty for a create sent again, `stored` then its task (or none: another's id).
 */
export async function createTask<T extends NamedStatements>(
  c: Context<AppEnv>,
  input: TaskCreateValues,
  id: string,
  named: NamedPeople,
  timeZone: string,
  alongside: T,
) {
  const context = expectedWriteContext(c, c.req.param('spaceId') ?? '', timeZone);
  const { db, spaceId, today } = context;
  const people = allRoles(named);
  const fields = createdFields(input);
  const row = createdRow(context, id, fields);
  const replay = input.id ? taskStands(spaceId, id) : undefined;
  const checks = [rulesGuard(ruleErrors(fields, today)), taskCapGuard(spaceId)];
  const read = await guardedWrite(c, {
    guards: [
      taskWriteLimitGuard(c),
      zoneGuard(spaceId, timeZone),
      ...notSpentGuards('task', id, spaceId),
      ...[...checks, ...peopleGuards(spaceId, people)].map((guard) => unlessReplay(guard, replay)),
    ],
    write: (holds) => insertTaskWhereStatement(db, row, holds),
    after: {
      ...alongside,
      ...newTaskPeopleStatements(db, spaceId, id, people, context.now.toISOString()),
      stored: taskRowQuery(db, spaceId, id),
      ...conflictsQueries(
        db,
        spaceId,
        today,
        mayClash(row, people) ? row : { ...row, time: null, endDate: null },
      ),
    },
  });
  return { ...read, context };
}

/**
 * Which occurrence a recurring edit or delete is about, and its scope. A series addressed without an
 * occurrence is edited or deleted whole; with one, the scope must be said (the SPA asks first).
 */
type ResolvedScope =
  | { scope: 'series'; instanceDate: IsoDate | null }
  | { scope: 'occurrence' | 'following'; instanceDate: IsoDate };

function resolveScope(
  series: Task,
  scope: TaskScope | undefined,
  instanceDate: IsoDate | null,
): ResolvedScope {
  if (!isRecurring(series.recurrence)) return { scope: 'series', instanceDate };
  const chosen = scope ?? (instanceDate ? undefined : 'series');
  if (!chosen) throw ApiError.validation({ scope: TASK_MESSAGES.scopeInvalid });
  if (chosen === 'series') return { scope: chosen, instanceDate };
  if (!instanceDate) {
    throw ApiError.validation({ instanceDate: TASK_MESSAGES.instanceDateRequired });
  }
  if (!occursOn(series, instanceDate, { ignoreExceptions: true })) {
    throw ApiError.validation({ instanceDate: TASK_MESSAGES.notAnOccurrence });
  }
  if (!occursOn(series, instanceDate)) {
    throw new ApiError('conflict', TASK_MESSAGES.occurrenceAlreadyExcluded);
  }
  // "This and the following ones" from the first occurrence is the whole series.
  if (chosen === 'following' && instanceDate === series.date) {
    return { scope: 'series', instanceDate };
  }
  return { scope: chosen, instanceDate };
}

function occurrenceAlreadyModified(): ApiError {
  return new ApiError('conflict', TASK_MESSAGES.occurrenceAlreadyModified);
}

/**
 * An occurrence the series no longer reaches because a "this and the following ones" edit or delete
 * cut it before that day: the screen that asks is out of date, the occurrence has moved on.
 */
function cutBefore(series: Task, date: IsoDate | null): boolean {
  return (
    date !== null &&
    series.recurrenceEndDate !== null &&
    date > series.recurrenceEndDate &&
    occursOn({ ...series, recurrenceEndDate: null }, date, { ignoreExceptions: true })
  );
}

/**
 * The end date of a series' edit landing on `date`: its occurrences keep one length
 * (docs/decisions/081-repeating-multi-day-events.md), so an end date sent is read against the date
 * sent with it (the occurrence's the form shows, or the first), and an edit that sends none keeps the
 * series' length. Nothing for a single task: its end date is what was sent.
 */
function spanEnd(
  series: Task,
  input: TaskUpdateValues,
  addressed: IsoDate | null,
  date: IsoDate,
): { endDate?: IsoDate | null } {
  if (!isRecurring(series.recurrence)) return {};
  const sentEnd = input.endDate;
  if (sentEnd === null) return { endDate: null };
  const length =
    sentEnd === undefined
      ? spanLength(series)
      : daysBetween(input.date ?? addressed ?? series.date, sentEnd);
  // An end before its start stays as sent, for the rules to refuse in French.
  if (length < 0) return { endDate: sentEnd ?? null };
  return { endDate: length > 0 ? addDays(date, length) : null };
}

/** The fields the PATCH sent, as stored values (absent means unchanged). */
function sentChanges(input: TaskUpdateValues): Partial<TaskFields> {
  const changes: Partial<TaskFields> = {};
  for (const key of taskFormColumns) {
    // The date is the edit's to read (an occurrence's or the series'); exceptions are never sent.
    if (key === 'date' || key === 'recurrenceExceptions') continue;
    const value = input[key];
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/** What an edit needs to know first, read in the route's batch with the access check. */
export interface UpdateReads {
  /** The tasks the space holds (an occurrence or a series split off adds one). */
  taskCount: number;
  /** The space's profiles (`responsable`, `enfant`). */
  people: readonly SpacePerson[];
  /** The stored task's people. */
  seriesPeople: Required<NamedPeople>;
}

/**
 * An edit, planned: the id of the task that will carry it (the new single task or series for
 * 'occurrence' and 'following'), its fields, and its statements for one `db.batch`. `guarded`: the
 * index of the statement that matches no row when a parallel edit got there first (then 409).
 *
 * The edit form sends its date field whole; on an occurrence it may hold the series' first date or
 * the occurrence's. Both read as "unchanged": only another date moves the item.
 */
export function planUpdate(
  context: WriteContext,
  series: Task,
  input: TaskUpdateValues,
  addressedDate: IsoDate | null,
  reads: UpdateReads,
) {
  const addressed = input.instanceDate ?? addressedDate;
  if (input.scope && input.scope !== 'series' && cutBefore(series, addressed)) {
    throw occurrenceAlreadyModified();
  }
  const resolved = resolveScope(series, input.scope, addressed);
  if (resolved.scope !== 'series' && reads.taskCount >= MAX_TASKS_PER_SPACE) {
    throw new ApiError('conflict', TASK_MESSAGES.tooManyTasks);
  }
  const named = peopleOf(reads.people, input);
  const changes = sentChanges(input);
  // An older client sets an end date without knowing of counts: its date replaces the count.
  if (
    changes.recurrenceEndDate !== undefined &&
    changes.recurrenceCount === undefined &&
    changes.recurrenceEndDate !== series.recurrenceEndDate
  ) {
    changes.recurrenceCount = null;
  }
  const stored = reads.seriesPeople;
  // A task split off keeps the series' people in the roles the edit does not name.
  const splitPeople = { ...stored, ...named };
  const moved =
    input.date !== undefined && input.date !== series.date && input.date !== resolved.instanceDate
      ? input.date
      : undefined;
  const { db, spaceId, now } = context;

  if (resolved.scope === 'series') {
    const date = moved ?? series.date;
    const fields: TaskFields = settledRule(
      withSpan({
        ...formFieldsOf(series),
        ...changes,
        date,
        ...spanEnd(series, input, addressed, date),
      }),
    );
    assertRules(fields, context.today, series.recurrenceEndDate);
    const update = updateTaskStatement(db, spaceId, series.id, {
      ...fields,
      updatedAt: now.toISOString(),
      nextReminderAt: reminderOf(fields, context),
    });
    const people = { ...stored, ...named };
    const writes = {
      series: update,
      ...namedStatements(peopleStatements(context, series.id, named)),
    };
    return { id: series.id, scope: resolved.scope, fields, people, writes, guarded: false };
  }

  const occurrence = resolved.instanceDate;
  const id = crypto.randomUUID();
  const date = moved ?? occurrence;
  const base = withSpan({
    ...formFieldsOf(series),
    ...changes,
    date,
    ...spanEnd(series, input, occurrence, date),
  });

  if (resolved.scope === 'occurrence') {
    const single: TaskFields = settledRule({
      ...base,
      recurrence: 'none',
      recurrenceExceptions: [],
    });
    assertRules(single, context.today);
    const remaining = {
      ...formFieldsOf(series),
      recurrenceExceptions: [...series.recurrenceExceptions, occurrence],
    };
    // Both statements hold only while the series still has this occurrence: of parallel edits that
    // read it before either wrote, the first inserts and excludes, the others change nothing.
    const writes = {
      split: insertTaskIfSeriesStatement(
        db,
        newRow(context, id, single, series),
        series.id,
        spaceId,
        seriesHoldsDate(occurrence),
      ),
      series: excludeDateStatement(db, spaceId, series.id, occurrence, now, {
        nextReminderAt: reminderOf(remaining, context),
      }),
      ...namedStatements(peopleStatements(context, id, splitPeople)),
    };
    return {
      id,
      scope: resolved.scope,
      fields: single,
      people: splitPeople,
      writes,
      guarded: true,
    };
  }

  // following
  const next: TaskFields = settledRule({
    ...base,
    recurrenceExceptions: series.recurrenceExceptions.filter((d) => d >= base.date),
    // « Après N fois » unchanged: the new part has what the first part leaves of N.
    recurrenceCount:
      base.recurrenceCount && base.recurrenceCount === series.recurrenceCount
        ? Math.max(1, base.recurrenceCount - keptCount(series, occurrence))
        : base.recurrenceCount,
  });
  assertRules(next, context.today, series.recurrenceEndDate);
  const ended = endSeriesChanges(series, occurrence, context);
  // As above: only the first of parallel "following" edits ends the series and starts a new one.
  const writes = {
    split: insertTaskIfSeriesStatement(
      db,
      newRow(context, id, next, series),
      series.id,
      spaceId,
      seriesHoldsDate(occurrence),
    ),
    series: updateTaskStatement(db, spaceId, series.id, ended, seriesHoldsDate(occurrence)),
    ...namedStatements(peopleStatements(context, id, splitPeople)),
  };
  return { id, scope: resolved.scope, fields: next, people: splitPeople, writes, guarded: true };
}

/**
 * An edit computed before the stored task is read, for its one-round-trip batch: possible when the
 * id names a task (no occurrence) and the request carries every field its rules, reminder and
 * conflicts depend on, as the edit form sends them, people by id. Its update then holds only on a
 * stored single task without a series' traces (end date, exceptions), which is what it assumed of
 * the fields it did not receive, and, when the end time is not sent, while the stored one still
 * ends after the new start; with its people of the space, in the zone it was computed in (`holds`,
 * for the update's WHERE). Undefined otherwise: the route plans the edit from the task it reads.
 */
export function editAttempt(context: WriteContext, input: TaskUpdateValues) {
  const { date, time, recurrence, hasNotification, notificationTime } = input;
  if (
    input.instanceDate !== undefined ||
    date === undefined ||
    time === undefined ||
    recurrence === undefined ||
    hasNotification === undefined ||
    notificationTime === undefined ||
    (input.responsable === undefined && input.responsables === undefined) ||
    (input.enfant === undefined && input.enfants === undefined) ||
    (isRecurring(recurrence) && input.recurrenceDays === undefined)
  ) {
    return undefined;
  }
  const named = peopleById(input);
  if (!named) return undefined;
  const people = allRoles(named);
  const allDay = input.allDay ?? false;
  const rule = sentRule({ ...input, date, recurrence });
  const rules = {
    date,
    time: allDay ? null : time,
    endTime: allDay ? null : (input.endTime ?? null),
    recurrence,
    recurrenceEndDate: rule.recurrenceEndDate,
    recurrenceCount: rule.recurrenceCount,
    allDay,
    endDate: input.endDate ?? null,
    hasNotification,
    notificationTime,
  };
  if (Object.keys(ruleErrors(rules, context.today, null)).length > 0) return undefined;
  const fields = {
    date,
    time: rules.time,
    allDay,
    recurrence,
    recurrenceDays: rule.recurrenceDays,
    recurrenceEndDate: rule.recurrenceEndDate,
    recurrenceExceptions: [],
    recurrenceInterval: rule.recurrenceInterval,
    recurrenceMonthPosition: rule.recurrenceMonthPosition,
    hasNotification,
    notificationTime,
    people,
  };
  const { spaceId, now } = context;
  return {
    fields,
    changes: {
      ...withSpan({ ...sentChanges(input), date: fields.date }),
      recurrenceDays: fields.recurrenceDays,
      recurrenceEndDate: fields.recurrenceEndDate,
      recurrenceInterval: rule.recurrenceInterval,
      recurrenceMonthPosition: rule.recurrenceMonthPosition,
      recurrenceCount: rule.recurrenceCount,
      updatedAt: now.toISOString(),
      nextReminderAt: reminderOf(fields, context),
    } satisfies Partial<NewTask>,
    holds: and(
      isPlainSingleTask,
      peopleHold(spaceId, people),
      zoneGuard(spaceId, context.timeZone).holds,
      input.endTime === undefined && rules.time ? endsAfter(rules.time) : undefined,
      // What an edit that does not name them assumes of the stored task: timed, one day.
      input.allDay === undefined ? sql`${tasks.allDay} = 0` : undefined,
      input.endDate === undefined ? sql`${tasks.endDate} is null` : undefined,
    ) as SQL,
  };
}

/**
 * An edit: one round trip when it can be computed from the request ({@link editAttempt}: the edit
 * form's whole fields on a single task), its update guarded by the write limit and what it assumed
 * of the stored task (its zone among them), beside the reads a plan needs. Otherwise (a request that
 * does not declare its zone, an occurrence, some fields only), or when the stored task was not what
 * it assumed, a second: the edit planned from the task read first ({@link plannedEdit}).
 */
export async function editTask(
  c: Context<AppEnv>,
  input: TaskUpdateValues,
  rawId: string,
  tell: TellInBatch,
) {
  const { db } = c.var;
  const spaceId = c.req.param('spaceId') ?? '';
  const { taskId, instanceDate } = parseOccurrenceId(rawId);
  const id = isUuid(taskId) ? taskId : '';
  const zone = declaredZone(c);
  // Computed before the read only in the zone the request declares (worker/tasks/guards.ts).
  const context = zone && rawId === taskId ? expectedWriteContext(c, spaceId, zone) : undefined;
  const whole = filledFromShown(input);
  const attempt = context && editAttempt(context, whole);
  const reads = {
    before: taskRowQuery(db, spaceId, id),
    count: taskCountQuery(db, spaceId),
    people: spacePeopleQuery(db, spaceId),
  };
  const edit = { input, rawId, taskId, instanceDate };
  if (!attempt || !context) {
    return plannedEdit(c, edit, await guardedRead(c, reads, [taskWriteLimitGuard(c)]), tell);
  }
  const { fields } = attempt;
  const clashes = mayClash({ ...fields, endDate: input.endDate }, fields.people);
  const shown = shownEdit(context, id, whole, fields);
  const writtenAt = context.now.toISOString();
  const told = shown && tell(shown, taskWritten({ db, spaceId, taskId: id, writtenAt }));
  // Told from, or completed by, what the page showed: written only while the stored task is still that.
  const asShown = input.was && (told || whole !== input) ? stillAsShown(id, input.was) : undefined;
  const done = await guardedWrite(c, {
    guards: [taskWriteLimitGuard(c)],
    reads,
    write: (holds) =>
      updateTaskStatement(db, spaceId, id, attempt.changes, and(holds, attempt.holds, asShown)),
    after: {
      ...told?.statements,
      ...namedStatements(everyPersonStatementsOf(context, id, fields.people)),
      after: taskRowQuery(db, spaceId, id),
      // What it may clash with, as the « Alertes » screen reads it (nothing when it cannot).
      ...conflictsQueries(db, spaceId, context.today, {
        ...fields,
        ...(!clashes && { time: null }),
        id,
      }),
    },
  });
  const [[before], [after]] = [done.before, done.after];
  if (done.written.length === 0 || !before || !after) return plannedEdit(c, edit, done, tell);
  const deliver = told
    ? () => told.deliver(done, after)
    : () => tellAfterwards(c, tell, readEdit(context, before, after, 'series', null), after);
  return { before, after, scope: 'series' as TaskScope, instanceDate, conflicts: done, deliver };
}

/**
 * A save of some fields of a single task (a time, its adults), whole: what it does not send is taken
 * from the task as the page showed it, when `was` says every field the rules, the reminder and the
 * notices read (docs/decisions/086-every-task-save-tells-in-one-trip.md). The update then holds only
 * while the stored task is still that (`stillAsShown`), so it writes what the edit form would have;
 * else it is planned from the task read. `input` itself when `was` does not say them all.
 */
function filledFromShown(input: TaskUpdateValues): TaskUpdateValues {
  const { was } = input;
  if (
    !was ||
    input.instanceDate !== undefined ||
    input.scope !== undefined ||
    was.name === undefined ||
    was.endTime === undefined ||
    was.allDay === undefined ||
    was.endDate === undefined ||
    was.hasNotification === undefined ||
    was.notificationTime === undefined
  ) {
    return input;
  }
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const adultsSent = input.responsable !== undefined || input.responsables !== undefined;
  const childrenSent = input.enfant !== undefined || input.enfants !== undefined;
  return {
    name: was.name,
    date: was.date,
    time: was.time,
    endTime: was.endTime,
    allDay: was.allDay,
    endDate: was.endDate,
    location: was.location ?? null,
    recurrence: 'none',
    recurrenceDays: [],
    hasNotification: was.hasNotification,
    notificationTime: was.notificationTime,
    ...(!adultsSent && { responsables: [...was.responsables] }),
    ...(!childrenSent && { enfants: [...was.enfants] }),
    ...sent,
  } as TaskUpdateValues;
}

/**
 * An edit computed before the stored task is read ({@link editAttempt}), as the family's notices
 * read it: the single task as the page showed it (`was`) and as the save makes it. Undefined when
 * the page did not say, or the request leaves out something the sentences read (the name; a
 * series' pauses).
 */
export interface ShownEdit {
  context: WriteContext;
  /** The task that carries the edit: the stored one, or the one split off a series. */
  id: string;
  /** The stored task (a series for an occurrence), when it is not `id`: a burst on it is one line. */
  itemId?: string;
  /** The occurrences of the stored task the edit addressed: one, or from a day on; else all. */
  addressed?: { only?: IsoDate; from?: IsoDate };
  before: ShownSide;
  after: ShownSide & { task: { id: string; name: string } };
}

export interface ShownSide {
  task: RecurrenceRule & { time: string | null; location: string | null };
  responsibleIds: readonly string[];
  childIds: readonly string[];
}

/**
 * What tells the family of an edit inside its own batch, its statements held to `written` (the
 * update landed in this batch); `deliver` runs once the batch answered, with its results.
 */
export type TellInBatch = (
  shown: ShownEdit,
  written: SQL,
) => {
  statements: Record<string, Statement>;
  deliver: (results: Record<string, unknown>, after: TaskRow) => void;
};

function shownEdit(
  context: WriteContext,
  id: string,
  input: TaskUpdateValues,
  fields: NonNullable<ReturnType<typeof editAttempt>>['fields'],
): ShownEdit | undefined {
  const { was, name } = input;
  const pauses = {
    skipPublicHolidays: input.skipPublicHolidays,
    skipSchoolHolidays: input.skipSchoolHolidays,
  };
  const pausesSent =
    pauses.skipPublicHolidays !== undefined && pauses.skipSchoolHolidays !== undefined;
  if (!was || name === undefined || (isRecurring(fields.recurrence) && !pausesSent))
    return undefined;
  const location = was.location ?? null;
  return {
    context,
    id,
    before: shownSide(was),
    after: {
      task: {
        ...fields,
        id,
        name,
        location: input.location === undefined ? location : input.location,
        skipPublicHolidays: pauses.skipPublicHolidays ?? false,
        skipSchoolHolidays: pauses.skipSchoolHolidays ?? false,
      },
      responsibleIds: fields.people.responsibleIds,
      childIds: fields.people.childIds,
    },
  };
}

/** A single task as a page showed it, as the family's notices read it. */
function shownSide(was: ShownTask): ShownSide {
  return {
    task: {
      ...sentRule({ date: was.date, recurrence: 'none' }),
      time: was.time,
      location: was.location ?? null,
    },
    responsibleIds: was.responsables,
    childIds: was.enfants,
  };
}

/**
 * What tells the family of a delete inside its own batch, from the single task the page showed
 * (`name` its name), its statements held to `written`; `deliver` runs once the batch answered.
 */
export type TellDeleteInBatch = (
  shown: { context: WriteContext; id: string; name: string; before: ShownSide },
  written: SQL,
) => BatchTelling;

/** A deletion's notices for its batch, and what runs once the batch answered. */
export interface BatchTelling {
  statements: NamedStatements;
  deliver: (results: Record<string, unknown>) => void;
}

/**
 * A single task deleted as the page showed it (`was`, its name included), in one round trip
 * (docs/decisions/086-every-task-save-tells-in-one-trip.md): its guarded write stamps the task (its
 * `updated_at` becomes the request's instant) only while the stored task is still a single task as
 * the page showed it, in the zone the request declares; held to that stamp, the same batch tells the
 * family, spends the task's id and deletes it. `deleted` false when every guard held but nothing was
 * stamped (the task changed or went since): the route then deletes it from `before`, read in the
 * same batch, and tells from that.
 */
export async function deleteAsShown(
  c: Context<AppEnv>,
  id: string,
  was: ShownTask & { name: string },
  timeZone: string,
  tell: TellDeleteInBatch,
) {
  const spaceId = c.req.param('spaceId') ?? '';
  const context = expectedWriteContext(c, spaceId, timeZone);
  const { db, now } = context;
  const writtenAt = now.toISOString();
  const stamped = taskWritten({ db, spaceId, taskId: id, writtenAt });
  const told = tell({ context, id, name: was.name, before: shownSide(was) }, stamped);
  const done = await guardedWrite(c, {
    guards: [taskWriteLimitGuard(c)],
    reads: { before: taskRowQuery(db, spaceId, id) },
    write: (holds) =>
      updateTaskStatement(
        db,
        spaceId,
        id,
        { updatedAt: writtenAt },
        and(holds, isPlainSingleTask, stillAsShown(id, was), zoneGuard(spaceId, timeZone).holds),
      ),
    after: {
      ...told.statements,
      // Its client id stays spent (worker/lib/spent-ids.ts), as for any delete.
      spent: spendIdStatement(db, 'task', { spaceId }, id, now, stamped),
      deleted: deleteTaskStatement(db, spaceId, id, stamped),
    },
  });
  const deleted = done.written.length > 0 && done.deleted.length > 0;
  if (deleted) told.deliver(done);
  return { deleted, before: done.before[0] };
}

/**
 * The second round trip of {@link editTask}: the edit planned from the task it read, the family
 * told of it in the same batch, from that task and the plan (docs/decisions/086-every-task-save-tells-in-one-trip.md),
 * each notice held to the edit's having been written by it.
 */
async function plannedEdit(
  c: Context<AppEnv>,
  edit: { input: TaskUpdateValues; rawId: string; taskId: string; instanceDate: IsoDate | null },
  read: { before: TaskRow[]; count: { count: number }[]; people: SpacePerson[] },
  tell: TellInBatch,
) {
  const { input, instanceDate } = edit;
  const [before] = read.before;
  if (!before || (edit.rawId !== edit.taskId && !instanceDate)) throw notFound();
  const context = spaceWriteContext(c);
  const { db, spaceId } = context;
  const { responsibles, children } = peopleOfRow(before);
  const plan = planUpdate(context, before.task, input, instanceDate, {
    taskCount: read.count[0]?.count ?? 0,
    people: read.people,
    seriesPeople: {
      responsibleIds: responsibles.map((p) => p.id),
      childIds: children.map((p) => p.id),
    },
  });
  const planned = {
    task: { id: plan.id, ...plan.fields },
    ids: { responsibles: plan.people.responsibleIds, children: plan.people.childIds },
  };
  const shown = readEdit(context, before, planned, plan.scope, input.instanceDate ?? instanceDate);
  const told = tell(
    shown,
    taskWritten({ db, spaceId, taskId: plan.id, writtenAt: context.now.toISOString() }),
  );
  const written = await batchByName(db, {
    ...plan.writes,
    ...told.statements,
    after: taskRowQuery(db, spaceId, plan.id),
    ...conflictsQueries(db, spaceId, context.today, { ...plan.fields, id: plan.id }),
  });
  // Of parallel edits of one occurrence, only the first matches its guarded statement.
  if (plan.guarded && written.series.length === 0) {
    throw occurrenceAlreadyModified();
  }
  const [updated] = written.after;
  if (!updated) throw notFound();
  const deliver = () => told.deliver(written, updated);
  return { before, after: updated, scope: plan.scope, instanceDate, conflicts: written, deliver };
}

type Side = { task: ShownSide['task'] & { id: string; name: string }; ids: TaskPeopleIds };
type TaskPeopleIds = { responsibles: readonly string[]; children: readonly string[] };

/** A task read (or planned) as the notices read one side of an edit. */
function sideOf(row: TaskRow | Side): Side {
  if ('ids' in row) return row;
  const { responsibles, children } = peopleOfRow(row);
  return {
    task: row.task,
    ids: { responsibles: responsibles.map((p) => p.id), children: children.map((p) => p.id) },
  };
}

/**
 * An edit as the notices read it when the stored task was read: the stored task (a series for an
 * occurrence) and the one that carries the edit, with the occurrences it addressed.
 */
function readEdit(
  context: WriteContext,
  stored: TaskRow,
  carrier: TaskRow | Side,
  scope: TaskScope,
  date: IsoDate | null,
): ShownEdit {
  const [before, after] = [sideOf(stored), sideOf(carrier)];
  return {
    context,
    id: after.task.id,
    itemId: before.task.id,
    addressed:
      scope === 'occurrence' && date
        ? { only: date }
        : scope === 'following' && date
          ? { from: date }
          : {},
    before: {
      task: before.task,
      responsibleIds: before.ids.responsibles,
      childIds: before.ids.children,
    },
    after: {
      task: after.task,
      responsibleIds: after.ids.responsibles,
      childIds: after.ids.children,
    },
  };
}

/**
 * An edit written in one trip by a page that did not say what it showed: told in a second, from the
 * task its batch read before and after (docs/decisions/085-notices-in-the-save-batch.md). A lost
 * notice is logged, never the write's failure.
 */
async function tellAfterwards(
  c: Context<AppEnv>,
  tell: TellInBatch,
  shown: ShownEdit,
  after: TaskRow,
) {
  const told = tell(shown, sql`1`);
  if (Object.keys(told.statements).length === 0) return;
  try {
    told.deliver(await batchByName(c.var.db, told.statements), after);
  } catch (error) {
    console.error(`[${c.get('requestId')}] change notice failed`, error);
  }
}

/** Statements of a list, named `write0`, `write1`… for a batch read by name. */
function namedStatements(statements: readonly Statement[]): Record<string, Statement> {
  return Object.fromEntries(statements.map((statement, index) => [`write${index}`, statement]));
}

function notFound(): ApiError {
  return new ApiError('not_found', TASK_MESSAGES.taskNotFound);
}

/** How many of its occurrences (exceptions counted) a series keeps when it ends before `date`. */
function keptCount(series: Task, date: IsoDate): number {
  return countUntil(series, addDays(date, -1));
}

/**
 * The series ends the day before `date`; exceptions from `date` on go with it. A series « après N
 * fois » keeps the count of the occurrences it still has.
 */
function endSeriesChanges(series: Task, date: IsoDate, context: WriteContext): Partial<NewTask> {
  const kept = series.recurrenceCount ? keptCount(series, date) : 0;
  const fields: TaskFields = {
    ...formFieldsOf(series),
    recurrenceEndDate: addDays(date, -1),
    recurrenceExceptions: series.recurrenceExceptions.filter((d) => d < date),
    recurrenceCount: kept > 0 ? kept : null,
  };
  return {
    recurrenceEndDate: fields.recurrenceEndDate,
    recurrenceExceptions: fields.recurrenceExceptions,
    recurrenceCount: fields.recurrenceCount,
    updatedAt: context.now.toISOString(),
    nextReminderAt: reminderOf(fields, context),
  };
}

function newRow(
  context: WriteContext,
  id: string,
  fields: TaskFields,
  from: Task,
): NewTask & { id: string } {
  const at = context.now.toISOString();
  return {
    id,
    spaceId: context.spaceId,
    ...fields,
    // The split keeps who created the series; the edit is dated now.
    createdBy: from.createdBy ?? context.userId,
    createdAt: at,
    updatedAt: at,
    nextReminderAt: reminderOf(fields, context),
  };
}

/**
 * What tells the family of a delete planned from the task read, inside the delete's own batch: its
 * statements held to `written`; `deliver` runs once the batch answered.
 */
export type TellPlannedDelete = (
  deleted: { scope: TaskScope; instanceDate: IsoDate | null },
  written: SQL,
) => BatchTelling;

/**
 * Deletes a task, an occurrence of a series, or a series from an occurrence on, as planned from the
 * task read, and tells the family in the same batch (docs/decisions/086-every-task-save-tells-in-one-trip.md):
 * each write stamps the task with the request's instant (the whole series' delete first stamps it,
 * since a row gone cannot witness its own delete), and the notices hold only on that stamp.
 */
export async function deleteTask(
  context: WriteContext,
  series: Task,
  scopeAsked: TaskScope | undefined,
  addressedDate: IsoDate | null,
  tell: TellPlannedDelete,
): Promise<{ scope: TaskScope; instanceDate: IsoDate | null }> {
  const resolved = resolveScope(series, scopeAsked, addressedDate);
  const { scope, instanceDate } = resolved;
  const { db, spaceId, now } = context;
  const writtenAt = now.toISOString();
  const told = tell(resolved, taskWritten({ db, spaceId, taskId: series.id, writtenAt }));
  if (scope === 'series') {
    const done = await batchByName(db, {
      stamped: updateTaskStatement(db, spaceId, series.id, { updatedAt: writtenAt }),
      ...told.statements,
      // Its client id stays spent (worker/lib/spent-ids.ts).
      spent: spendIdStatement(db, 'task', { spaceId }, series.id, now),
      deleted: deleteTaskStatement(db, spaceId, series.id),
    });
    if (done.stamped.length > 0) told.deliver(done);
    return resolved;
  }
  const date = instanceDate;
  if (scope === 'occurrence') {
    const remaining = {
      ...formFieldsOf(series),
      recurrenceExceptions: [...series.recurrenceExceptions, date],
    };
    const done = await batchByName(db, {
      excluded: excludeDateStatement(db, spaceId, series.id, date, now, {
        nextReminderAt: reminderOf(remaining, context),
      }),
      ...told.statements,
    });
    // Excluded meanwhile by someone else.
    if (done.excluded.length === 0) {
      throw new ApiError('conflict', TASK_MESSAGES.occurrenceAlreadyExcluded);
    }
    told.deliver(done);
    return resolved;
  }
  const done = await batchByName(db, {
    ended: updateTaskStatement(db, spaceId, series.id, endSeriesChanges(series, date, context)),
    ...told.statements,
  });
  if (done.ended.length > 0) told.deliver(done);
  return resolved;
}
