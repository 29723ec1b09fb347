import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedDate } from '../../domain/zoned-time.ts';
import { call } from './auth-support.ts';
import { api } from './support.ts';
import { createFamily, createTask, getTask, week } from './tasks-support.ts';

function setSchoolZone(cookie: string, spaceId: string, schoolZone: 'A' | 'B' | 'C' | null) {
  return api(cookie).spaces[':spaceId'].$patch({ param: { spaceId }, json: { schoolZone } });
}

describe('a series that pauses', () => {
  it('« Sauf vacances scolaires » skips the Christmas holidays of the space’s zone in the week, once a zone is chosen', async () => {
    const family = await createFamily();
    const judo = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: '2025-12-03',
      time: '17:00',
      recurrence: 'weekly',
      skipSchoolHolidays: true,
    });
    expect((await getTask(family, judo.id)).skipSchoolHolidays).toBe(true);
    // No zone yet: nothing to pause for.
    expect(await week(family, '2025-12-15', '2026-01-11')).toEqual([
      '2025-12-17 Judo',
      '2025-12-24 Judo',
      '2025-12-31 Judo',
      '2026-01-07 Judo',
    ]);
    expect((await setSchoolZone(family.cookie, family.spaceId, 'C')).status).toBe(200);
    expect(await week(family, '2025-12-15', '2026-01-11')).toEqual([
      '2025-12-17 Judo',
      '2026-01-07 Judo',
    ]);
  });

  it('« Sauf jours fériés » skips Christmas Day in the week and writes it in the feed as an EXDATE', async () => {
    const family = await createFamily();
    const today = zonedDate(new Date(), 'Europe/Paris');
    // A daily series from today: the feed's window always holds a 25 December.
    await createTask(family, {
      name: 'École',
      type: 'ecole',
      date: today,
      time: '08:30',
      recurrence: 'daily',
      skipPublicHolidays: true,
    });
    const christmas =
      `${today.slice(0, 4)}-12-25` >= today
        ? `${today.slice(0, 4)}-12-25`
        : `${Number(today.slice(0, 4)) + 1}-12-25`;
    const days = await week(
      family,
      christmas.replace('-25', '-24'),
      christmas.replace('-25', '-26'),
    );
    expect(days.map((line) => line.slice(0, 10))).toEqual([
      christmas.replace('-25', '-24'),
      christmas.replace('-25', '-26'),
    ]);

    const response = await call(
      'GET',
      `/api/spaces/${family.spaceId}/calendar-feeds/planning.ics`,
      {
        cookie: family.cookie,
      },
    );
    const event = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
      'vevent',
    );
    const exdates = (event?.getAllProperties('exdate') ?? []).flatMap((p) =>
      p.getValues().map((v) => String(v).slice(0, 10)),
    );
    expect(exdates).toContain(christmas);
    expect(exdates).not.toContain(christmas.replace('-25', '-24'));
  });
});
