/**
 * The digest email's « Ne plus recevoir ce résumé par email » link: it works without signing in, so
 * its token is its credential, a JWT signed with the app's key (HS256, `JWT_SECRET`) naming the
 * account and the space, for that one purpose (its own audience: it is never an access token, and no
 * access token is one of these). All it can do is turn that digest email off.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../auth/tokens.ts';
import { linkOrigin } from '../lib/app-origin.ts';

/**
 * The link's address. Its credential is the token in its URL, never a cookie, so a POST to it needs
 * no Origin (middleware/origin-check.ts): mail clients send their one-click POST without one.
 */
export const UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';
/** What a mail client's one-click POST carries, form-encoded (RFC 8058 §3.2). */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

const AUDIENCE = 'foyer-digest-unsubscribe';
const ISSUER = 'foyer';
/** Longer than any gap between two digests one might still click. */
const TTL = '400d';

type TokenEnv = Pick<Env, 'ENVIRONMENT' | 'JWT_SECRET' | 'APP_ORIGIN'>;

export async function unsubscribeToken(
  env: TokenEnv,
  key: { spaceId: string; userId: string },
  now: Date,
): Promise<string> {
  return new SignJWT({ spc: key.spaceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(key.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(TTL)
    .sign(jwtSecret(env));
}

export async function unsubscribeLink(
  env: TokenEnv,
  key: { spaceId: string; userId: string },
  now: Date,
): Promise<string> {
  const token = await unsubscribeToken(env, key, now);
  return `${linkOrigin(env)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The account and space a valid token names, or null (forged, expired, another kind of token). */
export async function readUnsubscribeToken(
  env: TokenEnv,
  token: string,
  now: Date,
): Promise<{ spaceId: string; userId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(env), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.spc !== 'string') return null;
    return { spaceId: payload.spc, userId: payload.sub };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
