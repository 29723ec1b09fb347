/**
 * Subscribed calendars (docs/decisions/049-subscribed-calendars.md): an .ics address the family
 * follows. The calendar servers are a stub of the Worker's outbound `fetch`, the way the push tests
 * stand in for push services: the worker pool runs the app in this isolate.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarSubscriptions, spaceMembers } from '../../db/schema.ts';
import {
  createSubscription,
  refreshDueSubscriptions,
} from '../../worker/calendar/subscriptions.ts';
import {
  checkCalendarUrl,
  displayedAddress,
  fetchCalendar,
  MAX_BYTES,
  SubscriptionFetchError,
} from '../../worker/calendar/subscriptions-fetch.ts';
import { parseCalendar } from '../../worker/calendar/subscriptions-parse.ts';
import { type ClubCalendar, clubCalendar } from '../fixtures/club-calendar.ts';
import { db } from './auth-support.ts';
import { expectError, signupPerson } from './space-support.ts';
import { api } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

/**
 * The club's calendar (tests/fixtures/club-calendar.ts) from 7 October 2026, six Wednesdays with 21
 * October left out and 4 November moved to 16:00, the autumn holidays as an all-day event, and a
 * New York call that names an IANA zone without a VTIMEZONE.
 */
const CLUB: ClubCalendar = {
  first: '2026-10-07',
  excluded: '2026-10-21',
  moved: '2026-11-04',
  count: 6,
  extraEvents: [
    [
      'BEGIN:VEVENT',
      'UID:vacances@club.test',
      'DTSTAMP:20260901T000000Z',
      'SUMMARY:Pas de cours',
      'DTSTART;VALUE=DATE:20261017',
      'DTEND;VALUE=DATE:20261102',
      'END:VEVENT',
    ],
    [
      'BEGIN:VEVENT',
      'UID:call@club.test',
      'DTSTAMP:20260901T000000Z',
      'SUMMARY:Appel',
      'DTSTART;TZID=America/New_York:20261012T090000',
      'DTEND;TZID=America/New_York:20261012T093000',
      'END:VEVENT',
    ],
  ],
};
const CLUB_ICS = clubCalendar(CLUB);

/** The same calendar with no end to the series, so that it meets the window of any test day. */
const ENDLESS_ICS = clubCalendar({ ...CLUB, count: undefined });

const NOW = new Date('2026-10-01T00:00:00.000Z');

interface Served {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

/** Stubs the calendar servers: `routes` answers by URL, anything else is a network failure. */
function serve(routes: Record<string, (request: Request) => Served>) {
  const seen: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    const route = routes[request.url];
    if (!route) throw new TypeError('Network connection lost.');
    const { status = 200, body, headers } = route(request);
    return new Response(status === 304 ? null : (body ?? null), { status, headers });
  });
  return seen;
}

// D1 is fresh per file, not per test: each test starts without calendars.
beforeEach(async () => {
  await db.delete(calendarSubscriptions);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function subscriptionsOf(family: Family) {
  return api(family.cookie).spaces[':spaceId']['calendar-subscriptions'];
}

async function rowOf(id: string) {
  const [row] = await db
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.id, id));
  if (!row) throw new Error('no subscription row');
  return row;
}

describe('a subscribed calendar read with ical.js', () => {
  it('places a weekly series at its local times across the autumn clock change, without its EXDATE and with its moved occurrence', () => {
    const events = parseCalendar(CLUB_ICS, NOW, 'Europe/Paris');
    const judo = events.filter((e) => e.title.startsWith('Judo')).map((e) => [e.start, e.title]);
    expect(judo).toEqual([
      ['2026-10-07T12:00:00.000Z', 'Judo'], // 14:00 summer time
      ['2026-10-14T12:00:00.000Z', 'Judo'],
      ['2026-10-28T13:00:00.000Z', 'Judo'], // 14:00 winter time, 21 October left out
      ['2026-11-04T15:00:00.000Z', 'Judo (compétition)'], // moved to 16:00
      ['2026-11-11T13:00:00.000Z', 'Judo'],
    ]);
    expect(events.find((e) => e.title === 'Judo (compétition)')?.end).toBe(
      '2026-11-04T17:00:00.000Z',
    );
  });

  it('keeps all-day events as days and reads an IANA zone named without its VTIMEZONE', () => {
    const events = parseCalendar(CLUB_ICS, NOW, 'Europe/Paris');
    expect(events.find((e) => e.title === 'Pas de cours')).toMatchObject({
      start: '2026-10-17',
      end: '2026-11-02',
      allDay: true,
    });
    expect(events.find((e) => e.title === 'Appel')?.start).toBe('2026-10-12T13:00:00.000Z');
  });

  it('keeps only the occurrences of the window around the refresh', () => {
    const events = parseCalendar(ENDLESS_ICS, NOW, 'Europe/Paris');
    const last = events.filter((e) => e.title === 'Judo').at(-1);
    expect(last?.start.slice(0, 10)).toBe('2027-11-03');
    expect(parseCalendar(CLUB_ICS, new Date('2028-01-01T00:00:00Z'), 'Europe/Paris')).toEqual([]);
  });

  it('refuses a text that is not a calendar', () => {
    expect(() => parseCalendar('<html>Bonjour</html>', NOW, 'Europe/Paris')).toThrow(
      SubscriptionFetchError,
    );
  });
});

