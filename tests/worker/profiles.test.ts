import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, taskPeople, tasks } from '../../db/schema.ts';
import { PROFILE_MESSAGES } from '../../domain/profile-texts.ts';
import type { CreateProfileInput, ProfileView } from '../../domain/profiles.ts';
import { call, db } from './auth-support.ts';
import {
  addMember,
  createSpaceAs,
  expectError,
  type Person,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';

async function listOf(person: Person, spaceId: string): Promise<ProfileView[]> {
  const response = await api(person.cookie).spaces[':spaceId'].profiles.$get({
    param: { spaceId },
  });
  expect(response.status).toBe(200);
  return (await response.json()).profiles;
}

async function addProfile(person: Person, spaceId: string, body: CreateProfileInput) {
  return api(person.cookie).spaces[':spaceId'].profiles.$post({ param: { spaceId }, json: body });
}

describe('GET /api/spaces/:spaceId/profiles', () => {
  it('lists the profiles of the space, oldest first', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille, 'Famille Martin', [
      { name: 'Camille', role: 'parent', emoji: '👩' },
      { name: 'Léo', role: 'enfant', emoji: '👦' },
    ]);
    await addProfile(camille, id, { name: 'Mamie', role: 'grand-parent' });
    // A profile with an older created_at comes first even though inserted last.
    await db.insert(familyProfiles).values({
      spaceId: id,
      name: 'Ancien',
      role: 'autre',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    const profiles = await listOf(camille, id);
    expect(profiles.map((p) => p.name)).toEqual(['Ancien', 'Camille', 'Léo', 'Mamie']);
    expect(profiles[1]).toEqual({
      id: expect.any(String),
      spaceId: id,
      name: 'Camille',
      role: 'parent',
      emoji: '👩',
      // The palette's first colour, a new family's first person's.
      colour: 'rouge',
      createdAt: expect.any(String),
    });
  });

  it('never lists the profiles of another space', async () => {
    const camille = await signupPerson();
    const a = await createSpaceAs(camille, 'A', [{ name: 'Alice', role: 'parent', emoji: '👩' }]);
    await createSpaceAs(camille, 'B', [{ name: 'Bob', role: 'parent', emoji: '👨' }]);
    expect((await listOf(camille, a.id)).map((p) => p.name)).toEqual(['Alice']);
  });
});

describe('POST /api/spaces/:spaceId/profiles', () => {
  it('adds a profile with "Profil ajouté", name trimmed, emoji defaulting by role', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    const adult = await addProfile(camille, id, { name: '  Papy  ', role: 'grand-parent' });
    expect(adult.status).toBe(201);
    expect(await adult.json()).toMatchObject({
      profile: { name: 'Papy', role: 'grand-parent', emoji: '🧑', spaceId: id },
      message: 'Profil ajouté',
    });
    const child = await addProfile(camille, id, { name: 'Jade', role: 'enfant' });
    expect((await child.json()).profile.emoji).toBe('🧒');
    const chosen = await addProfile(camille, id, { name: 'Lina', role: 'enfant', emoji: '👧' });
    expect((await chosen.json()).profile.emoji).toBe('👧');
    const stored = await db.select().from(familyProfiles).where(eq(familyProfiles.spaceId, id));
    expect(stored.find((p) => p.name === 'Papy')?.createdBy).toBe(camille.id);
  });

  it('rejects a blank or 101-character name and an unknown role with French messages', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    await expectError(
      await addProfile(camille, id, { name: '  ', role: 'parent' }),
      400,
      'validation',
      'Le prénom est requis',
    );
    await expectError(
      await addProfile(camille, id, { name: 'x'.repeat(101), role: 'parent' }),
      400,
      'validation',
      'Le prénom ne doit pas dépasser 100 caractères',
    );
    await expectError(
      // A role the typed client would refuse.
      await call('POST', `/api/spaces/${id}/profiles`, {
        cookie: camille.cookie,
        body: { name: 'Zoé', role: 'cousin' },
      }),
      400,
      'validation',
      'Veuillez choisir un rôle',
    );
    expect(await listOf(camille, id)).toHaveLength(2);
  });

  it('adding and editing are open to any member; deleting is for admins (French 403, nothing deleted)', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    await addMember(camille, id, hugo);
    const response = await addProfile(hugo, id, { name: 'Tonton', role: 'autre' });
    expect(response.status).toBe(201);
    const { profile } = await response.json();
    const edited = await api(hugo.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
      param: { spaceId: id, profileId: profile.id },
      json: { name: 'Tonton Paul' },
    });
    expect(edited.status).toBe(200);
    const refused = await api(hugo.cookie).spaces[':spaceId'].profiles[':profileId'].$delete({
      param: { spaceId: id, profileId: profile.id },
    });
    await expectError(refused, 403, 'forbidden', PROFILE_MESSAGES.deleteAdminOnly);
    const still = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$get({
      param: { spaceId: id, profileId: profile.id },
    });
    expect(still.status).toBe(200);
    const deleted = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$delete({
      param: { spaceId: id, profileId: profile.id },
    });
    expect(deleted.status).toBe(200);
  });
});

