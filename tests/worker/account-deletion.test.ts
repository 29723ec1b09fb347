/**
 * « Supprimer mon compte » (docs/decisions/018-account-deletion.md) on a space of three members: what
 * goes with the account, what the family keeps, and that a wrong password changes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '#domain/live-protocol.ts';
import {
  calendarFeeds,
  emailTokens,
  familyProfiles,
  familySpaces,
  listItems,
  lists,
  memos,
  notifications,
  pushSubscriptions,
  sessions,
  spaceMembers,
  taskMemos,
  tasks,
  users,
} from '../../db/schema.ts';
import { issueFeed } from '../../worker/calendar/feeds.ts';
import { db, GOOD_PASSWORD, login, type Person, setCookies } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { addMember, createSpaceAs, forgetArrivals, signupPerson } from './space-support.ts';
import { api, expectError, request } from './support.ts';

function deleteAccount(person: Person, password: string) {
  return api(person.cookie).me.$delete({ json: { password } });
}

/**
 * Camille (admin) created the space, then Inès joined, then Hugo (the order made explicit whatever
 * the clock's resolution). Each writes what the family shares and what is their own.
 */
async function familyOfThree() {
  const camille = await signupPerson();
  const hugo = await signupPerson('Hugo', 'Bernard');
  const ines = await signupPerson('Inès', 'Petit');
  const space = await createSpaceAs(camille);
  await addMember(camille, space.id, hugo);
  await addMember(camille, space.id, ines);
  await forgetArrivals(space.id);
  await db
    .update(spaceMembers)
    .set({ createdAt: '2026-01-01T00:00:00.000Z' })
    .where(eq(spaceMembers.userId, ines.id));
  await db
    .update(spaceMembers)
    .set({ createdAt: '2026-01-02T00:00:00.000Z' })
    .where(eq(spaceMembers.userId, hugo.id));
  const [parent, child] = space.profiles;
  if (!parent || !child) throw new Error('family incomplete');

  const [camilleTask, hugoTask] = await db
    .insert(tasks)
    .values([
      {
        spaceId: space.id,
        name: 'Piscine',
        type: 'sport',
        date: '2030-03-02',
        createdBy: camille.id,
      },
      {
        spaceId: space.id,
        name: 'Dentiste',
        type: 'sante',
        date: '2030-03-03',
        createdBy: hugo.id,
      },
    ])
    .returning();
  const [list] = await db
    .insert(lists)
    .values({ spaceId: space.id, title: 'Courses', createdBy: camille.id })
    .returning();
  if (!camilleTask || !hugoTask || !list) throw new Error('insert failed');
  await db.batch([
    db.insert(listItems).values([
      { listId: list.id, text: 'Pain', createdBy: camille.id, completedBy: camille.id },
      { listId: list.id, text: 'Lait', createdBy: hugo.id },
    ]),
    db.insert(taskMemos).values({
      taskId: camilleTask.id,
      spaceId: space.id,
      userId: camille.id,
      text: 'Prendre le bonnet',
    }),
    db.insert(memos).values([
      { spaceId: space.id, profileId: parent.id, userId: camille.id, text: 'Appeler la mairie' },
      { spaceId: space.id, profileId: child.id, userId: camille.id, text: 'Cahier de textes' },
      { spaceId: space.id, profileId: parent.id, userId: hugo.id, text: 'Réserver le train' },
    ]),
    db.insert(notifications).values([
      { spaceId: space.id, userId: camille.id, type: 'message', title: 'À Camille' },
      { spaceId: space.id, userId: hugo.id, type: 'message', title: 'À Hugo' },
      { spaceId: space.id, userId: ines.id, type: 'message', title: 'À Inès' },
    ]),
  ]);
  return { camille, hugo, ines, space, parent, child, camilleTask, hugoTask, list };
}

/** Everything stored about the space and about one account, for before/after comparisons. */
async function snapshot(spaceId: string, listId: string, userId: string) {
  const [space, members, profiles, taskRows, taskMemoRows, items, memoRows, notes, user, signIns] =
    await db.batch([
      db.select().from(familySpaces).where(eq(familySpaces.id, spaceId)),
      db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId)),
      db.select().from(familyProfiles).where(eq(familyProfiles.spaceId, spaceId)),
      db.select().from(tasks).where(eq(tasks.spaceId, spaceId)),
      db.select().from(taskMemos).where(eq(taskMemos.spaceId, spaceId)),
      db.select().from(listItems).where(eq(listItems.listId, listId)),
      db.select().from(memos).where(eq(memos.spaceId, spaceId)),
      db.select().from(notifications).where(eq(notifications.spaceId, spaceId)),
      db.select().from(users).where(eq(users.id, userId)),
      db.select().from(sessions).where(eq(sessions.userId, userId)),
    ]);
  const byCreated = <T extends { createdAt: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    space,
    members: byCreated(members),
    profiles,
    tasks: taskRows,
    taskMemos: taskMemoRows,
    items,
    memos: memoRows,
    notifications: notes,
    user,
    sessions: signIns,
  };
}

