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
  const [row] = await countStatement(db, rule, subject, now);
  return row?.count ?? 1;
}

/**
 * The upsert that counts one event: a window that started before `now - windowMs` is over, and this
 * event opens a new one. With `refuseAt`, a window already at that count is left as it is and the
 * statement returns no row: check and count are one statement, so concurrent requests cannot all
 * pass a limit that each of them read before the others counted.
 */
function countStatement(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  refuseAt?: number,
) {
  const nowIso = now.toISOString();
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${windowOpenedAfter}`;
  return db
    .insert(rateLimits)
    .values({ key: key(rule, subject), windowStart: nowIso, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowIso} else ${rateLimits.windowStart} end`,
      },
      ...(refuseAt === undefined
        ? {}
        : { setWhere: sql`${expired} or ${rateLimits.count} < ${refuseAt}` }),
    })
    .returning({ count: rateLimits.count });
}

/**
 * Counts one event unless the window is already full; true when it was counted (the caller may go
 * on), false at the limit (nothing is counted). One statement: see `countStatement`.
 */
export async function tryConsume(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  const rows = await countStatement(db, rule, subject, now, rule.limit);
  return rows.length > 0;
}
/** Forgets the counter (a successful login clears the failures before it). */
export async function reset(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key(rule, subject)));
}

/** Counts one event, or throws the 429 when the window is already full. */
export async function consume(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  if (!(await tryConsume(db, rule, subject, now))) {
    throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
  }
}
