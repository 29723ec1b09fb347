/**
 * Access tokens (JWT, HS256, about 15 minutes) and the opaque random tokens of refresh cookies and
 * emailed links, which are stored only as SHA-256 hashes.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { ConfigurationError } from '../lib/configuration-error.ts';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'foyer';
const AUDIENCE = 'foyer-api';

/**
 * Used only when `ENVIRONMENT=development` and no `JWT_SECRET` is set, so that `npm start` works on a
 * fresh clone without any setup. Public by nature: never accepted in any other environment.
 */
const DEVELOPMENT_JWT_SECRET = 'foyer-development-only-secret-never-used-in-production';
const MIN_SECRET_LENGTH = 32;

type SecretEnv = Pick<Env, 'ENVIRONMENT' | 'JWT_SECRET'>;

/**
 * The signing key from `JWT_SECRET`. Outside development a missing or short secret fails every route
 * that needs it (sign-in, refresh, authenticated routes) with a logged ConfigurationError, rather than
 * signing with a guessable key; routes without sessions (health, static assets) keep working.
 */
export function jwtSecret(env: SecretEnv): Uint8Array<ArrayBuffer> {
  const secret = env.JWT_SECRET;
  // Copied into a plain ArrayBuffer: WebCrypto's typings (DOM and workerd) differ on shared buffers.
  if (secret && secret.length >= MIN_SECRET_LENGTH) return new Uint8Array(utf8.encode(secret));
  if (env.ENVIRONMENT === 'development' && !secret)
    return new Uint8Array(utf8.encode(DEVELOPMENT_JWT_SECRET));
  throw new ConfigurationError(
    `JWT_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters (wrangler secret put JWT_SECRET)`,
  );
}

interface AccessClaims {
  userId: string;
  sessionChainId: string;
}

/** A signed access token, valid 15 minutes but never beyond the end of its session. */
export async function signAccessToken(
  env: SecretEnv,
  claims: AccessClaims,
  now: Date,
  sessionExpiresAt: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const exp = Math.min(
    nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
    Math.floor(sessionExpiresAt.getTime() / 1000),
  );
  const token = await new SignJWT({ sid: claims.sessionChainId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(jwtSecret(env));
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The claims of a valid token; null for an expired, forged or malformed one, one without `exp`,
 * `iat`, `sub` and `sid`, or one issued more than 15 minutes ago.
 */
export async function verifyAccessToken(
  env: SecretEnv,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    // Every token Foyer signs has all four claims; one without them was not signed by this code.
    // The age bound holds even if a token were ever signed with a longer exp.
    const { payload } = await jwtVerify(token, jwtSecret(env), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionChainId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

const utf8 = new TextEncoder();

/** `bytes` random bytes (default 256 bits) as unpadded base64url. */
export function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** What the database keeps of a token: its SHA-256, hex. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', utf8.encode(token));
  return hex(new Uint8Array(digest));
}

/**
 * The refresh token that replaces `token` at rotation: HMAC-SHA-256 of it under the server secret.
 * Deterministic on purpose, so that a second tab presenting `token` inside the grace window can be
 * handed the very same successor although only hashes are stored; unpredictable without `token`
 * itself and the secret.
 */
export async function successorToken(env: SecretEnv, token: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    jwtSecret(env),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, utf8.encode(`refresh-successor:${token}`));
  return base64Url(new Uint8Array(mac));
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
