import { describe, expect, it } from 'vitest';
import { SPAN_MESSAGES } from '../../domain/event-span.ts';
import { addDays, startOfWeek, zonedDate } from '../../domain/zoned-time.ts';
import { addTask, cronFamily, notificationsAbout, storedTask, tick } from './cron-support.ts';
import { api, request } from './support.ts';
import {
  createFamily,
  createTask,
  expectError,
  getTask,
  patch,
  postTask,
  range,
  remove,
  taskParam,
  tasksOf,
  week,
} from './tasks-support.ts';

// 2030-01-07 is a Monday.
const MON = '2030-01-07';
const SUN = '2030-01-13';

describe('all-day events', () => {
  it('are created without a time, read back in the week first of their day', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: '2030-01-09',
      time: '07:45',
    });
    const birthday = await createTask(family, {
      name: 'Anniversaire de Léa',
      type: 'anniversaire',
      date: '2030-01-09',
      allDay: true,
      // An all-day event keeps no time, whatever a client sends.
      time: '10:00',
    });
    expect(birthday).toMatchObject({ allDay: true, time: null, endTime: null, span: null });
    expect(await week(family, MON, SUN)).toEqual([
      '2030-01-09 Anniversaire de Léa',
      '2030-01-09 Pédiatre',
    ]);
    const [first] = await range(family, MON, SUN);
    expect(first).toMatchObject({ allDay: true, time: null });
    expect(await getTask(family, birthday.id)).toMatchObject({ allDay: true, time: null });
  });

  it('still need a time when not all day, and a reminder hour from their own list', async () => {
    const family = await createFamily();
    const timeless = await postTask(family, { name: 'Judo', type: 'sport', date: MON });
    expect((await expectError(timeless, 400, 'validation')).error.fields?.time).toBe(
      "L'heure est requise",
    );
    const lead = await postTask(family, {
      name: 'Anniversaire',
      type: 'anniversaire',
      date: MON,
      allDay: true,
      hasNotification: true,
      notificationTime: 15,
    });
    expect((await expectError(lead, 400, 'validation')).error.fields?.notificationTime).toBe(
      SPAN_MESSAGES.allDayReminderInvalid,
    );
  });

  it('repeat: a weekly all-day series shows every week without a time', async () => {
    const family = await createFamily();
    await createTask(family, {
      name: 'Garde chez papa',
      type: 'autres',
      date: '2029-12-31',
      allDay: true,
      recurrence: 'weekly',
    });
    const items = await range(family, MON, '2030-01-20');
    expect(items.map((t) => `${t.date} ${t.time}`)).toEqual(['2030-01-07 null', '2030-01-14 null']);
  });
});

