/**
 * The people of a task input (`responsables` and `enfants`, or one release's `responsable` and
 * `enfant`): a profile id, a profile name (matched without regard to
 * case within the space, docs/product.md#tasks), or 'none' for nobody. The responsible person must be an
 * adult (parent, grand-parent, autre) of the space and the child an 'enfant' profile of the space.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { ASSIGNABLE_ROLES, isAssignableRole, type ProfileRole } from '#domain/roles.ts';
import { distinctIds, type TaskPersonRole } from '#domain/task-people.ts';
import { NO_PROFILE, TASK_MESSAGES } from '#domain/tasks.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles, taskPeople, tasks } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Statement } from '../lib/guarded-write.ts';

/** Who `responsable` and `enfant` may name: the profiles of the space, oldest first. */
export type SpacePerson = Pick<ProfileView, 'id' | 'name' | 'role'>;

const fold = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('fr');

function pick(
  people: readonly SpacePerson[],
  value: string,
  fits: (person: SpacePerson) => boolean,
): SpacePerson | undefined {
  if (isUuid(value.toLowerCase()))
    return people.find((p) => p.id.toLowerCase() === value.toLowerCase());
  const named = people.filter((p) => fold(p.name) === fold(value));
  // Two profiles may share a name (a parent and a child both called Camille): prefer the one that fits.
  return named.find(fits) ?? named[0];
}

/** Who a task may name, oldest first: a query for a route's `db.batch`. */
export function spacePeopleQuery(db: Db, spaceId: string) {
  return db
    .select({ id: familyProfiles.id, name: familyProfiles.name, role: familyProfiles.role })
    .from(familyProfiles)
    .where(eq(familyProfiles.spaceId, spaceId))
    .orderBy(asc(familyProfiles.createdAt), sql`${familyProfiles}.rowid`);
}

/**
 * Who an event names, by role, as profile ids: undefined where the input did not mention the role
 * (a PATCH leaves it), an empty list for nobody.
 */
export interface NamedPeople {
  responsibleIds?: string[];
  childIds?: string[];
}

/**
 * An input's people of each role as it names them (ids or names): the list (`responsables`,
 * `enfants`) when sent, else the single field of one release ago as a list of one ('none': nobody).
 */
export function namedInInput(input: PeopleInput): { responsible?: string[]; child?: string[] } {
  const one = (value: string | undefined) =>
    value === undefined ? undefined : value === NO_PROFILE ? [] : [value];
  const result: { responsible?: string[]; child?: string[] } = {};
  const responsible = input.responsables ?? one(input.responsable);
  const child = input.enfants ?? one(input.enfant);
  if (responsible) result.responsible = responsible;
  if (child) result.child = child;
  return result;
}

/** The people fields of a task input. */
export interface PeopleInput {
  responsable?: string | undefined;
  enfant?: string | undefined;
  responsables?: string[] | undefined;
  enfants?: string[] | undefined;
}

/**
 * The profile ids to store, from the space's people already read. Throws a 400 with French messages
 * by field (`responsable`, `enfant`) when someone is not of the space or not in the role.
 */
export function peopleOf(people: readonly SpacePerson[], input: PeopleInput): NamedPeople {
  const named = namedInInput(input);
  const result: NamedPeople = {};
  const errors: Record<string, string> = {};

  if (named.responsible) {
    const ids: string[] = [];
    for (const value of named.responsible) {
      const person = pick(people, value, (p) => isAssignableRole(p.role));
      if (!person) errors.responsable = TASK_MESSAGES.responsableUnknown;
      else if (!isAssignableRole(person.role))
        errors.responsable = TASK_MESSAGES.responsableNotAdult;
      else ids.push(person.id);
    }
    result.responsibleIds = distinctIds(ids);
  }
  if (named.child) {
    const ids: string[] = [];
    for (const value of named.child) {
      const person = pick(people, value, (p) => p.role === 'enfant');
      if (!person) errors.enfant = TASK_MESSAGES.enfantUnknown;
      else if (person.role !== 'enfant') errors.enfant = TASK_MESSAGES.enfantNotChild;
      else ids.push(person.id);
    }
    result.childIds = distinctIds(ids);
  }

  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return result;
}

/**
 * The people of an input as ids, before the space's profiles are read: what {@link peopleOf} answers
 * when they are the space's (which {@link peopleHold} then requires of the write). Undefined when
 * the input names someone by name: only the profiles read can tell whom.
 */
export function peopleById(input: PeopleInput): NamedPeople | undefined {
  const named = namedInInput(input);
  const result: NamedPeople = {};
  for (const [values, key] of [
    [named.responsible, 'responsibleIds'],
    [named.child, 'childIds'],
  ] as const) {
    if (values === undefined) continue;
    if (!values.every((value) => isUuid(value.toLowerCase()))) return undefined;
    result[key] = distinctIds(values.map((value) => value.toLowerCase()));
  }
  return result;
}

