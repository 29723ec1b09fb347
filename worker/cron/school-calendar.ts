/**
 * The school calendar's weekly refresh (docs/decisions/050-school-calendar-refresh.md): the Ministry's
 * open data (`SCHOOL_CALENDAR_URL`, wrangler.toml) fetched into D1, where its periods win over the
 * snapshot for the zones and school years they carry. Called by every tick; does something only
 * when the last success is a week old, and after a failure not more than once per
 * {@link RETRY_AFTER_MS}. The fetch is the subscribed calendars' careful one (https, no private host,
 * redirects checked, a timeout, a bounded body); the rows are validated
 * (domain/school-calendar-records.ts); a failed or useless answer keeps the stored periods and
 * records why; a good one replaces them in one batch, so that no reader sees half a calendar.
 */
import { eq, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { periodsFromRecords } from '#domain/school-calendar-records.ts';
import type { Db } from '../../db/client.ts';
import { schoolCalendarRefresh, schoolHolidayPeriods } from '../../db/schema.ts';
import { fetchCalendar, SubscriptionFetchError } from '../calendar/subscriptions-fetch.ts';

export const REFRESH_EVERY_MS = 7 * 24 * 3_600_000;
export const RETRY_AFTER_MS = 6 * 3_600_000;
export const SCHOOL_CALENDAR_MAX_BYTES = 2 * 1024 * 1024;

/** The refresh state's one row. */
const STATE_ID = 1;

/** D1 binds at most 100 parameters per statement: 5 columns a row. */
const ROWS_PER_INSERT = 20;

/** Why a refresh failed, in French, as the state row keeps it. */
export const SCHOOL_CALENDAR_ERRORS = {
  tooLarge: 'La réponse dépasse 2 Mo',
  malformed: 'La réponse n’est pas la liste JSON attendue',
  empty: 'La réponse ne contient aucune période de vacances valide',
} as const;

export type SchoolCalendarOutcome =
  | { status: 'not-due' }
  | { status: 'not-modified' }
  | { status: 'refreshed'; periods: number }
  | { status: 'failed'; error: string };

function olderThan(instant: string | null | undefined, ms: number, now: Date): boolean {
  return !instant || now.getTime() - Date.parse(instant) >= ms;
}

/**
 * One turn of the refresh at `now`. `url` is `SCHOOL_CALENDAR_URL` (no URL: nothing to do);
 * `environment` the `ENVIRONMENT` variable, which lets development name `localhost`.
 */
export async function refreshSchoolCalendar(
  db: Db,
  now: Date,
  url: string | undefined,
  environment: string,
): Promise<SchoolCalendarOutcome> {
  if (!url) return { status: 'not-due' };
  const [state] = await db
    .select()
    .from(schoolCalendarRefresh)
    .where(eq(schoolCalendarRefresh.id, STATE_ID));
  if (
    !olderThan(state?.lastSuccessAt, REFRESH_EVERY_MS, now) ||
    !olderThan(state?.lastAttemptAt, RETRY_AFTER_MS, now)
  ) {
    return { status: 'not-due' };
  }
  const at = now.toISOString();
  // The attempt is claimed first, only if no other tick claimed it since the read: overlapping
  // ticks never fetch twice, and the next minute's tick waits its turn.
  const claimed = await db
    .insert(schoolCalendarRefresh)
    .values({ id: STATE_ID, lastAttemptAt: at })
    .onConflictDoUpdate({
      target: schoolCalendarRefresh.id,
      set: { lastAttemptAt: at },
      setWhere: state?.lastAttemptAt
        ? eq(schoolCalendarRefresh.lastAttemptAt, state.lastAttemptAt)
        : isNull(schoolCalendarRefresh.lastAttemptAt),
    })
    .returning({ id: schoolCalendarRefresh.id });
  if (claimed.length === 0) return { status: 'not-due' };

  try {
    const fetched = await fetchCalendar(
      url,
      { etag: state?.etag ?? null, lastModified: state?.lastModified ?? null },
      environment,
      {
        maxBytes: SCHOOL_CALENDAR_MAX_BYTES,
        tooLarge: SCHOOL_CALENDAR_ERRORS.tooLarge,
        accept: 'application/json',
      },
    );
    if (fetched.status === 'not-modified') {
      await db
        .update(schoolCalendarRefresh)
        .set({ lastSuccessAt: at, lastError: null })
        .where(eq(schoolCalendarRefresh.id, STATE_ID));
      return { status: 'not-modified' };
    }
    const periods = periodsOf(fetched.text);
    const writes: BatchItem<'sqlite'>[] = [];
    for (let i = 0; i < periods.length; i += ROWS_PER_INSERT) {
      writes.push(
        db.insert(schoolHolidayPeriods).values(
          periods.slice(i, i + ROWS_PER_INSERT).map((p) => ({
            zone: p.zone,
            name: p.name,
            firstDay: p.start,
            lastDay: p.end,
            schoolYear: p.schoolYear,
          })),
        ),
      );
    }
    await db.batch([
      db.delete(schoolHolidayPeriods),
      ...writes,
      db
        .update(schoolCalendarRefresh)
        .set({
          etag: fetched.etag,
          lastModified: fetched.lastModified,
          lastSuccessAt: at,
          lastError: null,
        })
        .where(eq(schoolCalendarRefresh.id, STATE_ID)),
    ]);
    return { status: 'refreshed', periods: periods.length };
  } catch (error) {
    // Anything else (D1 failing) is the tick's failure, not the answer's: the attempt stays
    // recorded, so the next try waits its six hours.
    if (!(error instanceof SubscriptionFetchError || error instanceof SchoolCalendarError)) {
      throw error;
    }
    await db
      .update(schoolCalendarRefresh)
      .set({ lastError: error.message })
      .where(eq(schoolCalendarRefresh.id, STATE_ID));
    return { status: 'failed', error: error.message };
  }
}

class SchoolCalendarError extends Error {}

function periodsOf(text: string) {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SchoolCalendarError(SCHOOL_CALENDAR_ERRORS.malformed);
  }
  let periods: ReturnType<typeof periodsFromRecords>;
  try {
    periods = periodsFromRecords(body);
  } catch {
    throw new SchoolCalendarError(SCHOOL_CALENDAR_ERRORS.malformed);
  }
  if (periods.length === 0) throw new SchoolCalendarError(SCHOOL_CALENDAR_ERRORS.empty);
  return periods;
}

/** When the periods were last confirmed, for a `db.batch` (« À propos » dates it). */
export function refreshStateQuery(db: Db) {
  return db
    .select({ lastSuccessAt: schoolCalendarRefresh.lastSuccessAt })
    .from(schoolCalendarRefresh)
    .where(eq(schoolCalendarRefresh.id, STATE_ID));
}
