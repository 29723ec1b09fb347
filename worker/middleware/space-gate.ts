/**
 * The one access check of every `/api/spaces/:spaceId/...` route (docs/architecture.md#request-path),
 * mounted once in worker/app.ts: the access token (no database), then the sign-in chain, the space
 * and the membership, three indexed lookups in one statement of one D1 batch:
 *
 * - no valid token, or its chain revoked or over: 401 "Vous devez être connecté";
 * - a non-UUID or unknown space id: 404;
 * - a signed-in non-member: 403 "Vous n'avez pas accès à cet espace famille", and no data;
 * - a member goes on with `c.var.space` and `c.var.membership` set.
 *
 * A route that names {@link checkedInRouteBatch} in its chain sends the check itself, in the same
 * `db.batch` as its own statements (`c.var.gate.batch([...])`): one round trip for the check and
 * the route's reads. The batch throws the check's refusal before returning anything, so a route
 * writes only after it. Whatever such a route answers without having run the check (a 400 from its
 * validator, say) waits for the check, whose refusal replaces it: the errors come in the same order
 * as for any other route.
 *
 * After the route has answered, the same layer announces a committed write to the space's live
 * sockets (worker/realtime/announce.ts).
 */
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { familySpaces, sessions, spaceMembers } from '../../db/schema.ts';
import { readAccessCookie } from '../auth/cookies.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { AppEnv, AuthUser, SpaceContext, SpaceMembership } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { announceWrites } from '../realtime/announce.ts';

/**
 * The sign-in chain still open, the space, and the user's membership of it, as one statement that
 * always answers one row: `open` says the chain, the space's columns are null when there is no such
 * space, `isAdmin` is null when the user is not a member. Each part is an indexed lookup.
 */
function accessCheck(db: Db, user: AuthUser, spaceId: string, now: Date) {
  const chainOpen = and(
    eq(sessions.chainId, user.sessionChainId),
    eq(sessions.userId, user.id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now.toISOString()),
  );
  return db
    .select({
      open: sql<number>`exists (select 1 from ${sessions} where ${chainOpen})`.as('open'),
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

type Check = ReturnType<typeof accessCheck>;

/**
 * The access check as a condition of a write's WHERE, for a route that sends its write in the same
 * batch as the check (one round trip): the write matches no row unless the sign-in is open and the
 * user a member of the space, so a refused request writes nothing, whatever the batch then throws.
 */
export function accessHolds(user: AuthUser, spaceId: string, now: Date): SQL {
  return sql`(exists (select 1 from ${spaceMembers} where ${spaceMembers.spaceId} = ${spaceId}
      and ${spaceMembers.userId} = ${user.id})
    and exists (select 1 from ${sessions} where ${sessions.chainId} = ${user.sessionChainId}
      and ${sessions.userId} = ${user.id} and ${sessions.revokedAt} is null
      and ${sessions.expiresAt} > ${now.toISOString()}))`;
}
type Results<T extends readonly BatchItem<'sqlite'>[]> = { [K in keyof T]: T[K]['_']['result'] };

/** The check of one request: built by {@link spaceGate}, run once. */
export class SpaceGate {
  #ran = false;

  constructor(
    private readonly db: Db,
    private readonly check: Check,
    private readonly settle: (space: SpaceContext, membership: SpaceMembership) => void,
  ) {}

  get ran(): boolean {
    return this.#ran;
  }

  /**
   * The check and `statements` (drizzle queries) in one `db.batch` (one round trip, one
   * transaction); throws the check's 401/404/403 before returning anything, else the statements'
   * results in order.
   */
  async batch<T extends readonly BatchItem<'sqlite'>[]>(
    statements: readonly [...T],
  ): Promise<Results<T>> {
    if (this.#ran) throw new Error('the space check already ran');
    this.#ran = true;
    const [[access], ...results] = await this.db.batch([this.check, ...statements] as unknown as [
      Check,
    ]);
    if (!access?.open) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    const { open: _, isAdmin, ...space } = access;
    if (!space.id) throw new ApiError('not_found', ERROR_MESSAGES.notFound);
    if (isAdmin === null) throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenSpace);
    this.settle(space as SpaceContext, { isAdmin });
    return results as unknown as Results<T>;
  }
}

/**
 * Named first in a route's chain when its handler runs the check in its own batch
 * (`c.var.gate.batch`); does nothing itself.
 */
export const checkedInRouteBatch = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

export const spaceGate = createMiddleware<AppEnv>(async (c, next) => {
  const token = readAccessCookie(c);
  const claims = token ? await verifyAccessToken(c.env, token, c.var.now) : null;
  if (!claims) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  const user = { id: claims.userId, sessionChainId: claims.sessionChainId };
  c.set('user', user);
  const spaceId = c.req.param('spaceId') ?? '';
  // A malformed id matches no space: the chain is still checked first (401 before 404).
  const check = accessCheck(c.var.db, user, isUuid(spaceId) ? spaceId : '', c.var.now);
  const gate = new SpaceGate(c.var.db, check, (space, membership) => {
    c.set('space', space);
    c.set('membership', membership);
  });
  c.set('gate', gate);
  if (!matchedRoutes(c).some((route) => route.handler === checkedInRouteBatch)) {
    await gate.batch([]);
  }
  await next();
  if (!gate.ran) await gate.batch([]);
  announceWrites(c);
});
