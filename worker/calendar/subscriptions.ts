/**
 * Subscribed calendars' rows (docs/decisions/049-subscribed-calendars.md): the settings list, the
 * add (which fetches once at once), the edits, the refresh that keeps the last good copy, and the
 * occurrences a planning range shows. Every query is scoped to the space.
 */
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type {
  SubscribedEvent,
  SubscriptionSummary,
  SubscriptionUpdateInput,
} from '#domain/calendar-subscriptions.ts';
import {
  MAX_SUBSCRIPTIONS,
  REFRESH_HOURS,
  SUBSCRIPTION_MESSAGES,
} from '#domain/calendar-subscriptions.ts';
import type { ProfileColourId } from '#domain/profile-colours.ts';
import type { ProfileRole } from '#domain/roles.ts';
import type { ConflictCalendar } from '#domain/subscribed-conflicts.ts';
import { addDays } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import {
  type CalendarSubscription,
  calendarSubscriptions,
  familyProfiles,
  familySpaces,
  type SubscribedOccurrence,
  taskPeople,
} from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import {
  displayedAddress,
  fetchCalendar,
  SUBSCRIPTION_FETCH_ERRORS,
  SubscriptionFetchError,
} from './subscriptions-fetch.ts';
import { parseCalendar } from './subscriptions-parse.ts';

const HOUR_MS = 3_600_000;
/** A copy expanded longer ago than this is fetched again in full, so that its window moves on. */
const EXPANSION_MAX_AGE_MS = 7 * 24 * HOUR_MS;
/** Calendars one cron minute refreshes at most: the rest wait for the next minutes. */
export const REFRESH_BATCH = 5;
/** How long a claimed calendar is held back before another tick may take it again. */
export const CLAIM_MINUTES = 30;

export function nextRefresh(now: Date): string {
  return new Date(now.getTime() + REFRESH_HOURS * HOUR_MS).toISOString();
}

export function toSummary(row: CalendarSubscription): SubscriptionSummary {
  return {
    id: row.id,
    name: row.name,
    colour: row.colour as ProfileColourId,
    url: displayedAddress(row.url),
    profileId: row.profileId,
    inConflicts: row.inConflicts,
    eventCount: row.events.length,
    lastSuccessAt: row.lastSuccessAt,
    lastError: row.lastError,
  };
}

/** The space's followed calendars, oldest first, as a statement (a read route's batch). */
export function subscriptionsQuery(db: Db, spaceId: string) {
  return db
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.spaceId, spaceId))
    .orderBy(asc(calendarSubscriptions.createdAt));
}

export async function listSubscriptions(db: Db, spaceId: string): Promise<CalendarSubscription[]> {
  return db
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.spaceId, spaceId))
    .orderBy(asc(calendarSubscriptions.createdAt));
}

export async function countSubscriptions(db: Db, spaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.spaceId, spaceId));
  return row?.n ?? 0;
}

/** The first copy of a calendar being added: fetched and parsed, or the French reason it cannot be. */
export async function firstCopy(
  url: string,
  now: Date,
  environment: string,
  timeZone: string,
): Promise<Pick<CalendarSubscription, 'events' | 'etag' | 'lastModified'>> {
  const fetched = await fetchCalendar(url, { etag: null, lastModified: null }, environment);
  if (fetched.status !== 'ok') throw new SubscriptionFetchError('Réponse inattendue du serveur');
  return {
    events: parseCalendar(fetched.text, now, timeZone),
    etag: fetched.etag,
    lastModified: fetched.lastModified,
  };
}

/**
 * Stores a calendar being added, while the space follows fewer than {@link MAX_SUBSCRIPTIONS}: the
 * cap is a condition of the insert itself, so adds sent together (each waiting on its fetch) cannot
 * take the space past it: a 409 when the space is full.
 */
