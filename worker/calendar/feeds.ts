/**
 * Calendar subscription addresses (docs/decisions/013-calendar-feed.md): made, listed and revoked by
 * a member in Réglages, read by calendar applications through `/cal/<token>.ics`. The token (256
 * random bits) is shown once; only its SHA-256 is stored, so a leaked database opens no calendar.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CalendarFeedSummary } from '#domain/calendar-feeds.ts';
import {
  type SchoolHolidayPeriod,
  type SchoolZone,
  schoolHolidayPeriods,
} from '#domain/school-holidays.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { type CalendarFeed, calendarFeeds, spaceMembers, tasks } from '../../db/schema.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { schoolPeriodsOf, spaceSchoolPeriodsQuery } from '../school-holidays/periods.ts';
import { peopleLineOf, taskPeopleJson, tasksInRange } from '../tasks/queries.ts';
import { type CustodyFeedRun, custodyFeedRuns, feedCustodyQueries } from './custody-ics.ts';
import type { FeedTask } from './ics.ts';

/**
 * The days a feed covers around today (docs/product.md#calendar-subscription): single items outside
 * them, series ended before them and series starting after them are left out. A series inside keeps
 * its whole rule (one VEVENT), so a calendar still shows its later weeks.
 */
export const FEED_WINDOW = { pastDays: 90, futureDays: 400 } as const;

/** The feed's window around `today`: also where a paused series writes its paused days. */
export function feedWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return {
    from: addDays(today, -FEED_WINDOW.pastDays),
    to: addDays(today, FEED_WINDOW.futureDays),
  };
}

/** At most this many events per feed: the series first, then the single items nearest the end. */
export const FEED_MAX_EVENTS = 2_000;

/** An event's text (description and notes together) is cut to this many characters. */
export const FEED_TEXT_MAX = 1_000;

/**
 * Raised when what a feed writes changes for the same rows, so that calendars holding an old tag
 * get the new text.
 */
const FEED_FORMAT = 4;

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

/**
 * The user's working addresses in the space (made during their current membership, as
 * {@link resolveFeed} requires): the space's first, then the profiles' by date made.
 */
export async function listFeeds(
  db: Db,
  spaceId: string,
  userId: string,
): Promise<CalendarFeedSummary[]> {
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.spaceId, spaceId),
        eq(calendarFeeds.userId, userId),
        sql`${calendarFeeds.createdAt} >= (select ${spaceMembers.createdAt} from ${spaceMembers}
          where ${spaceMembers.spaceId} = ${spaceId} and ${spaceMembers.userId} = ${userId})`,
      ),
    )
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
  /**
   * The space's planning stamp: how many tasks it holds and when the last one changed. Every task
   * write sets `updated_at` and a deletion lowers the count, so a change to what a feed shows moves it;
   * so does a new « Zone scolaire » (paused series) and the « Vacances scolaires dans le calendrier
   * abonné » switch (the holidays' own events), and the zone's periods the weekly refresh stored.
   */
  planningStamp: string;
  spaceId: string;
  spaceName: string;
  timeZone: string;
  /** The space's « Zone scolaire »: the series that pause for its holidays skip them. */
  schoolZone: SchoolZone | null;
  /** SQLite's 0 or 1: « Vacances scolaires dans le calendrier abonné ». */
  feedSchoolHolidays: number | boolean;
  profileId: string | null;
  profileName: string | null;
  lastUsedAt: string | null;
}

/**
 * The address of `token`, if it exists and was made during its maker's current membership of its
 * space: an address made by someone who left answers nothing, and stays dead if they are invited
 * back (it may have been handed on meanwhile); a deleted account takes its addresses with it.
 */
/** The space's custody rhythms and swaps, in the feed's stamp: a new or changed one moves it. */
const custodyStamp = sql.raw(`(select count(*) || '/' || coalesce(max(c.updated_at), '')
  || '/' || (select count(*) || '/' || total(julianday(w.first_day) * 3 + julianday(w.last_day))
    from custody_swaps w join custody_patterns cp on cp.id = w.pattern_id
    where cp.space_id = f.space_id)
  from custody_patterns c where c.space_id = f.space_id)`);

export async function resolveFeed(db: Db, token: string): Promise<ResolvedFeed | null> {
  const tokenHash = await hashToken(token);
  const rows = await db.all<ResolvedFeed>(sql`select f.id as id,
      (select count(*) || '/' || coalesce(max(t.updated_at), '') from tasks t
        where t.space_id = f.space_id) || '/' || coalesce(s.school_zone, '')
        || '/' || s.feed_school_holidays
        || '/' || (select count(*) || '/' || total(julianday(h.first_day) * 3 + julianday(h.last_day))
          from school_holiday_periods h where h.zone = s.school_zone)
        || '/' || ${custodyStamp} as planningStamp,
      f.space_id as spaceId,
      s.name as spaceName, s.timezone as timeZone, s.school_zone as schoolZone,
      s.feed_school_holidays as feedSchoolHolidays,
      f.profile_id as profileId, p.name as profileName,
      f.last_used_at as lastUsedAt
    from calendar_feeds f
    join family_spaces s on s.id = f.space_id
    join space_members m on m.space_id = f.space_id and m.user_id = f.user_id
      and f.created_at >= m.created_at
    left join family_profiles p on p.id = f.profile_id
    where f.token_hash = ${tokenHash}
    limit 1`);
  return rows[0] ?? null;
}