describe('the address a subscribed calendar may have', () => {
  it('rewrites webcal to https and refuses private, loopback and local addresses in production', () => {
    expect(checkCalendarUrl('webcal://club.test/agenda.ics', 'production').href).toBe(
      'https://club.test/agenda.ics',
    );
    for (const address of [
      'http://club.test/agenda.ics',
      'https://127.0.0.1/agenda.ics',
      'https://10.0.0.8/agenda.ics',
      'https://0x7f000001/agenda.ics',
      'https://[::1]/agenda.ics',
      'https://localhost/agenda.ics',
      'https://nas.local/agenda.ics',
      'https://metadata.internal/agenda.ics',
      'https://club.test:8443/agenda.ics',
      'https://parent:secret@club.test/agenda.ics',
      'ftp://club.test/agenda.ics',
    ]) {
      expect(() => checkCalendarUrl(address, 'production'), address).toThrow(
        SubscriptionFetchError,
      );
    }
  });

  it('refuses local names however they are spelled: trailing dots, escapes, full stops, capitals', () => {
    for (const address of [
      'https://localhost./a.ics',
      'https://localhost../a.ics',
      'https://localhost%2E/a.ics',
      'https://localhost\u3002/a.ics',
      'https://LOCALHOST./a.ics',
      'https://metadata.google.internal./computeMetadata/v1/',
      'https://intranet./a.ics',
      'https://nas.local./a.ics',
      'https://router.lan./a.ics',
      'https://box.home.arpa./a.ics',
      'https://localhost.localdomain/a.ics',
      'https://ip6-localhost/a.ics',
      'https://127.0.0.1./a.ics',
      'https://0x7f.1./a.ics',
    ]) {
      expect(() => checkCalendarUrl(address, 'production'), address).toThrow(
        "Cette adresse désigne un réseau privé : elle n'est pas acceptée",
      );
    }
    // A public name written with the root's dot is still a public name.
    expect(checkCalendarUrl('https://club.test./a.ics', 'production').hostname).toBe('club.test.');
  });

  it('accepts localhost only in development, as the push sender does', () => {
    expect(checkCalendarUrl('http://localhost:8123/a.ics', 'development').port).toBe('8123');
    expect(() => checkCalendarUrl('http://localhost:8123/a.ics', 'production')).toThrow();
  });

  it('shows back only the host, never the key a private address carries', () => {
    expect(
      displayedAddress('https://calendar.google.com/calendar/ical/x/private-abc/basic.ics'),
    ).toBe('https://calendar.google.com/…');
  });

  it('follows at most three redirects, each checked again', async () => {
    serve({
      'https://club.test/a.ics': () => ({ status: 302, headers: { location: '/b.ics' } }),
      'https://club.test/b.ics': () => ({
        status: 301,
        headers: { location: 'https://127.0.0.1/c.ics' },
      }),
    });
    await expect(
      fetchCalendar('https://club.test/a.ics', { etag: null, lastModified: null }, 'production'),
    ).rejects.toThrow("Cette adresse désigne un réseau privé : elle n'est pas acceptée");
    vi.restoreAllMocks();
    const hops: Record<string, () => Served> = {};
    for (let i = 0; i < 5; i++) {
      hops[`https://club.test/${i}.ics`] = () => ({
        status: 302,
        headers: { location: `/${i + 1}.ics` },
      });
    }
    const seen = serve(hops);
    await expect(
      fetchCalendar('https://club.test/0.ics', { etag: null, lastModified: null }, 'production'),
    ).rejects.toThrow('Trop de redirections');
    expect(seen).toHaveLength(4);
  });

  it('stops reading a body above 1 MiB', async () => {
    serve({ 'https://club.test/big.ics': () => ({ body: 'x'.repeat(MAX_BYTES + 1) }) });
    await expect(
      fetchCalendar('https://club.test/big.ics', { etag: null, lastModified: null }, 'production'),
    ).rejects.toThrow('Le calendrier dépasse 1 Mo');
  });
});

