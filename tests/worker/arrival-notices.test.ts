import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, notifications } from '../../db/schema.ts';
import { insertArrival } from '../../worker/notifications/joined.ts';
import { db } from './auth-support.ts';
import {
  addMember,
  createSpaceAs,
  inviteAs,
  join,
  type Person,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';

async function arrivalsOf(person: Person, spaceId: string) {
  const response = await api(person.cookie).spaces[':spaceId'].notifications.$get({
    param: { spaceId },
    query: {},
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.notifications.filter((n) => n.type === 'joined');
}

/** Camille's « Famille Martin » with Thomas in it, and Jeanne invited with a code. */
async function jeanneInvited() {
  const camille = await signupPerson('Camille', 'Martin');
  const thomas = await signupPerson('Thomas', 'Martin');
  const jeanne = await signupPerson('Jeanne', 'Dupont');
  const { id: spaceId } = await createSpaceAs(camille);
  await addMember(camille, spaceId, thomas);
  const code = await inviteAs(camille, spaceId, jeanne);
  return { camille, thomas, jeanne, spaceId, code };
}

describe('arrival notices', () => {
  it('tell every other member « Jeanne a rejoint Famille Martin », and not Jeanne', async () => {
    const { camille, thomas, jeanne, spaceId, code } = await jeanneInvited();
    expect((await join(jeanne, code)).status).toBe(200);

    for (const member of [camille, thomas]) {
      const notices = await arrivalsOf(member, spaceId);
      expect(notices.map((n) => n.title)).toContain('Jeanne a rejoint Famille Martin');
      expect(notices.find((n) => n.title.startsWith('Jeanne'))).toMatchObject({
        read: false,
        profileId: null,
      });
    }
    expect(await arrivalsOf(jeanne, spaceId)).toEqual([]);
  });

  it('are stored once per member however often the join is replayed', async () => {
    const { camille, jeanne, spaceId, code } = await jeanneInvited();
    expect((await join(jeanne, code)).status).toBe(200);
    expect((await join(jeanne, code)).status).not.toBe(200);
    const invitation = await db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteCode, code))
      .get();
    if (!invitation) throw new Error('no invitation');
    const again = await insertArrival(db, {
      spaceId,
      spaceName: 'Famille Martin',
      invitationId: invitation.id,
      joinerId: jeanne.id,
      profileId: 'profile',
      profileName: 'Jeanne',
      now: new Date(),
    });
    expect(again).toEqual([]);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, camille.id), eq(notifications.type, 'joined')));
    expect(rows.map((row) => row.title).sort()).toEqual([
      'Jeanne a rejoint Famille Martin',
      'Thomas a rejoint Famille Martin',
    ]);
  });
});
