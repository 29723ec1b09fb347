/**
 * The one access check of every `/api/spaces/:spaceId/...` route (docs/architecture.md#request-path),
 * mounted once in worker/app.ts: the access token (no database), then three guards
 * (worker/lib/guarded-write.ts), the sign-in chain, the space and the membership, read with the
 * space in one statement:
 *
 * - no valid token, or its chain revoked or over: 401 "Vous devez être connecté";
 * - a non-UUID or unknown space id: 404;
 * - a signed-in non-member: 403 "Vous n'avez pas accès à cet espace famille", and no data;
 * - a member goes on with `c.var.space` and `c.var.membership` set.
 *
 * The gate is lazy: it sends nothing before the route. Each route sends the check itself, in the same
 * `db.batch` as its own statements (`guardedRead`, `guardedWrite`): one round trip for the check and
 * the route's reads or write. A write's batch carries the access guards in its WHERE, so a refused
 * request writes nothing; a write route whose handler needs the space before it can build its
 * statements declares its change with `changes()`, which runs the check before the handler
 * (worker/realtime/announce.ts); tests/worker/stranger-writes.test.ts and
 * tests/worker/stranger-reads.test.ts walk every route. Whatever a route answers without having run
 * the check (a 400 from its validator, say) waits for the check, whose refusal replaces it: the
 * errors come in the same order whatever the route.
 *
 * After the route has answered, the same layer announces a committed write to the space's live
 * sockets (worker/realtime/announce.ts).
 */
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { familySpaces, sessions, spaceMembers } from '../../db/schema.ts';
import { readAccessCookie } from '../auth/cookies.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { AppEnv, AuthUser, SpaceContext, SpaceMembership } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { type Guard, guardedRead } from '../lib/guarded-write.ts';
import { announceWrites } from '../realtime/announce.ts';

/** The access rule as guards, in the order of their refusals: 401, then 404, then 403. */
function accessGuards(user: AuthUser, spaceId: string, now: Date): readonly Guard[] {
  const chainOpen = and(
    eq(sessions.chainId, user.sessionChainId),
    eq(sessions.userId, user.id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now.toISOString()),
  );
  return [
    {
      holds: sql`exists (select 1 from ${sessions} where ${chainOpen})`,
      refusal: () => new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated),
    },
    {
      holds: sql`exists (select 1 from ${familySpaces} where ${familySpaces.id} = ${spaceId})`,
      refusal: () => new ApiError('not_found', ERROR_MESSAGES.notFound),
    },
    {
      holds: sql`exists (select 1 from ${spaceMembers} where ${and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.userId, user.id),
      )})`,
      refusal: () => new ApiError('forbidden', ERROR_MESSAGES.forbiddenSpace),
    },
  ];
}

/**
 * The guards' booleans (`g0`, `g1`…, 1 where a guard holds) with the space and the user's
 * membership of it, as one statement that always answers one row: the space's columns are null when
 * there is no such space, `isAdmin` when the user is not a member. Each part is an indexed lookup.
 */
function checkQuery(db: Db, user: AuthUser, spaceId: string, guards: readonly Guard[]) {
  const held: Record<string, SQL.Aliased<number>> = {};
  guards.forEach((guard, index) => {
    held[`g${index}`] = sql<number>`(${guard.holds})`.as(`g${index}`);
  });
  return db
    .select({
      ...held,
      id: familySpaces.id,
      name: familySpaces.name,
      description: familySpaces.description,
      timezone: familySpaces.timezone,
      createdBy: familySpaces.createdBy,
      schoolZone: familySpaces.schoolZone,
      feedSchoolHolidays: familySpaces.feedSchoolHolidays,
      isAdmin: spaceMembers.isAdmin,
    })
    .from(sql`(select 1)`)
    .leftJoin(familySpaces, eq(familySpaces.id, spaceId))
    .leftJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, familySpaces.id), eq(spaceMembers.userId, user.id)),
    );
}

type CheckRow = Awaited<ReturnType<typeof checkQuery>>[number];

/**
 * The access check of one request: its guards (worker/lib/guarded-write.ts), which a route sends
 * in its own batch with its reads or its write, or the gate sends alone before the route.
 */
export class SpaceGate {
  #ran = false;
  readonly guards: readonly Guard[];

  constructor(
    private readonly db: Db,
    private readonly user: AuthUser,
    private readonly spaceId: string,
    now: Date,
    private readonly onSettled: (space: SpaceContext, membership: SpaceMembership) => void,
  ) {
    this.guards = accessGuards(user, spaceId, now);
  }

  get ran(): boolean {
    return this.#ran;
  }

  /** One statement: whether each of `guards` (the access guards first) holds, and the space. */
  check(guards: readonly Guard[]) {
    return checkQuery(this.db, this.user, this.spaceId, guards);
  }

  /**
   * Throws the first access guard that failed in `row`; else sets the space read with it. A route
   * may check again in a later batch (its write after a read it had to inspect first).
   */
  settle(row: CheckRow | undefined): void {
    this.#ran = true;
    const held = row as Record<string, unknown> | undefined;
    const failed = this.guards.find((_, index) => !held?.[`g${index}`]);
    if (failed) throw failed.refusal();
    if (!row?.id || row.isAdmin === null) throw this.guards[2]?.refusal();
    const { id, name, description, timezone, createdBy, schoolZone, feedSchoolHolidays } = row;
    if (name === null || description === null || timezone === null || feedSchoolHolidays === null) {
      throw this.guards[1]?.refusal();
    }
    this.onSettled(
      { id, name, description, timezone, createdBy, schoolZone, feedSchoolHolidays },
      { isAdmin: row.isAdmin },
    );
  }
}

/**
 * The URL's space id, for a route's statements built before the check has run (they travel in its
 * batch, whose check refuses any space that is not the user's before a row is answered).
 */
export function urlSpaceId(c: Context<AppEnv>): string {
  return c.req.param('spaceId') ?? '';
}

export const spaceGate = createMiddleware<AppEnv>(async (c, next) => {
  const token = readAccessCookie(c);
  const claims = token ? await verifyAccessToken(c.env, token, c.var.now) : null;
  if (!claims) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  const user = { id: claims.userId, sessionChainId: claims.sessionChainId };
  c.set('user', user);
  const spaceId = c.req.param('spaceId') ?? '';
  // A malformed id matches no space: the chain is still checked first (401 before 404).
  const id = isUuid(spaceId) ? spaceId : '';
  const gate = new SpaceGate(c.var.db, user, id, c.var.now, (space, membership) => {
    c.set('space', space);
    c.set('membership', membership);
  });
  c.set('gate', gate);
  await next();
  if (!gate.ran) await guardedRead(c, {});
  announceWrites(c);
});
