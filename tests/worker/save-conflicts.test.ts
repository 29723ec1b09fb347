/**
 * The conflicts a task save reports at once (for the success toast) read what the « Alertes »
 * screen reads: a series « Sauf vacances scolaires » pauses for the space's zone, and a followed
 * calendar « Compter dans les conflits » keeps its person busy; a create still costs one round trip.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolHolidayPeriods } from '../../db/schema.ts';
import type { ConflictAlert } from '../../domain/alerts.ts';
import type { TaskCreateInput } from '../../domain/tasks.ts';
import {
  addDays,
  SPACE_ZONE_HEADER,
  zonedDate,
  zonedDateTimeToInstant,
} from '../../domain/zoned-time.ts';
import { createSubscription } from '../../worker/calendar/subscriptions.ts';
import { db } from './auth-support.ts';
import { measured } from './meter-support.ts';
import { api, ORIGIN } from './support.ts';
import { createFamily, createTask, type Family, patch, remove } from './tasks-support.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A create through the app on a metered D1: its answer and its round trips. */
async function create(family: Family, body: TaskCreateInput) {
  const { response, meter } = await measured(family.base, {
    method: 'POST',
    headers: {
      cookie: family.cookie,
      origin: ORIGIN,
      'content-type': 'application/json',
      // As the SPA sends it: the zone its page showed the dates in.
      [SPACE_ZONE_HEADER]: 'Europe/Paris',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { task: { id: string }; conflicts: ConflictAlert[] };
  return { ...answer, roundTrips: meter.roundTrips };
}

/** « date other item » of each conflict a save reported, the way its toast names them. */
function clashes(conflicts: readonly ConflictAlert[], savedId: string): string[] {
  return conflicts.map((conflict) => {
    const other = conflict.items.find((item) => item.taskId !== savedId);
    return `${conflict.date} ${other?.name}`;
  });
}

async function alertConflicts(family: Family): Promise<ConflictAlert[]> {
  const response = await api(family.cookie).spaces[':spaceId'].alerts.$get({
    param: { spaceId: family.spaceId },
  });
  expect(response.status).toBe(200);
  return (await response.json()).conflicts as ConflictAlert[];
}

describe('a save’s conflicts and the school holidays of the space’s zone', () => {
  it('a series « Sauf vacances scolaires » does not clash on a holiday day of zone C, as in the alerts', async () => {
    // A day whose 30-day window holds the start of the Christmas holidays 2025 of the snapshot.
    vi.useFakeTimers({ now: new Date('2025-12-10T10:00:00Z'), toFake: ['Date'] });
    const family = await createFamily();
    const lea = family.profiles.lea;
    // Friday 19 December is a school day; Monday 22 December is in zone C's holidays.
    await createTask(family, {
      name: 'Dentiste',
      type: 'sante',
      date: '2025-12-19',
      time: '10:30',
      endTime: '11:00',
      enfants: [lea],
    });
    await createTask(family, {
      name: 'Stage de poney',
      type: 'sport',
      date: '2025-12-22',
      time: '10:00',
      endTime: '12:00',
      enfants: [lea],
    });
    const school: TaskCreateInput = {
      name: 'École',
      type: 'ecole',
      date: '2025-12-15',
      time: '08:30',
      endTime: '16:30',
      recurrence: 'daily',
      recurrenceDays: [1, 2, 4, 5],
      skipSchoolHolidays: true,
      enfants: [lea],
    };
    // No zone yet: nothing pauses, both clash.
    const before = await create(family, school);
    expect(clashes(before.conflicts, before.task.id)).toEqual([
      '2025-12-19 Dentiste',
      '2025-12-22 Stage de poney',
    ]);

    const zone = await api(family.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: family.spaceId },
      json: { schoolZone: 'C' },
    });
    expect(zone.status).toBe(200);
    // An edit reads the zone.
    const edited = await patch(family, before.task.id, { name: 'École primaire' });
    expect(edited.status).toBe(200);
    const { conflicts } = (await edited.json()) as { conflicts: ConflictAlert[] };
    expect(clashes(conflicts, before.task.id)).toEqual(['2025-12-19 Dentiste']);
    // The same pairs as the « Alertes » screen finds.
    expect((await alertConflicts(family)).map((c) => c.id)).toEqual(conflicts.map((c) => c.id));

    // And so does a create, in its one round trip.
    expect((await remove(family, before.task.id)).status).toBe(200);
    const after = await create(family, school);
    expect(clashes(after.conflicts, after.task.id)).toEqual(['2025-12-19 Dentiste']);
    expect(after.roundTrips).toBe(1);
  });
});

describe('a save’s conflicts and the school holidays fetched into D1', () => {
  afterEach(async () => {
    await db.delete(schoolHolidayPeriods).where(eq(schoolHolidayPeriods.schoolYear, '2026-2027'));
  });

  it('a zone only the refreshed calendar carries pauses the series at save too', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T10:00:00Z'), toFake: ['Date'] });
    const family = await createFamily();
    const lea = family.profiles.lea;
    const zone = await api(family.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: family.spaceId },
      json: { schoolZone: 'Corse' },
    });
    expect(zone.status).toBe(200);
    for (const [name, date] of [
      ['Dentiste', '2026-12-18'],
      ['Stage de poney', '2026-12-21'],
    ] as const) {
      await createTask(family, {
        name,
        type: 'sante',
        date,
        time: '10:00',
        endTime: '11:00',
        enfants: [lea],
      });
    }
    const school: TaskCreateInput = {
      name: 'École',
      type: 'ecole',
      date: '2026-12-14',
      time: '08:30',
      endTime: '16:30',
      recurrence: 'daily',
      recurrenceDays: [1, 2, 4, 5],
      skipSchoolHolidays: true,
      enfants: [lea],
    };
    // The snapshot carries no Corse: nothing pauses yet.
    const before = await create(family, school);
    expect(clashes(before.conflicts, before.task.id)).toEqual([
      '2026-12-18 Dentiste',
      '2026-12-21 Stage de poney',
    ]);
    expect((await remove(family, before.task.id)).status).toBe(200);

    await db.insert(schoolHolidayPeriods).values({
      zone: 'Corse',
      name: 'Vacances de Noël',
      firstDay: '2026-12-19',
      lastDay: '2027-01-03',
      schoolYear: '2026-2027',
    });
    const after = await create(family, school);
    expect(clashes(after.conflicts, after.task.id)).toEqual(['2026-12-18 Dentiste']);
    expect(after.roundTrips).toBe(1);
  });
});

