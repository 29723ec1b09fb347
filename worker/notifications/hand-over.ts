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
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { handOverAction, handOverDate, isHandOver } from '#domain/hand-over.ts';
import { CHANGE_BURST_MS } from '#domain/notice-texts.ts';
import type { PushPayload } from '#domain/push.ts';
import type { RecurrenceRule } from '#domain/recurrence.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles, notifications, spaceMembers, type Task } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import type { SpaceWriteContext } from '../lib/space-write-context.ts';
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

/** A hand-over notice to a profile (docs/decisions/037-hand-over-notices.md). */
export interface ProfileNotice extends HandOver {
  type: 'assigned';
}

export interface Notice {
  id: string;
  userId: string;
  title: string;
}

/** The author as the family names them: the profile their device selected, else their member name. */
export function authorName(
  db: Db,
  spaceId: string,
  authorId: string,
  authorProfileId: string | undefined,
): SQL<string> {
  const profileName = db
    .select({ name: familyProfiles.name })
    .from(familyProfiles)
    .where(and(eq(familyProfiles.id, authorProfileId ?? ''), eq(familyProfiles.spaceId, spaceId)));
  const memberName = db
    .select({ name: spaceMembers.displayName })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, authorId)));
  return sql<string>`coalesce((${profileName}), (${memberName}), '')`;
}

/**
 * The statement that stores the notice for every member but the author, for a batch (`onlyIf`:
 * written only when it holds, as the write it follows), answering the rows it stored or rewrote.
 * A burst (the same item handed to the same profile by the same author within ten minutes) is one
 * notice per recipient, rewritten and unread again: {@link firstOfBurst} keeps the rows pushed.
 */
export function profileNoticeStatement(db: Db, h: ProfileNotice, onlyIf: SQL = sql`1`) {
  const burst = Math.floor(h.now.getTime() / CHANGE_BURST_MS);
  return db
    .insert(notifications)
    .select(
      db
        .select(
          memberNoticeColumns({
            type: h.type,
            profileId: h.profileId,
            title: sql<string>`${authorName(db, h.spaceId, h.authorId, h.authorProfileId)} || ${h.action}`,
            relatedId: h.taskId,
            dedupeKey: `assigned:${h.taskId}:${h.profileId}:${h.authorId}:${burst}`,
            // The answer goes back to them; only a profile of this space is kept.
            author: { userId: h.authorId, profileId: profileOfSpace(h) },
            now: h.now,
          }),
        )
        .from(spaceMembers)
        .where(
          and(eq(spaceMembers.spaceId, h.spaceId), ne(spaceMembers.userId, h.authorId), onlyIf),
        ),
    )
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.dedupeKey],
      set: { title: sql`excluded.title`, read: false },
    })
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      createdAt: notifications.createdAt,
    });
}

/** The notices a statement stored for the first time: a burst's rewrites are not told again. */
export function firstOfBurst(stored: readonly (Notice & { createdAt: string })[], now: Date) {
  const stamp = now.toISOString();
  return stored.filter((notice) => notice.createdAt === stamp);
}

/** Stores the notice on its own, after the route's write; answers the rows stored for the first time. */
export async function insertProfileNotice(db: Db, h: ProfileNotice): Promise<Notice[]> {
  return firstOfBurst(await profileNoticeStatement(db, h), h.now);
}

/** The author's profile when the device sent one of this space's, as SQL; else null. */
function profileOfSpace(h: HandOver): SQL<string | null> {
  return sql<
    string | null
  >`(select ${familyProfiles.id} from ${familyProfiles} where ${familyProfiles.id} = ${h.authorProfileId ?? ''} and ${familyProfiles.spaceId} = ${h.spaceId})`;
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
 * Once a profile notice is stored (`stored`: the rows stored for the first time): the recipients'
 * open devices hear `notifications.changed`, their push devices get the sentence « Pour Julien »,
 * both after the answer.
 */
export function deliverProfileNotice(
  c: Context<AppEnv>,
  notice: ProfileNotice,
  stored: readonly Notice[],
  forName: string,
  tag: string,
): void {
  for (const one of stored) {
    announce(c, notice.spaceId, { type: 'notifications.changed' }, one.userId);
  }
  const vapid = vapidFrom(c.env);
  if (!vapid || stored.length === 0) return;
  const jobs = stored.map((one) => ({
    userId: one.userId,
    payload: handOverPayload(one, notice.taskId, forName, tag),
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
 * The adults a write newly makes responsible (`before`: undefined for a creation), other than the
 * author's own profile: each gets the notice, and the family's change notice leaves them out.
 */
export function handedOverIds(
  after: readonly string[],
  before: readonly string[] | undefined,
  authorProfileId: string | undefined,
): string[] {
  return after.filter((id) =>
    isHandOver(id, before?.includes(id) ? id : undefined, authorProfileId),
  );
}

/** A task as its hand-over notice names it: its name, and the day its rule gives from today. */
export type HandedTask = Pick<Task, 'id' | 'name' | 'time'> & RecurrenceRule;

type NoticeContext = Pick<SpaceWriteContext, 'db' | 'spaceId' | 'userId' | 'now' | 'today'>;

function handOverNotice(
  context: NoticeContext,
  task: HandedTask,
  profileId: string,
  authorProfileId: string | undefined,
): ProfileNotice {
  const date = handOverDate(task, context.today);
  return {
    type: 'assigned',
    spaceId: context.spaceId,
    authorId: context.userId,
    authorProfileId,
    taskId: task.id,
    profileId,
    action: handOverAction(task.name, date, task.time, context.today),
    now: context.now,
  };
}

/**
 * The hand-over notices of a write known before it is sent (a create, the edit form's save), for
 * the write's own batch: one statement per adult handed the task, named `handOver0`, `handOver1`…,
 * each held to `onlyIf` (the write landed in this batch).
 */
export function handOverStatements(
  context: NoticeContext,
  task: HandedTask,
  profileIds: readonly string[],
  authorProfileId: string | undefined,
  onlyIf: SQL,
) {
  const notices = profileIds.map((id) => handOverNotice(context, task, id, authorProfileId));
  const statements: Record<string, ReturnType<typeof profileNoticeStatement>> = {};
  notices.forEach((notice, index) => {
    statements[`handOver${index}`] = profileNoticeStatement(context.db, notice, onlyIf);
  });
  return { notices, statements };
}

type StoredNotice = Notice & { createdAt: string };

/**
 * After the batch that carried {@link handOverStatements}: each notice's recipients are told, its
 * push saying « Pour » the adult as the task read back names them.
 */
export function deliverHandOvers(
  c: Context<AppEnv>,
  notices: readonly ProfileNotice[],
  results: Record<string, unknown>,
  row: TaskRow,
): void {
  const names = new Map(peopleOfRow(row).responsibles.map((person) => [person.id, person.name]));
  notices.forEach((notice, index) => {
    const stored = (results[`handOver${index}`] ?? []) as StoredNotice[];
    const forName = names.get(notice.profileId) ?? '';
    deliverProfileNotice(c, notice, firstOfBurst(stored, notice.now), forName, 'foyer-confie');
  });
}
