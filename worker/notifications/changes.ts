/**
 * Change notices (docs/product.md#notifications): when someone moves, changes the place of, or
 * cancels an event, or one occurrence, that starts within the next 24 hours, its responsible is told
 * « Claire a déplacé « Judo » à 18:00 (aujourd'hui) ». The hand-over notices' shape
 * (docs/decisions/037-hand-over-notices.md, worker/notifications/hand-over.ts): to the members but
 * the author, about the responsible's profile, one statement after the route's write and only when a
 * change is that close; a change further away costs nothing.
 */
import type { Context } from 'hono';
import { handOverDate } from '#domain/hand-over.ts';
import { type ChangeKind, changeAction, changePlace } from '#domain/notice-texts.ts';
import { occursOn, type RecurrenceRule } from '#domain/recurrence.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from '#domain/zoned-time.ts';
import type { Task } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import type { TaskRow } from '../tasks/queries.ts';
import { tellProfileNotice } from './hand-over.ts';

/** How close a change must be to be told. */
export const CHANGE_NOTICE_HORIZON_MS = 24 * 60 * 60 * 1000;

type Timed = RecurrenceRule & Pick<Task, 'time' | 'location'>;

/**
 * The occurrences a write touched, before or after it: a task's or a series' (from `from` on, for a
 * « this and the following ones » scope), or one occurrence (`only`).
 */
export interface Occurrences {
  rule: Timed;
  from?: IsoDate | undefined;
  only?: IsoDate | undefined;
}

function onDay(set: Occurrences | null, date: IsoDate): Timed | undefined {
  if (!set) return undefined;
  if (set.only !== undefined ? date !== set.only : set.from !== undefined && date < set.from) {
    return undefined;
  }
  return occursOn(set.rule, date) ? set.rule : undefined;
}

export interface SoonChange {
  kind: ChangeKind;
  /** The occurrence the sentence names: as it now is, or as it was when cancelled. */
  date: IsoDate;
  time: string | null;
  location: string | null;
}

/**
 * The change a write made to an occurrence starting within the next 24 hours, if any: compared day by
 * day over today and tomorrow (the family's), before against after (`after` null: deleted). A day
 * counts when its occurrence, before or after, starts within the horizon (an item without a time:
 * the day itself); a day whose time and place are unchanged is no change.
 */
export function soonChange(
  before: Occurrences,
  after: Occurrences | null,
  now: Date,
  timeZone: string,
  today: IsoDate,
): SoonChange | undefined {
  const horizon = now.getTime() + CHANGE_NOTICE_HORIZON_MS;
  const soon = (date: IsoDate, occurrence: Timed | undefined) => {
    if (!occurrence) return false;
    const start = zonedDateTimeToInstant(date, occurrence.time ?? '00:00', timeZone).getTime();
    return occurrence.time ? start >= now.getTime() && start <= horizon : start <= horizon;
  };
  for (const date of [today, addDays(today, 1)]) {
    const was = onDay(before, date);
    const is = onDay(after, date);
    if (!soon(date, was) && !soon(date, is)) continue;
    if (was && is && was.time === is.time && was.location === is.location) continue;
    if (is) {
      const kind = was && was.time === is.time ? 'place' : 'moved';
      return { kind, date, time: is.time, location: is.location };
    }
    if (!was) continue;
    if (!after) return { kind: 'cancelled', date, time: was.time, location: was.location };
    // Moved to another day: the sentence names the next one it now has from that day.
    const next = after.only ?? handOverDate(after.rule, after.from ?? date);
    return { kind: 'moved', date: next, time: after.rule.time, location: after.rule.location };
  }
  return undefined;
}

export interface Change {
  /** The task the notice opens: the one carrying the change, or the series an occurrence left. */
  taskId: string;
  name: string;
  /** The responsible before and after (after: null when deleted). */
  responsibleBefore: string | null;
  responsibleAfter: string | null;
  /** Whose name the push title says. */
  responsibleName: string | null;
  before: Occurrences;
  after: Occurrences | null;
}

/**
 * Called by the task write routes once an edit or a delete is saved. Does nothing unless it changed
 * an occurrence within the next 24 hours whose responsible stays the same (a new responsible is told
 * by the hand-over notice) and is not the author's own profile.
 */
export async function noticeChange(
  c: Context<AppEnv>,
  change: Change,
  authorProfileId: string | undefined,
): Promise<void> {
  const profileId = change.after ? change.responsibleAfter : change.responsibleBefore;
  if (!profileId || profileId === authorProfileId) return;
  if (change.after && change.responsibleAfter !== change.responsibleBefore) return;
  const context = spaceWriteContext(c);
  const soon = soonChange(
    change.before,
    change.after,
    context.now,
    context.timeZone,
    context.today,
  );
  if (!soon) return;
  await tellProfileNotice(
    c,
    {
      type: 'changed',
      spaceId: context.spaceId,
      authorId: context.userId,
      authorProfileId,
      taskId: change.taskId,
      profileId,
      action: changeAction(soon.kind, change.name, soon.date, soon.time, context.today),
      description: changePlace(soon.kind, soon.location),
      now: context.now,
    },
    change.responsibleName ?? '',
    'foyer-changement',
  );
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
    responsibleBefore: stored.task.assignedTo,
    responsibleAfter: updated.task.assignedTo,
    responsibleName: updated.assigneeName,
    before: addressed(stored.task, scope, date),
    after: { rule: updated.task },
  };
}

/** A delete as {@link noticeChange} reads it: the task as it was, the scope, the occurrence. */
export function deleteChange(row: TaskRow, scope: Scope, date: IsoDate | null): Change {
  return {
    taskId: row.task.id,
    name: row.task.name,
    responsibleBefore: row.task.assignedTo,
    responsibleAfter: null,
    responsibleName: row.assigneeName,
    before: addressed(row.task, scope, date),
    after: null,
  };
}