export async function createSubscription(
  db: Db,
  values: {
    spaceId: string;
    userId: string;
    name: string;
    colour: string;
    url: string;
    profileId: string | null;
    inConflicts: boolean;
    copy: Pick<CalendarSubscription, 'events' | 'etag' | 'lastModified'>;
  },
  now: Date,
): Promise<CalendarSubscription> {
  const at = now.toISOString();
  const held = db.$count(calendarSubscriptions, eq(calendarSubscriptions.spaceId, values.spaceId));
  const [row] = await db
    .insert(calendarSubscriptions)
    .select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as('id'),
          spaceId: familySpaces.id,
          name: sql<string>`${values.name}`.as('name'),
          colour: sql<string>`${values.colour}`.as('colour'),
          url: sql<string>`${values.url}`.as('url'),
          profileId: sql<string | null>`${values.profileId}`.as('profile_id'),
          inConflicts: sql<number>`${values.inConflicts ? 1 : 0}`.as('in_conflicts'),
          events: sql<string>`${JSON.stringify(values.copy.events)}`.as('events'),
          etag: sql<string | null>`${values.copy.etag}`.as('etag'),
          lastModified: sql<string | null>`${values.copy.lastModified}`.as('last_modified'),
          expandedAt: sql<string>`${at}`.as('expanded_at'),
          lastSuccessAt: sql<string>`${at}`.as('last_success_at'),
          lastError: sql<null>`null`.as('last_error'),
          nextRefreshAt: sql<string>`${nextRefresh(now)}`.as('next_refresh_at'),
          createdBy: sql<string>`${values.userId}`.as('created_by'),
          createdAt: sql<string>`${at}`.as('created_at'),
          updatedAt: sql<string>`${at}`.as('updated_at'),
        })
        .from(familySpaces)
        .where(and(eq(familySpaces.id, values.spaceId), sql`${held} < ${MAX_SUBSCRIPTIONS}`)),
    )
    .returning();
  if (!row) throw new ApiError('conflict', SUBSCRIPTION_MESSAGES.tooMany);
  return row;
}

export async function updateSubscription(
  db: Db,
  spaceId: string,
  id: string,
  input: SubscriptionUpdateInput,
  now: Date,
): Promise<CalendarSubscription | undefined> {
  const [row] = await db
    .update(calendarSubscriptions)
    .set({ ...input, updatedAt: now.toISOString() })
    .where(and(eq(calendarSubscriptions.spaceId, spaceId), eq(calendarSubscriptions.id, id)))
    .returning();
  return row;
}

export async function deleteSubscription(db: Db, spaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.spaceId, spaceId), eq(calendarSubscriptions.id, id)))
    .returning({ id: calendarSubscriptions.id });
  return rows.length > 0;
}

