/**
 * The columns of `tasks`, listed once: what a read selects, what a task's form controls and which of
 * those make its rule. The write paths (worker/tasks/writes.ts) derive their field lists from here.
 */
import { getTableColumns } from 'drizzle-orm';
import { type Task, tasks } from '../../db/schema.ts';

const { assignedTo: _assignedTo, childId: _childId, ...stored } = getTableColumns(tasks);

/**
 * A whole task as `db.select({ task: taskColumns })` reads it: a `Task`, without the two columns
 * nothing reads (db/schema.ts `UnusedTaskColumn`: a task's people are `task_people`'s rows).
 */
export const taskColumns = stored;

/**
 * The columns of a task's rule (domain/recurrence.ts): its first day and how it repeats. A new rule
 * column is named here, and the create, the edit and the split of a series carry it.
 */
export const taskRuleColumns = [
  'date',
  'recurrence',
  'recurrenceDays',
  'recurrenceEndDate',
  'recurrenceExceptions',
  'recurrenceInterval',
  'recurrenceMonthPosition',
  'recurrenceCount',
] as const satisfies readonly (keyof Task)[];

/** The columns a task's form controls: its rule and everything but ids, ownership and instants. */
export const taskFormColumns = [
  ...taskRuleColumns,
  'name',
  'type',
  'time',
  'endTime',
  'location',
  'hasNotification',
  'notificationTime',
  'description',
  'notes',
  'allDay',
  'endDate',
  'skipPublicHolidays',
  'skipSchoolHolidays',
] as const satisfies readonly (keyof Task)[];

export type TaskFields = Pick<Task, (typeof taskFormColumns)[number]>;
export type RuleFields = Pick<Task, (typeof taskRuleColumns)[number]>;

/** The form's columns of a stored task. */
export function formFieldsOf(task: Task): TaskFields {
  return Object.fromEntries(taskFormColumns.map((key) => [key, task[key]])) as TaskFields;
}
