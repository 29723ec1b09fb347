import { eq, sql } from 'drizzle-orm';
import type { InferRequestType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import {
  familyProfiles,
  familySpaces,
  invitations,
  listItems,
  lists,
  memos,
  notifications,
  spaceMembers,
  taskMemos,
  taskPeople,
  tasks,
} from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import type { NewMemberInput, SpaceSummary } from '../../domain/spaces.ts';
import { createSpace } from '../../worker/spaces/spaces.ts';
import { call, db } from './auth-support.ts';
import {
  addMember,
  createSpaceAs,
  expectError,
  forgetArrivals,
  type Person,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';

async function spacesOf(person: Person): Promise<SpaceSummary[]> {
  const response = await api(person.cookie).spaces.$get();
  expect(response.status).toBe(200);
  return (await response.json()).spaces;
}

async function detailOf(person: Person, spaceId: string) {
  const response = await api(person.cookie).spaces[':spaceId'].$get({ param: { spaceId } });
  expect(response.status).toBe(200);
  return response.json();
}

function createWith(person: Person, body: InferRequestType<SpacesPost>['json']) {
  return api(person.cookie).spaces.$post({ json: body });
}

type SpacesPost = ReturnType<typeof api>['spaces']['$post'];

/** The same request with a body the typed client would refuse (a field missing or of a bad kind). */
function createMalformed(person: Person, body: unknown) {
  return call('POST', '/api/spaces', { cookie: person.cookie, body });
}

describe('POST /api/spaces', () => {
  it('creates the space, its creator as admin member and one profile per listed member', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const response = await createWith(camille, {
      name: '  Famille Martin  ',
      members: [
        { name: ' Camille ', role: 'parent', emoji: '👩' },
        { name: 'Léo', role: 'enfant', emoji: '👦' },
        { name: 'Mamie', role: 'grand-parent', emoji: '👵' },
      ],
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.space).toMatchObject({
      id: body.id,
      name: 'Famille Martin',
      description: 'Planning familial',
      timezone: 'Europe/Paris',
      isAdmin: true,
      memberCount: 1,
    });
    expect(body.profiles.map((p) => [p.name, p.role, p.emoji])).toEqual([
      ['Camille', 'parent', '👩'],
      ['Léo', 'enfant', '👦'],
      ['Mamie', 'grand-parent', '👵'],
    ]);

    const members = await db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, body.id));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      userId: camille.id,
      isAdmin: true,
      displayName: 'Camille Martin',
    });
    const stored = await db.select().from(familySpaces).where(eq(familySpaces.id, body.id)).get();
    expect(stored?.createdBy).toBe(camille.id);
  });

  it('keeps a given time zone and refuses an unknown one', async () => {
    const person = await signupPerson();
    const ok = await createWith(person, {
      name: 'Famille à Montréal',
      timezone: 'America/Montreal',
      members: [{ name: 'Zoé', role: 'autre', emoji: '👧' }],
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).space.timezone).toBe('America/Montreal');
    await expectError(
      await createWith(person, {
        name: 'Famille',
        timezone: 'Mars/Olympus',
        members: [{ name: 'Zoé', role: 'autre', emoji: '👧' }],
      }),
      400,
      'validation',
      'Fuseau horaire inconnu',
    );
  });

  it('rejects a missing or blank name with "Veuillez saisir un nom pour votre espace famille"', async () => {
    const person = await signupPerson();
    const members: NewMemberInput[] = [{ name: 'Zoé', role: 'enfant', emoji: '👧' }];
    for (const name of [undefined, '', '   ']) {
      const body = await expectError(
        await createMalformed(person, { name, members }),
        400,
        'validation',
        'Veuillez saisir un nom pour votre espace famille',
      );
      expect(body.error.fields?.name).toBe('Veuillez saisir un nom pour votre espace famille');
    }
    expect(await spacesOf(person)).toEqual([]);
  });

  it('accepts a name of 100 characters and rejects one of 101', async () => {
    const person = await signupPerson();
    const members: NewMemberInput[] = [{ name: 'Zoé', role: 'enfant', emoji: '👧' }];
    expect((await createWith(person, { name: 'a'.repeat(100), members })).status).toBe(201);
    await expectError(
      await createWith(person, { name: 'a'.repeat(101), members }),
      400,
      'validation',
      "Le nom de l'espace ne doit pas dépasser 100 caractères",
    );
  });

  it('rejects a family without members with "Veuillez ajouter au moins un membre à votre famille"', async () => {
    const person = await signupPerson();
    for (const members of [undefined, []]) {
      await expectError(
        await createMalformed(person, { name: 'Famille', members }),
        400,
        'validation',
        'Veuillez ajouter au moins un membre à votre famille',
      );
    }
  });

  it('rejects a member without first name, role or avatar with "Veuillez remplir le prénom, le rôle et l\'avatar"', async () => {
    const person = await signupPerson();
    const incomplete = [
      { role: 'parent', emoji: '👩' },
      { name: '  ', role: 'parent', emoji: '👩' },
      { name: 'Zoé', emoji: '👩' },
      { name: 'Zoé', role: 'tonton', emoji: '👩' },
      { name: 'Zoé', role: 'parent' },
      { name: 'Zoé', role: 'parent', emoji: '' },
    ];
    for (const member of incomplete) {
      const body = await expectError(
        await createMalformed(person, { name: 'Famille', members: [FAMILY_OK, member] }),
        400,
        'validation',
        "Veuillez remplir le prénom, le rôle et l'avatar",
      );
      expect(Object.keys(body.error.fields ?? {})[0]).toMatch(/^members\.1\./);
    }
    expect(await spacesOf(person)).toEqual([]);
  });

  it('creates a family of 30 members in one batch and refuses 31', async () => {
    const person = await signupPerson();
    const members = Array.from(
      { length: 30 },
      (_, i): NewMemberInput => ({
        name: `Enfant ${i + 1}`,
        role: 'enfant',
        emoji: '👶',
      }),
    );
    const response = await createWith(person, { name: 'Grande famille', members });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const rows = await db.select().from(familyProfiles).where(eq(familyProfiles.spaceId, id));
    expect(rows).toHaveLength(30);
    await expectError(
      await createWith(person, {
        name: 'Trop grande famille',
        members: [...members, { name: 'Un de plus', role: 'enfant', emoji: '👶' }],
      }),
      400,
      'validation',
    );
  });

  it('writes nothing when one statement of the creation batch fails', async () => {
    const person = await signupPerson();
    const before = await db.select({ n: sql<number>`count(*)` }).from(familySpaces);
    await expect(
      createSpace(
        db,
        person.id,
        {
          name: 'Famille atomique',
          timezone: 'Europe/Paris',
          members: [
            { name: 'Zoé', role: 'enfant', emoji: '👧' },
            // NOT NULL violation in the last statement of the batch.
            { name: null as unknown as string, role: 'parent', emoji: '👩' },
          ],
        },
        new Date(),
      ),
    ).rejects.toThrow();
    const after = await db.select({ n: sql<number>`count(*)` }).from(familySpaces);
    expect(after[0]?.n).toBe(before[0]?.n);
    const orphans = await db.select().from(spaceMembers).where(eq(spaceMembers.userId, person.id));
    expect(orphans).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    await expectError(
      await api().spaces.$post({ json: { name: 'Famille', members: [FAMILY_OK] } }),
      401,
      'unauthenticated',
      ERROR_MESSAGES.unauthenticated,
    );
  });
});