describe('multi-day events', () => {
  it('show on each day they cover, with their span', async () => {
    const family = await createFamily();
    const camp = await createTask(family, {
      name: 'Stage de foot',
      type: 'sport',
      date: '2030-01-09',
      endDate: '2030-01-13',
      allDay: true,
    });
    expect(camp.span).toEqual({ start: '2030-01-09', end: '2030-01-13' });
    const items = await range(family, MON, SUN);
    expect(items.map((t) => t.date)).toEqual([
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(items.every((t) => t.span?.end === '2030-01-13')).toBe(true);
  });

  it('that started in an earlier week show in the next week read', async () => {
    const family = await createFamily();
    // Five days from the Saturday before: the week of 7 January sees its last three.
    await createTask(family, {
      name: 'Stage de foot',
      type: 'sport',
      date: '2030-01-05',
      endDate: '2030-01-09',
      allDay: true,
    });
    // Monday 09:00 of the week before to this Monday 17:00, timed.
    await createTask(family, {
      name: 'Classe de neige',
      type: 'ecole',
      date: '2029-12-31',
      time: '09:00',
      endDate: MON,
      endTime: '17:00',
    });
    await createTask(family, { name: 'Piano', type: 'musique', date: MON, time: '08:00' });
    await createTask(family, { name: 'Passé', type: 'sport', date: '2030-01-01', allDay: true });
    // After their first day, multi-day events come first, as all-day ones.
    expect(await week(family, MON, SUN)).toEqual([
      '2030-01-07 Classe de neige',
      '2030-01-07 Stage de foot',
      '2030-01-07 Piano',
      '2030-01-08 Stage de foot',
      '2030-01-09 Stage de foot',
    ]);
    expect(await week(family, '2030-01-10', '2030-01-20')).toEqual([]);
  });

  it("refuse « Jusqu'au » before the start, and on a series when it outlasts its rhythm, in French", async () => {
    const family = await createFamily();
    const before = await postTask(family, {
      name: 'Stage',
      type: 'sport',
      date: '2030-01-09',
      endDate: '2030-01-08',
      allDay: true,
    });
    expect((await expectError(before, 400, 'validation')).error.fields?.endDate).toBe(
      'La date de fin ne peut pas être avant la date de début',
    );
    const series = await postTask(family, {
      name: 'Stage',
      type: 'sport',
      date: '2030-01-09',
      // Eight days every week: each would still run when the next one starts.
      endDate: '2030-01-16',
      allDay: true,
      recurrence: 'weekly',
    });
    expect((await expectError(series, 400, 'validation')).error.fields?.endDate).toBe(
      SPAN_MESSAGES.spanOverlapsNext,
    );
  });

  it("become one day again when « Jusqu'au » is cleared, and all day when switched", async () => {
    const family = await createFamily();
    const camp = await createTask(family, {
      name: 'Stage',
      type: 'sport',
      date: '2030-01-09',
      time: '09:00',
      endDate: '2030-01-11',
    });
    expect((await patch(family, camp.id, { endDate: null })).status).toBe(200);
    expect(await week(family, MON, SUN)).toEqual(['2030-01-09 Stage']);
    expect((await patch(family, camp.id, { allDay: true })).status).toBe(200);
    expect(await getTask(family, camp.id)).toMatchObject({ allDay: true, time: null, span: null });
  });
});

describe('a repeating multi-day event', () => {
  // « Classe de neige », Monday to Friday every week from 7 January 2030.
  const snow = {
    name: 'Classe de neige',
    type: 'ecole' as const,
    date: MON,
    endDate: '2030-01-11',
    allDay: true,
    recurrence: 'weekly' as const,
  };

  it('shows each occurrence over its days, one started before the range included', async () => {
    const family = await createFamily();
    const series = await createTask(family, snow);
    // From Wednesday 16 to Tuesday 22: the occurrence of Monday 14 still runs.
    const items = await range(family, '2030-01-16', '2030-01-22');
    expect(items.map((t) => `${t.date} ${t.span?.start}→${t.span?.end} ${t.id}`)).toEqual([
      `2030-01-16 2030-01-14→2030-01-18 ${series.id}_recurring_2030-01-14`,
      `2030-01-17 2030-01-14→2030-01-18 ${series.id}_recurring_2030-01-14`,
      `2030-01-18 2030-01-14→2030-01-18 ${series.id}_recurring_2030-01-14`,
      `2030-01-21 2030-01-21→2030-01-25 ${series.id}_recurring_2030-01-21`,
      `2030-01-22 2030-01-21→2030-01-25 ${series.id}_recurring_2030-01-21`,
    ]);
    expect(items.every((t) => t.instanceDate === t.span?.start)).toBe(true);
    // A range after its last occurrence started still sees that occurrence's last days.
    expect((await patch(family, series.id, { recurrenceEndDate: '2030-03-04' })).status).toBe(200);
    expect(await week(family, '2030-03-06', '2030-03-12')).toEqual([
      '2030-03-06 Classe de neige',
      '2030-03-07 Classe de neige',
      '2030-03-08 Classe de neige',
    ]);
  });

  it('moves or cancels one occurrence with its span, and ticks it on each of its days', async () => {
    const family = await createFamily();
    const series = await createTask(family, snow);
    // As the edit form sends it: the occurrence's own days, moved one day on.
    const moved = await patch(family, `${series.id}_recurring_2030-01-14`, {
      scope: 'occurrence',
      date: '2030-01-15',
      endDate: '2030-01-19',
    });
    expect(moved.status).toBe(200);
    const cancelled = await remove(family, `${series.id}_recurring_2030-01-21`, {
      scope: 'occurrence',
    });
    expect(cancelled.status).toBe(200);
    const items = await range(family, '2030-01-14', '2030-01-27');
    expect(items.map((t) => `${t.date} ${t.span?.start}→${t.span?.end}`)).toEqual([
      '2030-01-15 2030-01-15→2030-01-19',
      '2030-01-16 2030-01-15→2030-01-19',
      '2030-01-17 2030-01-15→2030-01-19',
      '2030-01-18 2030-01-15→2030-01-19',
      '2030-01-19 2030-01-15→2030-01-19',
    ]);
    // Editing the whole series from an occurrence keeps its length, read against that occurrence.
    const renamed = await patch(family, `${series.id}_recurring_2030-01-28`, {
      scope: 'series',
      name: 'Classe verte',
      date: '2030-01-28',
      endDate: '2030-02-01',
    });
    expect(renamed.status).toBe(200);
    expect(await getTask(family, series.id)).toMatchObject({
      date: MON,
      span: { start: MON, end: '2030-01-11' },
    });
    // « Fait » from the Wednesday of an occurrence ticks the occurrence: all its days show it.
    const done = await tasksOf(family)[':id'].done.$put({
      ...taskParam(family, series.id),
      json: { done: true, date: '2030-01-30' },
    });
    expect(done.status).toBe(200);
    const week5 = await range(family, '2030-01-28', '2030-02-03');
    expect(week5.map((t) => `${t.date} ${t.done}`)).toEqual([
      '2030-01-28 true',
      '2030-01-29 true',
      '2030-01-30 true',
      '2030-01-31 true',
      '2030-02-01 true',
    ]);
  });

  it('is in the calendar feed as its first occurrence and its RRULE', async () => {
    const family = await createFamily();
    // The feed covers the days around today: from next Monday to its Friday.
    const monday = addDays(startOfWeek(zonedDate(new Date(), 'Europe/Paris')), 7);
    await createTask(family, { ...snow, date: monday, endDate: addDays(monday, 4) });
    const response = await api(family.cookie).spaces[':spaceId']['calendar-feeds'].$post({
      param: { spaceId: family.spaceId },
      json: { profileId: null },
    });
    const feed = await request(new URL((await response.json()).url).pathname);
    const ics = await feed.text();
    const compact = (day: string) => day.replaceAll('-', '');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(monday)}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(addDays(monday, 5))}`);
    expect(ics).toContain('RRULE:FREQ=WEEKLY');
  });
});

describe('reminders of an all-day event', () => {
  it('fire at the chosen hour the day before', async () => {
    const family = await cronFamily();
    const task = await addTask(
      family,
      {
        name: 'Anniversaire de Léa',
        date: '2031-03-15',
        time: null,
        allDay: true,
        notificationTime: 360,
      },
      new Date('2031-03-01T10:00:00Z'),
    );
    // « La veille à 18:00 », Paris in winter.
    expect(task.nextReminderAt).toBe('2031-03-14T17:00:00.000Z');
    await tick('2031-03-14T16:59:00.000Z');
    expect(await notificationsAbout(family.spaceId, task.id)).toEqual([]);
    await tick('2031-03-14T17:00:00.000Z');
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => n.description)).toEqual(['Anniversaire de Léa demain']);
    expect((await storedTask(task.id))?.nextReminderAt).toBeNull();
  });

  it('fire the same morning at 08:00 on the wall clock, across the change of hour', async () => {
    const family = await cronFamily();
    // Sunday 30 March 2031: clocks go forward at 02:00, so 08:00 is 06:00 UTC.
    const task = await addTask(
      family,
      {
        name: 'Garde chez papa',
        date: '2031-03-23',
        time: null,
        allDay: true,
        notificationTime: -480,
        recurrence: 'weekly',
      },
      new Date('2031-03-24T10:00:00Z'),
    );
    expect(task.nextReminderAt).toBe('2031-03-30T06:00:00.000Z');
    await tick('2031-03-30T06:00:00.000Z');
    const sent = await notificationsAbout(family.spaceId, task.id);
    expect(sent.map((n) => [n.description, n.dedupeKey])).toEqual([
      ["Garde chez papa aujourd'hui", `task:${task.id}:2031-03-30:${family.profiles.camille}`],
    ]);
    expect((await storedTask(task.id))?.nextReminderAt).toBe('2031-04-06T06:00:00.000Z');
  });
});
