import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces, tasks } from '../../db/schema.ts';
import { FAMILY_TIME_ZONES } from '../../domain/time-zones.ts';
import { db } from './auth-support.ts';
import { twoMembers } from './space-support.ts';
import { api, expectError } from './support.ts';
import { createTask, type Family } from './tasks-support.ts';

function setTimeZone(cookie: string, spaceId: string, timezone: string) {
  return api(cookie).spaces[':spaceId'].$patch({ param: { spaceId }, json: { timezone } });
}

/** Camille (admin) and Thomas (member), and a 17:30 appointment reminded an hour before. */
async function familyWithReminder() {
  const members = await twoMembers();
  const family: Family = {
    cookie: members.admin.cookie,
    userId: members.admin.id,
    spaceId: members.spaceId,
    profiles: {} as Family['profiles'],
    base: `/api/spaces/${members.spaceId}/tasks`,
  };
  const task = await createTask(family, {
    name: 'Pédiatre',
    type: 'sante',
    date: '2030-01-15',
    time: '17:30',
    hasNotification: true,
    notificationTime: 60,
  });
  const reminder = async () =>
    (await db.select().from(tasks).where(eq(tasks.id, task.id)).get())?.nextReminderAt;
  const zone = async () =>
    (await db.select().from(familySpaces).where(eq(familySpaces.id, members.spaceId)).get())
      ?.timezone;
  return { ...members, reminder, zone };
}

describe("the family's time zone", () => {
  it('moved to La Réunion by an admin, moves the task reminders to 16:30 there', async () => {
    const family = await familyWithReminder();
    // 16:30 in Paris, UTC+1 in January.
    expect(await family.reminder()).toBe('2030-01-15T15:30:00.000Z');
    const response = await setTimeZone(family.admin.cookie, family.spaceId, 'Indian/Reunion');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      changed: true,
      message: 'Fuseau horaire modifié',
      space: { timezone: 'Indian/Reunion' },
    });
    // 16:30 in La Réunion, UTC+4.
    expect(await family.reminder()).toBe('2030-01-15T12:30:00.000Z');
  });

  it('is refused to a member who is not admin, and nothing moves', async () => {
    const family = await familyWithReminder();
    await expectError(
      await setTimeZone(family.other.cookie, family.spaceId, 'America/Martinique'),
      403,
      'forbidden',
    );
    expect(await family.zone()).toBe('Europe/Paris');
    expect(await family.reminder()).toBe('2030-01-15T15:30:00.000Z');
  });

  it('accepts every zone the screens offer', async () => {
    const family = await familyWithReminder();
    for (const zone of [...FAMILY_TIME_ZONES].reverse()) {
      const response = await setTimeZone(family.admin.cookie, family.spaceId, zone.id);
      expect({ zone: zone.id, status: response.status }).toEqual({ zone: zone.id, status: 200 });
    }
    expect(await family.zone()).toBe('Europe/Paris');
  });
});
