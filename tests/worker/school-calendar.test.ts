/**
 * The school calendar's weekly refresh (docs/decisions/050-school-calendar-refresh.md): the Ministry's
 * open data fetched into D1. The Ministry's server is a stub of the Worker's outbound `fetch` that
 * answers the dataset's own format, the way the subscribed calendars' tests stand in for a club.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { familySpaces, schoolCalendarRefresh, schoolHolidayPeriods } from '../../db/schema.ts';
import {
  REFRESH_EVERY_MS,
  RETRY_AFTER_MS,
  refreshSchoolCalendar,
  SCHOOL_CALENDAR_MAX_BYTES,
} from '../../worker/cron/school-calendar.ts';
import { runTick } from '../../worker/cron/tick.ts';
import { CHRISTMAS_2026, schoolCalendarRecord } from '../fixtures/school-calendar.ts';
import { db } from './auth-support.ts';
import { addTask, cronFamily, notificationsAbout, storedTask, tick } from './cron-support.ts';
import { api, request } from './support.ts';
import { createFamily, createTask, week } from './tasks-support.ts';

const URL_ =
  'https://data.education.test/api/explore/v2.1/catalog/datasets/fr-en-calendrier-scolaire/exports/json';
const NOW = new Date('2026-11-01T03:00:00.000Z');

interface Served {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

function serve(answer: (request: Request) => Served) {
  const seen: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    if (request.url !== URL_) throw new TypeError('Network connection lost.');
    const { status = 200, body, headers } = answer(request);
    return new Response(status === 304 ? null : (body ?? null), { status, headers });
  });
  return seen;
}

async function stored() {
  return (await db.select().from(schoolHolidayPeriods)).map(
    (p) => `${p.zone} ${p.name} ${p.firstDay} ${p.lastDay} ${p.schoolYear}`,
  );
}

async function state() {
  const [row] = await db.select().from(schoolCalendarRefresh);
  return row;
}

function later(ms: number): Date {
  return new Date(NOW.getTime() + ms);
}

beforeEach(async () => {
  await db.delete(schoolHolidayPeriods);
  await db.delete(schoolCalendarRefresh);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the school calendar refresh', () => {
  it('stores the pupils’ periods of the official answer once per zone, the last day the day before classes resume', async () => {
    serve(() => ({ body: JSON.stringify(CHRISTMAS_2026), headers: { etag: '"v1"' } }));
    expect(await refreshSchoolCalendar(db, NOW, URL_, 'production')).toEqual({
      status: 'refreshed',
      periods: 2,
    });
    expect((await stored()).sort()).toEqual([
      'C Vacances de Noël 2026-12-19 2027-01-03 2026-2027',
      'Corse Vacances de Noël 2026-12-19 2027-01-03 2026-2027',
    ]);
    expect(await state()).toMatchObject({
      etag: '"v1"',
      lastSuccessAt: NOW.toISOString(),
      lastAttemptAt: NOW.toISOString(),
      lastError: null,
    });
  });

  it('waits a week after a success, then asks conditionally, and a 304 keeps everything', async () => {
    serve(() => ({ body: JSON.stringify(CHRISTMAS_2026), headers: { etag: '"v1"' } }));
    await refreshSchoolCalendar(db, NOW, URL_, 'production');
    vi.restoreAllMocks();
    const seen = serve(() => ({ status: 304 }));
    expect(
      await refreshSchoolCalendar(db, later(REFRESH_EVERY_MS - 60_000), URL_, 'production'),
    ).toEqual({ status: 'not-due' });
    expect(seen).toHaveLength(0);

    const due = later(REFRESH_EVERY_MS);
    expect(await refreshSchoolCalendar(db, due, URL_, 'production')).toEqual({
      status: 'not-modified',
    });
    expect(seen[0]?.headers.get('if-none-match')).toBe('"v1"');
    expect(await stored()).toHaveLength(2);
    expect((await state())?.lastSuccessAt).toBe(due.toISOString());
  });

  it.each([
    ['a 500', { status: 500, body: 'oops' }, 'Le serveur a répondu 500'],
    [
      'a page that is not JSON',
      { body: '<html></html>' },
      'La réponse n’est pas la liste JSON attendue',
    ],
    [
      'an object without records',
      { body: '{"error":"quota"}' },
      'La réponse n’est pas la liste JSON attendue',
    ],
    [
      'records none of which is valid',
      {
        body: JSON.stringify([
          schoolCalendarRecord(
            'Zone Z',
            'Vacances de Noël',
            '2026-12-18T23:00:00+00:00',
            '2027-01-03T23:00:00+00:00',
          ),
          schoolCalendarRecord('Zone C', 'Vacances de Noël', 'demain', '2027-01-03T23:00:00+00:00'),
          schoolCalendarRecord(
            'Zone C',
            'Vacances de Noël',
            '2027-01-03T23:00:00+00:00',
            '2026-12-18T23:00:00+00:00',
          ),
        ]),
      },
      'La réponse ne contient aucune période de vacances valide',
    ],
    [
      'an answer above 2 MiB',
      { body: `[${' '.repeat(SCHOOL_CALENDAR_MAX_BYTES)}]` },
      'La réponse dépasse 2 Mo',
    ],
  ])('keeps the stored periods and records the error after %s', async (_, answer, error) => {
    serve(() => ({ body: JSON.stringify(CHRISTMAS_2026), headers: { etag: '"v1"' } }));
    await refreshSchoolCalendar(db, NOW, URL_, 'production');
    vi.restoreAllMocks();
    serve(() => answer);
    const due = later(REFRESH_EVERY_MS);
    expect(await refreshSchoolCalendar(db, due, URL_, 'production')).toEqual({
      status: 'failed',
      error,
    });
    expect(await stored()).toHaveLength(2);
    expect(await state()).toMatchObject({
      etag: '"v1"',
      lastSuccessAt: NOW.toISOString(),
      lastAttemptAt: due.toISOString(),
      lastError: error,
    });
  });

  it('after a failure tries again six hours later, not every minute', async () => {
    const seen = serve(() => ({ status: 503 }));
    expect((await refreshSchoolCalendar(db, NOW, URL_, 'production')).status).toBe('failed');
    expect(await refreshSchoolCalendar(db, later(60_000), URL_, 'production')).toEqual({
      status: 'not-due',
    });
    expect(
      (await refreshSchoolCalendar(db, later(RETRY_AFTER_MS), URL_, 'production')).status,
    ).toBe('failed');
    expect(seen).toHaveLength(2);
  });

  it('fetches once when two ticks overlap', async () => {
    const seen = serve(() => ({ body: JSON.stringify(CHRISTMAS_2026) }));
    const outcomes = await Promise.all([
      refreshSchoolCalendar(db, NOW, URL_, 'production'),
      refreshSchoolCalendar(db, later(1_000), URL_, 'production'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['not-due', 'refreshed']);
    expect(seen).toHaveLength(1);
  });

  it('refuses a private address as the subscribed calendars do', async () => {
    const seen = serve(() => ({ body: '[]' }));
    expect(
      await refreshSchoolCalendar(db, NOW, 'https://192.168.1.10/calendrier.json', 'production'),
    ).toEqual({
      status: 'failed',
      error: "Cette adresse désigne un réseau privé : elle n'est pas acceptée",
    });
    expect(seen).toHaveLength(0);
  });

  it('runs from the minute tick when an address is set, and not at all without one', async () => {
    const seen = serve(() => ({ body: JSON.stringify(CHRISTMAS_2026) }));
    expect((await runTick({ DB: env.DB, SCHOOL_CALENDAR_URL: '' }, NOW)).schoolCalendar).toEqual({
      status: 'not-due',
    });
    expect(seen).toHaveLength(0);
    const tick = await runTick(
      { DB: env.DB, SCHOOL_CALENDAR_URL: URL_, ENVIRONMENT: 'production' },
      NOW,
    );
    expect(tick.schoolCalendar).toEqual({ status: 'refreshed', periods: 2 });
  });
});

describe('the stored periods in the Worker’s readers', () => {
  /** A zone the snapshot does not carry: Corse, its Christmas 2026-2027 as the refresh stores it. */
  async function storeChristmas2026() {
    serve(() => ({ body: JSON.stringify(CHRISTMAS_2026) }));
    await refreshSchoolCalendar(db, NOW, URL_, 'production');
  }

  async function judoFamily() {
    const family = await createFamily();
    const patched = await api(family.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: family.spaceId },
      json: { schoolZone: 'Corse', feedSchoolHolidays: true },
    });
    expect(patched.status).toBe(200);
    await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: '2026-12-02',
      time: '17:00',
      recurrence: 'weekly',
      skipSchoolHolidays: true,
    });
    return family;
  }

  it('a zone only D1 carries pauses « Sauf vacances scolaires » in the week; without it nothing pauses', async () => {
    const family = await judoFamily();
    expect(await week(family, '2026-12-14', '2027-01-10')).toEqual([
      '2026-12-16 Judo',
      '2026-12-23 Judo',
      '2026-12-30 Judo',
      '2027-01-06 Judo',
    ]);
    await storeChristmas2026();
    expect(await week(family, '2026-12-14', '2027-01-10')).toEqual([
      '2026-12-16 Judo',
      '2027-01-06 Judo',
    ]);
  });

  it('the subscribed feed writes the stored holidays as an all-day event, the paused days as EXDATEs, and its ETag moves with them', async () => {
    const family = await judoFamily();
    const made = await api(family.cookie).spaces[':spaceId']['calendar-feeds'].$post({
      param: { spaceId: family.spaceId },
      json: { profileId: null },
    });
    const path = new URL((await made.json()).url).pathname;
    // Read on NOW, so that the feed's window holds that Christmas whatever day the test runs.
    const read = async () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
      try {
        const response = await request(path);
        return { tag: response.headers.get('etag'), text: await response.text() };
      } finally {
        vi.useRealTimers();
      }
    };
    const before = await read();
    expect(before.text).not.toContain('20261219');
    await storeChristmas2026();
    const after = await read();
    expect(after.tag).not.toBe(before.tag);
    expect(after.text).toContain('SUMMARY:Vacances de Noël — Corse');
    expect(after.text).toContain('DTSTART;VALUE=DATE:20261219');
    expect(after.text).toMatch(/EXDATE[^\r\n]*20261223/);
  });

  it('serves the zone’s stored periods and the last refresh to the members, for the labels and « À propos »', async () => {
    const family = await judoFamily();
    const route = () =>
      api(family.cookie).spaces[':spaceId']['school-holidays'].$get({
        param: { spaceId: family.spaceId },
      });
    expect(await (await route()).json()).toEqual({ zone: 'Corse', periods: [], refreshedAt: null });
    await storeChristmas2026();
    expect(await (await route()).json()).toEqual({
      zone: 'Corse',
      periods: [
        {
          zone: 'Corse',
          name: 'Vacances de Noël',
          start: '2026-12-19',
          end: '2027-01-03',
          schoolYear: '2026-2027',
        },
      ],
      refreshedAt: NOW.toISOString(),
    });
    const stranger = await createFamily();
    const refused = await api(stranger.cookie).spaces[':spaceId']['school-holidays'].$get({
      param: { spaceId: family.spaceId },
    });
    expect(refused.status).toBe(403);
  });

  it('the reminders’ cron skips a series’ occurrences in a zone only D1 carries', async () => {
    await storeChristmas2026();
    const family = await cronFamily();
    await db
      .update(familySpaces)
      .set({ schoolZone: 'Corse' })
      .where(eq(familySpaces.id, family.spaceId));
    const judo = await addTask(
      family,
      {
        name: 'Judo',
        date: '2026-12-16',
        time: '17:00',
        recurrence: 'weekly',
        recurrenceDays: [3],
        skipSchoolHolidays: true,
      },
      new Date('2026-12-01T08:00:00.000Z'),
    );
    expect(judo.nextReminderAt).toBe('2026-12-16T15:45:00.000Z');
    await tick('2026-12-16T15:45:00.000Z');
    expect(await notificationsAbout(family.spaceId, judo.id)).toHaveLength(1);
    // 23 and 30 December are in Corse's holidays as the refresh stored them.
    expect((await storedTask(judo.id))?.nextReminderAt).toBe('2027-01-06T15:45:00.000Z');
  });
});
