/** Helpers of the task tests: a family (account, space, profiles) written straight into D1. */
import { familyProfiles, familySpaces, spaceMembers } from '../../db/schema.ts';
import type { NotificationType } from '../../domain/notification-types.ts';
import type { ProfileRole } from '../../domain/roles.ts';
import { plannedItems } from '../../domain/task-range.ts';
import type { TaskCreateInput, TaskScope, TaskUpdateInput } from '../../domain/tasks.ts';
import { call, db, type Person, signupPerson } from './auth-support.ts';
import { api } from './support.ts';

const PEOPLE = {
  camille: { name: 'Camille', role: 'parent', emoji: '👩' },
  thomas: { name: 'Thomas', role: 'parent', emoji: '👨' },
  mamie: { name: 'Mamie Françoise', role: 'grand-parent', emoji: '👵' },
  lea: { name: 'Léa', role: 'enfant', emoji: '👧' },
  hugo: { name: 'Hugo', role: 'enfant', emoji: '👦' },
} as const satisfies Record<string, { name: string; role: ProfileRole; emoji: string }>;

export type PersonKey = keyof typeof PEOPLE;

export interface Family {
  cookie: string;
  userId: string;
  spaceId: string;
  profiles: Record<PersonKey, string>;
  /** `/api/spaces/<id>/tasks` */
  base: string;
}

/** A signed-up account, admin of a new space (Europe/Paris) with five profiles. */
export async function createFamily(): Promise<Family> {
  const user = await signupPerson('Camille', 'Martin');
  const spaceId = crypto.randomUUID();
  const profiles = Object.fromEntries(
    Object.keys(PEOPLE).map((key) => [key, crypto.randomUUID()]),
  ) as Record<PersonKey, string>;
  const at = Date.now();
  await db.batch([
    db.insert(familySpaces).values({
      id: spaceId,
      name: 'Famille Martin',
      timezone: 'Europe/Paris',
      createdBy: user.id,
    }),
    db
      .insert(spaceMembers)
      .values({ spaceId, userId: user.id, isAdmin: true, displayName: 'Camille Martin' }),
    db.insert(familyProfiles).values(
      (Object.keys(PEOPLE) as PersonKey[]).map((key, index) => ({
        id: profiles[key],
        spaceId,
        ...PEOPLE[key],
        createdAt: new Date(at + index).toISOString(),
      })),
    ),
  ]);
  return {
    cookie: user.cookie,
    userId: user.id,
    spaceId,
    profiles,
    base: `/api/spaces/${spaceId}/tasks`,
  };
}

/** The family's typed task routes: `tasksOf(family).$post(...)`, `tasksOf(family)[':id']...`. */
export function tasksOf(family: Family) {
  return api(family.cookie).spaces[':spaceId'].tasks;
}

/** `param` of the task routes, for `id` (a task or an occurrence). */
export function taskParam(family: Family, id: string) {
  return { param: { spaceId: family.spaceId, id } };
}

export function postTask(family: Family, body: TaskCreateInput) {
  return tasksOf(family).$post({ param: { spaceId: family.spaceId }, json: body });
}

/** The same request with a body the typed client would refuse: for the validation tests. */
export function postMalformedTask(family: Family, body: unknown) {
  return call('POST', family.base, { cookie: family.cookie, body });
}

export async function createTask(family: Family, body: TaskCreateInput) {
  const response = await postTask(family, body);
  if (response.status !== 201) throw new Error(`create failed: ${await response.text()}`);
  return (await response.json()).task;
}

/** The Monday the task tests plan around: 7 January 2030. */
export const MON = '2030-01-07';

/** Piano on that Monday at 14:00: one lesson, or a series when `extra` gives a recurrence. */
export function createPiano(family: Family, extra: Partial<TaskCreateInput> = {}) {
  return createTask(family, { name: 'Piano', type: 'musique', date: MON, time: '14:00', ...extra });
}

export async function range(family: Family, from: string, to: string, profile?: string) {
  const response = await tasksOf(family).$get({
    param: { spaceId: family.spaceId },
    query: { from, to, ...(profile ? { profile } : {}) },
  });
  if (response.status !== 200) throw new Error(`range failed: ${await response.text()}`);
  // Each series travels once (docs/decisions/012-compact-range.md): rebuilt as the SPA does.
  return plannedItems(await response.json());
}

/** "date name" of each occurrence, the way a week reads. */
export async function week(family: Family, from: string, to: string, profile?: string) {
  return (await range(family, from, to, profile)).map((t) => `${t.date} ${t.name}`);
}

export function patch(family: Family, id: string, body: TaskUpdateInput) {
  return tasksOf(family)[':id'].$patch({ ...taskParam(family, id), json: body });
}

export function remove(
  family: Family,
  id: string,
  query: { scope?: TaskScope; instanceDate?: string } = {},
) {
  return tasksOf(family)[':id'].$delete({ ...taskParam(family, id), query });
}

export async function getTask(family: Family, id: string) {
  const response = await tasksOf(family)[':id'].$get(taskParam(family, id));
  if (response.status !== 200) throw new Error(`get failed: ${await response.text()}`);
  return (await response.json()).task;
}

/** Camille's family, with Thomas as a second member (his account) of the space. */
export async function twoParents(): Promise<{ family: Family; thomas: Person }> {
  const family = await createFamily();
  const thomas = await signupPerson('Thomas', 'Martin');
  await db
    .insert(spaceMembers)
    .values({ spaceId: family.spaceId, userId: thomas.id, displayName: 'Thomas Martin' });
  return { family, thomas };
}

/** The account's notifications of one type, as a device with `profileId` selected lists them. */
export async function noticesOfType(
  cookie: string,
  spaceId: string,
  type: NotificationType,
  profileId?: string,
) {
  const response = await api(cookie).spaces[':spaceId'].notifications.$get({
    param: { spaceId },
    query: profileId ? { profileId } : {},
  });
  if (response.status !== 200) throw new Error(`notifications: ${response.status}`);
  const body = await response.json();
  return body.notifications.filter((n) => n.type === type);
}

export { expectError } from './support.ts';

/** The path of a new calendar feed of the family's space: everyone's, or one profile's. */
export async function feedPath(family: Family, profileId: string | null = null): Promise<string> {
  const response = await api(family.cookie).spaces[':spaceId']['calendar-feeds'].$post({
    param: { spaceId: family.spaceId },
    json: { profileId },
  });
  if (response.status !== 201) throw new Error(`feed: ${response.status} ${await response.text()}`);
  return new URL((await response.json()).url).pathname;
}