function profilesOfSpace(spaceId: string, ids: readonly string[], roles: readonly ProfileRole[]) {
  return and(
    eq(familyProfiles.spaceId, spaceId),
    inArray(familyProfiles.id, [...ids]),
    inArray(familyProfiles.role, [...roles]),
  ) as SQL;
}

const ROLES_OF: Record<TaskPersonRole, readonly ProfileRole[]> = {
  responsible: ASSIGNABLE_ROLES,
  child: ['enfant'],
};

/**
 * Every person {@link peopleById} named is a profile of the space in the right role (an adult
 * responsible, a child concerned): as a condition of the write, exactly what {@link peopleOf} checks.
 */
export function peopleHold(spaceId: string, people: NamedPeople): SQL {
  const counted = (ids: readonly string[] | undefined, role: TaskPersonRole) =>
    ids && ids.length > 0
      ? sql`(select count(*) from ${familyProfiles} where ${profilesOfSpace(spaceId, ids, ROLES_OF[role])}) = ${ids.length}`
      : undefined;
  return and(
    sql`1 = 1`,
    counted(people.responsibleIds, 'responsible'),
    counted(people.childIds, 'child'),
  ) as SQL;
}

/**
 * The statements that make `task_people` say `people` of the task `taskId`, for the batch of the
 * task's own write: for each role named, its rows replaced. They hold only when that write landed in
 * this batch (the task's `updated_at` is `writtenAt`, the request's instant), and insert only
 * profiles of the space in the right role, whatever the input said.
 */
export function peopleWriteStatements(
  db: Db,
  spaceId: string,
  taskId: string,
  people: NamedPeople,
  writtenAt: string,
) {
  const at = { db, spaceId, taskId, writtenAt };
  return [
    ...(people.responsibleIds ? roleStatements(at, people.responsibleIds, 'responsible') : []),
    ...(people.childIds ? roleStatements(at, people.childIds, 'child') : []),
  ];
}

/** {@link peopleWriteStatements} of both roles, as a list a route can place in its batch. */
export function everyPersonStatements(
  db: Db,
  spaceId: string,
  taskId: string,
  people: Required<NamedPeople>,
  writtenAt: string,
) {
  const at = { db, spaceId, taskId, writtenAt };
  return [
    ...roleStatements(at, people.responsibleIds, 'responsible'),
    ...roleStatements(at, people.childIds, 'child'),
  ] as const;
}

/**
 * A new task's people: only the inserts of the roles that name someone, since a task just created
 * has no rows to replace. A create naming nobody sends no statement for its people.
 */
export function newTaskPeopleStatements(
  db: Db,
  spaceId: string,
  taskId: string,
  people: Required<NamedPeople>,
  writtenAt: string,
) {
  const at = { db, spaceId, taskId, writtenAt };
  const statements: Record<string, Statement> = {};
  if (people.responsibleIds.length > 0) {
    statements.responsibles = roleInsert(at, people.responsibleIds, 'responsible');
  }
  if (people.childIds.length > 0) statements.children = roleInsert(at, people.childIds, 'child');
  return statements;
}

export type RoleWrite = { db: Db; spaceId: string; taskId: string; writtenAt: string };

/** Holds only once the task was written by this very request (its `updated_at` is `writtenAt`). */
export function taskWritten({ spaceId, taskId, writtenAt }: RoleWrite) {
  return sql`exists (select 1 from ${tasks} where ${and(
    eq(tasks.id, taskId),
    eq(tasks.spaceId, spaceId),
    eq(tasks.updatedAt, writtenAt),
  )})`;
}

function roleInsert(at: RoleWrite, ids: readonly string[], role: TaskPersonRole) {
  const { db, spaceId, taskId } = at;
  return db
    .insert(taskPeople)
    .select(
      db
        .select({
          taskId: sql<string>`${taskId}`.as('task_id'),
          profileId: familyProfiles.id,
          role: sql<TaskPersonRole>`${role}`.as('role'),
        })
        .from(familyProfiles)
        .where(and(profilesOfSpace(spaceId, ids, ROLES_OF[role]), taskWritten(at))),
    )
    .onConflictDoNothing();
}

/** A role's rows replaced: those of the task deleted, then the named inserted (none: nothing to insert). */
function roleStatements(at: RoleWrite, ids: readonly string[], role: TaskPersonRole) {
  const { db, taskId } = at;
  const cleared = db
    .delete(taskPeople)
    .where(and(eq(taskPeople.taskId, taskId), eq(taskPeople.role, role), taskWritten(at)));
  return ids.length > 0 ? [cleared, roleInsert(at, ids, role)] : [cleared];
}
