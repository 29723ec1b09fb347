/**
 * Fixed-window counters in the `rate_limits` table (see its comment in db/schema.ts for why D1 and not
 * the Rate Limiting binding). One upsert per hit, so concurrent requests count exactly.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Guard } from '../lib/guarded-write.ts';
import { rowSelection } from '../lib/write-guards.ts';

export interface RateLimitRule {
  /** Namespace of the key, e.g. `login`. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * At most 10 failed logins per address and client IP per 15 minutes (subject: `loginSubject`): a
 * stranger guessing from one place is stopped without locking the owner out elsewhere.
 */
export const FAILED_LOGIN_LIMIT: RateLimitRule = {
  name: 'login-failed',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

/** At most 100 failed logins per address per hour from all IPs together (OWASP ASVS 2.2.1). */
export const ACCOUNT_FAILED_LOGIN_LIMIT: RateLimitRule = {
  name: 'login-failed-account',
  limit: 100,
  windowMs: 60 * 60 * 1000,
};

/** At most 100 login attempts per client IP per 15 minutes, whatever the addresses. */
export const LOGIN_IP_LIMIT: RateLimitRule = {
  name: 'login-ip',
  limit: 100,
  windowMs: 15 * 60 * 1000,
};

/** At most 10 sign-ups per client IP per hour. */
export const SIGNUP_IP_LIMIT: RateLimitRule = {
  name: 'signup-ip',
  limit: 10,
  windowMs: 60 * 60 * 1000,
};

/** At most 20 forgot-password requests per client IP per hour, whatever the addresses. */
export const FORGOT_PASSWORD_IP_LIMIT: RateLimitRule = {
  name: 'forgot-ip',
  limit: 20,
  windowMs: 60 * 60 * 1000,
};

/**
 * At most 30 reset-link checks per client IP per 15 minutes: enough for a family opening a link a few
 * times, too few to probe tokens (256 random bits) or to load D1.
 */
export const RESET_CHECK_IP_LIMIT: RateLimitRule = {
  name: 'reset-check-ip',
  limit: 30,
  windowMs: 15 * 60 * 1000,
};

/**
 * At most 10 wrong current passwords per sign-in per 15 minutes when a change asks for it (subject:
 * `signInSubject`), counted before the check like a login.
 */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = {
  name: 'password-check',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

/**
 * At most 30 sign-ins ended one by one per sign-in per 15 minutes (« Déconnecter » in Mon compte,
 * subject: `signInSubject`): more than anyone has devices, and a bound on what a stolen session can
 * do, which never reaches the owner's own sign-in.
 */
export const SESSION_END_LIMIT: RateLimitRule = {
  name: 'session-end',
  limit: 30,
  windowMs: 15 * 60 * 1000,
};

/**
 * At most 300 task writes (create, edit, delete, memos) and creates of lists, list items and
 * To Do memos per member of a space per 10 minutes
 * (subject: `memberSubject`): far above a family's use, far below filling a planning by script.
 */
export const TASK_WRITE_LIMIT: RateLimitRule = {
  name: 'task-writes',
  limit: 300,
  windowMs: 10 * 60 * 1000,
};

/** The subject of a per-member rule: one member of one space. */
/**
 * One sign-in of an account (its chain): the subject of the limits its owner needs to take back the
 * account, so that a copy of another sign-in's cookies cannot use them up.
 */
export function signInSubject(userId: string, sessionChainId: string): string {
  return `${userId} ${sessionChainId}`;
}

export function memberSubject(spaceId: string, userId: string): string {
  return `${spaceId} ${userId}`;
}

/** The subject of {@link FAILED_LOGIN_LIMIT}; a space cannot occur in a valid address. */
export function loginSubject(email: string, client: string): string {
  return `${email} ${client}`;
}

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
/**
 * Counts one event under each rule at once (one batch), unless any of them is full: then the others
 * are given their slot back and the answer is false.
 */
export async function tryConsumeAll(
  db: Db,
  counters: readonly (readonly [RateLimitRule, string])[],
  now: Date,
): Promise<boolean> {
  const [first, ...rest] = counters.map(([rule, subject]) =>
    countStatement(db, rule, subject, now, rule.limit),
  );
  if (!first) return true;
  const results = await db.batch([first, ...rest]);
  if (results.every((rows) => rows.length > 0)) return true;
  await Promise.all(
    counters
      .filter((_, index) => (results[index]?.length ?? 0) > 0)
      .map(([rule, subject]) => release(db, rule, subject)),
  );
  return false;
}

/** Gives back one event's slot (an attempt counted beforehand that turned out to be a success). */
export async function release(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key(rule, subject)));
}

/** Forgets the counter (a successful login clears the failures before it). */
export async function reset(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key(rule, subject)));
}

/**
 * The per-member write limit as a guard of a write (worker/lib/guarded-write.ts): it holds while
 * the window has room, and records the write's count in the same batch, once `counted` holds (the
 * access check: a stranger's request counts nothing). Both see the window as it was.
 */
export function writeLimitGuard(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  counted: SQL,
): Guard {
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs).toISOString();
  const nowIso = now.toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${windowOpenedAfter}`;
  return {
    holds: sql`not exists (select 1 from ${rateLimits} where ${rateLimits.key} = ${key(rule, subject)}
      and ${rateLimits.windowStart} > ${windowOpenedAfter} and ${rateLimits.count} >= ${rule.limit})`,
    refusal: () => new ApiError('rate_limited', ERROR_MESSAGES.rateLimited),
    records: db
      .insert(rateLimits)
      .select(
        db
          .select(
            rowSelection(rateLimits, { key: key(rule, subject), windowStart: nowIso, count: 1 }),
          )
          .from(sql`(select 1)`)
          .where(counted),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${nowIso} else ${rateLimits.windowStart} end`,
        },
        setWhere: sql`${expired} or ${rateLimits.count} < ${rule.limit}`,
      }),
  };
}

/**
 * {@link tryConsume} as a statement, for a route's `db.batch`: its rows are empty when the window was
 * already full (nothing counted); {@link assertConsumed} turns that into the 429.
 */
export function consumeStatement(db: Db, rule: RateLimitRule, subject: string, now: Date) {
  return countStatement(db, rule, subject, now, rule.limit);
}

/** The 429 when a {@link consumeStatement} counted nothing. */
export function assertConsumed(rows: readonly unknown[]): void {
  if (rows.length === 0) throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
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