describe('DELETE /api/me', () => {
  it('removes the admin account, hands admin to the oldest remaining member and keeps the family data', async () => {
    const family = await familyOfThree();
    const { camille, hugo, ines, space, camilleTask, hugoTask, list } = family;
    // A second sign-in of Camille (another device), an email link, and live sockets.
    const otherDevice = await login(camille.email);
    expect(otherDevice.response.status).toBe(200);
    const camilleSocket = await openSocket(space.id, camille.cookie);
    const otherDeviceSocket = await openSocket(space.id, otherDevice.cookie);
    const hugoSocket = await openSocket(space.id, hugo.cookie);
    const before = await snapshot(space.id, list.id, camille.id);
    // Calendar addresses: Camille's goes with her account, Hugo's stays.
    const now = new Date();
    const camilleFeed = await issueFeed(db, {
      spaceId: space.id,
      userId: camille.id,
      profileId: null,
      now,
    });
    const hugoFeed = await issueFeed(db, {
      spaceId: space.id,
      userId: hugo.id,
      profileId: null,
      now,
    });
    expect((await request(`/cal/${camilleFeed.token}.ics`)).status).toBe(200);
    // A device each for reminders: Camille's stops being pushed to, Hugo's stays.
    await db.insert(pushSubscriptions).values(
      [camille, hugo].map((member) => ({
        userId: member.id,
        endpoint: `https://push.example/${member.id}`,
        p256dh: 'p256dh',
        auth: 'auth',
        label: 'Chrome sur Android',
      })),
    );

    const response = await deleteAccount(camille, GOOD_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      spaces: [{ id: space.id, spaceDeleted: false, newAdminUserId: ines.id }],
      message: "Votre compte a été supprimé. Merci d'avoir utilisé Foyer.",
    });
    // Every session cookie is cleared, the session hint included.
    const cleared = setCookies(response);
    for (const name of ['foyer_access', 'foyer_refresh', 'foyer_session']) {
      expect(cleared.get(name)?.value, name).toBe('');
    }

    const after = await snapshot(space.id, list.id, camille.id);
    // The account and its sign-ins, its memos and its notifications are gone.
    expect(after.user).toEqual([]);
    expect(after.sessions).toEqual([]);
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, camille.id))).toEqual(
      [],
    );
    expect(after.memos.map((memo) => memo.text)).toEqual(['Réserver le train']);
    expect(after.notifications.map((note) => note.title).sort()).toEqual(['À Hugo', 'À Inès']);
    // Inès, the oldest remaining member, is the admin; Hugo is unchanged.
    expect(after.members.map((m) => [m.userId, m.isAdmin])).toEqual([
      [ines.id, true],
      [hugo.id, false],
    ]);
    // The family keeps the space, its profiles, tasks, task memos and list items, without author.
    expect(after.space).toHaveLength(1);
    expect(after.space[0]?.createdBy).toBeNull();
    const byId = <T extends { id: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(after.profiles)).toEqual(
      byId(before.profiles).map((profile) =>
        profile.createdBy === camille.id ? { ...profile, createdBy: null } : profile,
      ),
    );
    expect(after.profiles.length).toBeGreaterThan(2);
    const taskById = new Map(after.tasks.map((task) => [task.id, task]));
    expect(taskById.get(camilleTask.id)).toMatchObject({ name: 'Piscine', createdBy: null });
    expect(taskById.get(hugoTask.id)).toMatchObject({ name: 'Dentiste', createdBy: hugo.id });
    expect(after.taskMemos).toMatchObject([{ text: 'Prendre le bonnet', userId: null }]);
    expect(after.items.map((item) => [item.text, item.createdBy, item.completedBy]).sort()).toEqual(
      [
        ['Lait', hugo.id, null],
        ['Pain', null, null],
      ],
    );

    expect(
      (await db.select().from(calendarFeeds).where(eq(calendarFeeds.spaceId, space.id))).map(
        (feed) => feed.userId,
      ),
    ).toEqual([hugo.id]);
    expect((await request(`/cal/${camilleFeed.token}.ics`)).status).toBe(404);
    expect((await db.select().from(pushSubscriptions)).map((device) => device.userId)).toEqual([
      hugo.id,
    ]);
    expect((await request(`/cal/${hugoFeed.token}.ics`)).status).toBe(200);

    // Neither of Camille's sign-ins works any more, nor does her password.
    await expectError(await api(camille.cookie).me.$get(), 401, 'unauthenticated');
    await expectError(await api(otherDevice.cookie).me.$get(), 401, 'unauthenticated');
    const refreshed = await api(otherDevice.cookie).auth.refresh.$post();
    expect(refreshed.status).toBe(401);
    await expectError(
      (await login(camille.email)).response,
      401,
      'unauthenticated',
      'Email ou mot de passe incorrect',
    );

    // The others go on: Inès can rename the space, Hugo still reads it.
    const renamed = await api(ines.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: space.id },
      json: { name: 'Chez Inès' },
    });
    expect(renamed.status).toBe(200);
    const detail = await api(hugo.cookie).spaces[':spaceId'].$get({ param: { spaceId: space.id } });
    expect(detail.status).toBe(200);

    // Camille's socket is closed as signed out; Hugo's hears that the members changed.
    expect(await camilleSocket.closed).toMatchObject({ code: 4003 });
    // Her other device is told why: the account was deleted.
    expect(await otherDeviceSocket.closed).toEqual({
      code: LIVE_CLOSE.accountDeleted.code,
      reason: 'Vous avez été déconnecté : ce compte a été supprimé',
    });
    await hugoSocket.next((event) => event.type === 'members.changed');
    hugoSocket.socket.close();
  });

  it('changes nothing with a wrong password, and says so in French', async () => {
    const { camille, space, list } = await familyOfThree();
    const before = await snapshot(space.id, list.id, camille.id);

    const response = await deleteAccount(camille, 'Pas-le-bon-mot-de-passe');
    const body = await expectError(
      response,
      400,
      'validation',
      "Mot de passe incorrect. Votre compte n'a pas été supprimé.",
    );
    expect(body.error.fields).toEqual({
      password: "Mot de passe incorrect. Votre compte n'a pas été supprimé.",
    });
    expect(setCookies(response).size).toBe(0);
    expect(await snapshot(space.id, list.id, camille.id)).toEqual(before);
    expect((await api(camille.cookie).me.$get()).status).toBe(200);

    const empty = await deleteAccount(camille, '');
    await expectError(
      empty,
      400,
      'validation',
      'Saisissez votre mot de passe pour confirmer la suppression',
    );
    expect(await snapshot(space.id, list.id, camille.id)).toEqual(before);
  });

  it('is limited to 10 wrong passwords per 15 minutes, even the right one after them', async () => {
    const camille = await signupPerson();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await deleteAccount(camille, `Mauvais-${attempt}`)).status).toBe(400);
    }
    await expectError(await deleteAccount(camille, GOOD_PASSWORD), 429, 'rate_limited');
    expect(await db.select().from(users).where(eq(users.id, camille.id))).toHaveLength(1);
  });

  it("deletes the space of which the account was the sole member, and only that one's", async () => {
    const family = await familyOfThree();
    const { camille, hugo, space, list } = family;
    const alone = await createSpaceAs(hugo, 'Atelier de Hugo');
    const aloneProfiles = alone.profiles.map((profile) => profile.id);
    await db.insert(memos).values({
      spaceId: alone.id,
      profileId: alone.profiles[0]?.id ?? '',
      userId: hugo.id,
      text: 'Dans mon espace',
    });
    const sharedBefore = await snapshot(space.id, list.id, camille.id);
    const aloneSocket = await openSocket(alone.id, hugo.cookie);

    const response = await deleteAccount(hugo, GOOD_PASSWORD);
    expect(response.status).toBe(200);
    const result = (await response.json()) as { spaces: unknown[] };
    expect(result.spaces).toEqual(
      expect.arrayContaining([
        { id: alone.id, spaceDeleted: true, newAdminUserId: null },
        { id: space.id, spaceDeleted: false, newAdminUserId: null },
      ]),
    );
    expect(result.spaces).toHaveLength(2);

    // The space Hugo was alone in is gone with everything in it.
    expect(await db.select().from(familySpaces).where(eq(familySpaces.id, alone.id))).toEqual([]);
    expect(
      await db.select().from(familyProfiles).where(inArray(familyProfiles.id, aloneProfiles)),
    ).toEqual([]);
    expect(await db.select().from(memos).where(eq(memos.spaceId, alone.id))).toEqual([]);
    expect(await aloneSocket.closed).toMatchObject({ code: 4002 });

    // In the shared space, only Hugo's own rows changed: his membership, memo and notification.
    const sharedAfter = await snapshot(space.id, list.id, camille.id);
    expect(sharedAfter.members).toEqual(sharedBefore.members.filter((m) => m.userId !== hugo.id));
    expect(sharedAfter.memos).toEqual(sharedBefore.memos.filter((m) => m.userId !== hugo.id));
    expect(sharedAfter.notifications).toEqual(
      sharedBefore.notifications.filter((n) => n.userId !== hugo.id),
    );
    expect(sharedAfter.tasks).toEqual(
      sharedBefore.tasks.map((task) =>
        task.createdBy === hugo.id ? { ...task, createdBy: null } : task,
      ),
    );
    expect(sharedAfter.items).toEqual(
      sharedBefore.items.map((item) =>
        item.createdBy === hugo.id ? { ...item, createdBy: null } : item,
      ),
    );
    expect(sharedAfter.members.find((m) => m.userId === camille.id)?.isAdmin).toBe(true);
  });

  it('refuses a cross-site request, which deletes nothing', async () => {
    const camille = await signupPerson();
    const response = await api(camille.cookie, { origin: 'https://evil.example' }).me.$delete({
      json: { password: GOOD_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(await db.select().from(users).where(eq(users.id, camille.id))).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    await expectError(
      await api().me.$delete({ json: { password: GOOD_PASSWORD } }),
      401,
      'unauthenticated',
    );
  });
});