const sameEvents = (a: SubscribedOccurrence[], b: SubscribedOccurrence[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * One refresh: a conditional GET (unless the copy's window is a week old), the copy replaced only by
 * a good parse, the error recorded otherwise with the copy kept. True when what the family sees
 * changed (the events, or the error line of Réglages).
 */
export async function refreshSubscription(
  db: Db,
  row: CalendarSubscription,
  now: Date,
  environment: string,
  timeZone: string,
): Promise<boolean> {
  const fresh =
    row.expandedAt !== null && now.getTime() - Date.parse(row.expandedAt) < EXPANSION_MAX_AGE_MS;
  const validators = fresh
    ? { etag: row.etag, lastModified: row.lastModified }
    : { etag: null, lastModified: null };
  const at = now.toISOString();
  const where = eq(calendarSubscriptions.id, row.id);
  try {
    const fetched = await fetchCalendar(row.url, validators, environment);
    if (fetched.status === 'not-modified') {
      await db
        .update(calendarSubscriptions)
        .set({ lastSuccessAt: at, lastError: null, nextRefreshAt: nextRefresh(now) })
        .where(where);
      return row.lastError !== null;
    }
    const events = parseCalendar(fetched.text, now, timeZone);
    await db
      .update(calendarSubscriptions)
      .set({
        events,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
        expandedAt: at,
        lastSuccessAt: at,
        lastError: null,
        nextRefreshAt: nextRefresh(now),
      })
      .where(where);
    return row.lastError !== null || !sameEvents(events, row.events);
  } catch (error) {
    // Whatever failed, the family is told in Réglages and the row waits for its next turn; the log
    // has the stack, never the address (it may carry a private key).
    if (!(error instanceof SubscriptionFetchError)) {
      console.error(
        JSON.stringify({
          event: 'calendar.refresh_failed',
          subscriptionId: row.id,
          error: String((error as Error)?.stack ?? error),
        }),
      );
    }
    const message =
      error instanceof SubscriptionFetchError
        ? error.message
        : SUBSCRIPTION_FETCH_ERRORS.unreadable;
    await db
      .update(calendarSubscriptions)
      .set({ lastError: message, nextRefreshAt: nextRefresh(now) })
      .where(where);
    return row.lastError !== message;
  }
}

/**
 * Takes up to `limit` due calendars, oldest due first, in one statement: their next refresh is moved
 * {@link CLAIM_MINUTES} on before anything is fetched, so that a refresh killed half-way (a CPU
 * limit, a crash) never keeps its row first in line, and two ticks never take the same row.
 */
export async function claimDueSubscriptions(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; spaceId: string }[]> {
  const due = db
    .select({ id: calendarSubscriptions.id })
    .from(calendarSubscriptions)
    .where(lte(calendarSubscriptions.nextRefreshAt, now.toISOString()))
    .orderBy(asc(calendarSubscriptions.nextRefreshAt))
    .limit(limit);
  return db
    .update(calendarSubscriptions)
    .set({ nextRefreshAt: new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString() })
    .where(
      and(
        inArray(calendarSubscriptions.id, due),
        lte(calendarSubscriptions.nextRefreshAt, now.toISOString()),
      ),
    )
    .returning({ id: calendarSubscriptions.id, spaceId: calendarSubscriptions.spaceId });
}

/**
 * The refresh of one claimed calendar, by id (it may have been removed since): the space to tell
 * when what its members see changed, else null.
 */
export async function refreshClaimed(
  db: Db,
  id: string,
  now: Date,
  environment: string,
): Promise<string | null> {
  const [found] = await db
    .select({ row: calendarSubscriptions, timeZone: familySpaces.timezone })
    .from(calendarSubscriptions)
    .innerJoin(familySpaces, eq(familySpaces.id, calendarSubscriptions.spaceId))
    .where(eq(calendarSubscriptions.id, id));
  if (!found) return null;
  const changed = await refreshSubscription(db, found.row, now, environment, found.timeZone);
  return changed ? found.row.spaceId : null;
}

/**
 * The calendars due at `now`, claimed first ({@link claimDueSubscriptions}), at most
 * {@link REFRESH_BATCH}, refreshed one after another, each on its own: one that fails is recorded
 * and the next goes on. The spaces where something changed.
 */
export async function refreshDueSubscriptions(
  db: Db,
  now: Date,
  environment: string,
): Promise<string[]> {
  const claimed = await claimDueSubscriptions(db, now, REFRESH_BATCH);
  const changed = new Set<string>();
  for (const { id } of claimed) {
    try {
      const spaceId = await refreshClaimed(db, id, now, environment);
      if (spaceId) changed.add(spaceId);
    } catch (error) {
      // Only storage can fail here (the refresh records its own errors): the claim holds the row
      // back until it is due again.
      console.error(
        JSON.stringify({
          event: 'calendar.refresh_failed',
          subscriptionId: id,
          error: String(error),
        }),
      );
    }
  }
  return [...changed];
}

/**
 * The occurrences of the space's calendars that meet `[from, to]` (days, inclusive), for the
 * planning: a profile's calendar only under no filter or that profile's.
 */
export function eventsInRange(
  rows: CalendarSubscription[],
  from: string,
  to: string,
): SubscribedEvent[] {
  const events: SubscribedEvent[] = [];
  // Instants are compared by their UTC day with a day of margin either side; the client places
  // them in the family's zone. An all-day end is exclusive.
  const lastStart = addDays(to, 1);
  const firstEnd = addDays(from, -1);
  for (const row of rows) {
    for (const o of row.events) {
      const startDay = o.start.slice(0, 10);
      const endDay = o.end.slice(0, 10);
      if (startDay > lastStart) continue;
      if (o.allDay ? endDay <= from : endDay < firstEnd) continue;
      events.push({ subscriptionId: row.id, ...o });
    }
  }
  return events;
}

/**
 * The calendars whose events count in the space's conflicts (« Compter dans les conflits » on, for
 * one person: a whole-family calendar counts for no one), with their person, as a query for the
 * alerts' `db.batch`; with `personOf`, only those of a person that task names (a save's answer
 * reads only what can clash with it). The person's columns are aliased: D1's batch answers rows as
 * arrays, which drizzle maps back by column name, so two `name` columns would be mixed up.
 */
export function conflictCalendarsQuery(db: Db, spaceId: string, personOf?: string) {
  return db
    .select({
      id: calendarSubscriptions.id,
      name: calendarSubscriptions.name,
      events: calendarSubscriptions.events,
      profileId: sql<string>`${calendarSubscriptions.profileId}`.as('person_id'),
      profileName: sql<string>`${familyProfiles.name}`.as('person_name'),
      profileEmoji: sql<string>`${familyProfiles.emoji}`.as('person_emoji'),
      profileRole: sql<ProfileRole>`${familyProfiles.role}`.as('person_role'),
    })
    .from(calendarSubscriptions)
    .innerJoin(familyProfiles, eq(familyProfiles.id, calendarSubscriptions.profileId))
    .where(
      and(
        eq(calendarSubscriptions.spaceId, spaceId),
        eq(calendarSubscriptions.inConflicts, true),
        isNotNull(calendarSubscriptions.profileId),
        personOf === undefined
          ? undefined
          : sql`exists (select 1 from ${taskPeople} where ${taskPeople.taskId} = ${personOf}
              and ${taskPeople.profileId} = ${calendarSubscriptions.profileId})`,
      ),
    );
}

export type ConflictCalendarRow = Awaited<ReturnType<typeof conflictCalendarsQuery>>[number];

export function toConflictCalendar(row: ConflictCalendarRow): ConflictCalendar {
  return {
    id: row.id,
    name: row.name,
    profile: {
      id: row.profileId,
      name: row.profileName,
      emoji: row.profileEmoji,
      role: row.profileRole,
    },
    events: row.events,
  };
}
