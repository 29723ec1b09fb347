/** Helpers of the space, profile, invitation and isolation tests: people, spaces, invitations. */
import type { ProfileView } from '../../domain/profiles.ts';
import type { NewMemberInput, SpaceSummary } from '../../domain/spaces.ts';
import { call, cookieHeader, GOOD_PASSWORD, uniqueEmail } from './auth-support.ts';

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  cookie: string;
}

/** A signed-up account with these names and its session cookie. */
export async function signupPerson(firstName = 'Camille', lastName = 'Martin'): Promise<Person> {
  const email = uniqueEmail(
    firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, ''),
  );
  const response = await call('POST', '/api/auth/signup', {
    body: { firstName, lastName, email, password: GOOD_PASSWORD },
  });
  if (response.status !== 201) throw new Error(`signup failed: ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, firstName, lastName, cookie: cookieHeader(response) };
}

export const FAMILY: NewMemberInput[] = [
  { name: 'Camille', role: 'parent', emoji: '👩' },
  { name: 'Léo', role: 'enfant', emoji: '👦' },
];

export interface CreatedSpace {
  id: string;
  space: SpaceSummary;
  profiles: ProfileView[];
}

/** Creates a space through the API (201 expected). */
export async function createSpaceAs(
  person: Person,
  name = 'Famille Martin',
  members: NewMemberInput[] = FAMILY,
): Promise<CreatedSpace> {
  const response = await call('POST', '/api/spaces', {
    cookie: person.cookie,
    body: { name, members },
  });
  if (response.status !== 201) throw new Error(`create space failed: ${await response.text()}`);
  return (await response.json()) as CreatedSpace;
}

/** Generates and saves an invitation for `invitee`'s names; returns the code. */
export async function inviteAs(
  admin: Person,
  spaceId: string,
  invitee: { firstName: string; lastName: string },
): Promise<string> {
  const generated = await call('POST', `/api/spaces/${spaceId}/invitations/code`, {
    cookie: admin.cookie,
  });
  if (generated.status !== 201) throw new Error(`generate failed: ${await generated.text()}`);
  const { code } = (await generated.json()) as { code: string };
  const saved = await call('POST', `/api/spaces/${spaceId}/invitations`, {
    cookie: admin.cookie,
    body: { code, invitedFirstName: invitee.firstName, invitedLastName: invitee.lastName },
  });
  if (saved.status !== 201) throw new Error(`save failed: ${await saved.text()}`);
  return code;
}

export function join(
  person: Person,
  code: string,
  names?: { firstName: string; lastName: string },
) {
  return call('POST', '/api/invitations/join', {
    cookie: person.cookie,
    body: { code, ...(names ?? { firstName: person.firstName, lastName: person.lastName }) },
  });
}

/** Adds `person` to the space through a real invitation. */
export async function addMember(admin: Person, spaceId: string, person: Person): Promise<void> {
  const code = await inviteAs(admin, spaceId, person);
  const response = await join(person, code);
  if (response.status !== 200) throw new Error(`join failed: ${await response.text()}`);
}

export { expectError } from './support.ts';
