/**
 * Fixed-window counters in the `rate_limits` table (see its comment in db/schema.ts for why D1 and not
 * the Rate Limiting binding). One upsert per hit, so concurrent requests count exactly.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { ApiError } from '../lib/api-error.ts';

export interface RateLimitRule {
  /** Namespace of the key, e.g. `login`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** At most 10 failed logins per email per 15 minutes. */
export const FAILED_LOGIN_LIMIT: RateLimitRule = {
  name: 'login-failed',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

/** At most 5 emails (confirmation, reset) per address per hour. */
export const EMAIL_SEND_LIMIT: RateLimitRule = {
  name: 'email',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};

function key(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/** Counts one event and returns the count of the current window, this one included. */
export async function hit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs).toISOString();
  // A window that started before `now - windowMs` is over: this event opens a new one.
  const expired = sql`${rateLimits.windowStart} <= ${windowOpenedAfter}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: key(rule, subject), windowStart: nowIso, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowIso} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** The count of the current window, without counting anything. */
export async function current(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<number> {
  const row = await db.query.rateLimits.findFirst({
    where: eq(rateLimits.key, key(rule, subject)),
  });
  if (!row || Date.parse(row.windowStart) <= now.getTime() - rule.windowMs) return 0;
  return row.count;
}

/** Forgets the counter (a successful login clears the failures before it). */
export async function reset(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key(rule, subject)));
}

/** Throws the 429 once the limit is reached. */
export function assertUnder(count: number, limit: number): void {
  if (count > limit) throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
}

/** Counts one event and throws the 429 when it goes past the limit. */
export async function consume(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  assertUnder(await hit(db, rule, subject, now), rule.limit);
}
