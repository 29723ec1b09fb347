/**
 * The one access check of every `/api/spaces/:spaceId/...` route (docs/architecture.md#request-path),
 * mounted once in worker/app.ts: the access token (no database), then the sign-in chain, the space
 * and the membership in ONE statement, so that a space route costs one D1 round trip for its check.
 *
 * - no valid token, or its chain revoked or over: 401 "Vous devez être connecté";
 * - a non-UUID or unknown space id: 404;
 * - a signed-in non-member: 403 "Vous n'avez pas accès à cet espace famille", and no data;
 * - a member goes on with `c.var.space` and `c.var.membership` set.
 *
 * After the route has answered, the same layer announces a committed write to the space's live
 * sockets (`announceWrites`, worker/realtime/announce.ts): one layer for both, rather than two
 * `await next()` layers on every space request (docs/decisions/027-week-layers.md).
 *
 * A read route marked with {@link joinsGate} goes further: the gate does not run on its own, the
 * route hands its statements to `c.var.gate.read([...])`, which sends them in the same `batch` as the
 * check (one round trip for the whole request) and returns their results only once the check has
 * passed, in the order above. Its rows are scoped by the URL's space id like every query, so a
 * refused request reads nothing it returns. Whatever a marked route answers without having opened
 * the gate (a 400 from its validator, say) waits for the check, whose refusal replaces it: the
 * errors come in the same order as for any other route, and nothing leaves unchecked.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { readAccessCookie } from '../auth/cookies.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import type { AppEnv, SpaceContext, SpaceMembership } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { type BatchEntry, type BatchResults, batch, RawQuery, type RawRead } from '../lib/batch.ts';
import { announceWrites } from '../realtime/announce.ts';

/**
 * The chain still open, the space, and the user's membership of it: always exactly one row (the
 * `wanted` row), so that "unknown space" and "not a member" read as nulls. Indexed lookups only:
 * sessions by chain, spaces and members by primary key. Prepared once per isolate
 * (worker/lib/batch.ts); its values: chain, user, now, space, user.
 */
const GATE = new RawQuery<GateRow>(`select
    (select 1 from sessions where chain_id = ? and user_id = ?
      and revoked_at is null and expires_at > ? limit 1) as session,
    s.id as id, s.name as name, s.description as description, s.timezone as timezone,
    s.created_by as createdBy, s.range_version as rangeVersion, m.is_admin as isAdmin
  from (select ? as space_id) as wanted
  left join family_spaces s on s.id = wanted.space_id
  left join space_members m on m.space_id = s.id and m.user_id = ?`);

function gateStatement(
  d1: D1Database,
  claims: { userId: string; sessionChainId: string },
  spaceId: string,
  now: Date,
): RawRead<GateRow> {
  return GATE.bind(
    d1,
    claims.sessionChainId,
    claims.userId,
    now.toISOString(),
    spaceId,
    claims.userId,
  );
}

interface GateRow {
  session: number | null;
  id: string | null;
  name: string;
  description: string;
  timezone: string;
  createdBy: string | null;
  rangeVersion: number | null;
  isAdmin: number | null;
}

/** The gate of one request: built by {@link spaceGate}, opened once. */
export class SpaceGate {
  #opened = false;
  #rangeVersion: number | null = null;

  constructor(
    private readonly d1: D1Database,
    private readonly check: RawRead<GateRow>,
    private readonly settle: (space: SpaceContext, membership: SpaceMembership) => void,
  ) {}

  get opened(): boolean {
    return this.#opened;
  }

  /**
   * The space's range version (migration 0007: bumped by the database on every write to the rows a
   * planning range is built from), read by the check in the same batch, hence the same
   * transaction, as the route's statements; null before the check has passed.
   */
  get rangeVersion(): number | null {
    return this.#rangeVersion;
  }

  /** The check alone (a route that reads nothing, or writes): one round trip. */
  async open(): Promise<void> {
    await this.read([]);
  }

  /**
   * The check and `statements` (drizzle queries, raw `sql` ones included, or {@link RawRead}s) in one
   * D1 `batch`; throws the check's
   * 401/404/403 before returning anything, else the statements' results in order.
   */
  async read<T extends readonly BatchEntry[]>(
    statements: readonly [...T],
  ): Promise<BatchResults<T>> {
    if (this.#opened) throw new Error('the space gate was already opened');
    this.#opened = true;
    const [gate, ...results] = (await batch(this.d1, [this.check, ...statements])) as unknown as [
      GateRow[],
      ...unknown[],
    ];
    const row = gate[0];
    if (!row?.session) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    if (!row.id) throw new ApiError('not_found', ERROR_MESSAGES.notFound);
    if (row.isAdmin === null) throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenSpace);
    this.#rangeVersion = row.rangeVersion;
    this.settle(
      {
        id: row.id,
        name: row.name,
        description: row.description,
        timezone: row.timezone,
        createdBy: row.createdBy,
      },
      { isAdmin: row.isAdmin === 1 },
    );
    return results as BatchResults<T>;
  }
}

/** The handlers marked by {@link joinsGate}. */
const joining = new WeakSet<object>();

/**
 * Marks a read route whose statements join the gate's batch: wrap the route's first handler (its
 * validator, say) in it, then hand its reads to `c.var.gate.read([...])` before anything else. A mark
 * on a handler the route runs anyway, not a layer of its own (docs/decisions/027-week-layers.md).
 */
export function joinsGate<H extends object>(handler: H): H {
  joining.add(handler);
  return handler;
}

/**
 * Only reads may defer the check: a write must never run before it. A HEAD runs the GET route
 * (Hono answers it with the GET's headers), so it defers as the GET does.
 */
function routeJoinsGate(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  return (
    (method === 'GET' || method === 'HEAD') &&
    matchedRoutes(c).some((route) => joining.has(route.handler))
  );
}

// `c.get(…)` rather than `c.var.…` on this path: Hono builds a new object of all the variables at
// every read of `c.var`.
export const spaceGate = createMiddleware<AppEnv>(async (c, next) => {
  const token = readAccessCookie(c);
  const claims = token ? await verifyAccessToken(c.env, token, c.get('now')) : null;
  if (!claims) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  c.set('user', { id: claims.userId, sessionChainId: claims.sessionChainId });
  const spaceId = c.req.param('spaceId') ?? '';
  // A malformed id matches no space: the chain is still checked first (401 before 404).
  const check = gateStatement(c.env.DB, claims, isUuid(spaceId) ? spaceId : '', c.get('now'));
  const gate = new SpaceGate(c.env.DB, check, (space, membership) => {
    c.set('space', space);
    c.set('membership', membership);
  });
  c.set('gate', gate);
  if (!routeJoinsGate(c)) await gate.open();
  await next();
  if (!gate.opened) await gate.open();
  announceWrites(c);
});
