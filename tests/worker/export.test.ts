/**
 * « Exporter mes données » (docs/export-format.md): `GET /api/export` is a JSON attachment of
 * everything the user can see, with `version: 1`, the planning of each space as iCalendar, and
 * nothing secret (no password hash, no token, no other member's email), nor anything of a space the
 * user is not in.
 */

import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarSubscriptions,
  familySpaces,
  notifications,
  spaceMembers,
  tasks,
} from '../../db/schema.ts';
import { planningToIcs } from '../../worker/calendar/ics.ts';
import { TASK_PAGE } from '../../worker/export/export.ts';
import { call, db } from './auth-support.ts';
import { newTestDevice } from './push-decrypt.ts';
import {
  addMember,
  createSpaceAs,
  expectError,
  forgetArrivals,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';
import { createFamily, createTask, MON, twoParents } from './tasks-support.ts';

async function post(cookie: string, path: string, body: unknown) {
  const response = await call('POST', path, { cookie, body });
  if (response.status !== 201) throw new Error(`${path}: ${await response.text()}`);
  return (await response.json()) as Record<string, { id: string }>;
}

describe('GET /api/export', () => {
  it("downloads everything the user sees of their spaces, and nothing else's", async () => {
    const owner = await signupPerson('Camille', 'Martin');
    const member = await signupPerson('Thomas', 'Martin');
    const created = await createSpaceAs(owner, 'Famille Martin');
    const spaceId = created.space.id;
    const profileId = created.profiles[0]?.id as string;
    await addMember(owner, spaceId, member);
    await forgetArrivals(spaceId);
    const base = `/api/spaces/${spaceId}`;

    const { task } = await post(owner.cookie, `${base}/tasks`, {
      name: 'Piscine',
      type: 'sport',
      date: '2030-01-07',
      time: '17:00',
      recurrence: 'weekly',
    });
    await post(member.cookie, `${base}/memos`, { profileId, text: 'Acheter du pain' });
    const { list } = await post(owner.cookie, `${base}/lists`, {
      title: 'Courses',
      type: 'shopping',
    });
    await post(owner.cookie, `${base}/lists/${list?.id}/items`, { text: 'Lait' });
    await post(owner.cookie, `${base}/calendar-feeds`, { profileId: null });
    await db.insert(notifications).values([
      { spaceId, userId: owner.id, type: 'message', title: 'Pour Camille' },
      { spaceId, userId: member.id, type: 'message', title: 'Pour Thomas seulement' },
    ]);
    // A calendar the family follows, by a private address whose key no member is shown.
    await db.insert(calendarSubscriptions).values({
      spaceId,
      name: 'Club de judo',
      colour: 'violet',
      url: 'https://club.test/judo.ics?key=s3cret',
      nextRefreshAt: '2030-01-01T00:00:00.000Z',
    });

    // A space the owner is not in.
    const stranger = await signupPerson('Sacha', 'Durand');
    const foreign = await createSpaceAs(stranger, 'Famille Durand');
    await post(stranger.cookie, `/api/spaces/${foreign.space.id}/tasks`, {
      name: 'Tâche des Durand',
      type: 'ecole',
      date: '2030-01-08',
      time: '08:00',
    });

    const response = await api(owner.cookie).export.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="foyer-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.version).toBe(1);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.account).toEqual({
      id: owner.id,
      email: owner.email,
      firstName: 'Camille',
      lastName: 'Martin',
      emailVerifiedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Nothing secret, nothing of others' accounts or spaces.
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain('Famille Durand');
    expect(text).not.toContain('Tâche des Durand');
    expect(text).not.toContain('Pour Thomas seulement');

    expect(data.spaces).toHaveLength(1);
    const [space] = data.spaces;
    expect(space).toMatchObject({ id: spaceId, name: 'Famille Martin', isAdmin: true });
    expect(space.members.map((m: { displayName: string }) => m.displayName).sort()).toEqual([
      'Camille Martin',
      'Thomas Martin',
    ]);
    expect(space.profiles.map((p: { id: string }) => p.id)).toContain(profileId);
    expect(space.tasks).toEqual([
      expect.objectContaining({
        id: task?.id,
        name: 'Piscine',
        recurrence: 'weekly',
        memos: [],
        completions: [],
      }),
    ]);
    expect(space.memos).toEqual([expect.objectContaining({ text: 'Acheter du pain', profileId })]);
    expect(space.lists).toEqual([
      expect.objectContaining({
        title: 'Courses',
        type: 'shopping',
        items: [expect.objectContaining({ text: 'Lait', completed: false })],
      }),
    ]);
    expect(space.notifications).toEqual([expect.objectContaining({ title: 'Pour Camille' })]);
    expect(space.calendarFeeds).toEqual([
      { profileId: null, createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(space.calendarSubscriptions).toEqual([
      expect.objectContaining({
        name: 'Club de judo',
        url: 'https://club.test/…',
        profileId: null,
      }),
    ]);
    expect(text).not.toContain('s3cret');

    // The planning as iCalendar, readable by a calendar application.
    const vevents = new ICAL.Component(ICAL.parse(space.planningIcs)).getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstPropertyValue('uid'))).toEqual([`${task?.id}@foyer.app`]);
    expect(space.planningIcs).toContain('RRULE:FREQ=WEEKLY');
  });

  it('lists every responsible adult and every child of each event, in the family’s profile order', async () => {
    const family = await createFamily();
    const { camille, thomas, lea, hugo } = family.profiles;
    const dropOff = await createTask(family, {
      name: 'Déposer Léa et Hugo à l’école',
      type: 'ecole',
      date: MON,
      time: '08:15',
      responsables: [thomas, camille],
      enfants: [hugo, lea],
    });
    const alone = await createTask(family, {
      name: 'Courses',
      type: 'repas',
      date: MON,
      time: '18:00',
      responsable: 'none',
    });

    const data = await (await api(family.cookie).export.$get()).json();
    const [space] = (
      data as { spaces: { tasks: Record<string, unknown>[]; planningIcs: string }[] }
    ).spaces;
    // The calendar names them all too, in each event's DESCRIPTION.
    const events = new ICAL.Component(ICAL.parse(space?.planningIcs ?? '')).getAllSubcomponents(
      'vevent',
    );
    const described = events.find(
      (v) => v.getFirstPropertyValue('uid') === `${dropOff.id}@foyer.app`,
    );
    expect(described?.getFirstPropertyValue('description')).toBe(
      'Responsables : Camille, Thomas · Pour : Léa, Hugo',
    );
    const byId = new Map(space?.tasks.map((task) => [task.id, task]));
    expect(byId.get(dropOff.id)).toMatchObject({
      responsibleIds: [camille, thomas],
      childIds: [lea, hugo],
    });
    expect(byId.get(alone.id)).toMatchObject({
      responsibleIds: [],
      childIds: [],
    });
    // The unused single columns of a task are not part of the export.
    expect(byId.get(alone.id)).not.toHaveProperty('assignedTo');
    expect(byId.get(alone.id)).not.toHaveProperty('childId');
  });

  it('carries each event’s comments, every member’s, oldest first, with who wrote them', async () => {
    const { family, thomas } = await twoParents();
    const judo = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: MON,
      time: '18:00',
    });
    const path = `/api/spaces/${family.spaceId}/tasks/${judo.id}/comments`;
    await post(family.cookie, path, { body: 'Je ne peux pas ce jour-là, tu peux ?' });
    await post(thomas.cookie, path, { body: 'Oui, je le prends.' });

    for (const cookie of [family.cookie, thomas.cookie]) {
      const data = await (await api(cookie).export.$get()).json();
      const [space] = (data as { spaces: { tasks: Record<string, unknown>[] }[] }).spaces;
      const exported = space?.tasks.find((task) => task.id === judo.id);
      expect(exported?.comments).toEqual([
        expect.objectContaining({
          authorId: family.userId,
          authorName: 'Camille Martin',
          body: 'Je ne peux pas ce jour-là, tu peux ?',
        }),
        expect.objectContaining({ authorId: thomas.id, body: 'Oui, je le prends.' }),
      ]);
    }
  });

  it('carries the family’s custody rhythms with their swapped days, and no other family’s', async () => {
    const family = await createFamily();
    const custody = api(family.cookie).spaces[':spaceId'].custody;
    const param = { spaceId: family.spaceId };
    const created = await custody.$post({
      param,
      json: {
        rhythm: 'alternate-weeks',
        startDate: '2026-12-04',
        firstParentId: family.profiles.thomas,
        secondParentId: family.profiles.camille,
        handoverTime: '18:00',
        holidays: 'first-half-even',
      },
    });
    const { pattern } = await created.json();
    await custody[':patternId'].swaps.$post({
      param: { ...param, patternId: pattern.id },
      json: { firstDay: '2026-12-12', lastDay: '2026-12-13', parentId: family.profiles.camille },
    });
    const other = await createFamily();
    await api(other.cookie).spaces[':spaceId'].custody.$post({
      param: { spaceId: other.spaceId },
      json: {
        rhythm: '2-2-3',
        startDate: '2026-12-07',
        firstParentId: other.profiles.camille,
        secondParentId: other.profiles.thomas,
        handoverTime: '08:30',
        holidays: 'rhythm',
      },
    });

    const data = await (await api(family.cookie).export.$get()).json();
    const [space] = (data as { spaces: { custody: unknown[] }[] }).spaces;
    expect(space?.custody).toEqual([
      {
        id: pattern.id,
        childId: null,
        rhythm: 'alternate-weeks',
        startDate: '2026-12-04',
        firstParentId: family.profiles.thomas,
        secondParentId: family.profiles.camille,
        handoverTime: '18:00',
        holidays: 'first-half-even',
        createdBy: family.userId,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        swaps: [
          {
            firstDay: '2026-12-12',
            lastDay: '2026-12-13',
            parentId: family.profiles.camille,
            createdBy: family.userId,
            createdAt: expect.any(String),
          },
        ],
      },
    ]);
  });

  it('exports an account without space as its account and no space', async () => {
    const person = await signupPerson('Inès', 'Roux');
    const response = await api(person.cookie).export.$get();
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.version).toBe(1);
    expect(data.account.email).toBe(person.email);
    expect(data.spaces).toEqual([]);
  });

  it('exports a member of more spaces than D1 binds parameters in one statement', async () => {
    const person = await signupPerson('Aline', 'Nombreuse');
    const spaceIds = Array.from({ length: 120 }, () => crypto.randomUUID());
    // A statement a row: the test's own inserts must stay under the limit they test.
    const inserts = spaceIds.flatMap((id, i) => [
      db.insert(familySpaces).values({ id, name: `Famille ${i}`, createdBy: person.id }),
      db.insert(spaceMembers).values({ spaceId: id, userId: person.id, displayName: 'Aline' }),
    ]);
    await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
    const response = await api(person.cookie).export.$get();
    expect(response.status).toBe(200);
    expect((await response.json()).spaces).toHaveLength(120);
  });

  it('streams spaces of several pages of tasks whole, and each planning as one calendar of its tasks', async () => {
    const owner = await signupPerson('Léon', 'Petit');
    const created = await createSpaceAs(owner, 'Famille Petit');
    const spaceId = created.space.id;
    const count = TASK_PAGE + 5;
    for (let i = 0; i < count; i++) {
      await post(owner.cookie, `/api/spaces/${spaceId}/tasks`, {
        name: `Tâche ${i}`,
        type: 'ecole',
        date: `2030-02-${String((i % 28) + 1).padStart(2, '0')}`,
        time: '08:00',
        description: `Texte ${i}`,
      });
    }
    // A second space, whose tasks share a page with the first one's last.
    const second = await createSpaceAs(owner, 'Famille Petit-Durand');
    for (const name of ['Judo', 'Danse', 'Piano']) {
      await post(owner.cookie, `/api/spaces/${second.space.id}/tasks`, {
        name,
        type: 'sport',
        date: '2030-03-01',
        time: '18:00',
      });
    }
    const response = await api(owner.cookie).export.$get();
    expect(response.status).toBe(200);
    // Streamed: the length is not known before the last byte.
    expect(response.headers.get('content-length')).toBeNull();
    const data = JSON.parse(await response.text());
    const [space] = data.spaces;
    expect(space.tasks).toHaveLength(count);
    expect(new Set(space.tasks.map((t: { id: string }) => t.id)).size).toBe(count);
    const rows = await db
      .select()
      .from(tasks)
      .where(eq(tasks.spaceId, spaceId))
      .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.id));
    expect(space.planningIcs).toBe(
      planningToIcs({ name: 'Foyer · Famille Petit', timeZone: space.timezone, tasks: rows }),
    );
    const other = data.spaces[1];
    expect(other.tasks.map((t: { name: string }) => t.name).sort()).toEqual([
      'Danse',
      'Judo',
      'Piano',
    ]);
    const otherRows = await db
      .select()
      .from(tasks)
      .where(eq(tasks.spaceId, second.space.id))
      .orderBy(asc(tasks.date), asc(tasks.time), asc(tasks.id));
    expect(other.planningIcs).toBe(
      planningToIcs({
        name: 'Foyer · Famille Petit-Durand',
        timeZone: other.timezone,
        tasks: otherRows,
      }),
    );
  });

  it('includes the account’s push devices and sign-ins, without any token or key', async () => {
    const person = await signupPerson('Inès', 'Garnier');
    const device = await newTestDevice();
    const endpoint = `https://localhost/push-export/${crypto.randomUUID()}`;
    const registered = await api(person.cookie).push.subscriptions.$post({
      json: { endpoint, expirationTime: null, keys: device.keys },
    });
    expect(registered.status).toBe(201);
    const response = await api(person.cookie).export.$get();
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.devices).toEqual([
      {
        label: 'Navigateur',
        endpoint,
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        lastPushAt: null,
      },
    ]);
    expect(data.signIns).toEqual([
      {
        startedAt: expect.any(String),
        lastRefreshAt: null,
        expiresAt: expect.any(String),
        revokedAt: null,
        persistent: expect.any(Boolean),
        userAgent: null,
      },
    ]);
    expect(text).not.toContain(device.keys.p256dh);
    expect(text).not.toContain(device.keys.auth);
    expect(text).not.toMatch(/refreshTokenHash|chainId/);
  });

  it('needs a session', async () => {
    await expectError(await api().export.$get(), 401, 'unauthenticated');
  });
});
