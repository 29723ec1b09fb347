/** « Membres ayant accès »: who may remove an account's access or make it admin, and what follows. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, invitations, spaceMembers } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { LIVE_CLOSE } from '../../domain/live-events.ts';
import { MEMBER_MESSAGES, SPACE_MESSAGES } from '../../domain/spaces.ts';
import { db } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import {
  addMember,
  expectError,
  inviteAs,
  join,
  type Person,
  signupPerson,
  twoMembers,
} from './space-support.ts';
import { api } from './support.ts';

function removeAs(person: Person, spaceId: string, userId: string) {
  return api(person.cookie).spaces[':spaceId'].members[':userId'].$delete({
    param: { spaceId, userId },
  });
}

function promoteAs(person: Person, spaceId: string, userId: string) {
  return api(person.cookie).spaces[':spaceId'].members[':userId'].admin.$post({
    param: { spaceId, userId },
  });
}

async function membership(spaceId: string, userId: string) {
  return db
    .select()
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .get();
}

describe('GET /api/spaces/:spaceId lists the accounts with access', () => {
  it('with their names, Admin flag and date of joining, apart from the profiles', async () => {
    const family = await twoMembers();
    const response = await api(family.other.cookie).spaces[':spaceId'].$get({
      param: { spaceId: family.spaceId },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.members.map((m) => [m.displayName, m.isAdmin])).toEqual([
      ['Camille Martin', true],
      ['Thomas Martin', false],
    ]);
    expect(body.members.every((m) => !Number.isNaN(Date.parse(m.joinedAt)))).toBe(true);
    // Two accounts, but the family's profiles are counted apart (Camille, Léo, and Thomas's own).
    expect(body.space.memberCount).toBe(2);
    expect(body.space.profileCount).toBe(3);
  });
});

describe("DELETE /api/spaces/:spaceId/members/:userId (« Retirer l'accès »)", () => {
  it('a non-admin cannot remove anyone: 403 with the French message, and nobody leaves', async () => {
    const family = await twoMembers();
    const response = await removeAs(family.other, family.spaceId, family.admin.id);
    await expectError(response, 403, 'forbidden', SPACE_MESSAGES.adminOnly);
    expect(await membership(family.spaceId, family.admin.id)).toBeDefined();
  });

  it('an admin removes a member, who then gets 403 on the space while their profile stays', async () => {
    const family = await twoMembers();
    const response = await removeAs(family.admin, family.spaceId, family.other.id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Accès retiré');
    expect(body.description).toBe(
      "Thomas Martin n'a plus accès à l'espace. Son profil reste dans la famille.",
    );
    expect(await membership(family.spaceId, family.other.id)).toBeUndefined();

    const after = await api(family.other.cookie).spaces[':spaceId'].profiles.$get({
      param: { spaceId: family.spaceId },
    });
    await expectError(after, 403, 'forbidden', ERROR_MESSAGES.forbiddenSpace);
    const spaces = await (await api(family.other.cookie).spaces.$get()).json();
    expect(spaces.spaces).toEqual([]);
    const thomas = await db
      .select()
      .from(familyProfiles)
      .where(and(eq(familyProfiles.spaceId, family.spaceId), eq(familyProfiles.name, 'Thomas')))
      .get();
    expect(thomas).toBeDefined();
  });

  it('cancels the invitations the removed member made: the one they saved for themself no longer lets them back', async () => {
    const family = await twoMembers();
    // While still a member, Thomas saves an invitation in his own name, and starts another.
    const code = await inviteAs(family.other, family.spaceId, family.other);
    const draft = await api(family.other.cookie).spaces[':spaceId'].invitations.code.$post({
      param: { spaceId: family.spaceId },
    });
    expect(draft.status).toBe(201);
    expect((await removeAs(family.admin, family.spaceId, family.other.id)).status).toBe(200);

    const back = await join(family.other, code);
    expect(back.status).toBe(404);
    expect(await membership(family.spaceId, family.other.id)).toBeUndefined();
    const left = await db
      .select()
      .from(invitations)
      .where(
        and(eq(invitations.spaceId, family.spaceId), eq(invitations.createdBy, family.other.id)),
      );
    expect(left).toEqual([]);
  });

  it('refuses an invitation whose author is no longer a member, however it survived', async () => {
    const family = await twoMembers();
    const code = await inviteAs(family.other, family.spaceId, { firstName: 'Ami', lastName: 'X' });
    // As if the removal had raced the save: the invitation is there, its author is not.
    await db
      .delete(spaceMembers)
      .where(
        and(eq(spaceMembers.spaceId, family.spaceId), eq(spaceMembers.userId, family.other.id)),
      );
    const friend = await signupPerson('Ami', 'X');
    expect((await join(friend, code)).status).toBe(404);
    expect(await membership(family.spaceId, friend.id)).toBeUndefined();
  });

  it("closes the removed member's sockets at once with the French reason; the others hear it", async () => {
    const family = await twoMembers();
    const removed = await openSocket(family.spaceId, family.other.cookie);
    const staying = await openSocket(family.spaceId, family.admin.cookie);
    const response = await removeAs(family.admin, family.spaceId, family.other.id);
    expect(response.status).toBe(200);
    expect(await removed.closed).toEqual(LIVE_CLOSE.accessRemoved);
    expect(LIVE_CLOSE.accessRemoved.reason).toBe('Votre accès à cet espace famille a été retiré');
    await staying.next((m) => m.type === 'members.changed');
  });

  it('an admin cannot remove their own access: 409 that points to « Quitter »', async () => {
    const family = await twoMembers();
    const response = await removeAs(family.admin, family.spaceId, family.admin.id);
    await expectError(response, 409, 'conflict', MEMBER_MESSAGES.cannotRemoveSelf);
    expect((await membership(family.spaceId, family.admin.id))?.isAdmin).toBe(true);
  });

  it('someone who is not a member (or not an id) is a 404, and an outsider a 403', async () => {
    const family = await twoMembers();
    const stranger = await signupPerson('Nina', 'Durand');
    const notMember = await removeAs(family.admin, family.spaceId, stranger.id);
    await expectError(notMember, 404, 'not_found', MEMBER_MESSAGES.notMember);
    const notId = await removeAs(family.admin, family.spaceId, 'pas-un-id');
    await expectError(notId, 404, 'not_found', MEMBER_MESSAGES.notMember);
    const outsider = await removeAs(stranger, family.spaceId, family.other.id);
    await expectError(outsider, 403, 'forbidden', ERROR_MESSAGES.forbiddenSpace);
  });

  it('an admin cannot remove another admin: French 403, and both keep their access and role', async () => {
    const family = await twoMembers();
    expect((await promoteAs(family.admin, family.spaceId, family.other.id)).status).toBe(200);
    const response = await removeAs(family.other, family.spaceId, family.admin.id);
    await expectError(response, 403, 'forbidden', MEMBER_MESSAGES.otherAdmin);
    expect((await membership(family.spaceId, family.admin.id))?.isAdmin).toBe(true);
    expect((await membership(family.spaceId, family.other.id))?.isAdmin).toBe(true);
  });
});

describe('POST /api/spaces/:spaceId/members/:userId/admin (« Nommer admin »)', () => {
  it('a non-admin cannot promote anyone, themselves included: 403 with the French message', async () => {
    const family = await twoMembers();
    const response = await promoteAs(family.other, family.spaceId, family.other.id);
    await expectError(response, 403, 'forbidden', SPACE_MESSAGES.adminOnly);
    expect((await membership(family.spaceId, family.other.id))?.isAdmin).toBe(false);
  });

  it('an admin makes a member admin, who may then rename the space', async () => {
    const family = await twoMembers();
    const response = await promoteAs(family.admin, family.spaceId, family.other.id);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Thomas Martin est maintenant administrateur');
    const renamed = await api(family.other.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: family.spaceId },
      json: { name: 'Les Martin' },
    });
    expect(renamed.status).toBe(200);
  });

  it('someone who is not a member is a 404', async () => {
    const family = await twoMembers();
    const stranger = await signupPerson('Nina', 'Durand');
    const response = await promoteAs(family.admin, family.spaceId, stranger.id);
    await expectError(response, 404, 'not_found', MEMBER_MESSAGES.notMember);
    // A later invitation still works: the refused promotion wrote nothing.
    await addMember(family.admin, family.spaceId, stranger);
    expect((await membership(family.spaceId, stranger.id))?.isAdmin).toBe(false);
  });
});

describe('DELETE /api/spaces/:spaceId/members/:userId/admin (« Retirer le rôle admin »)', () => {
  function demoteAs(person: Person, spaceId: string, userId: string) {
    return api(person.cookie).spaces[':spaceId'].members[':userId'].admin.$delete({
      param: { spaceId, userId },
    });
  }

  it('a non-admin cannot take the role from anyone: 403 with the French message', async () => {
    const family = await twoMembers();
    const response = await demoteAs(family.other, family.spaceId, family.admin.id);
    await expectError(response, 403, 'forbidden', SPACE_MESSAGES.adminOnly);
    expect((await membership(family.spaceId, family.admin.id))?.isAdmin).toBe(true);
  });

  it('an admin cannot take the role from another admin: French 403, both stay admins', async () => {
    const family = await twoMembers();
    expect((await promoteAs(family.admin, family.spaceId, family.other.id)).status).toBe(200);
    const response = await demoteAs(family.admin, family.spaceId, family.other.id);
    await expectError(response, 403, 'forbidden', MEMBER_MESSAGES.otherAdmin);
    expect(await membership(family.spaceId, family.other.id)).toMatchObject({ isAdmin: true });
  });

  it('an admin gives up their own role while another admin remains, and keeps their access', async () => {
    const family = await twoMembers();
    expect((await promoteAs(family.admin, family.spaceId, family.other.id)).status).toBe(200);
    const response = await demoteAs(family.other, family.spaceId, family.other.id);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Thomas Martin n'est plus administrateur");
    expect(await membership(family.spaceId, family.other.id)).toMatchObject({ isAdmin: false });
    // No longer admin: renaming is refused, reading the space is not.
    const renamed = await api(family.other.cookie).spaces[':spaceId'].$patch({
      param: { spaceId: family.spaceId },
      json: { name: 'Les Martin' },
    });
    await expectError(renamed, 403, 'forbidden', SPACE_MESSAGES.adminOnly);
    const read = await api(family.other.cookie).spaces[':spaceId'].$get({
      param: { spaceId: family.spaceId },
    });
    expect(read.status).toBe(200);
  });

  it('never leaves the space without an admin: 409 in French for the last one', async () => {
    const family = await twoMembers();
    const response = await demoteAs(family.admin, family.spaceId, family.admin.id);
    await expectError(response, 409, 'conflict', "L'espace doit garder au moins un administrateur");
    expect((await membership(family.spaceId, family.admin.id))?.isAdmin).toBe(true);
  });

  it('two admins giving up their own role at once leave one admin', async () => {
    const family = await twoMembers();
    expect((await promoteAs(family.admin, family.spaceId, family.other.id)).status).toBe(200);
    const answers = await Promise.all([
      demoteAs(family.admin, family.spaceId, family.admin.id),
      demoteAs(family.other, family.spaceId, family.other.id),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const admins = await db
      .select()
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, family.spaceId), eq(spaceMembers.isAdmin, true)));
    expect(admins).toHaveLength(1);
  });

  it('someone who is not a member is a 404', async () => {
    const family = await twoMembers();
    const stranger = await signupPerson('Nina', 'Durand');
    const response = await demoteAs(family.admin, family.spaceId, stranger.id);
    await expectError(response, 404, 'not_found', MEMBER_MESSAGES.notMember);
  });
});
