/**
 * Sign-in sessions as chains of rotating refresh tokens (docs/architecture.md#auth).
 *
 * - Sign-in starts a chain: a random 256-bit refresh token, stored as its SHA-256, with the chain's
 *   absolute end (30 days with "Rester connecté", 12 hours without), copied onto every later token:
 *   refreshing never extends a session.
 * - Each refresh rotates: the presented token is marked `rotated_at` and its successor is inserted.
 * - A rotated token presented again means two holders (a stolen copy or a replay): the whole chain is
 *   revoked, unless it comes within 10 seconds of the rotation, which is two tabs refreshing at once.
 *   Those get the same successor as the first tab. Only hashes are stored, so the successor is not
 *   random but HMAC(secret, presented token) (tokens.ts `successorToken`): any request holding the
 *   presented token can recompute it, and concurrent rotations insert the same row (unique hash), so the
 *   race has a single outcome without locks.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionEndReason } from '#domain/auth-constants.ts';
import { MAX_LISTED_SESSIONS } from '#domain/sessions.ts';
import type { Db } from '../../db/client.ts';
import { type Session, sessions } from '../../db/schema.ts';
import { hashToken, randomToken, successorToken } from './tokens.ts';

export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
export const ROTATION_GRACE_MS = 10 * 1000;
/** How many successors a late tab may walk through inside the grace window. */
const MAX_SUCCESSOR_WALK = 5;

type SecretEnv = Pick<Env, 'ENVIRONMENT' | 'JWT_SECRET'>;

/** A refresh token just handed out, with what the cookies and the access token need. */
export interface IssuedSession {
  userId: string;
  chainId: string;
  refreshToken: string;
  persistent: boolean;
  expiresAt: Date;
}

type RefreshResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: 'unknown' | 'expired' }
  /** `why`: set when another device ended this sign-in. */
  | { ok: false; reason: 'revoked'; why?: SessionEndReason }
  /** The chain this request revoked: its live sockets are to close, as at sign-out. */
  | { ok: false; reason: 'reused'; chainId: string };

function issued(row: Session, refreshToken: string): IssuedSession {
  return {
    userId: row.userId,
    chainId: row.chainId,
    refreshToken,
    persistent: row.persistent,
    expiresAt: new Date(row.expiresAt),
  };
}

/** Starts a chain at sign-in. */
export async function createSession(
  db: Db,
  input: { userId: string; persistent: boolean; userAgent?: string | undefined },
  now: Date,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const expiresAt = new Date(
    now.getTime() + (input.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS),
  );
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      refreshTokenHash: await hashToken(refreshToken),
      chainId: crypto.randomUUID(),
      persistent: input.persistent,
      expiresAt: expiresAt.toISOString(),
      createdAt: now.toISOString(),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return issued(row, refreshToken);
}

/** A revoked token's refusal, with why when another device ended it. */
function revoked(row: Session): RefreshResult {
  return row.revokedReason
    ? { ok: false, reason: 'revoked', why: row.revokedReason }
    : { ok: false, reason: 'revoked' };
}

function findByToken(db: Db, tokenHash: string): Promise<Session | undefined> {
  return db.select().from(sessions).where(eq(sessions.refreshTokenHash, tokenHash)).get();
}

/** Exchanges a refresh token for its successor, under the rotation and reuse rules above. */
export async function refreshSession(
  db: Db,
  env: SecretEnv,
  refreshToken: string,
  now: Date,
  userAgent?: string,
): Promise<RefreshResult> {
  const row = await findByToken(db, await hashToken(refreshToken));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return revoked(row);
  if (now.getTime() >= Date.parse(row.expiresAt)) return { ok: false, reason: 'expired' };

  if (row.rotatedAt) {
    if (now.getTime() - Date.parse(row.rotatedAt) > ROTATION_GRACE_MS) {
      await revokeChain(db, row.chainId, now);
      return { ok: false, reason: 'reused', chainId: row.chainId };
    }
    return latestSuccessor(db, env, refreshToken);
  }

  const next = await successorToken(env, refreshToken);
  await db.batch([
    // Concurrent rotations of the same token compute the same successor: the first insert wins and
    // the others change nothing.
    db
      .insert(sessions)
      .values({
        userId: row.userId,
        refreshTokenHash: await hashToken(next),
        chainId: row.chainId,
        persistent: row.persistent,
        expiresAt: row.expiresAt,
        createdAt: now.toISOString(),
        userAgent: userAgent?.slice(0, 300) ?? row.userAgent,
      })
      .onConflictDoNothing({ target: sessions.refreshTokenHash }),
    db
      .update(sessions)
      .set({ rotatedAt: now.toISOString() })
      .where(and(eq(sessions.id, row.id), isNull(sessions.rotatedAt))),
  ]);
  // A sign-out that revoked the chain between the read above and the batch must win.
  const after = await db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, row.id))
    .get();
  if (after?.revokedAt) {
    await revokeChain(db, row.chainId, now);
    return { ok: false, reason: 'revoked' };
  }
  return { ok: true, session: issued(row, next) };
}