const FAMILY_OK: NewMemberInput = { name: 'Camille', role: 'parent', emoji: '👩' };

describe('GET /api/spaces', () => {
  it('lists only my spaces, newest first, with member counts and my Admin badge', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const hugo = await signupPerson('Hugo', 'Bernard');
    const first = await createSpaceAs(camille, 'Famille Martin');
    const hugoSpace = await createSpaceAs(hugo, 'Famille Bernard');
    await addMember(hugo, hugoSpace.id, camille);
    const third = await createSpaceAs(camille, 'Vacances');
    await createSpaceAs(hugo, 'Autre famille de Hugo');

    const spaces = await spacesOf(camille);
    expect(spaces.map((space) => space.id)).toEqual([third.id, hugoSpace.id, first.id]);
    expect(spaces.map((space) => [space.name, space.isAdmin, space.memberCount])).toEqual([
      ['Vacances', true, 1],
      ['Famille Bernard', false, 2],
      ['Famille Martin', true, 1],
    ]);
    expect(spaces[0]).toEqual({
      id: third.id,
      name: 'Vacances',
      description: 'Planning familial',
      timezone: 'Europe/Paris',
      schoolZone: null,
      feedSchoolHolidays: false,
      isAdmin: true,
      memberCount: 1,
      profileCount: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('answers an empty list to a user without space, and 401 without a session', async () => {
    expect(await spacesOf(await signupPerson())).toEqual([]);
    await expectError(await api().spaces.$get(), 401, 'unauthenticated');
  });
});

describe('GET /api/spaces/:spaceId', () => {
  it('answers the space and its members, oldest first', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    const detail = await detailOf(hugo, id);
    expect(detail.space).toMatchObject({
      id,
      name: 'Famille Martin',
      description: 'Planning familial',
      timezone: 'Europe/Paris',
      createdBy: camille.id,
      isAdmin: false,
      memberCount: 2,
      // Camille and Léo, then Hugo's own profile made by his join.
      profileCount: 3,
    });
    expect(detail.members.map((m) => [m.userId, m.displayName, m.isAdmin])).toEqual([
      [camille.id, 'Camille Martin', true],
      [hugo.id, 'Hugo Bernard', false],
    ]);
  });

  it('answers 404 for a non-UUID or unknown space and 403 to a non-member', async () => {
    const camille = await signupPerson();
    const stranger = await signupPerson('Inès', 'Petit');
    const { id } = await createSpaceAs(camille);
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].$get({ param: { spaceId: 'pas-un-uuid' } }),
      404,
      'not_found',
    );
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].$get({
        param: { spaceId: crypto.randomUUID() },
      }),
      404,
      'not_found',
    );
    const body = await expectError(
      await api(stranger.cookie).spaces[':spaceId'].$get({ param: { spaceId: id } }),
      403,
      'forbidden',
      "Vous n'avez pas accès à cet espace famille",
    );
    expect(JSON.stringify(body)).not.toContain('Famille Martin');
  });

  it('answers 401 without a session, before looking at the space', async () => {
    await expectError(
      await api().spaces[':spaceId'].$get({ param: { spaceId: crypto.randomUUID() } }),
      401,
      'unauthenticated',
    );
  });
});