describe('subscribed calendars of a space', () => {
  it('adds a calendar after fetching it once, lists it without its key, and serves its occurrences', async () => {
    serve({ 'https://club.test/judo.ics?key=s3cret': () => ({ body: ENDLESS_ICS }) });
    const family = await createFamily();
    const response = await subscriptionsOf(family).$post({
      param: { spaceId: family.spaceId },
      json: {
        name: 'Club de judo',
        colour: 'violet',
        url: 'webcal://club.test/judo.ics?key=s3cret',
        profileId: null,
      },
    });
    expect(response.status).toBe(201);
    const { subscription } = await response.json();
    expect(subscription).toMatchObject({
      name: 'Club de judo',
      url: 'https://club.test/…',
      inConflicts: false,
      lastError: null,
    });
    expect(subscription.eventCount).toBeGreaterThan(40);

    const list = await subscriptionsOf(family).$get({ param: { spaceId: family.spaceId } });
    expect(JSON.stringify(await list.json())).not.toContain('s3cret');

    const row = await rowOf(subscription.id);
    const someJudo = row.events.find((e) => e.title === 'Judo');
    if (!someJudo) throw new Error('no judo');
    const day = someJudo.start.slice(0, 10);
    const events = await subscriptionsOf(family).events.$get({
      param: { spaceId: family.spaceId },
      query: { from: day, to: day },
    });
    expect(events.status).toBe(200);
    const body = await events.json();
    expect(body.events.map((e) => [e.subscriptionId, e.title])).toContainEqual([
      subscription.id,
      'Judo',
    ]);
  });

  it('refuses, in French on the address, a private address and one that does not answer a calendar', async () => {
    serve({ 'https://club.test/page.html': () => ({ body: '<html></html>' }) });
    const family = await createFamily();
    for (const [url, message] of [
      [
        'https://192.168.1.10/agenda.ics',
        "Cette adresse désigne un réseau privé : elle n'est pas acceptée",
      ],
      [
        'https://club.test/page.html',
        'Cette adresse ne renvoie pas un calendrier iCalendar (.ics)',
      ],
      ['https://absent.test/agenda.ics', 'Serveur injoignable'],
    ] as const) {
      const response = await subscriptionsOf(family).$post({
        param: { spaceId: family.spaceId },
        json: { name: 'École', colour: 'rouge', url, profileId: null },
      });
      await expectError(response, 400, 'validation', message);
    }
    expect(await db.select().from(calendarSubscriptions)).toEqual([]);
  });

  it('holds the cap of calendars in the insert: adds sent together at 19 make 20, the other a French 409', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      // Every add waits on its fetch, as a slow calendar server makes it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Response(CLUB_ICS, { status: 200 });
    });
    const family = await createFamily();
    for (let i = 0; i < 19; i++) {
      await createSubscription(
        db,
        {
          spaceId: family.spaceId,
          userId: family.userId,
          name: `Club ${i}`,
          colour: 'violet',
          url: `https://club.test/${i}.ics`,
          profileId: null,
          inConflicts: false,
          copy: { events: [], etag: null, lastModified: null },
        },
        NOW,
      );
    }
    const add = (i: number) =>
      subscriptionsOf(family).$post({
        param: { spaceId: family.spaceId },
        json: {
          name: `Ajout ${i}`,
          colour: 'rouge',
          url: `https://club.test/a${i}.ics`,
          profileId: null,
        },
      });
    const answers = await Promise.all([add(1), add(2), add(3)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((r) => (r.status as number) === 409)) {
      await expectError(refused, 409, 'conflict', 'Un espace peut suivre au plus 20 calendriers');
    }
    const held = await db
      .select()
      .from(calendarSubscriptions)
      .where(eq(calendarSubscriptions.spaceId, family.spaceId));
    expect(held).toHaveLength(20);
  });

  it('leaves adding, editing and removing to the space admins', async () => {
    serve({ 'https://club.test/judo.ics': () => ({ body: CLUB_ICS }) });
    const family = await createFamily();
    const thomas = await signupPerson('Thomas', 'Martin');
    await db
      .insert(spaceMembers)
      .values({ spaceId: family.spaceId, userId: thomas.id, displayName: 'Thomas Martin' });
    const asMember = api(thomas.cookie).spaces[':spaceId']['calendar-subscriptions'];
    const refused = await asMember.$post({
      param: { spaceId: family.spaceId },
      json: { name: 'Judo', colour: 'rouge', url: 'https://club.test/judo.ics', profileId: null },
    });
    expect(refused.status).toBe(403);

    const created = await subscriptionsOf(family).$post({
      param: { spaceId: family.spaceId },
      json: { name: 'Judo', colour: 'rouge', url: 'https://club.test/judo.ics', profileId: null },
    });
    const { subscription } = await created.json();
    const param = { spaceId: family.spaceId, subscriptionId: subscription.id };
    expect((await asMember[':subscriptionId'].$delete({ param })).status).toBe(403);
    expect((await asMember.$get({ param: { spaceId: family.spaceId } })).status).toBe(200);

    const edited = await subscriptionsOf(family)[':subscriptionId'].$patch({
      param,
      json: { name: 'Judo de Léa', inConflicts: true },
    });
    expect(await edited.json()).toMatchObject({
      subscription: { name: 'Judo de Léa', inConflicts: true },
    });
    expect((await subscriptionsOf(family)[':subscriptionId'].$delete({ param })).status).toBe(200);
    expect(await db.select().from(calendarSubscriptions)).toEqual([]);
  });
});

