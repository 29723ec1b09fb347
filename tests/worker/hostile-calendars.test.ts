/**
 * A followed calendar served by someone hostile (tests/fixtures/hostile-calendars.ts) hurts no one
 * else: the add answers a French 400, never a 500; the refresh records « erreur » on that calendar and
 * goes on with the next; the minute tick only claims the due calendars and sends them to their
 * queue, so the reminders of that minute fire whatever the file costs; each calendar is refreshed
 * from its own message, and one whose every try failed is marked by its dead letter.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarSubscriptions, notifications } from '../../db/schema.ts';
import {
  CLAIM_MINUTES,
  createSubscription,
  refreshDueSubscriptions,
} from '../../worker/calendar/subscriptions.ts';
import {
  REFRESH_DEAD_LETTERS,
  REFRESH_QUEUE,
  type RefreshMessage,
} from '../../worker/calendar/subscriptions-queue.ts';
import worker from '../../worker/index.ts';
import { clubCalendar } from '../fixtures/club-calendar.ts';
import { HOSTILE, MALFORMED } from '../fixtures/hostile-calendars.ts';
import { addMemo, type CronFamily, cronFamily, db } from './cron-support.ts';
import { api } from './support.ts';
import { createFamily } from './tasks-support.ts';

const NOW = new Date('2027-08-02T06:00:00.000Z');
const CLUB_ICS = clubCalendar({
  first: '2027-08-04',
  excluded: '2027-08-11',
  moved: '2027-08-18',
  count: 4,
});

/** Stubs the calendar servers: each address answers its text, anything else fails. */
function serve(files: Record<string, string>) {
  const seen: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request.url);
    const body = files[request.url];
    if (body === undefined) throw new TypeError('Network connection lost.');
    return new Response(body, { status: 200 });
  });
  return seen;
}

beforeEach(async () => {
  await db.delete(calendarSubscriptions);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A calendar followed by `family` at `url`, due at `due`. */
async function followed(family: CronFamily, url: string, due: Date) {
  const row = await createSubscription(
    db,
    {
      spaceId: family.spaceId,
      userId: family.userIds[0] ?? '',
      name: 'Club',
      colour: 'violet',
      url,
      profileId: null,
      inConflicts: false,
      copy: { events: [], etag: null, lastModified: null },
    },
    new Date(due.getTime() - 6 * 3_600_000),
  );
  if (!row) throw new Error('the space is full');
  return row;
}

async function rowOf(id: string) {
  const [row] = await db
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.id, id));
  if (!row) throw new Error('no subscription row');
  return row;
}

describe('adding a hostile or malformed calendar', () => {
  it('answers a French 400 on the address, never a 500', async () => {
    const family = await createFamily();
    const files: Record<string, string> = {
      'https://club.test/until.ics': MALFORMED.untilGarbage,
      'https://club.test/date.ics': MALFORMED.badDate,
      'https://club.test/never.ics': HOSTILE.DAILY_NEVER,
      'https://club.test/zone.ics': HOSTILE.TZ_MINUTELY,
    };
    serve(files);
    const add = (url: string) =>
      api(family.cookie)
        .spaces[':spaceId']['calendar-subscriptions'].$post({
          param: { spaceId: family.spaceId },
          json: { name: 'Club', colour: 'violet', url, profileId: null },
        })
        .then(async (r) => ({
          status: r.status,
          body: (await r.json()) as Record<string, unknown>,
        }));

    for (const url of ['https://club.test/until.ics', 'https://club.test/date.ics']) {
      const { status, body } = await add(url);
      expect(status, url).toBe(400);
      expect(body.error).toMatchObject({
        code: 'validation',
        message: "Ce calendrier n'a pas pu être lu (fichier .ics mal formé)",
      });
    }
    const never = await add('https://club.test/never.ics');
    expect(never.status).toBe(400);
    expect(JSON.stringify(never.body)).toContain('Calendrier trop complexe');
    // The zone that changes every minute is set aside; its one event is kept.
    const zone = await add('https://club.test/zone.ics');
    expect(zone.status).toBe(201);
    expect(zone.body.subscription).toMatchObject({ eventCount: 1, lastError: null });
  });
});

