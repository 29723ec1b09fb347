import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailTokens,
  familyChanges,
  ignoredConflicts,
  notifications,
  rateLimits,
  sessions,
} from '../../db/schema.ts';
import { PURGE_LIMIT, purgeStatements } from '../../worker/cron/purge.ts';
import { FEED_DAYS } from '../../worker/feed/family-changes.ts';
import { insertIgnoredPair } from '../../worker/tasks/ignored-conflicts.ts';
import { addTask, cronFamily, db, tick } from './cron-support.ts';

const NOW = '2028-01-10T12:00:00.000Z';
const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the purge of each tick', () => {
  it('deletes sessions past their end and those revoked more than a week ago, keeps the others', async () => {
    const { userIds } = await cronFamily();
    const userId = userIds[0] as string;
    const session = (name: string, values: { expiresAt: string; revokedAt?: string | null }) => ({
      id: crypto.randomUUID(),
      userId,
      refreshTokenHash: `hash-${name}-${crypto.randomUUID()}`,
      chainId: crypto.randomUUID(),
      createdAt: ago(2 * DAY),
      ...values,
    });
    const rows = {
      ended: session('ended', { expiresAt: ago(MINUTE) }),
      live: session('live', { expiresAt: later(DAY) }),
      revokedLongAgo: session('revoked-long-ago', {
        expiresAt: later(DAY),
        revokedAt: ago(8 * DAY),
      }),
      revokedRecently: session('revoked-recently', { expiresAt: later(DAY), revokedAt: ago(DAY) }),
    };
    await db.insert(sessions).values(Object.values(rows));

    const result = await tick(NOW);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          Object.values(rows).map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows.live.id, rows.revokedRecently.id].sort());
    expect(result.purged.sessions).toBeGreaterThanOrEqual(2);
  });

  it('deletes email links past their end', async () => {
    const { userIds } = await cronFamily();
    const token = (expiresAt: string) => ({
      id: crypto.randomUUID(),
      userId: userIds[0] as string,
      purpose: 'reset' as const,
      tokenHash: `token-${crypto.randomUUID()}`,
      expiresAt,
    });
    const expired = token(ago(MINUTE));
    const valid = token(later(10 * MINUTE));
    await db.insert(emailTokens).values([expired, valid]);
    await tick(NOW);
    const left = await db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(inArray(emailTokens.id, [expired.id, valid.id]));
    expect(left.map((r) => r.id)).toEqual([valid.id]);
  });

  it('deletes rate-limit counters past their own window, and never a counter it does not know', async () => {
    const suffix = crypto.randomUUID();
    const counters = {
      loginOver: { key: `login-failed:a-${suffix}`, windowStart: ago(20 * MINUTE), count: 3 },
      loginCurrent: { key: `login-failed:b-${suffix}`, windowStart: ago(5 * MINUTE), count: 3 },
      // 30 minutes is past the login window but inside the email one (an hour).
      emailCurrent: { key: `email:c-${suffix}`, windowStart: ago(30 * MINUTE), count: 2 },
      emailOver: { key: `email:d-${suffix}`, windowStart: ago(2 * HOUR), count: 2 },
      unknown: { key: `other:e-${suffix}`, windowStart: ago(365 * DAY), count: 1 },
    };
    await db.insert(rateLimits).values(Object.values(counters));
    await tick(NOW);
    const left = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          Object.values(counters).map((c) => c.key),
        ),
      );
    expect(left.map((r) => r.key).sort()).toEqual(
      [counters.loginCurrent.key, counters.emailCurrent.key, counters.unknown.key].sort(),
    );
  });

  it('deletes read notifications older than 90 days, never unread ones', async () => {
    const family = await cronFamily();
    const notification = (read: boolean, createdAt: string) => ({
      id: crypto.randomUUID(),
      spaceId: family.spaceId,
      userId: family.userIds[0] as string,
      type: 'message' as const,
      title: 'Bonjour',
      read,
      createdAt,
    });
    const oldRead = notification(true, ago(91 * DAY));
    const oldUnread = notification(false, ago(200 * DAY));
    const recentRead = notification(true, ago(89 * DAY));
    await db.insert(notifications).values([oldRead, oldUnread, recentRead]);
    await tick(NOW);
    const left = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [oldRead.id, oldUnread.id, recentRead.id]));
    expect(left.map((r) => r.id).sort()).toEqual([oldUnread.id, recentRead.id].sort());
  });

  it(`deletes at most ${PURGE_LIMIT} rows of a kind per tick; the next ticks take the rest`, async () => {
    const { userIds } = await cronFamily();
    const at = '2029-03-01T12:00:00.000Z';
    await tick(at); // earlier tests' leftovers
    const count = PURGE_LIMIT + 20;
    const rows = Array.from({ length: count }, () => ({
      id: crypto.randomUUID(),
      userId: userIds[0] as string,
      purpose: 'verify' as const,
      tokenHash: `bulk-${crypto.randomUUID()}`,
      expiresAt: '2029-02-01T00:00:00.000Z',
      createdAt: '2029-01-31T00:00:00.000Z',
    }));
    const inserts = [];
    // 7 columns: 14 rows per statement within D1's 100 bound parameters.
    for (let i = 0; i < count; i += 14)
      inserts.push(db.insert(emailTokens).values(rows.slice(i, i + 14)));
    await db.batch(inserts as [(typeof inserts)[number]]);

    expect((await tick(at)).purged.emailTokens).toBe(PURGE_LIMIT);
    expect((await tick(at)).purged.emailTokens).toBe(20);
    expect((await tick(at)).purged.emailTokens).toBe(0);
  });

  it('deletes the ignored pairs whose later day is two days past, and keeps those still ahead', async () => {
    const family = await cronFamily();
    const judo = await addTask(family, { date: '2028-01-01', time: '17:00' }, new Date(NOW));
    const party = await addTask(family, { date: '2028-01-01', time: '17:30' }, new Date(NOW));
    const key = (task: { id: string }, day: string) => `${task.id}@${day}T17:00-18:00`;
    const pairs = {
      // Both days long past.
      past: [key(judo, '2028-01-01'), key(party, '2028-01-01')],
      // Yesterday in UTC may still be today in a family's zone: kept for now.
      yesterday: [key(judo, '2028-01-09'), key(party, '2028-01-09')],
      // A multi-day clash: its later day is still ahead.
      spanning: [key(judo, '2028-01-05'), key(party, '2028-01-12')],
    } as const;
    await db.batch(
      Object.values(pairs).map((keys) => insertIgnoredPair(db, family.spaceId, keys)) as [
        ReturnType<typeof insertIgnoredPair>,
      ],
    );
    const stored = await db.select({ lastDay: ignoredConflicts.lastDay }).from(ignoredConflicts);
    expect(stored.map((row) => row.lastDay).sort()).toEqual([
      '2028-01-01',
      '2028-01-09',
      '2028-01-12',
    ]);

    const result = await tick(NOW);
    expect(result.purged.ignoredConflicts).toBe(1);
    // The pairs left, by their later day (which key of a pair sorts first depends on the task ids).
    const left = await db.select({ lastDay: ignoredConflicts.lastDay }).from(ignoredConflicts);
    expect(left.map((row) => row.lastDay).sort()).toEqual(['2028-01-09', '2028-01-12']);
  });

  it('deletes the feed lines older than the feed reads, and keeps the newer ones', async () => {
    const family = await cronFamily();
    const line = (title: string, at: string) => ({
      spaceId: family.spaceId,
      authorId: family.userIds[0] as string,
      title,
      groupKey: `changed:${title}`,
      createdAt: at,
      updatedAt: at,
    });
    await db
      .insert(familyChanges)
      .values([
        line('old', ago((FEED_DAYS + 1) * DAY)),
        line('recent', ago((FEED_DAYS - 1) * DAY)),
      ]);
    const result = await tick(NOW);
    expect(result.purged.familyChanges).toBe(1);
    const left = await db
      .select({ title: familyChanges.title })
      .from(familyChanges)
      .where(eq(familyChanges.spaceId, family.spaceId));
    expect(left.map((row) => row.title)).toEqual(['recent']);
  });

  it('finds what to delete through indexes, never by scanning a table', async () => {
    const byKind = purgeStatements(db, new Date(NOW));
    for (const statement of Object.values(byKind).flat()) {
      const { sql, params } = statement.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail).join('\n');
      expect(details, sql).not.toMatch(/\bSCAN\b/);
      expect(details, sql).toMatch(
        /SEARCH \w+ USING (COVERING )?INDEX \w+_(expires_at|revoked_at|window_start|read_created_at|spent_at|last_day|updated_at)_idx/,
      );
    }
  });
});
