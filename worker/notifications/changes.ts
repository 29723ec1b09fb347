/**
 * Change notices (docs/product.md#notifications): when someone moves, changes the place of, or
 * cancels an event, or one occurrence, that starts within the next 24 hours, each of its responsible
 * adults is told « Claire a déplacé « Judo » à 18:00 (aujourd'hui) ». The hand-over notices' shape
 * (docs/decisions/037-hand-over-notices.md, worker/notifications/hand-over.ts): to the members but
 * the author, about each responsible's profile, one statement per adult after the route's write and
 * only when a change is that close; a change further away costs nothing.
 */
import type { Context } from 'hono';
import { changeAction, changePlace } from '#domain/notice-texts.ts';
import { type Occurrences, soonChange } from '#domain/soon-change.ts';
import type { TaskPerson } from '#domain/task-people.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Task } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { peopleOfRow, type TaskRow } from '../tasks/queries.ts';
import { tellProfileNotice } from './hand-over.ts';

export interface Change {
  /**
   * The task the notice opens: the one carrying the change, or the series an occurrence left; null
   * when the change deleted the task itself.
   */
  taskId: string | null;
  name: string;
  /** The responsible adults before and after (after: null when deleted); each push says its name. */
  responsiblesBefore: readonly TaskPerson[];
  responsiblesAfter: readonly TaskPerson[] | null;
  before: Occurrences;
  after: Occurrences | null;
}

/**
 * Called by the task write routes once an edit or a delete is saved. Does nothing unless it changed
 * an occurrence within the next 24 hours; then tells each adult responsible before and after (a new
 * responsible is told by the hand-over notice), or before a delete, but the author's own profile.
 */
export async function noticeChange(
  c: Context<AppEnv>,
  change: Change,
  authorProfileId: string | undefined,
): Promise<void> {
  const { responsiblesBefore: before, responsiblesAfter: after } = change;
  const stayed = after ? after.filter((p) => before.some((b) => b.id === p.id)) : before;
  const told = stayed.filter((person) => person.id !== authorProfileId);
  if (told.length === 0) return;
  const context = spaceWriteContext(c);
  const soon = soonChange(
    change.before,
    change.after,
    context.now,
    context.timeZone,
    context.today,
  );
  if (!soon) return;
  for (const person of told) {
    await tellProfileNotice(
      c,
      {
        type: 'changed',
        spaceId: context.spaceId,
        authorId: context.userId,
        authorProfileId,
        taskId: change.taskId,
        profileId: person.id,
        action: changeAction(soon.kind, change.name, soon.date, soon.time, context.today),
        description: changePlace(soon.kind, soon.location),
        now: context.now,
      },
      person.name,
      'foyer-changement',
    );
  }
}

type Scope = 'occurrence' | 'following' | 'series';

/** The occurrences a scope addresses in a series: all, from a day on, or one day. */
function addressed(task: Task, scope: Scope, date: IsoDate | null): Occurrences {
  if (scope === 'occurrence' && date) return { rule: task, only: date };
  if (scope === 'following' && date) return { rule: task, from: date };
  return { rule: task };
}

/**
 * An edit as {@link noticeChange} reads it: the stored task before, the task that now carries the
 * edit (the new single task or series for an occurrence or « the following ones »), its scope and
 * the occurrence addressed.
 */
export function editChange(
  stored: TaskRow,
  updated: TaskRow,
  scope: Scope,
  date: IsoDate | null,
): Change {
  return {
    taskId: updated.task.id,
    name: updated.task.name,
    responsiblesBefore: peopleOfRow(stored).responsibles,
    responsiblesAfter: peopleOfRow(updated).responsibles,
    before: addressed(stored.task, scope, date),
    after: { rule: updated.task },
  };
}

/** A delete as {@link noticeChange} reads it: the task as it was, the scope, the occurrence. */
export function deleteChange(row: TaskRow, scope: Scope, date: IsoDate | null): Change {
  // A single task, or a whole series, is gone: its notice cannot open it.
  const gone = row.task.recurrence === 'none' || scope === 'series';
  return {
    taskId: gone ? null : row.task.id,
    name: row.task.name,
    responsiblesBefore: peopleOfRow(row).responsibles,
    responsiblesAfter: null,
    before: addressed(row.task, scope, date),
    after: null,
  };
}
