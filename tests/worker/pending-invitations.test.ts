/** « Invitations en attente »: what is listed, and who may « Annuler » one. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { INVITATION_MESSAGES } from '../../domain/invitations.ts';
import { db } from './auth-support.ts';
import {
  createSpaceAs,
  expectError,
  inviteAs,
  join,
  type Person,
  signupPerson,
  twoMembers,
} from './space-support.ts';
import { api } from './support.ts';

function pendingOf(person: Person, spaceId: string) {
  return api(person.cookie).spaces[':spaceId'].invitations.$get({ param: { spaceId } });
}

function cancelAs(person: Person, spaceId: string, invitationId: string) {
  return api(person.cookie).spaces[':spaceId'].invitations[':invitationId'].$delete({
    param: { spaceId, invitationId },
  });
}

async function pendingIds(person: Person, spaceId: string) {
  const response = await pendingOf(person, spaceId);
  expect(response.status).toBe(200);
  return (await response.json()).invitations;
}

describe('GET /api/spaces/:spaceId/invitations', () => {
  it('lists saved, unused invitations with who invited and when; not drafts nor used ones', async () => {
    const family = await twoMembers();
    await inviteAs(family.admin, family.spaceId, { firstName: 'Jeanne', lastName: 'Martin' });
    await inviteAs(family.other, family.spaceId, { firstName: 'Paul', lastName: 'Durand' });
    // A draft (generated, never saved) is nobody's invitation yet.
    await api(family.admin.cookie).spaces[':spaceId'].invitations.code.$post({
      param: { spaceId: family.spaceId },
    });
    const listed = await pendingIds(family.other, family.spaceId);
    expect(
      listed.map((i) => [i.invitedFirstName, i.invitedLastName, i.invitedBy?.name]).sort(),
    ).toEqual([
      ['Jeanne', 'Martin', 'Camille Martin'],
      ['Paul', 'Durand', 'Thomas Martin'],
    ]);
    for (const invitation of listed) {
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(
        7 * 24 * 60 * 60 * 1000,
      );
    }
    // Thomas's own join used his invitation: it is not pending (two listed, not three).
    expect(listed).toHaveLength(2);
  });

  it('an outsider gets 403 and no list', async () => {
    const family = await twoMembers();
    const stranger = await signupPerson('Nina', 'Durand');
    const response = await pendingOf(stranger, family.spaceId);
    await expectError(response, 403, 'forbidden', ERROR_MESSAGES.forbiddenSpace);
  });
});

describe('DELETE /api/spaces/:spaceId/invitations/:invitationId (« Annuler »)', () => {
  it('an admin cancels anyone\'s invitation; its code then says "invalide ou expiré"', async () => {
    const family = await twoMembers();
    const code = await inviteAs(family.other, family.spaceId, {
      firstName: 'Jeanne',
      lastName: 'Dupont',
    });
    const [invitation] = await pendingIds(family.admin, family.spaceId);
    if (!invitation) throw new Error('no pending invitation');
    const response = await cancelAs(family.admin, family.spaceId, invitation.id);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Invitation annulée');
    expect(await pendingIds(family.admin, family.spaceId)).toEqual([]);

    const jeanne = await signupPerson('Jeanne', 'Dupont');
    const joined = await join(jeanne, code);
    await expectError(joined, 404, 'not_found', INVITATION_MESSAGES.invalidCode);
  });

  it("a member who is not admin cancels their own invitation, not someone else's (403)", async () => {
    const family = await twoMembers();
    await inviteAs(family.admin, family.spaceId, { firstName: 'Jeanne', lastName: 'Dupont' });
    await inviteAs(family.other, family.spaceId, { firstName: 'Paul', lastName: 'Durand' });
    const listed = await pendingIds(family.other, family.spaceId);
    const admins = listed.find((i) => i.invitedFirstName === 'Jeanne');
    const own = listed.find((i) => i.invitedFirstName === 'Paul');
    if (!admins || !own) throw new Error('missing invitations');

    const refused = await cancelAs(family.other, family.spaceId, admins.id);
    await expectError(refused, 403, 'forbidden', INVITATION_MESSAGES.cancelForbidden);
    const row = await db.select().from(invitations).where(eq(invitations.id, admins.id)).get();
    expect(row).toBeDefined();

    expect((await cancelAs(family.other, family.spaceId, own.id)).status).toBe(200);
    const left = await pendingIds(family.other, family.spaceId);
    expect(left.map((i) => i.invitedFirstName)).toEqual(['Jeanne']);
  });

  it("another space's invitation, a used one or a made-up id is a 404; an outsider a 403", async () => {
    const family = await twoMembers();
    const elsewhere = await signupPerson('Inès', 'Roux');
    const other = await createSpaceAs(elsewhere, 'Famille Roux');
    await inviteAs(elsewhere, other.id, { firstName: 'Léon', lastName: 'Roux' });
    const [foreign] = await pendingIds(elsewhere, other.id);
    if (!foreign) throw new Error('no invitation');
    const crossSpace = await cancelAs(family.admin, family.spaceId, foreign.id);
    await expectError(crossSpace, 404, 'not_found', INVITATION_MESSAGES.notPending);
    const madeUp = await cancelAs(family.admin, family.spaceId, 'pas-un-id');
    await expectError(madeUp, 404, 'not_found', INVITATION_MESSAGES.notPending);
    const used = await db
      .select()
      .from(invitations)
      .where(eq(invitations.acceptedBy, family.other.id))
      .get();
    if (!used) throw new Error('no used invitation');
    const late = await cancelAs(family.admin, family.spaceId, used.id);
    await expectError(late, 404, 'not_found', INVITATION_MESSAGES.notPending);
    const outsider = await cancelAs(elsewhere, family.spaceId, foreign.id);
    await expectError(outsider, 403, 'forbidden', ERROR_MESSAGES.forbiddenSpace);
  });
});
