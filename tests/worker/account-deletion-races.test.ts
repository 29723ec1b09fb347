/**
 * Deleting an account while the same account creates or joins a space: the deletion's batch is
 * planned from a read made just before it, and what changed in between must not leave a space
 * without a member or an admin, nor answer a 500.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces, spaceMembers, users } from '../../db/schema.ts';
import { planAccountDeletion, runAccountDeletion } from '../../worker/auth/delete-account.ts';
import { insertSpace } from '../../worker/spaces/spaces.ts';
import { db } from './auth-support.ts';
import { addMember, createSpaceAs, FAMILY, signupPerson } from './space-support.ts';

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
      expect(await db.query.familySpaces.findFirst({ where: eq(familySpaces.id, id) })).toBe(
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
    const creator = await db.query.users.findFirst({ where: eq(users.id, camille.id) });
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
      await db.query.familySpaces.findFirst({ where: eq(familySpaces.name, 'Famille fantôme') }),
    ).toBe(undefined);
  });
});
