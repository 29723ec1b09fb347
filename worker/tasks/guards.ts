/**
 * The preconditions of a task write, each once, as guards (worker/lib/guarded-write.ts): the
 * condition in SQL and the French refusal it answers.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ASSIGNABLE_ROLES, type ProfileRole } from '#domain/roles.ts';
import { MAX_TASKS_PER_SPACE, TASK_MESSAGES } from '#domain/tasks.ts';
import { isTimeZone, SPACE_ZONE_HEADER } from '#domain/zoned-time.ts';
import { familyProfiles, familySpaces, tasks } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { type Guard, guardedRead, known } from '../lib/guarded-write.ts';
import type { NamedPeople } from './people.ts';

/** The task `id` already stands in the space: a create sent again, answered as it is. */
export function taskStands(spaceId: string, id: string): SQL {
  return sql`exists (select 1 from ${tasks} where ${tasks.id} = ${id} and ${tasks.spaceId} = ${spaceId})`;
}

/** `guard`, except for a create sent again (`replay`): yesterday's create may not pass today. */
export function unlessReplay(guard: Guard, replay: SQL | undefined): Guard {
  return replay ? { ...guard, holds: sql`(${guard.holds} or ${replay})` } : guard;
}

/** The task's rules, checked on the request alone (`errors` by field, none when they pass). */
export function rulesGuard(errors: Record<string, string>): Guard {
  return {
    holds: known(Object.keys(errors).length === 0),
    refusal: () => ApiError.validation(errors),
  };
}

/** Room for one more task in the space (5,000). */
export function taskCapGuard(spaceId: string): Guard {
  return {
    holds: sql`(select count(*) from ${tasks} where ${tasks.spaceId} = ${spaceId}) < ${MAX_TASKS_PER_SPACE}`,
    refusal: () => new ApiError('conflict', TASK_MESSAGES.tooManyTasks),
  };
}

/** How many of `ids` are profiles of the space, of `roles` when given. */
function profilesCounted(spaceId: string, ids: readonly string[], roles?: readonly ProfileRole[]) {
  const where = and(
    eq(familyProfiles.spaceId, spaceId),
    inArray(familyProfiles.id, [...ids]),
    roles ? inArray(familyProfiles.role, [...roles]) : undefined,
  );
  return sql`(select count(*) from ${familyProfiles} where ${where}) = ${ids.length}`;
}

/**
 * Everyone the task names is a profile of the space (else « inconnu »), in the right role (an
 * adult responsible, a child concerned): four guards, by field, responsible first.
 */
export function peopleGuards(spaceId: string, people: NamedPeople): Guard[] {
  const role = (
    ids: readonly string[] | undefined,
    roles: readonly ProfileRole[],
    field: 'responsable' | 'enfant',
    unknown: string,
    wrongRole: string,
  ): Guard[] =>
    ids && ids.length > 0
      ? [
          {
            holds: profilesCounted(spaceId, ids),
            refusal: () => ApiError.validation({ [field]: unknown }),
          },
          {
            holds: profilesCounted(spaceId, ids, roles),
            refusal: () => ApiError.validation({ [field]: wrongRole }),
          },
        ]
      : [];
  return [
    ...role(
      people.responsibleIds,
      ASSIGNABLE_ROLES,
      'responsable',
      TASK_MESSAGES.responsableUnknown,
      TASK_MESSAGES.responsableNotAdult,
    ),
    ...role(
      people.childIds,
      ['enfant'],
      'enfant',
      TASK_MESSAGES.enfantUnknown,
      TASK_MESSAGES.enfantNotChild,
    ),
  ];
}

/**
 * The zone the request says its dates were shown in (the SPA sends its active space's, see
 * {@link SPACE_ZONE_HEADER}), when the runtime knows it; undefined otherwise.
 */
export function declaredZone(c: Context<AppEnv>): string | undefined {
  const zone = c.req.header(SPACE_ZONE_HEADER);
  return zone && isTimeZone(zone) ? zone : undefined;
}

/**
 * `write` computed in the space's zone. A request that declares it is written in one round trip,
 * guarded by {@link zoneGuard}; a second only when the space has moved since the page read it, or
 * when the request does not say (the access check reads the zone first: the dates cannot be
 * computed before).
 */
export async function inSpaceZone<T>(
  c: Context<AppEnv>,
  write: (timeZone: string) => Promise<T>,
): Promise<T> {
  const declared = declaredZone(c);
  if (!declared) {
    await guardedRead(c, {});
    return write(c.var.space.timezone);
  }
  return write(declared).catch((error: unknown) => {
    if (error instanceof ZoneMoved) return write(c.var.space.timezone);
    throw error;
  });
}

/**
 * A write whose dates were computed in `timeZone` (a reminder's instant, today's date) holds only
 * while the space reads its dates there; else {@link ZoneMoved}: the route computes it again in
 * the zone the access check read.
 */
export function zoneGuard(spaceId: string, timeZone: string): Guard {
  return {
    holds: sql`exists (select 1 from ${familySpaces} where ${familySpaces.id} = ${spaceId}
      and ${familySpaces.timezone} = ${timeZone})`,
    refusal: () => new ZoneMoved(),
  };
}

/** Not an answer: the write was computed in another zone than the space's (see {@link zoneGuard}). */
export class ZoneMoved extends ApiError {
  constructor() {
    super('conflict', 'zone');
  }
}
