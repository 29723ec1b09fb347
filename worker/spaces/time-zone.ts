/**
 * Changing a space's time zone (docs/product.md#reminders). Dates and times the family typed stay as
 * they are; the UTC instants derived from them move: every pending memo reminder (`memos.due_at`) and
 * every task's next reminder (`tasks.next_reminder_at`), in the same batch as the zone itself, so that
 * the cron never reads a zone and instants that disagree.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SchoolZone } from '#domain/school-holidays.ts';
import { nextReminderAt } from '#domain/tasks.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familySpaces, tasks } from '../../db/schema.ts';
import { pendingDueAts, setDueAtsStatement } from '../memos/queries.ts';

/**
 * The next reminder of every task of the space that has one, read in `timeZone`, as JSON
 * `{ taskId: [instant, updatedAt read] }`; null when there is none.
 */
async function nextTaskReminders(
  db: Db,
  spaceId: string,
  timeZone: string,
  now: Date,
): Promise<string | null> {
  const reminded = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.spaceId, spaceId), eq(tasks.hasNotification, true)));
  if (reminded.length === 0) return null;
  const today = zonedDate(now, timeZone);
  return JSON.stringify(
    Object.fromEntries(
      reminded.map((task) => [
        task.id,
        [nextReminderAt(task, now, timeZone, today)?.toISOString() ?? null, task.updatedAt],
      ]),
    ),
  );
}

/** A task edited since it was read keeps the reminder its own edit computed. */
function setTaskRemindersStatement(db: Db, spaceId: string, instants: string) {
  return db
    .update(tasks)
    .set({
      nextReminderAt: sql`(select json_extract(value, '$[0]') from json_each(${instants}) where key = ${tasks.id})`,
      // Not an edit of the task.
      updatedAt: sql`${tasks.updatedAt}`,
    })
    .where(
      and(
        eq(tasks.spaceId, spaceId),
        sql`exists (select 1 from json_each(${instants}) where key = ${tasks.id} and json_extract(value, '$[1]') = ${tasks.updatedAt})`,
      ),
    );
}

/**
 * Sets the space's name and/or zone. A new zone recomputes the reminders in the same batch (a D1
 * transaction); the awaited batch is the commit point.
 */
export async function updateSpace(
  db: Db,
  spaceId: string,
  changes: {
    name?: string;
    timezone?: string;
    schoolZone?: SchoolZone | null;
    feedSchoolHolidays?: boolean;
  },
  now: Date,
): Promise<void> {
  const zone = changes.timezone;
  const [dueAts, taskReminders] = zone
    ? await Promise.all([
        pendingDueAts(db, spaceId, zone, now),
        nextTaskReminders(db, spaceId, zone, now),
      ])
    : [null, null];
  await db.batch([
    db
      .update(familySpaces)
      .set({ ...changes, updatedAt: now.toISOString() })
      .where(eq(familySpaces.id, spaceId)),
    ...(dueAts ? [setDueAtsStatement(db, spaceId, dueAts)] : []),
    ...(taskReminders ? [setTaskRemindersStatement(db, spaceId, taskReminders)] : []),
  ]);
}