/** Inside the grace window: the chain's live token, found by following the successors. */
async function latestSuccessor(
  db: Db,
  env: SecretEnv,
  refreshToken: string,
): Promise<RefreshResult> {
  let token = refreshToken;
  for (let step = 0; step < MAX_SUCCESSOR_WALK; step++) {
    token = await successorToken(env, token);
    const row = await findByToken(db, await hashToken(token));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return revoked(row);
    if (!row.rotatedAt) return { ok: true, session: issued(row, token) };
  }
  return { ok: false, reason: 'unknown' };
}

/** Ends every token of one sign-in (sign-out, detected reuse). */
export async function revokeChain(db: Db, chainId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.chainId, chainId), isNull(sessions.revokedAt)));
}

/** The chain of a refresh token, if the token is known. */
export async function chainOfToken(db: Db, refreshToken: string): Promise<string | undefined> {
  const row = await findByToken(db, await hashToken(refreshToken));
  return row?.chainId;
}

/** The account a sign-in (refresh-token chain) belongs to. */
export async function userOfChain(db: Db, chainId: string): Promise<string | undefined> {
  const row = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.chainId, chainId))
    .get();
  return row?.userId;
}

/**
 * The statement that ends all the user's sessions (password reset), or all but one (password change
 * from the account screen keeps the session that made it), run in a `db.batch` with the change.
 */
export function revokeUserSessionsQuery(
  db: Db,
  userId: string,
  now: Date,
  why: SessionEndReason,
  exceptChainId?: string,
) {
  return db
    .update(sessions)
    .set({ revokedAt: now.toISOString(), revokedReason: why })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptChainId === undefined ? undefined : ne(sessions.chainId, exceptChainId),
      ),
    );
}

/** A row when the sign-in is neither revoked nor over, as a statement (a read's batch). */
export function sessionActiveQuery(db: Db, userId: string, chainId: string, now: Date) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.chainId, chainId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
}

/**
 * True while the sign-in an access token belongs to is neither revoked nor past its absolute end.
 * Checked on every authenticated request so that sign-out, a password change, a detected reuse or the
 * session's end takes effect at once rather than when the 15-minute access token expires (one
 * indexed read).
 */
export async function isSessionActive(
  db: Db,
  userId: string,
  chainId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await sessionActiveQuery(db, userId, chainId, now);
  return row !== undefined;
}

/**
 * The account's live sign-ins (« Appareils connectés »), the most recently used first: one row per
 * chain, neither revoked nor past its end. A chain gains a row at each refresh, so its newest row
 * tells its last use (to the access token's 15 minutes) and the browser that used it last.
 */
export function listSessionsQuery(db: Db, userId: string, now: Date) {
  const lastUsedAt = sql<string>`max(${sessions.createdAt})`;
  return db
    .select({
      chainId: sessions.chainId,
      signedInAt: sql<string>`min(${sessions.createdAt})`,
      lastUsedAt,
      // The chain's newest token's: the browser that used it last.
      userAgent: sql<string | null>`(select newest.user_agent from ${sessions} newest
        where newest.chain_id = ${sessions}.chain_id order by newest.created_at desc limit 1)`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
      ),
    )
    .groupBy(sessions.chainId)
    .orderBy(desc(lastUsedAt))
    .limit(MAX_LISTED_SESSIONS);
}

/**
 * Ends one sign-in of `userId` (every token of its chain): false when no live sign-in of that account
 * has this id, so another account's sign-in can be neither ended nor told apart from an unknown one.
 */
export async function endSessionOf(
  db: Db,
  userId: string,
  chainId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now.toISOString(), revokedReason: 'ended_elsewhere' })
    .where(
      and(
        eq(sessions.chainId, chainId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}
