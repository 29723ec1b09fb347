/**
 * Deleting an account while the same account creates or joins a space: the deletion's batch is
 * planned from a read made just before it, and what changed in between must not leave a space
 * without a member or an admin, nor answer a 500.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces, invitations, spaceMembers, users } from '../../db/schema.ts';
import { planAccountDeletion, runAccountDeletion } from '../../worker/auth/delete-account.ts';
import { acceptInvitationAs } from '../../worker/spaces/invitations.ts';
import { insertSpace } from '../../worker/spaces/spaces.ts';
import { db } from './auth-support.ts';
import { addMember, createSpaceAs, FAMILY, inviteAs, signupPerson } from './space-support.ts';

async function membersOf(spaceId: string) {
  return db
    .select({ userId: spaceMembers.userId, isAdmin: spaceMembers.isAdmin })
    .from(spaceMembers)
    .where(eq(spaceMembers.spaceId, spaceId));
}

describe('account deletion racing a space creation', () => {
  it('deletes a space the account created after the deletion was planned, rather than orphan it', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const planned = await createSpaceAs(camille, 'Famille Martin');
    const plan = await planAccountDeletion(db, camille.id);
    const late = await createSpaceAs(camille, 'Famille créée pendant la suppression');

    const result = await runAccountDeletion(db, camille.id, plan);
    expect(result.deleted).toBe(true);
    for (const id of [planned.id, late.id]) {
      expect(await db.select().from(familySpaces).where(eq(familySpaces.id, id)).get()).toBe(
        undefined,
      );
    }
    expect(result.spaces).toContainEqual({ id: late.id, spaceDeleted: true, newAdminUserId: null });
  });

  it('hands a late space with other members to its oldest one as admin', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const ines = await signupPerson('Inès', 'Petit');
    const plan = await planAccountDeletion(db, camille.id);
    const late = await createSpaceAs(camille, 'Famille Petit');
    await addMember(camille, late.id, ines);

    await runAccountDeletion(db, camille.id, plan);
    expect(await membersOf(late.id)).toEqual([{ userId: ines.id, isAdmin: true }]);
  });

  it('a creation whose account was deleted after its read writes nothing and says so', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const creator = await db.select().from(users).where(eq(users.id, camille.id)).get();
    if (!creator) throw new Error('no account');
    await runAccountDeletion(db, camille.id, await planAccountDeletion(db, camille.id));

    const created = await insertSpace(
      db,
      creator,
      { name: 'Famille fantôme', timezone: 'Europe/Paris', members: FAMILY },
      new Date(),
    );
    expect(created).toBe(undefined);
    expect(
      await db.select().from(familySpaces).where(eq(familySpaces.name, 'Famille fantôme')).get(),
    ).toBe(undefined);
  });

  it('a join whose account was deleted after its read accepts nothing and adds no member', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const ines = await signupPerson('Inès', 'Petit');
    const { id: spaceId } = await createSpaceAs(camille);
    const code = await inviteAs(camille, spaceId, ines);
    const invitation = await db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteCode, code))
      .get();
    const joiner = await db.select().from(users).where(eq(users.id, ines.id)).get();
    if (!invitation || !joiner) throw new Error('no invitation or account');
    await runAccountDeletion(db, ines.id, await planAccountDeletion(db, ines.id));

    expect(await acceptInvitationAs(db, invitation, joiner, new Date())).toBe(undefined);
    expect(await membersOf(spaceId)).toEqual([{ userId: camille.id, isAdmin: true }]);
    const after = await db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id))
      .get();
    expect(after?.acceptedAt).toBe(null);
  });
});
