/**
 * A followed calendar in the alerts' conflicts (docs/decisions/049-subscribed-calendars.md): only
 * with « Compter dans les conflits » on, only for the person it is « Pour », read-only in the alert.
 */
import { describe, expect, it } from 'vitest';
import type { ConflictAlert } from '../../domain/alerts.ts';
import { addDays, zonedDate, zonedDateTimeToInstant } from '../../domain/zoned-time.ts';
import { createSubscription } from '../../worker/calendar/subscriptions.ts';
import { db } from './auth-support.ts';
import { api } from './support.ts';
import { createFamily, createTask, type Family } from './tasks-support.ts';

// Relative to the real clock: the alerts read the family's today.
const today = zonedDate(new Date(), 'Europe/Paris');
const tomorrow = addDays(today, 1);
const at = (time: string) => zonedDateTimeToInstant(tomorrow, time, 'Europe/Paris').toISOString();

/** Léa's dance school calendar: a lesson tomorrow 17:00–18:00 (Paris), already fetched. */
async function followDance(family: Family, profileId: string | null) {
  return createSubscription(
    db,
    {
      spaceId: family.spaceId,
      userId: family.userId,
      name: 'École de danse',
      colour: 'rose',
      url: 'https://danse.test/lea.ics',
      profileId,
      inConflicts: false,
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

function countInConflicts(family: Family, id: string, inConflicts: boolean) {
  return api(family.cookie).spaces[':spaceId']['calendar-subscriptions'][':subscriptionId'].$patch({
    param: { spaceId: family.spaceId, subscriptionId: id },
    json: { inConflicts },
  });
}

async function conflicts(family: Family): Promise<ConflictAlert[]> {
  const response = await api(family.cookie).spaces[':spaceId'].alerts.$get({
    param: { spaceId: family.spaceId },
  });
  expect(response.status).toBe(200);
  return (await response.json()).conflicts as ConflictAlert[];
}

async function partyAtFive(family: Family) {
  return createTask(family, {
    name: 'Anniversaire de Zoé',
    type: 'anniversaire',
    date: tomorrow,
    time: '17:30',
    endTime: '19:00',
    enfants: ['Léa'],
  });
}

describe('a followed calendar in the conflicts', () => {
  it('counts for its person only once « Compter dans les conflits » is on, as a read-only item', async () => {
    const family = await createFamily();
    const party = await partyAtFive(family);
    const dance = await followDance(family, family.profiles.lea);
    expect(await conflicts(family)).toEqual([]);

    expect((await countInConflicts(family, dance.id, true)).status).toBe(200);
    const found = await conflicts(family);
    expect(found).toHaveLength(1);
    const [conflict] = found as [ConflictAlert];
    expect(conflict.adult).toMatchObject({ profileId: family.profiles.lea, role: 'child' });
    expect(conflict.date).toBe(tomorrow);
    const [lesson, birthday] = conflict.items;
    expect(lesson).toMatchObject({
      name: 'Cours de danse',
      time: '17:00',
      endTime: '18:00',
      calendar: 'École de danse',
      responsibleIds: [],
    });
    expect(lesson.taskId).toMatch(new RegExp(`^${dance.id}_cal_[0-9a-f]{8}$`));
    expect(birthday).toMatchObject({ taskId: party.id });
    expect(birthday.calendar).toBeUndefined();

    // « C'est voulu, ignorer » applies to it like to any pair.
    const ignored = await api(family.cookie).spaces[':spaceId'].alerts.ignored.$post({
      param: { spaceId: family.spaceId },
      json: { occurrences: [lesson.key, birthday.key] },
    });
    expect(ignored.status).toBe(200);
    expect(await conflicts(family)).toEqual([]);

    expect((await countInConflicts(family, dance.id, false)).status).toBe(200);
    expect(await conflicts(family)).toEqual([]);
  });

  it('counts for no one when it is the whole family’s, nor for another person', async () => {
    const family = await createFamily();
    await partyAtFive(family);
    const forFamily = await followDance(family, null);
    const forHugo = await followDance(family, family.profiles.hugo);
    expect((await countInConflicts(family, forFamily.id, true)).status).toBe(200);
    expect((await countInConflicts(family, forHugo.id, true)).status).toBe(200);
    expect(await conflicts(family)).toEqual([]);
  });
});