describe('PATCH /api/spaces/:spaceId', () => {
  it('lets an admin rename the space, trimmed, with "Espace renommé avec succès"', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    await db
      .update(familySpaces)
      .set({ updatedAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(familySpaces.id, id));
    const response = await api(camille.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: id },
      json: { name: '  Les Martin  ' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ changed: true, message: 'Espace renommé avec succès' });
    expect(body.space.name).toBe('Les Martin');
    const after = await db.select().from(familySpaces).where(eq(familySpaces.id, id)).get();
    expect(after?.name).toBe('Les Martin');
    expect(after?.updatedAt).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('refuses a member who is not admin with 403 and keeps the name', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    await expectError(
      await api(hugo.cookie).spaces[':spaceId'].$patch({
        param: { spaceId: id },
        json: { name: 'Chez Hugo' },
      }),
      403,
      'forbidden',
      "Seul un administrateur de l'espace peut effectuer cette action",
    );
    expect((await detailOf(camille, id)).space.name).toBe('Famille Martin');
  });

  it('rejects an empty name with "Le nom de l\'espace est requis" and 101 characters with the length message', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    for (const name of ['', '   ', undefined]) {
      await expectError(
        await api(camille.cookie).spaces[':spaceId'].$patch({
          param: { spaceId: id },
          json: { name },
        }),
        400,
        'validation',
        "Le nom de l'espace est requis",
      );
    }
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].$patch({
        param: { spaceId: id },
        json: { name: 'x'.repeat(101) },
      }),
      400,
      'validation',
      "Le nom de l'espace ne doit pas dépasser 100 caractères",
    );
    expect((await detailOf(camille, id)).space.name).toBe('Famille Martin');
  });

  it('saves nothing when the trimmed name is unchanged', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    await db
      .update(familySpaces)
      .set({ updatedAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(familySpaces.id, id));
    const response = await api(camille.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: id },
      json: { name: ' Famille Martin ' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).changed).toBe(false);
    const stored = await db.select().from(familySpaces).where(eq(familySpaces.id, id)).get();
    expect(stored?.updatedAt).toBe('2020-01-01T00:00:00.000Z');
  });
});

