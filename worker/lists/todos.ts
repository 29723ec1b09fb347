/**
 * The to-do part of a list item's writes (docs/decisions/082-shared-to-dos.md): its people, due day
 * and reminder. What a create or change of an item adds to its one-round-trip guarded write
 * (worker/lib/guarded-write.ts): the guards of the to-do rules, the due columns with the reminder's
 * instant read in the space's zone, and the statements that set its people after the item's write,
 * holding only where the write's guards held.
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  dueOf,
  hasTodoFields,
  reminderInstant,
  sendsDue,
  TODO_MESSAGES,
  type TodoDue,
  todoRuleErrors,
} from '#domain/todos.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles, listItems, lists } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { allHold, type Guard, known, type Statement } from '../lib/guarded-write.ts';
import { inSpaceZone, rulesGuard, zoneGuard } from '../tasks/guards.ts';
import { replaceAssigneesStatements } from './queries.ts';

/** What a request says of the item's to-do part (domain/todos.ts `todoFields`). */
export interface TodoInput {
  assigneeIds?: string[] | undefined;
  dueDate?: string | null | undefined;
  dueTime?: string | null | undefined;
  reminder?: string | null | undefined;
}

/** The item a write addresses. */
export interface TodoTarget {
  spaceId: string;
  listId: string;
  itemId: string;
}

/** Only a « Tâches » list takes people, a due day or a reminder; a shopping list refuses them. */
export function todoListGuard(listId: string, input: TodoInput): Guard {
  const field = sendsDue(input) ? 'dueDate' : 'assigneeIds';
  return {
    holds: hasTodoFields(input)
      ? sql`exists (select 1 from ${lists} where ${lists.id} = ${listId} and ${lists.type} = 'tasks')`
      : known(true),
    refusal: () => ApiError.validation({ [field]: TODO_MESSAGES.notATodoList }),
  };
}

/** Everyone the to-do is for is a profile of the space. */
export function assigneesGuard(spaceId: string, profileIds: readonly string[] | undefined): Guard {
  const ids = profileIds ?? [];
  const where = and(
    sql`${familyProfiles.spaceId} = ${spaceId}`,
    inArray(familyProfiles.id, ids.length > 0 ? [...ids] : ['']),
  );
  return {
    holds:
      ids.length > 0
        ? sql`(select count(*) from ${familyProfiles} where ${where}) = ${ids.length}`
        : known(true),
    refusal: () => ApiError.validation({ assigneeIds: TODO_MESSAGES.assigneeUnknown }),
  };
}

/**
 * A change's reminder may have passed only if it is the stored one (a to-do reworded after its
 * reminder): the rule needs the row, so it is a guard read in the write's batch.
 */
function reminderNotPastGuard(target: TodoTarget, due: TodoDue, today: string): Guard {
  const past = due.reminder !== null && due.reminder.slice(0, 10) < today;
  return {
    holds: past
      ? sql`exists (select 1 from ${listItems} where ${listItems.id} = ${target.itemId} and ${listItems.reminder} = ${due.reminder})`
      : known(true),
    refusal: () => ApiError.validation({ reminder: TODO_MESSAGES.reminderInPast }),
  };
}

/** The to-do part of a write, computed in the space's zone `timeZone`. */
export interface TodoPlan {
  guards: Guard[];
  /** The due columns, when the request sends them. */
  due: { value: TodoDue; remindAt: string | null } | undefined;
}

export function todoPlan(
  c: Context<AppEnv>,
  target: TodoTarget,
  input: TodoInput,
  timeZone: string,
  kind: 'create' | 'change',
): TodoPlan {
  const today = zonedDate(c.var.now, timeZone);
  const due = dueOf(input);
  const sent = kind === 'create' || sendsDue(input);
  // A create knows nothing stored: its reminder must not have passed. A change checks it in SQL.
  const errors = todoRuleErrors(due, today, kind === 'create' ? undefined : due.reminder);
  const guards = [
    todoListGuard(target.listId, input),
    assigneesGuard(target.spaceId, input.assigneeIds),
    rulesGuard(errors),
    ...(kind === 'change' ? [reminderNotPastGuard(target, due, today)] : []),
    ...(due.reminder ? [zoneGuard(target.spaceId, timeZone)] : []),
  ];
  return {
    guards,
    due: sent ? { value: due, remindAt: reminderInstant(due.reminder, timeZone) } : undefined,
  };
}

/**
 * Runs `write` in the space's zone when the request sends a reminder (its instant and « today » are
 * read there: worker/tasks/guards.ts#inSpaceZone); else at once, in UTC, which nothing reads.
 */
export function inTodoZone<T>(
  c: Context<AppEnv>,
  input: TodoInput,
  write: (timeZone: string) => Promise<T>,
): Promise<T> {
  return input.reminder ? inSpaceZone(c, write) : write('UTC');
}

/**
 * The statements that give the item its people, for the after-reads of its write: they hold where
 * the access check and `guards` hold (none of them records anything) and, for a create, only for
 * the item this very request inserted (`createdAt`), never for an add sent again.
 */
export function assigneeStatements(
  c: Context<AppEnv>,
  target: TodoTarget,
  input: TodoInput,
  guards: readonly Guard[],
  createdAt?: string,
): Record<string, Statement> {
  if (input.assigneeIds === undefined) return {};
  const db: Db = c.var.db;
  const condition = and(
    allHold([...c.var.gate.guards, ...guards]),
    createdAt === undefined
      ? undefined
      : sql`exists (select 1 from ${listItems} where ${listItems.id} = ${target.itemId} and ${listItems.createdAt} = ${createdAt})`,
  ) as SQL;
  const { removed, added } = replaceAssigneesStatements(
    db,
    { ...target, profileIds: input.assigneeIds },
    condition,
  );
  return createdAt === undefined ? { unassigned: removed, assigned: added } : { assigned: added };
}
