import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type NewNotification, notifications } from '../../db/schema.ts';
import { call, db, type Person, signupPerson } from './auth-support.ts';
import { addMember, createSpaceAs, forgetArrivals } from './space-support.ts';
import { api, expectError } from './support.ts';

interface Household {
  camille: Person;
  thomas: Person;
  spaceId: string;
  /** Camille's and Léo's profiles. */
  profiles: { camille: string; leo: string };
}

/** Camille (admin) and Thomas, members of one space with the profiles Camille and Léo. */
async function household(): Promise<Household> {
  const camille = await signupPerson('Camille', 'Martin');
  const thomas = await signupPerson('Thomas', 'Martin');
  const space = await createSpaceAs(camille);
  await addMember(camille, space.id, thomas);
  await forgetArrivals(space.id);
  const byName = (name: string) => space.profiles.find((p) => p.name === name)?.id ?? '';
  return {
    camille,
    thomas,
    spaceId: space.id,
    profiles: { camille: byName('Camille'), leo: byName('Léo') },
  };
}

/** Notifications written straight into D1 (the cron and the alerts create them), one second apart. */
async function notify(
  spaceId: string,
  rows: (Partial<NewNotification> & Pick<NewNotification, 'userId' | 'title'>)[],
) {
  const start = Date.parse('2030-01-15T08:00:00.000Z');
  return db
    .insert(notifications)
    .values(
      rows.map((row, index) => ({
        spaceId,
        type: 'message' as const,
        createdAt: new Date(start + index * 1000).toISOString(),
        ...row,
      })),
    )
    .returning();
}

function notificationsOf(person: Person) {
  return api(person.cookie).spaces[':spaceId'].notifications;
}

