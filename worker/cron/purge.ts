/**
 * What a tick deletes because it has expired (docs/architecture.md#reminders): sign-in sessions past
 * their end or revoked a week ago, email links past their end, rate-limit counters past their window,
 * read notifications older than 90 days, client ids spent more than 30 days ago, the ignored
 * pairs of occurrences whose days have passed (they can never clash again), and the lines of « Fil
 * de la famille » older than the feed reads. Each through an
 * index, at most {@link PURGE_LIMIT} rows per kind and tick, all in one batch: a backlog drains over
 * the next ticks without a long statement.
 */
import { and, inArray, isNotNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailTokens,
  familyChanges,
  ignoredConflicts,
  notifications,
  rateLimits,
  sessions,
  spentClientIds,
} from '../../db/schema.ts';
import {
  ACCOUNT_FAILED_LOGIN_LIMIT,
  EMAIL_SEND_LIMIT,
  FAILED_LOGIN_LIMIT,
  FORGOT_PASSWORD_IP_LIMIT,
  LOGIN_IP_LIMIT,
  PASSWORD_CHECK_LIMIT,
  type RateLimitRule,
  SESSION_END_LIMIT,
  SIGNUP_IP_LIMIT,
  TASK_WRITE_LIMIT,
} from '../auth/rate-limit.ts';
import { FEED_DAYS } from '../feed/family-changes.ts';
import { SPENT_ID_RETENTION_DAYS } from '../lib/spent-ids.ts';

export const PURGE_LIMIT = 1000;
/** Revoked sessions are kept a while: a refresh token presented then still reads "revoked". */
export const REVOKED_SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
/**
 * The counters purged, each past its own window: a counter of a rule not listed here is kept rather
 * than cut short.
 */
export const PURGED_RATE_LIMITS: readonly RateLimitRule[] = [
  FAILED_LOGIN_LIMIT,
  ACCOUNT_FAILED_LOGIN_LIMIT,
  LOGIN_IP_LIMIT,
  SIGNUP_IP_LIMIT,
  FORGOT_PASSWORD_IP_LIMIT,
  PASSWORD_CHECK_LIMIT,
  SESSION_END_LIMIT,
  TASK_WRITE_LIMIT,
  EMAIL_SEND_LIMIT,
];

export interface PurgeCounts {
  sessions: number;
  emailTokens: number;
  rateLimits: number;
  notifications: number;
  spentClientIds: number;
  ignoredConflicts: number;
  familyChanges: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `DELETE … WHERE id IN (SELECT id … LIMIT n)`: SQLite's DELETE … LIMIT is not built into D1. */
function statements(db: Db, now: Date) {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const nowIso = now.toISOString();

  const expiredSessions = (where: SQL) =>
    db
      .delete(sessions)
      .where(
        inArray(
          sessions.id,
          db.select({ id: sessions.id }).from(sessions).where(where).limit(PURGE_LIMIT),
        ),
      )
      .returning({ id: sessions.id });

  const rateLimitRows = PURGED_RATE_LIMITS.map((rule) =>
    db
      .delete(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          db
            .select({ key: rateLimits.key })
            .from(rateLimits)
            .where(
              and(
                lte(rateLimits.windowStart, iso(rule.windowMs)),
                like(rateLimits.key, `${rule.name}:%`),
              ),
            )
            .limit(PURGE_LIMIT),
        ),
      )
      .returning({ key: rateLimits.key }),
  );

  return {
    sessions: [
      expiredSessions(lte(sessions.expiresAt, nowIso)),
      expiredSessions(
        and(
          isNotNull(sessions.revokedAt),
          lte(sessions.revokedAt, iso(REVOKED_SESSION_RETENTION_MS)),
        ) as SQL,
      ),
    ],
    emailTokens: [
      db
        .delete(emailTokens)
        .where(
          inArray(
            emailTokens.id,
            db
              .select({ id: emailTokens.id })
              .from(emailTokens)
              .where(lte(emailTokens.expiresAt, nowIso))
              .limit(PURGE_LIMIT),
          ),
        )
        .returning({ id: emailTokens.id }),
    ],
    rateLimits: rateLimitRows,
    notifications: [
      db
        .delete(notifications)
        .where(
          inArray(
            notifications.id,
            db
              .select({ id: notifications.id })
              .from(notifications)
              .where(
                and(
                  sql`${notifications.read} = 1`,
                  lte(notifications.createdAt, iso(READ_NOTIFICATION_RETENTION_DAYS * DAY_MS)),
                ),
              )
              .limit(PURGE_LIMIT),
          ),
        )
        .returning({ id: notifications.id }),
    ],
    spentClientIds: [
      db
        .delete(spentClientIds)
        .where(
          sql`(${spentClientIds.kind}, ${spentClientIds.id}) in (${db
            .select({ kind: spentClientIds.kind, id: spentClientIds.id })
            .from(spentClientIds)
            .where(lte(spentClientIds.spentAt, iso(SPENT_ID_RETENTION_DAYS * DAY_MS)))
            .limit(PURGE_LIMIT)})`,
        )
        .returning({ id: spentClientIds.id }),
    ],
    ignoredConflicts: [
      db
        .delete(ignoredConflicts)
        .where(
          sql`(${ignoredConflicts.spaceId}, ${ignoredConflicts.firstOccurrence}, ${ignoredConflicts.secondOccurrence}) in (${db
            .select({
              spaceId: ignoredConflicts.spaceId,
              first: ignoredConflicts.firstOccurrence,
              second: ignoredConflicts.secondOccurrence,
            })
            .from(ignoredConflicts)
            // Two days back: a day that has passed in UTC may still be today in a family's zone.
            .where(lt(ignoredConflicts.lastDay, iso(2 * DAY_MS).slice(0, 10)))
            .limit(PURGE_LIMIT)})`,
        )
        .returning({ spaceId: ignoredConflicts.spaceId }),
    ],
    familyChanges: [
      db
        .delete(familyChanges)
        .where(
          inArray(
            familyChanges.id,
            db
              .select({ id: familyChanges.id })
              .from(familyChanges)
              .where(lte(familyChanges.updatedAt, iso(FEED_DAYS * DAY_MS)))
              .limit(PURGE_LIMIT),
          ),
        )
        .returning({ id: familyChanges.id }),
    ],
  };
}

/** Purge queries by kind, exported for the query-plan test. */
export const purgeStatements = statements;

export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const byKind = statements(db, now);
  const kinds = Object.keys(byKind) as (keyof PurgeCounts)[];
  const all = kinds.flatMap((kind) => byKind[kind].map((statement) => ({ kind, statement })));
  const results = await db.batch(
    all.map((entry) => entry.statement) as [(typeof all)[number]['statement']],
  );
  const counts: PurgeCounts = {
    sessions: 0,
    emailTokens: 0,
    rateLimits: 0,
    notifications: 0,
    spentClientIds: 0,
    ignoredConflicts: 0,
    familyChanges: 0,
  };
  results.forEach((rows, index) => {
    const entry = all[index];
    if (entry) counts[entry.kind] += rows.length;
  });
  return counts;
}