/** A row in every table that hangs off a space, so that deleting the space can be checked. */
async function fillSpace(spaceId: string, userId: string) {
  const profile = await db
    .select()
    .from(familyProfiles)
    .where(eq(familyProfiles.spaceId, spaceId))
    .get();
  if (!profile) throw new Error('no profile');
  const [task] = await db
    .insert(tasks)
    .values({ spaceId, name: 'Piscine', type: 'sport', date: '2026-03-02' })
    .returning();
  const [list] = await db.insert(lists).values({ spaceId, title: 'Courses' }).returning();
  if (!task || !list) throw new Error('insert failed');
  await db.batch([
    db.insert(taskPeople).values({ taskId: task.id, profileId: profile.id, role: 'responsible' }),
    db.insert(taskMemos).values({ taskId: task.id, spaceId, userId, text: 'Bonnet' }),
    db.insert(listItems).values({ listId: list.id, text: 'Pain' }),
    db.insert(memos).values({ spaceId, profileId: profile.id, userId, text: 'Appeler' }),
    db.insert(notifications).values({ spaceId, userId, type: 'message', title: 'Bonjour' }),
  ]);
  return { taskId: task.id, listId: list.id };
}

async function rowsOfSpace(spaceId: string, listId: string) {
  const [
    space,
    members,
    profiles,
    invites,
    taskRows,
    taskMemoRows,
    listRows,
    items,
    memoRows,
    notes,
  ] = await db.batch([
    db.select().from(familySpaces).where(eq(familySpaces.id, spaceId)),
    db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId)),
    db.select().from(familyProfiles).where(eq(familyProfiles.spaceId, spaceId)),
    db.select().from(invitations).where(eq(invitations.spaceId, spaceId)),
    db.select().from(tasks).where(eq(tasks.spaceId, spaceId)),
    db.select().from(taskMemos).where(eq(taskMemos.spaceId, spaceId)),
    db.select().from(lists).where(eq(lists.spaceId, spaceId)),
    db.select().from(listItems).where(eq(listItems.listId, listId)),
    db.select().from(memos).where(eq(memos.spaceId, spaceId)),
    db.select().from(notifications).where(eq(notifications.spaceId, spaceId)),
  ]);
  return {
    space: space.length,
    members: members.length,
    profiles: profiles.length,
    invitations: invites.length,
    tasks: taskRows.length,
    taskMemos: taskMemoRows.length,
    lists: listRows.length,
    listItems: items.length,
    memos: memoRows.length,
    notifications: notes.length,
  };
}

describe('DELETE /api/spaces/:spaceId', () => {
  it('lets an admin delete the space and everything in it', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    const { listId } = await fillSpace(id, camille.id);
    // Another space must keep its rows.
    const other = await createSpaceAs(camille, 'Autre');
    const otherFill = await fillSpace(other.id, camille.id);
    const otherBefore = await rowsOfSpace(other.id, otherFill.listId);

    expect(Object.values(await rowsOfSpace(id, listId)).every((count) => count > 0)).toBe(true);
    const response = await api(camille.cookie).spaces[':spaceId'].$delete({
      param: { spaceId: id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, message: 'Espace supprimé avec succès' });

    expect(await rowsOfSpace(id, listId)).toEqual({
      space: 0,
      members: 0,
      profiles: 0,
      invitations: 0,
      tasks: 0,
      taskMemos: 0,
      lists: 0,
      listItems: 0,
      memos: 0,
      notifications: 0,
    });
    expect(await rowsOfSpace(other.id, otherFill.listId)).toEqual(otherBefore);
    await expectError(
      await api(hugo.cookie).spaces[':spaceId'].$get({ param: { spaceId: id } }),
      404,
      'not_found',
    );
    expect((await spacesOf(hugo)).map((space) => space.id)).not.toContain(id);
  });

  it('refuses a member who is not admin with 403 and deletes nothing', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    await expectError(
      await api(hugo.cookie).spaces[':spaceId'].$delete({ param: { spaceId: id } }),
      403,
      'forbidden',
      "Seul un administrateur de l'espace peut effectuer cette action",
    );
    expect((await detailOf(camille, id)).members).toHaveLength(2);
  });
});

