/** Helpers of the task tests: a family (account, space, profiles) written straight into D1. */
import { familyProfiles, familySpaces, spaceMembers } from '../../db/schema.ts';
import type { ProfileRole } from '../../domain/roles.ts';
import type { TaskCreateInput, TaskItem, TaskUpdateInput } from '../../domain/tasks.ts';
import { call, db } from './auth-support.ts';
import { signupPerson } from './space-support.ts';

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

export async function createTask(family: Family, body: TaskCreateInput): Promise<TaskItem> {
  const response = await call('POST', family.base, { cookie: family.cookie, body });
  if (response.status !== 201) throw new Error(`create failed: ${await response.text()}`);
  return ((await response.json()) as { task: TaskItem }).task;
}

export async function range(
  family: Family,
  from: string,
  to: string,
  profile?: string,
): Promise<TaskItem[]> {
  const query = new URLSearchParams({ from, to, ...(profile ? { profile } : {}) });
  const response = await call('GET', `${family.base}?${query}`, { cookie: family.cookie });
  if (response.status !== 200) throw new Error(`range failed: ${await response.text()}`);
  return ((await response.json()) as { tasks: TaskItem[] }).tasks;
}

/** "date name" of each occurrence, the way a week reads. */
export async function week(family: Family, from: string, to: string, profile?: string) {
  return (await range(family, from, to, profile)).map((t) => `${t.date} ${t.name}`);
}

export function patch(family: Family, id: string, body: TaskUpdateInput) {
  return call('PATCH', `${family.base}/${id}`, { cookie: family.cookie, body });
}

export function remove(family: Family, id: string, query = '') {
  return call('DELETE', `${family.base}/${id}${query}`, { cookie: family.cookie });
}

export async function getTask(family: Family, id: string): Promise<TaskItem> {
  const response = await call('GET', `${family.base}/${id}`, { cookie: family.cookie });
  if (response.status !== 200) throw new Error(`get failed: ${await response.text()}`);
  return ((await response.json()) as { task: TaskItem }).task;
}

export { expectError } from './support.ts';
