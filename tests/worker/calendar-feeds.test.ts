/**
 * Calendar subscriptions (docs/decisions/013-calendar-feed.md): a member makes, remakes and revokes
 * secret `/cal/<token>.ics` addresses; the feed lists the space's (or a profile's) tasks as iCalendar,
 * answers ETag/304, and a revoked, remade-over or orphaned address is a 404.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema.ts';
import { addDays, type IsoDate, zonedDate } from '../../domain/zoned-time.ts';
import { db } from './auth-support.ts';
import { addMember, createSpaceAs, expectError, signupPerson } from './space-support.ts';
import { api, ORIGIN, request } from './support.ts';
import { createFamily, createTask, type Family } from './tasks-support.ts';

/** A day `offset` days from today in the families' zone: feeds cover the days around today. */
function inDays(offset: number): IsoDate {
  return addDays(zonedDate(new Date(), 'Europe/Paris'), offset);
}

function feedsOf(cookie: string | undefined) {
  return api(cookie).spaces[':spaceId']['calendar-feeds'];
}

async function makeFeed(family: Family, profileId: string | null = null) {
  const response = await feedsOf(family.cookie).$post({
    param: { spaceId: family.spaceId },
    json: { profileId },
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** The path of an address (`/cal/<token>.ics`), checked to be on the app's origin. */
function pathOf(url: string): string {
  expect(url.startsWith(`${ORIGIN}/cal/`)).toBe(true);
  return new URL(url).pathname;
}

function summaries(ics: string): string[] {
  return new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((vevent) => String(vevent.getFirstPropertyValue('summary')))
    .sort();
}

describe('calendar feed addresses', () => {
  it('serves the space planning as iCalendar from a 256-bit address stored only hashed', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Piscine',
      type: 'sport',
      date: inDays(7),
      time: '17:00',
      endTime: '18:00',
      recurrence: 'weekly',
      hasNotification: true,
      notificationTime: 30,
    });
    await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: inDays(9),
      time: '09:15',
    });

    const created = await makeFeed(family);
    expect(created.message).toBe("Lien d'abonnement créé");
    expect(created.feed).toMatchObject({ profileId: null, lastUsedAt: null });
    const path = pathOf(created.url);
    const token = path.slice('/cal/'.length, -'.ics'.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The database keeps a hash, never the token.
    const rows = await db.select().from(calendarFeeds);
    const row = rows.find((r) => r.spaceId === family.spaceId);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(summaries(ics)).toEqual(['Piscine', 'Pédiatre']);
    expect(ics).toContain('X-WR-CALNAME:Foyer · Famille Martin');
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${inDays(7).replaceAll('-', '')}T170000`);
    expect(ics).toContain('RRULE:FREQ=WEEKLY');
    expect(ics).toContain('TRIGGER:-PT30M');
    expect(ics).toContain('BEGIN:VTIMEZONE');

    // The list in Réglages shows it, without any token.
    const listed = await feedsOf(family.cookie).$get({
      param: { spaceId: family.spaceId },
    });
    const { feeds } = await listed.json();
    expect(feeds).toHaveLength(1);
    expect(feeds[0]?.profileId).toBeNull();
    expect(feeds[0]?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(feeds)).not.toContain(token);
  });

  it("lists only a profile's items in that profile's feed", async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Danse de Léa',
      type: 'danse',
      date: inDays(8),
      time: '16:00',
      enfant: family.profiles.lea,
    });
    await createTask(family, {
      name: 'Courses de Thomas',
      type: 'repas',
      date: inDays(8),
      time: '18:00',
      responsable: family.profiles.thomas,
    });
    const feed = await makeFeed(family, family.profiles.lea);
    const ics = await (await request(pathOf(feed.url))).text();
    expect(summaries(ics)).toEqual(['Danse de Léa']);
    expect(ics).toContain('X-WR-CALNAME:Léa · Famille Martin');
  });

  it('an event of two children is in each child’s feed, and says who it is for', async () => {
    const family = await createFamily();
    const { camille, lea, hugo } = family.profiles;
    await createTask(family, {
      name: 'Déposer Léa et Hugo à l’école',
      type: 'ecole',
      date: inDays(3),
      time: '08:15',
      responsables: [camille],
      enfants: [lea, hugo],
    });
    for (const child of [lea, hugo]) {
      const feed = await makeFeed(family, child);
      const ics = await (await request(pathOf(feed.url))).text();
      expect(summaries(ics)).toEqual(['Déposer Léa et Hugo à l’école']);
      const [event] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
      expect(event?.getFirstPropertyValue('description')).toBe(
        'Responsable : Camille · Pour : Léa, Hugo',
      );
    }
  });

  it('answers 304 to a calendar that has the current ETag, 200 once the planning changed', async () => {
    const family = await createFamily();
    await createTask(family, { name: 'Judo', type: 'sport', date: inDays(20), time: '10:00' });
    const path = pathOf((await makeFeed(family)).url);
    const first = await request(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    await first.arrayBuffer();

    const again = await request(path, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await createTask(family, { name: 'Cinéma', type: 'soiree', date: inDays(21), time: '20:00' });
    const changed = await request(path, { headers: { 'if-none-match': etag as string } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(summaries(await changed.text())).toEqual(['Cinéma', 'Judo']);
  });

  it('regenerating replaces the address: the old one answers 404 at once', async () => {
    const family = await createFamily();
    const oldPath = pathOf((await makeFeed(family)).url);
    expect((await request(oldPath)).status).toBe(200);

    const remade = await makeFeed(family);
    expect(remade.message).toBe("Nouveau lien d'abonnement créé");
    expect(remade.description).toBe("L'ancien lien ne fonctionne plus.");
    const newPath = pathOf(remade.url);
    expect(newPath).not.toBe(oldPath);
    expect((await request(oldPath)).status).toBe(404);
    expect((await request(newPath)).status).toBe(200);
    // Still one address for the space.
    const listed = await feedsOf(family.cookie).$get({
      param: { spaceId: family.spaceId },
    });
    expect((await listed.json()).feeds).toHaveLength(1);
  });

  it('revoking makes the address a 404; revoking again is a 404 too', async () => {
    const family = await createFamily();
    const spacePath = pathOf((await makeFeed(family)).url);
    const profilePath = pathOf((await makeFeed(family, family.profiles.hugo)).url);

    const revoke = (scope: string) =>
      feedsOf(family.cookie)[':scope'].$delete({
        param: { spaceId: family.spaceId, scope },
      });
    const revoked = await revoke('espace');
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).message).toBe("Lien d'abonnement révoqué");
    await expectError(
      await request(spacePath),
      404,
      'not_found',
      "Ce lien d'abonnement n'existe pas ou a déjà été révoqué",
    );
    // The profile's address is another one, still working.
    expect((await request(profilePath)).status).toBe(200);
    await expectError(await revoke('espace'), 404, 'not_found');

    expect((await revoke(family.profiles.hugo)).status).toBe(200);
    expect((await request(profilePath)).status).toBe(404);
    await expectError(await revoke('pas-un-id'), 404, 'not_found');
  });

  it('answers 404 to unknown and malformed tokens', async () => {
    for (const path of [
      `/cal/${'A'.repeat(43)}.ics`,
      '/cal/court.ics',
      `/cal/${'A'.repeat(43)}`,
      '/cal/',
      '/cal',
      `/cal/x/${'A'.repeat(43)}.ics`,
    ]) {
      expect((await request(path)).status, path).toBe(404);
    }
  });

  it('refuses a profile of another space and a non-member, and forgets the address of a member who left', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const foreign = await feedsOf(family.cookie).$post({
      param: { spaceId: family.spaceId },
      json: { profileId: other.profiles.lea },
    });
    await expectError(foreign, 404, 'not_found', 'Profil introuvable');

    const stranger = await signupPerson('Sacha', 'Durand');
    const refused = await feedsOf(stranger.cookie).$post({
      param: { spaceId: family.spaceId },
      json: { profileId: null },
    });
    await expectError(refused, 403, 'forbidden');
    const listRefused = await feedsOf(stranger.cookie).$get({
      param: { spaceId: family.spaceId },
    });
    await expectError(listRefused, 403, 'forbidden');

    // A member makes an address, then leaves: the address stops answering.
    const owner = await signupPerson('Nadia', 'Martin');
    const space = await createSpaceAs(owner);
    const spaceId = space.space.id;
    const member = await signupPerson('Yanis', 'Martin');
    await addMember(owner, spaceId, member);
    const made = await feedsOf(member.cookie).$post({
      param: { spaceId },
      json: { profileId: null },
    });
    expect(made.status).toBe(201);
    const path = pathOf((await made.json()).url);
    expect((await request(path)).status).toBe(200);
    // Each member sees only their own addresses.
    const ownerList = await feedsOf(owner.cookie).$get({ param: { spaceId } });
    expect((await ownerList.json()).feeds).toEqual([]);

    const left = await api(member.cookie).spaces[':spaceId'].leave.$post({ param: { spaceId } });
    expect(left.status).toBe(200);
    expect((await request(path)).status).toBe(404);
  });

  it('an address of a member who left stays dead when they are invited back', async () => {
    const owner = await signupPerson('Nadia', 'Roux');
    const { id: spaceId } = await createSpaceAs(owner);
    const member = await signupPerson('Yanis', 'Roux');
    await addMember(owner, spaceId, member);
    const made = await feedsOf(member.cookie).$post({
      param: { spaceId },
      json: { profileId: null },
    });
    const path = pathOf((await made.json()).url);
    expect((await request(path)).status).toBe(200);

    const left = await api(member.cookie).spaces[':spaceId'].leave.$post({ param: { spaceId } });
    expect(left.status).toBe(200);
    await addMember(owner, spaceId, member);

    expect((await request(path)).status).toBe(404);
    const listed = await feedsOf(member.cookie).$get({ param: { spaceId } });
    expect((await listed.json()).feeds).toEqual([]);
    // A new address made after coming back works.
    const remade = await feedsOf(member.cookie).$post({
      param: { spaceId },
      json: { profileId: null },
    });
    expect((await request(pathOf((await remade.json()).url))).status).toBe(200);
  });

  it('needs a session to manage addresses', async () => {
    const family = await createFamily();
    const response = await api().spaces[':spaceId']['calendar-feeds'].$get({
      param: { spaceId: family.spaceId },
    });
    await expectError(response, 401, 'unauthenticated');
  });
});