describe('the refresh of subscribed calendars', () => {
  async function subscribed(family: Family, url: string) {
    const row = await createSubscription(
      db,
      {
        spaceId: family.spaceId,
        userId: family.userId,
        name: 'Judo',
        colour: 'violet',
        url,
        profileId: null,
        inConflicts: false,
        copy: {
          events: parseCalendar(CLUB_ICS, NOW, 'Europe/Paris'),
          etag: '"v1"',
          lastModified: 'Tue, 29 Sep 2026 10:00:00 GMT',
        },
      },
      NOW,
    );
    if (!row) throw new Error('the space is full');
    return row;
  }

  const later = new Date(NOW.getTime() + 6 * 3_600_000);

  it('asks with the copy’s validators, and a 304 keeps the copy and moves the next refresh on', async () => {
    const family = await createFamily();
    const row = await subscribed(family, 'https://club.test/judo.ics');
    const seen = serve({ 'https://club.test/judo.ics': () => ({ status: 304 }) });
    expect(await refreshDueSubscriptions(db, later, 'production')).toEqual([]);
    expect(seen[0]?.headers.get('if-none-match')).toBe('"v1"');
    expect(seen[0]?.headers.get('if-modified-since')).toBe('Tue, 29 Sep 2026 10:00:00 GMT');
    const after = await rowOf(row.id);
    expect(after.events).toEqual(row.events);
    expect(after.lastSuccessAt).toBe(later.toISOString());
    expect(after.nextRefreshAt > later.toISOString()).toBe(true);
  });

  it('refreshes only what is due', async () => {
    const family = await createFamily();
    await subscribed(family, 'https://club.test/judo.ics');
    const seen = serve({ 'https://club.test/judo.ics': () => ({ status: 304 }) });
    expect(
      await refreshDueSubscriptions(db, new Date(later.getTime() - 60_000), 'production'),
    ).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('keeps the last good copy when the address fails, records why, and tells the space', async () => {
    const family = await createFamily();
    const row = await subscribed(family, 'https://club.test/judo.ics');
    serve({ 'https://club.test/judo.ics': () => ({ status: 500 }) });
    expect(await refreshDueSubscriptions(db, later, 'production')).toEqual([family.spaceId]);
    const after = await rowOf(row.id);
    expect(after.events).toEqual(row.events);
    expect(after.events.length).toBeGreaterThan(0);
    expect(after.lastError).toBe('Le serveur a répondu 500');
    expect(after.lastSuccessAt).toBe(NOW.toISOString());
    const list = await subscriptionsOf(family).$get({ param: { spaceId: family.spaceId } });
    expect((await list.json()).subscriptions[0]).toMatchObject({
      lastError: 'Le serveur a répondu 500',
      lastSuccessAt: NOW.toISOString(),
    });
  });

  it('replaces the copy with a changed calendar and tells the space', async () => {
    const family = await createFamily();
    const row = await subscribed(family, 'https://club.test/judo.ics');
    serve({
      'https://club.test/judo.ics': () => ({
        body: CLUB_ICS.replace('SUMMARY:Judo\r\n', 'SUMMARY:Judo enfants\r\n'),
        headers: { etag: '"v2"' },
      }),
    });
    expect(await refreshDueSubscriptions(db, later, 'production')).toEqual([family.spaceId]);
    const after = await rowOf(row.id);
    expect(after.etag).toBe('"v2"');
    expect(after.events.filter((e) => e.title === 'Judo enfants')).toHaveLength(4);
  });
});
