/**
 * What one fetch of a calendar address may cost: a conditional request is answered from the space's
 * planning stamp (task count and last change) without building the body, and the body covers a window (90 days
 * back, 400 ahead) with each event's text cut.
 */

import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate, zonedDate } from '../../domain/zoned-time.ts';
import { FEED_WINDOW } from '../../worker/calendar/feeds.ts';
import { request } from './support.ts';
import { createFamily, createTask, feedPath } from './tasks-support.ts';

function events(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
}

function summaries(ics: string): string[] {
  return events(ics)
    .map((vevent) => String(vevent.getFirstPropertyValue('summary')))
    .sort();
}

const today = (): IsoDate => zonedDate(new Date(), 'Europe/Paris');

describe('a conditional fetch of a calendar address', () => {
  it('is answered from the planning stamp: 304 without building the body', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: addDays(today(), 3),
      time: '10:00',
    });
    const path = await feedPath(family);
    const first = await request(path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(summaries(await first.text())).toEqual(['Judo']);

    // A change made behind the stamp's back (updated_at left as it was): a feed that built its body
    // to compare tags would see it (its tag would be the body's hash) and answer 200; one that trusts
    // the stamp answers 304.
    await env.DB.prepare("update tasks set name = 'Karaté' where space_id = ?")
      .bind(family.spaceId)
      .run();
    const again = await request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    // Any write the stamp sees gives a new tag and the new body.
    await createTask(family, {
      name: 'Cinéma',
      type: 'soiree',
      date: addDays(today(), 4),
      time: '20:00',
    });
    const changed = await request(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(summaries(await changed.text())).toEqual(['Cinéma', 'Karaté']);
  });

  it('a renamed space changes the tag, though no task changed', async () => {
    const family = await createFamily();
    const path = await feedPath(family);
    const etag = (await request(path)).headers.get('etag') as string;
    await env.DB.prepare("update family_spaces set name = 'Famille Dupont' where id = ?")
      .bind(family.spaceId)
      .run();
    const renamed = await request(path, { headers: { 'if-none-match': etag } });
    expect(renamed.status).toBe(200);
    expect(await renamed.text()).toContain('X-WR-CALNAME:Foyer · Famille Dupont');
  });
});

describe('the body of a calendar address', () => {
  it('covers 90 days back and 400 ahead: older or later items, and series ended before, are left out', async () => {
    expect(FEED_WINDOW).toEqual({ pastDays: 90, futureDays: 400 });
    const family = await createFamily();
    const day = today();
    const single = (name: string, offset: number) =>
      createTask(family, { name, type: 'ecole', date: addDays(day, offset), time: '08:00' });
    await single('Trop ancien', -91);
    await single('Dans la fenêtre (passé)', -90);
    await single('Dans la fenêtre (futur)', 400);
    await single('Trop loin', 401);
    const ended = await createTask(family, {
      name: 'Série finie avant',
      type: 'sport',
      date: addDays(day, -200),
      time: '17:00',
      recurrence: 'weekly',
    });
    // The forms refuse an end in the past: a series that ended long ago, as stored.
    await env.DB.prepare('update tasks set recurrence_end_date = ? where id = ?')
      .bind(addDays(day, -91), ended.id)
      .run();
    await createTask(family, {
      name: 'Série en cours',
      type: 'sport',
      date: addDays(day, -700),
      time: '17:00',
      recurrence: 'weekly',
    });
    await createTask(family, {
      name: 'Série à venir trop tard',
      type: 'sport',
      date: addDays(day, 401),
      time: '17:00',
      recurrence: 'weekly',
    });

    const ics = await (await request(await feedPath(family))).text();
    expect(summaries(ics)).toEqual([
      'Dans la fenêtre (futur)',
      'Dans la fenêtre (passé)',
      'Série en cours',
    ]);
  });

  it('cuts each event’s text to 1,000 characters', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Réunion',
      type: 'ecole',
      date: addDays(today(), 2),
      time: '18:00',
      description: 'd'.repeat(5_000),
      notes: 'n'.repeat(5_000),
    });
    const ics = await (await request(await feedPath(family))).text();
    const [event] = events(ics);
    const description = String(event?.getFirstPropertyValue('description'));
    expect(description.length).toBe(1_000);
    expect(description.endsWith('…')).toBe(true);
    expect(ics.length).toBeLessThan(8_000);
  });
});
