/**
 * One run of the Cron Trigger (`* * * * *`, docs/architecture.md#reminders): the due memo, task and
 * to-do reminders, the evening digests due, the purge of what has expired, and the list ticks whose burst
 * is over (one notice per author and list). A plain function of `(env, now)`, so tests and the
 * benchmark run it at any instant; `scheduled()` in worker/index.ts passes the trigger's minute.
 */
import { createDb } from '../../db/client.ts';
import { type DigestCounts, type Digested, digestEvenings } from '../notifications/digest.ts';
import { type ListTickNotice, noticeListTicks } from '../notifications/list-ticks.ts';
import { type PurgeCounts, purgeExpired } from './purge.ts';
import {
  type Reminded,
  type ReminderCounts,
  remindItems,
  remindMemos,
  remindTasks,
  type Touched,
} from './reminders.ts';
import { refreshSchoolCalendar, type SchoolCalendarOutcome } from './school-calendar.ts';

export interface TickResult {
  memos: ReminderCounts;
  tasks: ReminderCounts;
  /** The to-dos' reminders (docs/decisions/082-shared-to-dos.md). */
  todos: ReminderCounts;
  purged: PurgeCounts;
  /** The evening digests due this minute (worker/notifications/digest.ts). */
  digest: DigestCounts;
  /** Every digest stored, for its recipient's devices and mailbox (worker/notifications/digest-send.ts). */
  digests: Digested[];
  /**
   * Each (space, account) that received a notification, once: whom the space's SpaceHub is to tell
   * (`notifications.changed`).
   */
  touched: Touched[];
  /** Every notification created, for the recipients' devices (worker/push/reminders.ts). */
  reminders: Reminded[];
  /** The grouped list-tick notices written (worker/notifications/list-ticks.ts), for push. */
  listTicks: ListTickNotice[];
  /** The school calendar's weekly refresh (worker/cron/school-calendar.ts); mostly `not-due`. */
  schoolCalendar: SchoolCalendarOutcome;
}

/** What the tick reads of the environment: the refresh's address and mode are optional. */
export type TickEnv = Pick<Env, 'DB'> & { SCHOOL_CALENDAR_URL?: string; ENVIRONMENT?: string };

function unique(touched: readonly Touched[]): Touched[] {
  const seen = new Map<string, Touched>();
  for (const t of touched)
    seen.set(`${t.spaceId}|${t.userId}`, { spaceId: t.spaceId, userId: t.userId });
  return [...seen.values()];
}

/**
 * Runs every part even when one fails (a purge error must not hold reminders back), then throws the
 * first failure so that the invocation is recorded as failed.
 */
export async function runTick(env: TickEnv, now: Date): Promise<TickResult> {
  const db = createDb(env.DB);
  const reminders: Reminded[] = [];
  const digests: Digested[] = [];
  const [memos, tasks, todos, purged, digest, listTicks, schoolCalendar] = await Promise.allSettled(
    [
      remindMemos(db, now, reminders),
      remindTasks(db, now, reminders),
      remindItems(db, now, reminders),
      purgeExpired(db, now),
      digestEvenings(db, now, digests),
      noticeListTicks(db, now),
      refreshSchoolCalendar(db, now, env.SCHOOL_CALENDAR_URL, env.ENVIRONMENT ?? 'production'),
    ],
  );
  for (const part of [memos, tasks, todos, purged, digest, listTicks, schoolCalendar]) {
    if (part.status === 'rejected') throw part.reason;
  }
  const told = (listTicks as PromiseFulfilledResult<ListTickNotice[]>).value;
  return {
    memos: (memos as PromiseFulfilledResult<ReminderCounts>).value,
    tasks: (tasks as PromiseFulfilledResult<ReminderCounts>).value,
    todos: (todos as PromiseFulfilledResult<ReminderCounts>).value,
    purged: (purged as PromiseFulfilledResult<PurgeCounts>).value,
    digest: (digest as PromiseFulfilledResult<DigestCounts>).value,
    digests,
    touched: unique([...reminders, ...digests, ...told]),
    reminders,
    listTicks: told,
    schoolCalendar: (schoolCalendar as PromiseFulfilledResult<SchoolCalendarOutcome>).value,
  };
}
