/**
 * Custody in the calendar feed: each run of days in one home is an all-day, transparent event,
 * « Semaine chez Thomas » for a whole week and « Chez Thomas » otherwise, with the hand-over's time;
 * a profile's feed carries the rhythms of its parents and children only, and the feed's ETag moves
 * when a swap is added.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, request } from './support.ts';
import { createFamily, type Family, feedPath } from './tasks-support.ts';

/** A day whose feed window holds the whole rhythm below. */
const IN_NOVEMBER_2026 = new Date('2026-11-20T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

/** The feed as a calendar application reads it on `IN_NOVEMBER_2026`. */
async function readFeed(path: string) {
  vi.useFakeTimers({ now: IN_NOVEMBER_2026, toFake: ['Date'] });
  try {
    const response = await request(path);
    expect(response.status).toBe(200);
    return { tag: response.headers.get('etag'), text: await response.text() };
  } finally {
    vi.useRealTimers();
  }
}

/** The custody events, parsed, in date order: summary, first day, day after the last, and more. */
function custodyEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .filter((event) => String(event.getFirstPropertyValue('uid')).startsWith('garde-'))
    .map((event) => {
      const start = event.getFirstProperty('dtstart');
      return {
        summary: String(event.getFirstPropertyValue('summary')),
        start: String(event.getFirstPropertyValue('dtstart')),
        end: String(event.getFirstPropertyValue('dtend')),
        allDay: start?.type === 'date',
        transp: String(event.getFirstPropertyValue('transp')),
        description: String(event.getFirstPropertyValue('description')),
      };
    })
    .sort((a, b) => (a.start < b.start ? -1 : 1));
}

/** Une semaine sur deux from Friday 4 December 2026, Thomas first, hand-over at 18:00. */
async function weekOnWeekOff(family: Family, childId: string | null = null) {
  const response = await api(family.cookie).spaces[':spaceId'].custody.$post({
    param: { spaceId: family.spaceId },
    json: {
      childId,
      rhythm: 'alternate-weeks',
      startDate: '2026-12-04',
      firstParentId: family.profiles.thomas,
      secondParentId: family.profiles.camille,
      handoverTime: '18:00',
      holidays: 'rhythm',
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()).pattern;
}

describe('custody in the calendar feed', () => {
  it('writes each week in one home as an all-day « Semaine chez … » with the hand-over time', async () => {
    const family = await createFamily();
    await weekOnWeekOff(family);
    const events = custodyEvents((await readFeed(await feedPath(family))).text);
    expect(events.slice(0, 3)).toEqual([
      {
        summary: 'Semaine chez Thomas',
        start: '2026-12-04',
        end: '2026-12-11',
        allDay: true,
        transp: 'TRANSPARENT',
        description: 'Échange de garde à 18:00',
      },
      expect.objectContaining({ summary: 'Semaine chez Camille', start: '2026-12-11' }),
      expect.objectContaining({ summary: 'Semaine chez Thomas', start: '2026-12-18' }),
    ]);
    // Nothing before the rhythm's first day, and a week after a week up to the window's end.
    expect(events.every((event) => event.start >= '2026-12-04')).toBe(true);
    expect(events.length).toBeGreaterThan(50);
  });

  it('a swap makes runs of other lengths « Chez … », and moves the ETag', async () => {
    const family = await createFamily();
    const pattern = await weekOnWeekOff(family);
    const path = await feedPath(family);
    const before = await readFeed(path);
    const swapped = await api(family.cookie).spaces[':spaceId'].custody[':patternId'].swaps.$post({
      param: { spaceId: family.spaceId, patternId: pattern.id },
      json: { firstDay: '2026-12-11', lastDay: '2026-12-13', parentId: family.profiles.thomas },
    });
    expect(swapped.status).toBe(201);
    const after = await readFeed(path);
    expect(after.tag).not.toBe(before.tag);
    expect(custodyEvents(after.text).slice(0, 2)).toEqual([
      expect.objectContaining({ summary: 'Chez Thomas', start: '2026-12-04', end: '2026-12-14' }),
      expect.objectContaining({ summary: 'Chez Camille', start: '2026-12-14', end: '2026-12-18' }),
    ]);
  });

  it("a profile's feed carries its own rhythms only, named for the child", async () => {
    const family = await createFamily();
    await weekOnWeekOff(family, family.profiles.lea);
    const lea = custodyEvents((await readFeed(await feedPath(family, family.profiles.lea))).text);
    expect(lea[0]).toMatchObject({ summary: 'Léa · Semaine chez Thomas', start: '2026-12-04' });
    const thomas = await readFeed(await feedPath(family, family.profiles.thomas));
    expect(custodyEvents(thomas.text)[0]?.summary).toBe('Léa · Semaine chez Thomas');
    // Neither Hugo's nor Mamie's: the rhythm is Léa's, between her parents.
    for (const other of [family.profiles.hugo, family.profiles.mamie]) {
      expect(custodyEvents((await readFeed(await feedPath(family, other))).text)).toEqual([]);
    }
  });
});
