import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedDate } from '../../domain/zoned-time.ts';
import { call, signupPerson } from './auth-support.ts';
import { twoMembers } from './space-support.ts';
import { expectError } from './support.ts';
import { createTask, type Family } from './tasks-support.ts';

const path = (spaceId: string) => `/api/spaces/${spaceId}/calendar-feeds/planning.ics`;

describe('« Télécharger le planning (.ics) »', () => {
  it('gives a member the space’s planning as a calendar file to save', async () => {
    const members = await twoMembers();
    const family: Family = {
      cookie: members.admin.cookie,
      userId: members.admin.id,
      spaceId: members.spaceId,
      profiles: {} as Family['profiles'],
      base: `/api/spaces/${members.spaceId}/tasks`,
    };
    const today = zonedDate(new Date(), 'Europe/Paris');
    await createTask(family, { name: 'Judo Tom', type: 'sport', date: today, time: '14:00' });

    // Any member, not only the admin.
    const response = await call('GET', path(members.spaceId), { cookie: members.other.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="foyer-planning-${today}.ics"`,
    );
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Foyer · Famille Martin');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((event) => event.getFirstPropertyValue('summary'))).toEqual(['Judo Tom']);
  });

  it('is refused to someone signed out or outside the space', async () => {
    const members = await twoMembers();
    const stranger = await signupPerson('Zoé', 'Durand');
    await expectError(await call('GET', path(members.spaceId)), 401, 'unauthenticated');
    await expectError(
      await call('GET', path(members.spaceId), { cookie: stranger.cookie }),
      403,
      'forbidden',
    );
  });
});
