/**
 * Grouped list-tick notices (docs/decisions/045-grouped-list-tick-notices.md): « Julien a coché 5
 * éléments de Courses », one notice per author and list for a burst of ticks, to every other member
 * of the space.
 *
 * - The tick route adds {@link pendingTickStatement} to its one-round-trip batch: a row in
 *   `list_tick_notices` for an item this very request ticked; an untick adds
 *   {@link cancelTickStatement}, which deletes it (a tick undone before it was told is never told).
 * - Each cron tick, {@link noticeListTicks} reads the (list, author) groups whose last tick is
 *   {@link LIST_TICK_QUIET_MS} old, from that table alone (it holds only what is pending), and for each
 *   writes one notice per other member and deletes the group's rows, in one transaction. Both
 *   statements hold only while the group is as it was read, so two ticks at once tell it once (and
 *   the dedupe key would refuse a second anyway).
 */
import { and, count, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import { LIST_TICK_QUIET_MS, listTicksDedupeKey, listTicksTitle } from '#domain/notice-texts.ts';
import type { PushPayload } from '#domain/push.ts';
import { createDb, type Db } from '../../db/client.ts';
import {
  familyProfiles,
  listItems,
  lists,
  listTickNotices,
  notifications,
  spaceMembers,
  users,
} from '../../db/schema.ts';
import { chunks } from '../lib/sql.ts';
import { type DeliveryOptions, deliver, vapidFrom } from '../push/deliver.ts';
import { memberNoticeColumns } from './member-notice.ts';
import { gatePush } from './preferences.ts';

/** Groups told per cron tick; the rest wait for the next minute. */
export const GROUPS_PER_TICK = 200;
/** Groups per D1 batch: two statements each. */
const GROUPS_PER_BATCH = 50;

/**
 * For the tick route's batch, after its update: the item's pending tick, if this request ticked it
 * (its `completed_at` is this request's instant: an item already ticked keeps its first tick's). The
 * author is the item's « coché par », account and profile.
 */
export function pendingTickStatement(
  db: Db,
  tick: { spaceId: string; listId: string; itemId: string; now: Date },
) {
  return db
    .insert(listTickNotices)
    .select(
      db
        .select({
          itemId: listItems.id,
          spaceId: sql<string>`${tick.spaceId}`.as('space_id'),
          listId: listItems.listId,
          userId: sql<string>`${listItems.completedBy}`.as('user_id'),
          profileId: listItems.completedByProfileId,
          tickedAt: sql<string>`${listItems.completedAt}`.as('ticked_at'),
        })
        .from(listItems)
        .where(
          and(
            eq(listItems.id, tick.itemId),
            eq(listItems.listId, tick.listId),
            eq(listItems.completed, true),
            eq(listItems.completedAt, tick.now.toISOString()),
            sql`${listItems.completedBy} is not null`,
          ),
        ),
    )
    .onConflictDoNothing();
}

/** For the untick route's batch, after its update: the item's pending tick, if it is now unticked. */
export function cancelTickStatement(db: Db, tick: { listId: string; itemId: string }) {
  return db
    .delete(listTickNotices)
    .where(
      and(
        eq(listTickNotices.itemId, tick.itemId),
        eq(listTickNotices.listId, tick.listId),
        sql`exists (select 1 from ${listItems} where ${listItems.id} = ${tick.itemId} and not ${listItems.completed})`,
      ),
    );
}

/** A quiet group: one author's ticks on one list, all at least the quiet time old. */
export interface TickGroup {
  spaceId: string;
  listId: string;
  userId: string;
  profileId: string | null;
  count: number;
  lastTickedAt: string;
  listTitle: string;
  author: string;
  /** The item's text when the group is one tick. */
  itemText: string | null;
}

/** The quiet groups, from the pending table and its index only. Exported for the tests. */
export function quietGroupsQuery(db: Db, now: Date, limit = GROUPS_PER_TICK) {
  const cutoff = new Date(now.getTime() - LIST_TICK_QUIET_MS).toISOString();
  const last = sql<string>`max(${listTickNotices.tickedAt})`;
  return db
    .select({
      spaceId: sql<string>`min(${listTickNotices.spaceId})`,
      listId: listTickNotices.listId,
      userId: listTickNotices.userId,
      profileId: listTickNotices.profileId,
      count: count(),
      lastTickedAt: last,
      listTitle: sql<string>`min(${lists.title})`,
      author: sql<string>`coalesce(min(${familyProfiles.name}), min(${users.firstName}), '')`,
      itemText: sql<string | null>`min(${listItems.text})`,
    })
    .from(listTickNotices)
    .innerJoin(lists, eq(lists.id, listTickNotices.listId))
    .innerJoin(users, eq(users.id, listTickNotices.userId))
    .leftJoin(familyProfiles, eq(familyProfiles.id, listTickNotices.profileId))
    .leftJoin(listItems, eq(listItems.id, listTickNotices.itemId))
    .groupBy(listTickNotices.listId, listTickNotices.userId, listTickNotices.profileId)
    .having(lte(last, cutoff))
    .limit(limit);
}

/** The group's pending rows up to its last tick, while no later tick has joined it. */
function groupAsRead(group: TickGroup): SQL {
  return and(
    eq(listTickNotices.listId, group.listId),
    eq(listTickNotices.userId, group.userId),
    sql`${listTickNotices.profileId} is ${group.profileId}`,
    lte(listTickNotices.tickedAt, group.lastTickedAt),
    sql`not exists (select 1 from ${listTickNotices} later where later.list_id = ${group.listId} and later.user_id = ${group.userId} and later.profile_id is ${group.profileId} and later.ticked_at > ${group.lastTickedAt})`,
  ) as SQL;
}

/** A notice as the cron returns it: whom to tell live and by push. */
export interface ListTickNotice {
  id: string;
  spaceId: string;
  userId: string;
  title: string;
  /** The list. */
  relatedId: string | null;
}

/** One notice per member but the author, while the group is pending as read. */
function insertGroupNotices(db: Db, group: TickGroup, now: Date) {
  const title = listTicksTitle(group.author, group.count, group.listTitle, group.itemText);
  const key = listTicksDedupeKey(group.listId, group.userId, group.profileId, group.lastTickedAt);
  return db
    .insert(notifications)
    .select(
      db
        .select(
          memberNoticeColumns({
            type: 'ticked',
            profileId: null,
            title,
            relatedId: group.listId,
            dedupeKey: key,
            now,
          }),
        )
        .from(spaceMembers)
        .where(
          and(
            eq(spaceMembers.spaceId, group.spaceId),
            ne(spaceMembers.userId, group.userId),
            sql`exists (select 1 from ${listTickNotices} where ${groupAsRead(group)})`,
          ),
        ),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({
      id: notifications.id,
      spaceId: notifications.spaceId,
      userId: notifications.userId,
      title: notifications.title,
      relatedId: notifications.relatedId,
    });
}

function deleteGroup(db: Db, group: TickGroup) {
  return db
    .delete(listTickNotices)
    .where(groupAsRead(group))
    .returning({ itemId: listTickNotices.itemId });
}

type NonEmpty<T> = [T, ...T[]];

/** The cron's step: tells the quiet groups; answers the notices written. */
export async function noticeListTicks(db: Db, now: Date): Promise<ListTickNotice[]> {
  const groups = await quietGroupsQuery(db, now);
  const told: ListTickNotice[] = [];
  for (const slice of chunks(groups, GROUPS_PER_BATCH)) {
    const statements = slice.flatMap((group) => [
      insertGroupNotices(db, group, now),
      deleteGroup(db, group),
    ]);
    const results = await db.batch(statements as NonEmpty<(typeof statements)[number]>);
    results.forEach((rows, index) => {
      if (index % 2 === 0) told.push(...(rows as ListTickNotice[]));
    });
  }
  return told;
}

/** What a device shows: the sentence; a tap opens the list. */
export function listTicksPayload(notice: ListTickNotice): PushPayload {
  return {
    title: 'Listes',
    body: notice.title,
    tag: `foyer-liste-${notice.id}`,
    url: notice.relatedId ? `/list/${notice.relatedId}` : '/lists',
  };
}

/** Pushes the tick's list notices, after the tick; logs instead of throwing. */
export async function pushListTicks(
  env: Pick<Env, 'DB' | 'ENVIRONMENT' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  notices: readonly ListTickNotice[],
  now: Date,
  options: DeliveryOptions = {},
): Promise<void> {
  const vapid = vapidFrom(env);
  if (!vapid || notices.length === 0) return;
  const jobs = notices.map((notice) => ({
    spaceId: notice.spaceId,
    userId: notice.userId,
    payload: listTicksPayload(notice),
  }));
  try {
    const db = createDb(env.DB);
    // Only to those whose preferences let list notices through now (./preferences.ts).
    const allowed = await gatePush(db, (job) => job.spaceId, jobs, 'ticked', now);
    await deliver(db, allowed, vapid, now, { ...options, environment: env.ENVIRONMENT });
  } catch (error) {
    console.error('push of list-tick notices failed', error);
  }
}