describe('the refresh of followed calendars, one calendar at a time', () => {
  it('records « erreur » on a malformed calendar and refreshes the next one', async () => {
    const poisoned = await cronFamily();
    const other = await cronFamily();
    const bad = await followed(poisoned, 'https://p.test/p.ics', NOW);
    const good = await followed(other, 'https://v.test/v.ics', NOW);
    serve({ 'https://p.test/p.ics': MALFORMED.untilGarbage, 'https://v.test/v.ics': CLUB_ICS });

    const changed = await refreshDueSubscriptions(db, NOW, 'production');
    expect(changed.sort()).toEqual([poisoned.spaceId, other.spaceId].sort());
    const badAfter = await rowOf(bad.id);
    expect(badAfter.lastError).toBe("Ce calendrier n'a pas pu être lu (fichier .ics mal formé)");
    expect(badAfter.nextRefreshAt > NOW.toISOString()).toBe(true);
    const goodAfter = await rowOf(good.id);
    expect(goodAfter.lastError).toBeNull();
    expect(goodAfter.events.length).toBeGreaterThan(0);
  });

  it('claims a calendar before fetching it, so that a refresh killed half-way never keeps it first in line', async () => {
    const family = await cronFamily();
    const row = await followed(family, 'https://k.test/k.ics', NOW);
    let claimedAtFetch: string | null = null;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      claimedAtFetch = (await rowOf(row.id)).nextRefreshAt;
      throw new TypeError('Network connection lost.');
    });
    await refreshDueSubscriptions(db, NOW, 'production');
    expect(claimedAtFetch).toBe(new Date(NOW.getTime() + CLAIM_MINUTES * 60_000).toISOString());
    // A second tick of the same minute finds nothing due.
    vi.restoreAllMocks();
    const seen = serve({});
    await db
      .update(calendarSubscriptions)
      .set({ nextRefreshAt: claimedAtFetch ?? '' })
      .where(eq(calendarSubscriptions.id, row.id));
    expect(await refreshDueSubscriptions(db, NOW, 'production')).toEqual([]);
    expect(seen).toEqual([]);
  });
});

describe('the minute tick and the calendar queue', () => {
  it('fires a reminder due during a hostile calendar’s refresh on its minute, and leaves the calendar to its queue', async () => {
    const family = await cronFamily();
    const memo = await addMemo(family, { date: '2027-08-02', time: '08:00' });
    const row = await followed(family, 'https://h.test/h.ics', NOW);
    const seen = serve({ 'https://h.test/h.ics': HOSTILE.DAILY_NEVER });
    const sent: unknown[] = [];
    // A stand-in of the producer binding: it keeps what the tick sends, with an empty backlog.
    const backlog = { backlogCount: 0, backlogBytes: 0 };
    const metadata = { metrics: backlog };
    const queue: Queue = {
      metrics: async () => backlog,
      send: async (body: unknown) => {
        sent.push(body);
        return { metadata };
      },
      sendBatch: async (messages) => {
        for (const m of messages) sent.push(m.body);
        return { metadata };
      },
    };
    const ctx = createExecutionContext();
    const handler: ExportedHandler<Env> = worker;
    if (!handler.scheduled || !handler.queue) throw new Error('worker/index.ts lacks a handler');
    await handler.scheduled(
      createScheduledController({ scheduledTime: NOW, cron: '* * * * *' }),
      { ...env, CALENDAR_REFRESH: queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);

    const [reminder] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, memo.id));
    expect(reminder?.createdAt).toBe(NOW.toISOString());
    // The tick fetched nothing: it claimed the calendar and sent it to the queue.
    expect(seen).toEqual([]);
    expect(sent).toEqual([{ subscriptionId: row.id }]);
    expect((await rowOf(row.id)).nextRefreshAt > NOW.toISOString()).toBe(true);

    // Its own invocation: the file is refused as too complex, recorded, and the message done.
    const batch = createMessageBatch<RefreshMessage>(REFRESH_QUEUE, [
      { id: 'm1', timestamp: NOW, attempts: 1, body: { subscriptionId: row.id } },
    ]);
    const queueCtx = createExecutionContext();
    await handler.queue(batch, env, queueCtx);
    const result = await getQueueResult(batch, queueCtx);
    expect(result.explicitAcks).toEqual(['m1']);
    expect(seen).toEqual(['https://h.test/h.ics']);
    expect((await rowOf(row.id)).lastError).toContain('Calendrier trop complexe');
  });

  it('marks « erreur » on a calendar whose every try failed, from its dead letter', async () => {
    const family = await cronFamily();
    const row = await followed(family, 'https://d.test/d.ics', NOW);
    const handler: ExportedHandler<Env> = worker;
    if (!handler.queue) throw new Error('worker/index.ts exports no queue()');
    const batch = createMessageBatch<RefreshMessage>(REFRESH_DEAD_LETTERS, [
      { id: 'd1', timestamp: NOW, attempts: 1, body: { subscriptionId: row.id } },
    ]);
    const ctx = createExecutionContext();
    await handler.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['d1']);
    const after = await rowOf(row.id);
    expect(after.lastError).toBe(
      "Ce calendrier n'a pas pu être mis à jour : chaque essai a échoué",
    );
    expect(after.nextRefreshAt > new Date().toISOString()).toBe(true);
  });

  it('sends each due calendar through the real queue, where its own invocation refreshes it', async () => {
    const family = await cronFamily();
    const row = await followed(family, 'https://q.test/q.ics', NOW);
    serve({ 'https://q.test/q.ics': CLUB_ICS });
    const ctx = createExecutionContext();
    const handler: ExportedHandler<Env> = worker;
    if (!handler.scheduled) throw new Error('worker/index.ts exports no scheduled()');
    await handler.scheduled(
      createScheduledController({ scheduledTime: NOW, cron: '* * * * *' }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    await vi.waitFor(
      async () => {
        expect((await rowOf(row.id)).events.length).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
