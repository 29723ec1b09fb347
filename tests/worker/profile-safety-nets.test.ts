/**
 * Safety nets around profiles (docs/product.md#profiles): unique names whatever the case or
 * accents, what a deletion would change, the profile a join creates, the chooser's count.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../domain/profiles.ts';
import { call } from './auth-support.ts';
import {
  createSpaceAs,
  expectError,
  inviteAs,
  join,
  type Person,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';

async function profilesOf(person: Person, spaceId: string): Promise<ProfileView[]> {
  const response = await api(person.cookie).spaces[':spaceId'].profiles.$get({
    param: { spaceId },
  });
  return (await response.json()).profiles;
}

describe('profile names are unique in a space, without regard to case or accents', () => {
  it('refuses « zoé » beside « Zoé » with a French message under the name', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille, 'Famille Martin', [
      { name: 'Zoé', role: 'enfant', emoji: '👧' },
    ]);
    const response = await api(camille.cookie).spaces[':spaceId'].profiles.$post({
      param: { spaceId: id },
      json: { name: '  zoe ', role: 'enfant' },
    });
    const body = await expectError(
      response,
      409,
      'conflict',
      'Un profil porte déjà ce prénom dans cet espace',
    );
    expect(body.error.fields).toEqual({ name: 'Un profil porte déjà ce prénom dans cet espace' });
    expect((await profilesOf(camille, id)).map((profile) => profile.name)).toEqual(['Zoé']);
  });

  it('refuses renaming onto another profile, but lets a profile change its own case', async () => {
    const camille = await signupPerson();
    const { profiles } = await createSpaceAs(camille, 'Famille Martin', [
      { name: 'Zoé', role: 'enfant', emoji: '👧' },
      { name: 'Léo', role: 'enfant', emoji: '👦' },
    ]);
    const [zoe, leo] = profiles;
    if (!zoe || !leo) throw new Error('profiles missing');
    const clash = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
      param: { spaceId: zoe.spaceId, profileId: leo.id },
      json: { name: 'ZOÉ' },
    });
    await expectError(clash, 409, 'conflict', 'Un profil porte déjà ce prénom dans cet espace');
    const own = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].$patch({
      param: { spaceId: zoe.spaceId, profileId: zoe.id },
      json: { name: 'zoé' },
    });
    expect(own.status).toBe(200);
  });

  it('allows the same name in two different spaces', async () => {
    const camille = await signupPerson();
    await createSpaceAs(camille, 'A', [{ name: 'Zoé', role: 'enfant', emoji: '👧' }]);
    const b = await createSpaceAs(camille, 'B', [{ name: 'Léo', role: 'enfant', emoji: '👦' }]);
    const response = await api(camille.cookie).spaces[':spaceId'].profiles.$post({
      param: { spaceId: b.id },
      json: { name: 'Zoé', role: 'enfant' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses a new space listing the same person twice', async () => {
    const camille = await signupPerson();
    const response = await api(camille.cookie).spaces.$post({
      json: {
        name: 'Famille Martin',
        members: [
          { name: 'Zoé', role: 'enfant', emoji: '👧' },
          { name: 'zoe', role: 'enfant', emoji: '👧' },
        ],
      },
    });
    const body = await expectError(response, 400, 'validation');
    expect(body.error.fields).toEqual({ members: 'Un membre porte déjà ce prénom' });
  });
});

describe('GET /api/spaces/:spaceId/profiles/:profileId/usage', () => {
  it('counts every task that names the profile, a task of two adults for both', async () => {
    const camille = await signupPerson();
    const { id, profiles } = await createSpaceAs(camille, 'Famille Martin', [
      { name: 'Alice', role: 'parent', emoji: '👩' },
      { name: 'Bruno', role: 'parent', emoji: '👨' },
      { name: 'Zoé', role: 'enfant', emoji: '👧' },
      { name: 'Léo', role: 'enfant', emoji: '👦' },
    ]);
    const [alice, bruno, zoe, leo] = profiles;
    if (!alice || !bruno || !zoe || !leo) throw new Error('profiles missing');
    const post = (name: string, responsables: string[], enfants: string[]) =>
      api(camille.cookie).spaces[':spaceId'].tasks.$post({
        param: { spaceId: id },
        json: { name, type: 'ecole', date: '2030-01-08', time: '08:30', responsables, enfants },
      });
    for (const response of [
      await post('École', [alice.id, bruno.id], [zoe.id, leo.id]),
      await post('Piscine', [alice.id], []),
      await post('Dentiste', [], [zoe.id]),
    ]) {
      expect(response.status).toBe(201);
    }
    const usage = async (profileId: string) =>
      (
        await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].usage.$get({
          param: { spaceId: id, profileId },
        })
      ).json();
    expect(await usage(alice.id)).toEqual({ usage: { assignedTasks: 2, childTasks: 0 } });
    expect(await usage(bruno.id)).toEqual({ usage: { assignedTasks: 1, childTasks: 0 } });
    expect(await usage(zoe.id)).toEqual({ usage: { assignedTasks: 0, childTasks: 2 } });
    expect(await usage(leo.id)).toEqual({ usage: { assignedTasks: 0, childTasks: 1 } });
  });

  it('is a 404 for a profile of another space', async () => {
    const camille = await signupPerson();
    const a = await createSpaceAs(camille, 'A');
    const b = await createSpaceAs(camille, 'B');
    const other = b.profiles[0];
    if (!other) throw new Error('profile missing');
    const response = await api(camille.cookie).spaces[':spaceId'].profiles[':profileId'].usage.$get(
      { param: { spaceId: a.id, profileId: other.id } },
    );
    await expectError(response, 404, 'not_found');
  });
});

describe('joining by invitation gives the joiner a profile', () => {
  it("creates the joiner's adult profile, named as in the invitation, in the least used colour", async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, { firstName: 'Hugo', lastName: 'Bernard' });
    const response = await join(hugo, code, { firstName: 'hugo', lastName: 'bernard' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      profileCreated: true,
      // Camille and Léo are red and turquoise: Hugo is the palette's next colour, not one derived at
      // random.
      profile: { name: 'Hugo', role: 'parent', spaceId: id, colour: 'violet' },
    });
    const names = (await profilesOf(camille, id)).map((profile) => profile.name);
    expect(names).toEqual(['Camille', 'Léo', 'Hugo']);
  });

  it('gives the created profile the role the invitation named, with its avatar', async () => {
    const camille = await signupPerson('Camille', 'Bernard');
    const monique = await signupPerson('Mamie', 'Bernard');
    const tom = await signupPerson('Tom', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const asGrandParent = await inviteAs(camille, id, {
      firstName: 'Mamie',
      lastName: 'Bernard',
      role: 'grand-parent',
    });
    const asChild = await inviteAs(camille, id, {
      firstName: 'Tom',
      lastName: 'Bernard',
      role: 'enfant',
    });
    const grandParent = await (await join(monique, asGrandParent)).json();
    const child = await (await join(tom, asChild)).json();
    expect(grandParent).toMatchObject({
      profileCreated: true,
      profile: { name: 'Mamie', role: 'grand-parent', emoji: '🧑' },
    });
    expect(child).toMatchObject({
      profileCreated: true,
      profile: { name: 'Tom', role: 'enfant', emoji: '🧒' },
    });
    const roles = (await profilesOf(camille, id)).map((profile) => [profile.name, profile.role]);
    expect(roles).toEqual([
      ['Camille', 'parent'],
      ['Léo', 'enfant'],
      ['Mamie', 'grand-parent'],
      ['Tom', 'enfant'],
    ]);
  });

  it('lists a pending invitation with its role, and refuses a role that is not one', async () => {
    const camille = await signupPerson();
    const { id } = await createSpaceAs(camille);
    await inviteAs(camille, id, { firstName: 'Mamie', lastName: 'Bernard', role: 'grand-parent' });
    const pending = await api(camille.cookie).spaces[':spaceId'].invitations.$get({
      param: { spaceId: id },
    });
    const { invitations } = await pending.json();
    expect(invitations.map((invitation) => invitation.invitedRole)).toEqual(['grand-parent']);
    const generated = await api(camille.cookie).spaces[':spaceId'].invitations.code.$post({
      param: { spaceId: id },
    });
    const { code } = await generated.json();
    const refused = await call('POST', `/api/spaces/${id}/invitations`, {
      cookie: camille.cookie,
      body: { code, invitedFirstName: 'Paul', invitedLastName: 'Bernard', invitedRole: 'roi' },
    });
    const body = await expectError(refused, 400, 'validation');
    expect(body.error.fields?.invitedRole).toBe('Veuillez choisir le rôle de la personne');
  });

  it('offers the existing profile of that name instead of a second one', async () => {
    const camille = await signupPerson();
    const ines = await signupPerson('Inès', 'Martin');
    const { id, profiles } = await createSpaceAs(camille, 'Famille Martin', [
      { name: 'Camille', role: 'parent', emoji: '👩' },
      { name: 'Ines', role: 'parent', emoji: '👩' },
    ]);
    const code = await inviteAs(camille, id, { firstName: 'Inès', lastName: 'Martin' });
    const response = await join(ines, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profileCreated: false,
      profile: { id: profiles[1]?.id, name: 'Ines' },
    });
    expect(await profilesOf(camille, id)).toHaveLength(2);
  });

  it('creates nothing when the join is refused', async () => {
    const camille = await signupPerson();
    const hugo = await signupPerson('Hugo', 'Bernard');
    const { id } = await createSpaceAs(camille);
    const code = await inviteAs(camille, id, { firstName: 'Hugo', lastName: 'Bernard' });
    const refused = await join(hugo, code, { firstName: 'Paul', lastName: 'Bernard' });
    expect(refused.status).toBe(403);
    expect(await profilesOf(camille, id)).toHaveLength(2);
  });
});

describe('the chooser counts what the family sees', () => {
  it('gives each space its number of profiles beside its number of accounts', async () => {
    const camille = await signupPerson();
    await createSpaceAs(camille, 'Famille Martin', [
      { name: 'Camille', role: 'parent', emoji: '👩' },
      { name: 'Léo', role: 'enfant', emoji: '👦' },
      { name: 'Zoé', role: 'enfant', emoji: '👧' },
    ]);
    const response = await api(camille.cookie).spaces.$get();
    const { spaces } = await response.json();
    expect(spaces[0]).toMatchObject({ memberCount: 1, profileCount: 3 });
  });
});
