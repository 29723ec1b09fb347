/**
 * Every N weeks, monthly by weekday position and « après N fois » through the API: stored, read back
 * by the week's range, split by « les suivantes » with the count shared, and exported in the feed.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate, zonedDate } from '../../domain/zoned-time.ts';
import { api, request } from './support.ts';
import {
  createFamily,
  createTask,
  expectError,
  getTask,
  MON,
  patch,
  postTask,
  remove,
  week,
} from './tasks-support.ts';

const custody = {
  name: 'Week-end chez papa',
  type: 'autres',
  date: MON,
  time: '18:00',
  recurrence: 'weekly',
  recurrenceInterval: 2,
} as const;

describe('every N weeks', () => {
  it('reads a fortnightly series back on alternate weeks through the week range', async () => {
    const family = await createFamily();
    const created = await createTask(family, custody);
    expect(created).toMatchObject({ recurrenceInterval: 2, recurrenceCount: null });
    expect(await week(family, MON, addDays(MON, 34))).toEqual([
      '2030-01-07 Week-end chez papa',
      '2030-01-21 Week-end chez papa',
      '2030-02-04 Week-end chez papa',
    ]);
    // The off week is empty.
    expect(await week(family, '2030-01-14', '2030-01-20')).toEqual([]);
  });

  it('keeps an older client, which sends no interval, on every week', async () => {
    const family = await createFamily();
    const { recurrenceInterval: _, ...older } = custody;
    const created = await createTask(family, older);
    expect((await getTask(family, created.id)).recurrenceInterval).toBe(1);
    expect(await week(family, MON, addDays(MON, 13))).toHaveLength(2);
  });

  it('refuses an interval of 0 with its French message', async () => {
    const family = await createFamily();
    await expectError(
      await postTask(family, { ...custody, recurrenceInterval: 0 }),
      400,
      'validation',
      'Choisissez un intervalle entre 1 et 99',
    );
  });
});

describe('monthly by position and after N occurrences', () => {
  it('puts « le 2e mardi » on the second Tuesday of each month', async () => {
    const family = await createFamily();
    // 8 January 2030 is the second Tuesday of January.
    await createTask(family, {
      name: 'Conseil de classe',
      type: 'ecole',
      date: '2030-01-08',
      time: '18:00',
      recurrence: 'monthly',
      recurrenceMonthPosition: 2,
    });
    expect(await week(family, '2030-01-01', '2030-03-03')).toEqual([
      '2030-01-08 Conseil de classe',
      '2030-02-12 Conseil de classe',
    ]);
  });

  it('stores the Nth occurrence as the end and shares the count when « les suivantes » change', async () => {
    const family = await createFamily();
    const series = await createTask(family, { ...custody, recurrenceCount: 4 });
    expect(series).toMatchObject({ recurrenceCount: 4, recurrenceEndDate: '2030-02-18' });
    expect(await week(family, MON, addDays(MON, 61))).toHaveLength(4);

    // From the third occurrence on, another name: two before, two after.
    const response = await patch(family, `${series.id}_recurring_2030-02-04`, {
      scope: 'following',
      name: 'Week-end chez maman',
      recurrenceCount: 4,
    });
    expect(response.status).toBe(200);
    const next = (await response.json()).task;
    expect(next).toMatchObject({ recurrenceCount: 2, recurrenceEndDate: '2030-02-18' });
    expect(await getTask(family, series.id)).toMatchObject({
      recurrenceCount: 2,
      recurrenceEndDate: '2030-02-03',
    });
    expect(await week(family, MON, addDays(MON, 61))).toEqual([
      '2030-01-07 Week-end chez papa',
      '2030-01-21 Week-end chez papa',
      '2030-02-04 Week-end chez maman',
      '2030-02-18 Week-end chez maman',
    ]);
  });

  it('keeps the count of what is left when « les suivantes » are deleted', async () => {
    const family = await createFamily();
    const series = await createTask(family, { ...custody, recurrenceCount: 4 });
    const response = await remove(family, `${series.id}_recurring_2030-01-21`, {
      scope: 'following',
    });
    expect(response.status).toBe(200);
    expect(await getTask(family, series.id)).toMatchObject({
      recurrenceCount: 1,
      recurrenceEndDate: '2030-01-20',
    });
  });

  it('replaces the count by a date an older client sets as the end', async () => {
    const family = await createFamily();
    const series = await createTask(family, { ...custody, recurrenceCount: 4 });
    const response = await patch(family, series.id, { recurrenceEndDate: '2030-03-31' });
    expect(response.status).toBe(200);
    expect(await getTask(family, series.id)).toMatchObject({
      recurrenceCount: null,
      recurrenceEndDate: '2030-03-31',
    });
  });
});

describe('the calendar feed', () => {
  it('exports a fortnightly series as INTERVAL=2 that ical.js expands on alternate weeks', async () => {
    const family = await createFamily();
    const start: IsoDate = addDays(zonedDate(new Date(), 'Europe/Paris'), 3);
    await createTask(family, { ...custody, date: start, recurrenceCount: 3 });
    const feeds = api(family.cookie).spaces[':spaceId']['calendar-feeds'];
    const made = await feeds.$post({
      param: { spaceId: family.spaceId },
      json: { profileId: null },
    });
    const { url } = await made.json();
    const ics = await (await request(new URL(url).pathname)).text();
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    const iterator = new ICAL.Event(vevent as ICAL.Component).iterator();
    const days: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next())
      days.push(next.toString().slice(0, 10));
    expect(days).toEqual([start, addDays(start, 14), addDays(start, 28)]);
  });
});
