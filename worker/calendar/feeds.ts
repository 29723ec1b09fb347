/**
 * Calendar subscription addresses (docs/decisions/013-calendar-feed.md): made, listed and revoked by
 * a member in Réglages, read by calendar applications through `/cal/<token>.ics`. The token (256
 * random bits) is shown once; only its SHA-256 is stored, so a leaked database opens no calendar.
 */
import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CalendarFeed, calendarFeeds, tasks } from '../../db/schema.ts';
import type { CalendarFeedSummary } from '../../domain/calendar-feeds.ts';
import { addDays, type IsoDate } from '../../domain/zoned-time.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import type { FeedTask } from './ics.ts';

/** How far back a feed reaches: single items and ended series older than this are left out. */
export const FEED_HISTORY_DAYS = 366;

/** The last use is written at most this often (a calendar may poll every few minutes). */
export const LAST_USE_PRECISION_MS = 24 * 60 * 60 * 1000;

function scopeIs(profileId: string | null) {
  return profileId === null
    ? isNull(calendarFeeds.profileId)
    : eq(calendarFeeds.profileId, profileId);
}

function toSummary(feed: CalendarFeed): CalendarFeedSummary {
  return { profileId: feed.profileId, createdAt: feed.createdAt, lastUsedAt: feed.lastUsedAt };
}

/** The user's addresses in the space: the space's first, then the profiles' by date made. */
export async function listFeeds(
  db: Db,
  spaceId: string,
  userId: string,
): Promise<CalendarFeedSummary[]> {
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.spaceId, spaceId), eq(calendarFeeds.userId, userId)))
    .orderBy(sql`${calendarFeeds.profileId} is not null`, asc(calendarFeeds.createdAt));
  return rows.map(toSummary);
}

/**
 * Makes the user's address for the scope, replacing (in one batch) the one it had: the previous
 * token stops working at once. Returns the new token, to show once.
 */
export async function issueFeed(
  db: Db,
  input: { spaceId: string; userId: string; profileId: string | null; now: Date },
): Promise<{ token: string; feed: CalendarFeedSummary; replaced: boolean }> {
  const token = randomToken(32);
  const tokenHash = await hashToken(token);
  const createdAt = input.now.toISOString();
  const [removed] = await db.batch([
    db
      .delete(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.spaceId, input.spaceId),
          eq(calendarFeeds.userId, input.userId),
          scopeIs(input.profileId),
        ),
      )
      .returning({ id: calendarFeeds.id }),
    db.insert(calendarFeeds).values({
      spaceId: input.spaceId,
      userId: input.userId,
      profileId: input.profileId,
      tokenHash,
      createdAt,
    }),
  ]);
  return {
    token,
    feed: { profileId: input.profileId, createdAt, lastUsedAt: null },
    replaced: removed.length > 0,
  };
}

/** Revokes the user's address for the scope; false when there was none. */
export async function revokeFeed(
  db: Db,
  input: { spaceId: string; userId: string; profileId: string | null },
): Promise<boolean> {
  const removed = await db
    .delete(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.spaceId, input.spaceId),
        eq(calendarFeeds.userId, input.userId),
        scopeIs(input.profileId),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return removed.length > 0;
}

/** What `/cal/<token>.ics` serves. */
export interface ResolvedFeed {
  id: string;
  spaceId: string;
  spaceName: string;
  timeZone: string;
  profileId: string | null;
  profileName: string | null;
  lastUsedAt: string | null;
}

/**
 * The address of `token`, if it exists and its maker is still a member of its space (an address
 * made by someone who left, or whose account is gone, answers nothing).
 */
export async function resolveFeed(db: Db, token: string): Promise<ResolvedFeed | null> {
  const tokenHash = await hashToken(token);
  const rows = await db.all<ResolvedFeed>(sql`select f.id as id, f.space_id as spaceId,
      s.name as spaceName, s.timezone as timeZone, f.profile_id as profileId, p.name as profileName,
      f.last_used_at as lastUsedAt
    from calendar_feeds f
    join family_spaces s on s.id = f.space_id
    join space_members m on m.space_id = f.space_id and m.user_id = f.user_id
    left join family_profiles p on p.id = f.profile_id
    where f.token_hash = ${tokenHash}
    limit 1`);
  return rows[0] ?? null;
}

/** Notes that a calendar fetched the address, at most once a day. */
export async function touchFeed(db: Db, feed: ResolvedFeed, now: Date): Promise<void> {
  if (feed.lastUsedAt && now.getTime() - Date.parse(feed.lastUsedAt) < LAST_USE_PRECISION_MS) {
    return;
  }
  await db
    .update(calendarFeeds)
    .set({ lastUsedAt: now.toISOString() })
    .where(eq(calendarFeeds.id, feed.id));
}

/**
 * The tasks of the space (or of one profile: responsible for or concerned by) a calendar should show:
 * every series not ended more than {@link FEED_HISTORY_DAYS} ago, every single item since then.
 */
export async function findFeedTasks(
  db: Db,
  spaceId: string,
  profileId: string | null,
  today: IsoDate,
): Promise<FeedTask[]> {
  const since = addDays(today, -FEED_HISTORY_DAYS);
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      type: tasks.type,
      date: tasks.date,
      time: tasks.time,
      endTime: tasks.endTime,
      location: tasks.location,
      recurrence: tasks.recurrence,
      recurrenceDays: tasks.recurrenceDays,
      recurrenceEndDate: tasks.recurrenceEndDate,
      recurrenceExceptions: tasks.recurrenceExceptions,
      hasNotification: tasks.hasNotification,
      notificationTime: tasks.notificationTime,
      description: tasks.description,
      notes: tasks.notes,
      createdAt: tasks.createdAt,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.spaceId, spaceId),
        profileId === null
          ? undefined
          : or(eq(tasks.assignedTo, profileId), eq(tasks.childId, profileId)),
        or(
          gte(tasks.date, since),
          and(
            ne(tasks.recurrence, 'none'),
            or(isNull(tasks.recurrenceEndDate), gte(tasks.recurrenceEndDate, since)),
          ),
        ),
      ),
    )
    .orderBy(asc(tasks.date), asc(tasks.id));
}