/**
 * The school holidays a feed writes as all-day events: the zone's periods that meet the feed's
 * window, when the space asked for them and has a zone; none otherwise.
 */
export function feedSchoolHolidayPeriods(
  space: { schoolZone: SchoolZone | null; feedSchoolHolidays: number | boolean },
  today: IsoDate,
  periods?: readonly SchoolHolidayPeriod[],
): SchoolHolidayPeriod[] {
  if (!space.schoolZone || !space.feedSchoolHolidays) return [];
  const { from, to } = feedWindow(today);
  return schoolHolidayPeriods(space.schoolZone, from, to, periods);
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
 * The feed's ETag, from what decides its body and nothing read beyond {@link resolveFeed}: the
 * planning stamp, the names the calendar shows, the zone and the day (the window moves with it).
 * A calendar polling an unchanged planning costs one indexed read, not a build.
 */
export async function feedTag(feed: ResolvedFeed, today: IsoDate): Promise<string> {
  const key = JSON.stringify([
    FEED_FORMAT,
    feed.id,
    feed.planningStamp,
    feed.spaceName,
    feed.profileName,
    feed.timeZone,
    today,
  ]);
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(key));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
  return `W/"${hex.join('')}"`;
}

/** Weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides; `*` matches any. */
export function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((given) => given.trim() === '*' || given.trim().replace(/^W\//, '') === opaque);
}

/**
 * The description and notes of a task as the event's one text (ics.ts writes them joined by a blank
 * line), cut to {@link FEED_TEXT_MAX} characters.
 */
function cutText(description: string | null, notes: string | null) {
  const text = [description, notes]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('\n\n');
  if (text.length <= FEED_TEXT_MAX) return { description, notes };
  return { description: `${text.slice(0, FEED_TEXT_MAX - 1)}…`, notes: null };
}

/**
 * The tasks of the space (or of one profile: responsible for or concerned by) a calendar should show:
 * those that occur in {@link FEED_WINDOW} around `today`, at most {@link FEED_MAX_EVENTS}, with
 * their text cut (only the first characters are read).
 */
export async function findFeedTasks(
  db: Db,
  spaceId: string,
  profileId: string | null,
  today: IsoDate,
): Promise<{
  tasks: FeedTask[];
  schoolPeriods: readonly SchoolHolidayPeriod[];
  custody: CustodyFeedRun[];
}> {
  const since = addDays(today, -FEED_WINDOW.pastDays);
  const until = addDays(today, FEED_WINDOW.futureDays);
  // The zone's stored school holidays and the custody rhythms ride in the same round trip.
  const [rows, fetched, patterns, swaps, profiles] = await db.batch([
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        type: tasks.type,
        date: tasks.date,
        time: tasks.time,
        endTime: tasks.endTime,
        allDay: tasks.allDay,
        endDate: tasks.endDate,
        location: tasks.location,
        recurrence: tasks.recurrence,
        recurrenceDays: tasks.recurrenceDays,
        recurrenceEndDate: tasks.recurrenceEndDate,
        recurrenceExceptions: tasks.recurrenceExceptions,
        recurrenceInterval: tasks.recurrenceInterval,
        recurrenceMonthPosition: tasks.recurrenceMonthPosition,
        recurrenceCount: tasks.recurrenceCount,
        skipPublicHolidays: tasks.skipPublicHolidays,
        skipSchoolHolidays: tasks.skipSchoolHolidays,
        hasNotification: tasks.hasNotification,
        notificationTime: tasks.notificationTime,
        description: sql<string | null>`substr(${tasks.description}, 1, ${FEED_TEXT_MAX})`,
        notes: sql<string | null>`substr(${tasks.notes}, 1, ${FEED_TEXT_MAX})`,
        createdAt: tasks.createdAt,
        updatedAt: tasks.updatedAt,
        people: taskPeopleJson,
      })
      .from(tasks)
      // The planning's own filter: single items dated in the window, series that overlap it.
      .where(tasksInRange(spaceId, since, until, profileId ?? undefined))
      .orderBy(sql`${tasks.recurrence} = 'none'`, desc(tasks.date), desc(tasks.id))
      .limit(FEED_MAX_EVENTS),
    spaceSchoolPeriodsQuery(db, spaceId),
    ...feedCustodyQueries(db, spaceId),
  ]);
  const found = rows
    .map((row) => ({
      ...row,
      ...cutText(row.description, row.notes),
      people: peopleLineOf(row),
    }))
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
  const schoolPeriods = schoolPeriodsOf(fetched);
  const custody = custodyFeedRuns(
    { patterns, swaps, profiles },
    profileId,
    { from: since, to: until },
    schoolPeriods,
  );
  return { tasks: found, schoolPeriods, custody };
}