describe('a save’s conflicts and the followed calendars', () => {
  // Relative to the real clock: a save reads the family's today.
  const tomorrow = addDays(zonedDate(new Date(), 'Europe/Paris'), 1);
  const at = (time: string) => zonedDateTimeToInstant(tomorrow, time, 'Europe/Paris').toISOString();

  /** Léa's dance school, a lesson tomorrow 17:00–18:00 (Paris), already fetched. */
  function followDance(family: Family, inConflicts: boolean) {
    return createSubscription(
      db,
      {
        spaceId: family.spaceId,
        userId: family.userId,
        name: 'École de danse',
        colour: 'rose',
        url: 'https://danse.test/lea.ics',
        profileId: family.profiles.lea,
        inConflicts,
        copy: {
          events: [
            {
              uid: 'cours@danse.test',
              title: 'Cours de danse',
              start: at('17:00'),
              end: at('18:00'),
              allDay: false,
            },
          ],
          etag: null,
          lastModified: null,
        },
      },
      new Date(),
    );
  }

  const party = (family: Family): TaskCreateInput => ({
    name: 'Anniversaire de Zoé',
    type: 'anniversaire',
    date: tomorrow,
    time: '17:30',
    endTime: '19:00',
    enfants: [family.profiles.lea],
  });

  it('a clash with a calendar counted in conflicts is told at once, in one round trip', async () => {
    const family = await createFamily();
    const dance = await followDance(family, true);
    const saved = await create(family, party(family));
    expect(saved.roundTrips).toBe(1);
    expect(saved.conflicts).toHaveLength(1);
    const [conflict] = saved.conflicts as [ConflictAlert];
    expect(conflict.adult).toMatchObject({ profileId: family.profiles.lea, role: 'child' });
    expect(conflict.items.map((item) => item.calendar ?? null)).toEqual(['École de danse', null]);
    expect(conflict.items[0].taskId).toMatch(new RegExp(`^${dance.id}_cal_[0-9a-f]{8}$`));
    // The alerts screen names the same pair.
    expect((await alertConflicts(family)).map((c) => c.id)).toEqual([conflict.id]);

    // Moved out of the lesson by the edit form's save: nothing left to tell.
    const form = {
      ...party(family),
      time: '18:00',
      endTime: '19:00',
      recurrence: 'none' as const,
      responsables: [],
      hasNotification: false,
      notificationTime: 15,
    };
    const moved = await patch(family, saved.task.id, form);
    expect(((await moved.json()) as { conflicts: ConflictAlert[] }).conflicts).toEqual([]);
    const back = await patch(family, saved.task.id, { ...form, time: '17:45' });
    const { conflicts } = (await back.json()) as { conflicts: ConflictAlert[] };
    expect(clashes(conflicts, saved.task.id)).toEqual([`${tomorrow} Cours de danse`]);
  });

  it('a calendar not counted in conflicts is not told', async () => {
    const family = await createFamily();
    await followDance(family, false);
    const saved = await create(family, party(family));
    expect(saved.conflicts).toEqual([]);
    expect(saved.roundTrips).toBe(1);
  });

  it('a calendar counted for someone else is not told either', async () => {
    const family = await createFamily();
    const dance = await followDance(family, true);
    const saved = await create(family, { ...party(family), enfants: [family.profiles.hugo] });
    expect(saved.conflicts).toEqual([]);
    expect(dance.inConflicts).toBe(true);
  });
});
