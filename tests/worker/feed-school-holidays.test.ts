/**
 * « Vacances scolaires dans le calendrier abonné » (docs/decisions/048-school-holidays.md): with the
 * switch on and a zone, the feeds and the download carry the zone's holidays as all-day events; off,
 * or without a zone, none; and the feed's ETag moves with the switch.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familySpaces } from '../../db/schema.ts';
import { call, db } from './auth-support.ts';
import { twoMembers } from './space-support.ts';
import { api, expectError, request } from './support.ts';
import { createFamily, type Family, feedPath } from './tasks-support.ts';

/** A day whose feed window holds the Christmas holidays 2025-2026 of the snapshot. */
const IN_NOVEMBER_2025 = new Date('2025-11-20T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

function setSpace(
  family: Family,
  json: { schoolZone?: 'A' | 'B' | 'C' | null; feedSchoolHolidays?: unknown },
) {
  return api(family.cookie).spaces[':spaceId'].$patch({
    param: { spaceId: family.spaceId },
    json: json as { feedSchoolHolidays?: boolean },
  });
}

/** The feed as a calendar application would read it on `IN_NOVEMBER_2025`. */
async function readFeed(path: string) {
  const faked = vi.isFakeTimers();
  if (!faked) vi.useFakeTimers({ now: IN_NOVEMBER_2025, toFake: ['Date'] });
  try {
    const response = await request(path);
    expect(response.status).toBe(200);
    return { tag: response.headers.get('etag'), text: await response.text() };
  } finally {
    if (!faked) vi.useRealTimers();
  }
}

function holidayEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .filter((event) => String(event.getFirstPropertyValue('uid')).startsWith('vacances-'));
}

describe('school holidays in the calendar feed', () => {
  it('are written as transparent all-day events with a stable UID once the switch is on, and move the ETag', async () => {
    const family = await createFamily();
    expect((await setSpace(family, { schoolZone: 'C' })).status).toBe(200);
    const path = await feedPath(family);

    const off = await readFeed(path);
    expect(holidayEvents(off.text)).toEqual([]);

    const switched = await setSpace(family, { feedSchoolHolidays: true });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toMatchObject({
      changed: true,
      message: 'Calendrier abonné mis à jour',
      space: { schoolZone: 'C', feedSchoolHolidays: true },
    });

    const on = await readFeed(path);
    expect(on.tag).not.toBe(off.tag);
    const events = holidayEvents(on.text);
    const christmas = events.find((event) =>
      String(event.getFirstPropertyValue('summary')).startsWith('Vacances de Noël'),
    );
    expect(christmas?.getFirstPropertyValue('summary')).toBe('Vacances de Noël — zone C');
    const start = christmas?.getFirstProperty('dtstart');
    expect(start?.type).toBe('date');
    expect(String(start?.getFirstValue())).toBe('2025-12-20');
    // Exclusive end: the last day is Sunday 4 January 2026.
    expect(String(christmas?.getFirstPropertyValue('dtend'))).toBe('2026-01-05');
    expect(christmas?.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(christmas?.getFirstPropertyValue('uid')).toBe('vacances-C-20251220@foyer.app');
    // Only zone C, only periods that meet the window (90 days back, 400 ahead).
    expect(
      events.every((event) => String(event.getFirstPropertyValue('summary')).endsWith('zone C')),
    ).toBe(true);
    expect(events.length).toBeGreaterThan(3);

    // The same body twice: the UID and the text do not move between polls.
    expect((await readFeed(path)).text).toBe(on.text);

    // A calendar holding the old tag gets the new text, not a 304.
    vi.useFakeTimers({ now: IN_NOVEMBER_2025, toFake: ['Date'] });
    try {
      const revalidated = await request(path, { headers: { 'if-none-match': off.tag ?? '' } });
      expect(revalidated.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }

    expect((await setSpace(family, { feedSchoolHolidays: false })).status).toBe(200);
    const offAgain = await readFeed(path);
    expect(holidayEvents(offAgain.text)).toEqual([]);
    expect(offAgain.tag).not.toBe(on.tag);
  });

  it('are in the per-profile feed and the download too, and in none without a zone', async () => {
    // The whole family lives on that day, its sign-in included (the download asks for it).
    vi.useFakeTimers({ now: IN_NOVEMBER_2025, toFake: ['Date'] });
    const family = await createFamily();
    expect((await setSpace(family, { schoolZone: 'A', feedSchoolHolidays: true })).status).toBe(
      200,
    );
    const profilePath = await feedPath(family, family.profiles.lea);
    expect(
      holidayEvents((await readFeed(profilePath)).text).map((event) =>
        event.getFirstPropertyValue('uid'),
      ),
    ).toContain('vacances-A-20251220@foyer.app');

    const response = await call(
      'GET',
      `/api/spaces/${family.spaceId}/calendar-feeds/planning.ics`,
      { cookie: family.cookie },
    );
    expect(response.status).toBe(200);
    expect(
      holidayEvents(await response.text()).map((event) => event.getFirstPropertyValue('summary')),
    ).toContain('Vacances de Noël — zone A');

    // The switch stays on, the zone goes: nothing to write.
    expect((await setSpace(family, { schoolZone: null })).status).toBe(200);
    expect(holidayEvents((await readFeed(profilePath)).text)).toEqual([]);
  });

  it('is a yes or no, refused otherwise in French, and admin-only like the zone', async () => {
    const family = await createFamily();
    for (const value of ['oui', 1, null]) {
      const response = await setSpace(family, { feedSchoolHolidays: value });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(
        'Indiquez si les vacances scolaires vont dans le calendrier abonné (oui ou non)',
      );
    }
    const row = await db
      .select()
      .from(familySpaces)
      .where(eq(familySpaces.id, family.spaceId))
      .get();
    expect(row?.feedSchoolHolidays).toBe(false);

    const members = await twoMembers();
    await expectError(
      await api(members.other.cookie).spaces[':spaceId'].$patch({
        param: { spaceId: members.spaceId },
        json: { feedSchoolHolidays: true },
      }),
      403,
      'forbidden',
    );
  });
});