describe('POST /api/spaces/:spaceId/leave', () => {
  it('removes a member who is not admin, with "Espace quitté", and leaves the admin as is', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    const response = await api(hugo.cookie).spaces[':spaceId'].leave.$post({
      param: { spaceId: id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id,
      spaceDeleted: false,
      newAdminUserId: null,
      message: 'Espace quitté',
    });
    expect(await spacesOf(hugo)).toEqual([]);
    const detail = await detailOf(camille, id);
    expect(detail.members.map((m) => [m.userId, m.isAdmin])).toEqual([[camille.id, true]]);
    await expectError(
      await api(hugo.cookie).spaces[':spaceId'].profiles.$get({ param: { spaceId: id } }),
      403,
      'forbidden',
    );
  });

  it('hands admin to the oldest remaining member when the last admin leaves', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const ines = await signupPerson('Inès', 'Petit');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    await addMember(camille, id, ines);
    // Hugo joined first; make the order explicit whatever the clock resolution.
    await db
      .update(spaceMembers)
      .set({ createdAt: '2026-01-01T00:00:00.000Z' })
      .where(eq(spaceMembers.userId, ines.id));
    await db
      .update(spaceMembers)
      .set({ createdAt: '2026-01-02T00:00:00.000Z' })
      .where(eq(spaceMembers.userId, hugo.id));

    const response = await api(camille.cookie).spaces[':spaceId'].leave.$post({
      param: { spaceId: id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ spaceDeleted: false, newAdminUserId: ines.id });
    const detail = await detailOf(hugo, id);
    expect(detail.members.map((m) => [m.userId, m.isAdmin])).toEqual([
      [ines.id, true],
      [hugo.id, false],
    ]);
    // The new admin can rename.
    const renamed = await api(ines.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: id },
      json: { name: 'Chez Inès' },
    });
    expect(renamed.status).toBe(200);
  });

  it('does not hand admin over while another admin remains', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const ines = await signupPerson('Inès', 'Petit');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    await addMember(camille, id, ines);
    await db.update(spaceMembers).set({ isAdmin: true }).where(eq(spaceMembers.userId, ines.id));
    const response = await api(camille.cookie).spaces[':spaceId'].leave.$post({
      param: { spaceId: id },
    });
    expect(await response.json()).toMatchObject({ newAdminUserId: null });
    const detail = await detailOf(hugo, id);
    expect(detail.members.map((m) => [m.userId, m.isAdmin])).toEqual([
      [hugo.id, false],
      [ines.id, true],
    ]);
  });

  it('deletes the space with everything in it when the last member leaves', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    const { listId } = await fillSpace(id, camille.id);
    const response = await api(camille.cookie).spaces[':spaceId'].leave.$post({
      param: { spaceId: id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ spaceDeleted: true, message: 'Espace quitté' });
    expect(Object.values(await rowsOfSpace(id, listId)).every((count) => count === 0)).toBe(true);
    expect(await spacesOf(camille)).toEqual([]);
  });

  it("removes the leaver's notifications of that space only", async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    await forgetArrivals(id);
    await db.batch([
      db
        .insert(notifications)
        .values({ spaceId: id, userId: hugo.id, type: 'message', title: 'À Hugo' }),
      db
        .insert(notifications)
        .values({ spaceId: id, userId: camille.id, type: 'message', title: 'À Camille' }),
    ]);
    await api(hugo.cookie).spaces[':spaceId'].leave.$post({ param: { spaceId: id } });
    const rows = await db.select().from(notifications).where(eq(notifications.spaceId, id));
    expect(rows.map((row) => row.title)).toEqual(['À Camille']);
  });
});
