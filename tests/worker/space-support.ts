/** Helpers of the space, profile, invitation and isolation tests: people, spaces, invitations. */
import { env } from 'cloudflare:workers';
import type { ProfileRole } from '../../domain/roles.ts';
import type { NewMemberInput } from '../../domain/spaces.ts';
import { type Person, signupPerson } from './auth-support.ts';
import { api } from './support.ts';

export const FAMILY: NewMemberInput[] = [
  { name: 'Camille', role: 'parent', emoji: '👩' },
  { name: 'Léo', role: 'enfant', emoji: '👦' },
];

/** Creates a space through the API (201 expected). */
export async function createSpaceAs(
  person: Person,
  name = 'Famille Martin',
  members: NewMemberInput[] = FAMILY,
) {
  const response = await api(person.cookie).spaces.$post({ json: { name, members } });
  if (response.status !== 201) throw new Error(`create space failed: ${await response.text()}`);
  return response.json();
}

/** Generates and saves an invitation for `invitee`'s names; returns the code. */
export async function inviteAs(
  admin: Person,
  spaceId: string,
  invitee: { firstName: string; lastName: string; role?: ProfileRole },
): Promise<string> {
  const generated = await api(admin.cookie).spaces[':spaceId'].invitations.code.$post({
    param: { spaceId },
  });
  if (generated.status !== 201) throw new Error(`generate failed: ${await generated.text()}`);
  const { code } = await generated.json();
  const saved = await api(admin.cookie).spaces[':spaceId'].invitations.$post({
    param: { spaceId },
    json: {
      code,
      invitedFirstName: invitee.firstName,
      invitedLastName: invitee.lastName,
      ...(invitee.role ? { invitedRole: invitee.role } : {}),
    },
  });
  if (saved.status !== 201) throw new Error(`save failed: ${await saved.text()}`);
  return code;
}

export function join(
  person: Person,
  code: string,
  names?: { firstName: string; lastName: string },
) {
  return api(person.cookie).invitations.join.$post({
    json: { code, ...(names ?? { firstName: person.firstName, lastName: person.lastName }) },
  });
}

/** Adds `person` to the space through a real invitation. */
export async function addMember(admin: Person, spaceId: string, person: Person): Promise<void> {
  const code = await inviteAs(admin, spaceId, person);
  const response = await join(person, code);
  if (response.status !== 200) throw new Error(`join failed: ${await response.text()}`);
}

/**
 * Erases the « … a rejoint … » notices that a set-up's joins left in the space, for tests that count
 * a member's notifications (tests/worker/arrival-notices.test.ts pins those notices).
 */
export async function forgetArrivals(spaceId: string): Promise<void> {
  await env.DB.prepare("delete from notifications where space_id = ? and type = 'joined'")
    .bind(spaceId)
    .run();
}

/** Camille, admin of a new space, and Thomas, who joined it by invitation. */
export async function twoMembers() {
  const admin = await signupPerson('Camille', 'Martin');
  const other = await signupPerson('Thomas', 'Martin');
  const created = await createSpaceAs(admin);
  await addMember(admin, created.id, other);
  return { admin, other, spaceId: created.id, profiles: created.profiles };
}

export { type Person, signupPerson } from './auth-support.ts';
export { expectError } from './support.ts';
