/**
 * `responsable` and `enfant` of a task input: a profile id, a profile name (matched without regard to
 * case within the space, docs/product.md#tasks), or 'none' for nobody. The responsible person must be an
 * adult (parent, grand-parent, autre) of the space and the child an 'enfant' profile of the space.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { ASSIGNABLE_ROLES, isAssignableRole, type ProfileRole } from '#domain/roles.ts';
import { NO_PROFILE, TASK_MESSAGES } from '#domain/tasks.ts';
import type { Db } from '../../db/client.ts';
import { familyProfiles } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';

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
 * The profile ids to store, from the space's people already read: undefined where the input did not
 * mention the field (a PATCH leaves it), null for nobody. Throws a 400 with French messages by field
 * otherwise.
 */
export function peopleOf(
  people: readonly SpacePerson[],
  input: { responsable?: string | undefined; enfant?: string | undefined },
): { assignedTo?: string | null; childId?: string | null } {
  const result: { assignedTo?: string | null; childId?: string | null } = {};
  const errors: Record<string, string> = {};

  if (input.responsable !== undefined) {
    if (input.responsable === NO_PROFILE) result.assignedTo = null;
    else {
      const person = pick(people, input.responsable, (p) => isAssignableRole(p.role));
      if (!person) errors.responsable = TASK_MESSAGES.responsableUnknown;
      else if (!isAssignableRole(person.role))
        errors.responsable = TASK_MESSAGES.responsableNotAdult;
      else result.assignedTo = person.id;
    }
  }
  if (input.enfant !== undefined) {
    if (input.enfant === NO_PROFILE) result.childId = null;
    else {
      const person = pick(people, input.enfant, (p) => p.role === 'enfant');
      if (!person) errors.enfant = TASK_MESSAGES.enfantUnknown;
      else if (person.role !== 'enfant') errors.enfant = TASK_MESSAGES.enfantNotChild;
      else result.childId = person.id;
    }
  }

  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return result;
}

/** The profile ids a task input names, when it names people by id or 'none' only. */
export interface PeopleById {
  assignedTo?: string | null;
  childId?: string | null;
}

/**
 * The people of an input as ids, before the space's profiles are read: what {@link peopleOf} answers
 * when they are the space's (which {@link peopleHold} then requires of the write). Undefined when
 * the input names someone by name: only the profiles read can tell whom.
 */
export function peopleById(input: {
  responsable?: string | undefined;
  enfant?: string | undefined;
}): PeopleById | undefined {
  const result: PeopleById = {};
  for (const [value, key] of [
    [input.responsable, 'assignedTo'],
    [input.enfant, 'childId'],
  ] as const) {
    if (value === undefined) continue;
    if (value === NO_PROFILE) result[key] = null;
    else if (isUuid(value.toLowerCase())) result[key] = value.toLowerCase();
    else return undefined;
  }
  return result;
}

function profileOfSpace(spaceId: string, id: string, roles: readonly ProfileRole[]): SQL {
  return sql`exists (select 1 from ${familyProfiles} where ${and(
    eq(familyProfiles.id, id),
    eq(familyProfiles.spaceId, spaceId),
    inArray(familyProfiles.role, [...roles]),
  )})`;
}

/**
 * The people {@link peopleById} named are profiles of the space in the right role (an adult
 * responsible, a child concerned): as a condition of the write, exactly what {@link peopleOf} checks.
 */
export function peopleHold(spaceId: string, people: PeopleById): SQL {
  return and(
    sql`1 = 1`,
    people.assignedTo ? profileOfSpace(spaceId, people.assignedTo, ASSIGNABLE_ROLES) : undefined,
    people.childId ? profileOfSpace(spaceId, people.childId, ['enfant']) : undefined,
  ) as SQL;
}
