/**
 * « Fait » ticks of one space (docs/product.md#tasks): reads for the ranges and the detail, and the
 * tick/untick batches with the 'completed' notification of the other members.
 */

import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  completedDedupeKey,
  completedTitle,
  type TaskCompletion,
} from '#domain/task-completions.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles, notifications, spaceMembers, taskCompletions } from '../../db/schema.ts';
import { sqlUuid } from '../lib/sql.ts';
import { answerColumns } from '../notifications/member-notice.ts';

function selectCompletions(db: Db) {
  return db
    .select({
      taskId: taskCompletions.taskId,
      date: taskCompletions.date,
      // The profile selected when it was ticked; else the member's name; else nobody known.
      doneBy: sql<string | null>`coalesce(${familyProfiles.name}, ${spaceMembers.displayName})`,
      doneAt: taskCompletions.completedAt,
    })
    .from(taskCompletions)
    .leftJoin(familyProfiles, eq(familyProfiles.id, taskCompletions.completedByProfileId))
    .leftJoin(
      spaceMembers,
      and(
        eq(spaceMembers.spaceId, taskCompletions.spaceId),
        eq(spaceMembers.userId, taskCompletions.completedBy),
      ),
    );
}

/** The space's ticks on days in [from, to], in one query (a drizzle query, for `db.batch`). */
export function completionsInRange(db: Db, spaceId: string, from: IsoDate, to: IsoDate) {
  return selectCompletions(db).where(
    and(eq(taskCompletions.spaceId, spaceId), between(taskCompletions.date, from, to)),
  );
}

/** The ticks of some tasks of the space (a detail's occurrence). */
export function findCompletionsOf(
  db: Db,
  spaceId: string,
  taskIds: string[],
): Promise<TaskCompletion[]> {
  if (taskIds.length === 0) return Promise.resolve([]);
  return selectCompletions(db).where(
    and(eq(taskCompletions.spaceId, spaceId), inArray(taskCompletions.taskId, taskIds)),
  );
}

/** The name a tick is announced with: the space's profile if one was sent, else the member's. */
export async function tickerName(
  db: Db,
  spaceId: string,
  userId: string,
  profileId: string | undefined,
): Promise<{ name: string; profileId: string | null } | undefined> {
  if (profileId) {
    const [profile] = await db
      .select({ name: familyProfiles.name })
      .from(familyProfiles)
      .where(and(eq(familyProfiles.id, profileId), eq(familyProfiles.spaceId, spaceId)))
      .limit(1);
    return profile ? { name: profile.name, profileId } : undefined;
  }
  const [member] = await db
    .select({ name: spaceMembers.displayName })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return { name: member?.name ?? '', profileId: null };
}

export interface Tick {
  spaceId: string;
  taskId: string;
  taskName: string;
  date: IsoDate;
  /** The family's day when ticked: the notice names another day's occurrence by its day. */
  today?: IsoDate;
  userId: string;
  by: { name: string; profileId: string | null };
  now: Date;
}

/**
 * In one transaction: the tick (kept as it was if the occurrence is already done) and one 'completed'
 * notification per other member, at most once per occurrence and recipient (the dedupe key).
 */
export async function tick(db: Db, t: Tick): Promise<void> {
  const nowIso = t.now.toISOString();
  await db.batch([
    db
      .insert(taskCompletions)
      .values({
        taskId: t.taskId,
        spaceId: t.spaceId,
        date: t.date,
        completedBy: t.userId,
        completedByProfileId: t.by.profileId,
        completedAt: nowIso,
      })
      .onConflictDoNothing(),
    db
      .insert(notifications)
      .select(
        db
          .select({
            id: sqlUuid().as('id'),
            spaceId: spaceMembers.spaceId,
            userId: spaceMembers.userId,
            profileId: sql<null>`null`.as('profileId'),
            type: sql<'completed'>`'completed'`.as('type'),
            title: sql<string>`${completedTitle(t.taskName, t.by.name, t.date, t.today)}`.as(
              'title',
            ),
            description: sql<null>`null`.as('description'),
            relatedId: sql<string>`${t.taskId}`.as('relatedId'),
            read: sql<boolean>`0`.as('read'),
            dedupeKey: sql<string>`${completedDedupeKey(t.taskId, t.date)}`.as('dedupeKey'),
            ...answerColumns(),
            createdAt: sql<string>`${nowIso}`.as('createdAt'),
          })
          .from(spaceMembers)
          .where(and(eq(spaceMembers.spaceId, t.spaceId), ne(spaceMembers.userId, t.userId))),
      )
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] }),
  ]);
}

/** Unticks the occurrence and withdraws its 'completed' notifications, which would now be untrue. */
export async function untick(
  db: Db,
  spaceId: string,
  taskId: string,
  date: IsoDate,
): Promise<void> {
  await db.batch([
    db
      .delete(taskCompletions)
      .where(
        and(
          eq(taskCompletions.spaceId, spaceId),
          eq(taskCompletions.taskId, taskId),
          eq(taskCompletions.date, date),
        ),
      ),
    db
      .delete(notifications)
      .where(
        and(
          eq(notifications.spaceId, spaceId),
          eq(notifications.dedupeKey, completedDedupeKey(taskId, date)),
        ),
      ),
  ]);
}
