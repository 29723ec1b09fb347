/**
 * The columns of `tasks` a read selects: every one but the two nothing reads (db/schema.ts
 * `UnusedTaskColumn`: a task's people are `task_people`'s rows).
 */
import { getTableColumns } from 'drizzle-orm';
import { tasks } from '../../db/schema.ts';

const { assignedTo: _assignedTo, childId: _childId, ...stored } = getTableColumns(tasks);

/** A whole task as `db.select({ task: taskColumns })` reads it: a `Task`. */
export const taskColumns = stored;
