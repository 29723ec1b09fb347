/**
 * Hand-over notices (docs/product.md#notifications): after a write that gives a task or activity to
 * another person's responsibility, « Claire vous a confié « Récupérer Tom » (jeudi 17:30) »: one
 * notice for each adult the write adds to the task's responsible adults.
 *
 * Profiles are not tied to accounts, so, like a task's reminder, the notice goes to every member of
 * the space but the author, about the new responsible's profile: each device shows it while that
 * profile is the selected one (worker/notifications/queries.ts). One INSERT … SELECT after the
 * route's write, only when something was handed over; then the recipients' open devices hear
 * `notifications.changed` and their push devices get the sentence, both after the answer.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { handOverAction, handOverDate, isHandOver } from '#domain/hand-over.ts';
import type { PushPayload } from '#domain/push.ts';
import type { TaskPerson } from '#domain/task-people.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles, notifications, spaceMembers } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { spaceWriteContext } from '../lib/space-write-context.ts';
import { deliver, vapidFrom } from '../push/deliver.ts';
import { announce } from '../realtime/notify.ts';
import { peopleOfRow, type TaskRow } from '../tasks/queries.ts';
import { memberNoticeColumns } from './member-notice.ts';
import { gatePush } from './preferences.ts';

export interface HandOver {
  spaceId: string;
  /** The account that made the change: never told. */
  authorId: string;
  /** The profile selected on the author's device, when it sent one: the name the notice says. */
  authorProfileId: string | undefined;
  /** The task the notice opens; null once the change deleted it (« Voir » opens the notices). */
  taskId: string | null;
  /** The profile of an adult newly made responsible. */
  profileId: string;
  /** « vous a confié « … » (jeudi 17:30) », after the author's name. */
  action: string;
  now: Date;
}

/**
 * A notice about a task to a profile (docs/decisions/037-hand-over-notices.md): a hand-over, or a
 * change within 24 hours (worker/notifications/changes.ts), with the line under its sentence.
 */
export interface ProfileNotice extends HandOver {
  type: 'assigned' | 'changed';
  description?: string | null;
}

export interface Notice {
  id: string;
  userId: string;
  title: string;
}

/**
 * Stores the notice for every member but the author, in one statement, and answers what it stored.
 * The author is named by the profile their device selected, else by their member name.
 */
export function insertProfileNotice(db: Db, h: ProfileNotice): Promise<Notice[]> {
  const profileName = db
    .select({ name: familyProfiles.name })
    .from(familyProfiles)
    .where(
      and(eq(familyProfiles.id, h.authorProfileId ?? ''), eq(familyProfiles.spaceId, h.spaceId)),
    );
  const memberName = db
    .select({ name: spaceMembers.displayName })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, h.spaceId), eq(spaceMembers.userId, h.authorId)));
  return db
    .insert(notifications)
    .select(
      db
        .select(
          memberNoticeColumns({
            type: h.type,
            profileId: h.profileId,
            title: sql<string>`coalesce((${profileName}), (${memberName}), '') || ${h.action}`,
            description: h.description ?? null,
            relatedId: h.taskId,
            now: h.now,
          }),
        )
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, h.spaceId), ne(spaceMembers.userId, h.authorId))),
    )
    .returning({ id: notifications.id, userId: notifications.userId, title: notifications.title });
}

/** What a device shows: for whom (a phone may hold another profile), the sentence, the item. */
export function handOverPayload(
  notice: Notice,
  taskId: string | null,
  forName: string,
  tag = 'foyer-confie',
): PushPayload {
  return {
    title: `Pour ${forName}`,
    body: notice.title,
    tag: `${tag}-${notice.id}`,
    url: taskId ? `/task/${taskId}` : '/notifications',
  };
}

/**
 * Stores a profile notice after the route's write and tells its recipients: their open devices
 * hear `notifications.changed`, their push devices get the sentence « Pour Julien », both after the
 * answer. A lost notice is logged, never the write's failure.
 */
export async function tellProfileNotice(
  c: Context<AppEnv>,
  notice: ProfileNotice,
  forName: string,
  tag: string,
): Promise<void> {
  let notices: Notice[];
  try {
    notices = await insertProfileNotice(c.var.db, notice);
  } catch (error) {
    console.error(`[${c.get('requestId')}] ${notice.type} notice failed`, error);
    return;
  }
  for (const stored of notices) {
    announce(c, notice.spaceId, { type: 'notifications.changed' }, stored.userId);
  }
  const vapid = vapidFrom(c.env);
  if (!vapid || notices.length === 0) return;
  const jobs = notices.map((stored) => ({
    userId: stored.userId,
    payload: handOverPayload(stored, notice.taskId, forName, tag),
  }));
  c.executionCtx.waitUntil(
    // Only to those whose preferences let this kind through now (worker/notifications/preferences.ts).
    gatePush(c.var.db, () => notice.spaceId, jobs, notice.type, notice.now)
      .then((allowed) =>
        deliver(c.var.db, allowed, vapid, notice.now, { environment: c.env.ENVIRONMENT }),
      )
      .catch((error: unknown) => console.error(`push of a ${notice.type} notice failed`, error)),
  );
}

/**
 * Called by the task write routes once a create or an edit is saved, with the row as it now is and
 * its responsible adults before (undefined for a create). Each adult newly made responsible, other
 * than the author's own profile, gets the notice; nothing when nobody new was.
 */
export async function noticeHandOver(
  c: Context<AppEnv>,
  row: TaskRow,
  before: readonly string[] | undefined,
  authorProfileId: string | undefined,
): Promise<void> {
  const added = peopleOfRow(row).responsibles.filter((person) =>
    isHandOver(person.id, before?.includes(person.id) ? person.id : undefined, authorProfileId),
  );
  for (const person of added) await noticeOne(c, row, person, authorProfileId);
}

async function noticeOne(
  c: Context<AppEnv>,
  row: TaskRow,
  person: TaskPerson,
  authorProfileId: string | undefined,
): Promise<void> {
  const { task } = row;
  const context = spaceWriteContext(c);
  const date = handOverDate(task, context.today);
  await tellProfileNotice(
    c,
    {
      type: 'assigned',
      spaceId: context.spaceId,
      authorId: context.userId,
      authorProfileId,
      taskId: task.id,
      profileId: person.id,
      action: handOverAction(task.name, date, task.time),
      now: context.now,
    },
    person.name,
    'foyer-confie',
  );
}