async function listFor(person: Person, spaceId: string, profileId?: string) {
  const response = await notificationsOf(person).$get({
    param: { spaceId },
    query: profileId ? { profileId } : {},
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function stored(id: string) {
  return db.select().from(notifications).where(eq(notifications.id, id)).get();
}

describe('GET /api/spaces/:spaceId/notifications', () => {
  it("answers the user's own notifications of the space, newest first, with the unread count", async () => {
    const home = await household();
    const elsewhere = await createSpaceAs(home.camille, 'Maison de vacances');
    await notify(home.spaceId, [
      { userId: home.camille.id, title: 'Ancienne', read: true },
      { userId: home.camille.id, title: 'Tâche non assignée', type: 'unassigned' },
      { userId: home.thomas.id, title: 'SECRET de Thomas' },
      { userId: home.camille.id, title: 'Conflit', type: 'conflict' },
    ]);
    await notify(elsewhere.id, [{ userId: home.camille.id, title: 'SECRET ailleurs' }]);

    const body = await listFor(home.camille, home.spaceId);
    expect(body.notifications.map((n) => [n.title, n.type, n.read])).toEqual([
      ['Conflit', 'conflict', false],
      ['Tâche non assignée', 'unassigned', false],
      ['Ancienne', 'message', true],
    ]);
    expect(body.unreadCount).toBe(2);
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });

  it('with ?profileId=, keeps reminders of that profile only, and counts accordingly', async () => {
    const home = await household();
    await notify(home.spaceId, [
      {
        userId: home.camille.id,
        title: 'Rappel Camille',
        type: 'reminder',
        profileId: home.profiles.camille,
      },
      {
        userId: home.camille.id,
        title: 'Rappel Léo',
        type: 'reminder',
        profileId: home.profiles.leo,
      },
      { userId: home.camille.id, title: 'Message', profileId: home.profiles.leo },
    ]);
    const forLeo = await listFor(home.camille, home.spaceId, home.profiles.leo);
    expect(forLeo.notifications.map((n) => n.title)).toEqual(['Message', 'Rappel Léo']);
    expect(forLeo.unreadCount).toBe(2);
    const everything = await listFor(home.camille, home.spaceId);
    expect(everything.unreadCount).toBe(3);
    await expectError(
      await notificationsOf(home.camille).$get({
        param: { spaceId: home.spaceId },
        query: { profileId: 'leo' },
      }),
      400,
      'validation',
      'Profil invalide',
    );
  });
});

describe('PATCH /api/spaces/:spaceId/notifications/:notificationId', () => {
  it('marks read by default, and unread on demand', async () => {
    const home = await household();
    const [mine] = await notify(home.spaceId, [{ userId: home.camille.id, title: 'Message' }]);
    const param = { param: { spaceId: home.spaceId, notificationId: mine?.id ?? '' } };
    const read = await notificationsOf(home.camille)[':notificationId'].$patch({
      ...param,
      json: {},
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      notification: { id: mine?.id, read: true },
      message: 'Notification marquée comme lue',
    });
    const unread = await notificationsOf(home.camille)[':notificationId'].$patch({
      ...param,
      json: { read: false },
    });
    expect((await unread.json()).notification.read).toBe(false);
    expect((await stored(mine?.id ?? ''))?.read).toBe(false);
  });

  it("is 404 for another member's notification, another space's, or a malformed id, changing nothing", async () => {
    const home = await household();
    const other = await household();
    const [theirs] = await notify(home.spaceId, [{ userId: home.thomas.id, title: 'Thomas' }]);
    const [remote] = await notify(other.spaceId, [{ userId: other.camille.id, title: 'Ailleurs' }]);
    // Bodies the typed client would refuse: the id is checked before the body.
    const url = (id: string) => `/api/spaces/${home.spaceId}/notifications/${id}`;
    for (const id of [theirs?.id, remote?.id, 'abc']) {
      await expectError(
        await call('PATCH', url(id ?? ''), { cookie: home.camille.cookie, body: {} }),
        404,
        'not_found',
        'Notification introuvable',
      );
    }
    expect((await stored(theirs?.id ?? ''))?.read).toBe(false);
    expect((await stored(remote?.id ?? ''))?.read).toBe(false);
    await expectError(
      await call('PATCH', url(theirs?.id ?? ''), {
        cookie: home.thomas.cookie,
        body: { read: 'oui' },
      }),
      400,
      'validation',
      'Valeur invalide pour « lu »',
    );
  });
});

describe('POST /api/spaces/:spaceId/notifications/read-all', () => {
  it("marks the user's shown notifications read, and no one else's", async () => {
    const home = await household();
    const rows = await notify(home.spaceId, [
      { userId: home.camille.id, title: 'Message' },
      {
        userId: home.camille.id,
        title: 'Rappel Léo',
        type: 'reminder',
        profileId: home.profiles.leo,
      },
      {
        userId: home.camille.id,
        title: 'Rappel Camille',
        type: 'reminder',
        profileId: home.profiles.camille,
      },
      { userId: home.thomas.id, title: 'Thomas' },
    ]);
    const response = await notificationsOf(home.camille)['read-all'].$post({
      param: { spaceId: home.spaceId },
      query: { profileId: home.profiles.camille },
    });
    expect(await response.json()).toEqual({
      updated: 2,
      message: 'Toutes les notifications ont été marquées comme lues',
    });
    const read = await Promise.all(rows.map(async (row) => (await stored(row.id))?.read));
    expect(read).toEqual([true, false, true, false]);
  });
});

describe('DELETE /api/spaces/:spaceId/notifications/:notificationId', () => {
  it("deletes the user's notification, never another member's", async () => {
    const home = await household();
    const [mine, theirs] = await notify(home.spaceId, [
      { userId: home.camille.id, title: 'À moi' },
      { userId: home.thomas.id, title: 'À Thomas' },
    ]);
    const remove = (id: string) =>
      notificationsOf(home.camille)[':notificationId'].$delete({
        param: { spaceId: home.spaceId, notificationId: id },
      });
    const response = await remove(mine?.id ?? '');
    expect(await response.json()).toEqual({ id: mine?.id, message: 'Notification supprimée' });
    expect(await stored(mine?.id ?? '')).toBeUndefined();
    await expectError(await remove(mine?.id ?? ''), 404, 'not_found');
    await expectError(await remove(theirs?.id ?? ''), 404, 'not_found', 'Notification introuvable');
    expect(await stored(theirs?.id ?? '')).toBeDefined();
  });
});