describe('GET, PATCH and DELETE /api/spaces/:spaceId/profiles/:profileId', () => {
  it('reads one profile', async () => {
    const camille = await signupPerson();
    const { id, profiles } = await createSpaceAs(camille);
    const response = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$get({
      param: { spaceId: id, profileId: profiles[1]?.id ?? '' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toEqual(profiles[1]);
  });

  it('updates name, role and emoji with "Profil modifié", leaving absent fields unchanged', async () => {
    const camille = await signupPerson();
    const { id, profiles } = await createSpaceAs(camille);
    const leo = profiles[1] as ProfileView;
    const renamed = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
      param: { spaceId: id, profileId: leo.id },
      json: { name: ' Léonard ' },
    });
    expect(await renamed.json()).toEqual({
      profile: { ...leo, name: 'Léonard' },
      message: 'Profil modifié',
    });
    const all = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
      param: { spaceId: id, profileId: leo.id },
      json: { name: 'Léo', role: 'autre', emoji: '👨' },
    });
    expect((await all.json()).profile).toEqual({
      ...leo,
      role: 'autre',
      emoji: '👨',
    });
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
        param: { spaceId: id, profileId: leo.id },
        json: { name: '' },
      }),
      400,
      'validation',
      'Le prénom est requis',
    );
  });

  it('deletes a profile with "Profil supprimé" and unassigns its tasks', async () => {
    const camille = await signupPerson();
    const { id, profiles } = await createSpaceAs(camille);
    const leo = profiles[1] as ProfileView;
    const [task] = await db
      .insert(tasks)
      .values({ spaceId: id, name: 'Judo', type: 'sport', date: '2026-03-04' })
      .returning();
    await db
      .insert(taskPeople)
      .values({ taskId: task?.id ?? '', profileId: leo.id, role: 'child' });
    const response = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$delete({
      param: { spaceId: id, profileId: leo.id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: leo.id, message: 'Profil supprimé' });
    expect((await listOf(camille, id)).map((p) => p.name)).toEqual(['Camille']);
    const kept = await db
      .select()
      .from(tasks)
      .where(eq(tasks.id, task?.id ?? ''))
      .get();
    expect(kept?.name).toBe('Judo');
    expect(
      await db
        .select()
        .from(taskPeople)
        .where(eq(taskPeople.taskId, task?.id ?? '')),
    ).toEqual([]);
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$delete({
        param: { spaceId: id, profileId: leo.id },
      }),
      404,
      'not_found',
    );
  });

  it("answers 404 for another space's profile addressed through mine, and leaves it untouched", async () => {
    const camille = await signupPerson();
    const mine = await createSpaceAs(camille, 'A');
    const other = await createSpaceAs(camille, 'B', [{ name: 'Bob', role: 'parent', emoji: '👨' }]);
    const bob = other.profiles[0] as ProfileView;
    const bobViaMine = api(camille.cookie).spaces[':spaceId'].profiles[':profileId'];
    const param = { spaceId: mine.id, profileId: bob.id };
    await expectError(await bobViaMine.$get({ param }), 404, 'not_found');
    await expectError(
      await bobViaMine.$patch({ param, json: { name: 'Pirate' } }),
      404,
      'not_found',
    );
    await expectError(await bobViaMine.$delete({ param }), 404, 'not_found');
    const stored = await db
      .select()
      .from(familyProfiles)
      .where(eq(familyProfiles.id, bob.id))
      .get();
    expect(stored).toMatchObject({ name: 'Bob', spaceId: other.id });
  });

  it('answers 404 for a profile id that is not a UUID', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$get({
        param: { spaceId: id, profileId: 'demo-1' },
      }),
      404,
      'not_found',
    );
    await expectError(
      await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
        param: { spaceId: id, profileId: 'demo-1' },
        json: { name: 'X' },
      }),
      404,
      'not_found',
    );
  });
});
