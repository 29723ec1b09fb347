/**
 * The session cookies: `HttpOnly` (no script reads them), `SameSite=Lax`, and `Secure` with a prefix
 * everywhere but plain-http localhost, where browsers would drop a Secure cookie set over http by any
 * other host.
 * - the access cookie: `Path=/` and `__Host-` (bound to this exact host, never a parent domain);
 * - the refresh cookie: `Path=/api/auth`, so it travels only to the routes that use it (refresh,
 *   sign-in, sign-out), never with every API call; `__Host-` requires `Path=/`, so it is `__Secure-`.
 * - the session hint (`SESSION_HINT_COOKIE`): `1`, not HttpOnly, with the access cookie's path, prefix
 *   and lifetime; it grants nothing, it only spares a signed-out visitor's browser a 401.
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Set-Cookie#cookie_prefixes
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SESSION_HINT_COOKIE } from '#domain/auth.ts';

const ACCESS_COOKIE = 'foyer_access';
const REFRESH_COOKIE = 'foyer_refresh';
const REFRESH_PATH = '/api/auth';

/** True for http://localhost and http://127.0.0.1 (local development and tests). */
function isLocalPlainHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' &&
    (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]')
  );
}

function baseOptions(c: Context): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'Lax', path: '/' };
  if (!isLocalPlainHttp(c.req.url)) {
    options.secure = true;
    options.prefix = 'host';
  }
  return options;
}

function refreshOptions(c: Context): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'Lax', path: REFRESH_PATH };
  if (!isLocalPlainHttp(c.req.url)) {
    options.secure = true;
    options.prefix = 'secure';
  }
  return options;
}

/**
 * Removes the refresh cookie as it was set before it moved to /api/auth (Path=/, `__Host-`), so that
 * a browser never sends two of them.
 */
function deleteLegacyRefreshCookie(c: Context): void {
  if (!readLegacyRefreshCookie(c)) return;
  deleteCookie(c, REFRESH_COOKIE, baseOptions(c));
}

function readLegacyRefreshCookie(c: Context): string | undefined {
  return read(c, REFRESH_COOKIE, isLocalPlainHttp(c.req.url) ? undefined : 'host');
}

interface SessionCookies {
  accessToken: string;
  refreshToken: string;
  /** "Rester connecté": cookies kept until the session ends; otherwise they die with the browser. */
  persistent: boolean;
  /** The absolute end of the session. */
  sessionExpiresAt: Date;
  now: Date;
}

export function setSessionCookies(c: Context, cookies: SessionCookies): void {
  const access = baseOptions(c);
  const refresh = refreshOptions(c);
  if (cookies.persistent) {
    const maxAge = Math.max(
      0,
      Math.floor((cookies.sessionExpiresAt.getTime() - cookies.now.getTime()) / 1000),
    );
    access.maxAge = maxAge;
    refresh.maxAge = maxAge;
  }
  deleteLegacyRefreshCookie(c);
  setCookie(c, ACCESS_COOKIE, cookies.accessToken, access);
  setCookie(c, REFRESH_COOKIE, cookies.refreshToken, refresh);
  setCookie(c, SESSION_HINT_COOKIE, '1', { ...access, httpOnly: false });
}

export function clearSessionCookies(c: Context): void {
  deleteLegacyRefreshCookie(c);
  deleteCookie(c, ACCESS_COOKIE, baseOptions(c));
  deleteCookie(c, REFRESH_COOKIE, refreshOptions(c));
  deleteCookie(c, SESSION_HINT_COOKIE, { ...baseOptions(c), httpOnly: false });
}

export function readAccessCookie(c: Context): string | undefined {
  return read(c, ACCESS_COOKIE, isLocalPlainHttp(c.req.url) ? undefined : 'host');
}

/** The refresh cookie; one still set at Path=/ by an older version is read too. */
export function readRefreshCookie(c: Context): string | undefined {
  const current = read(c, REFRESH_COOKIE, isLocalPlainHttp(c.req.url) ? undefined : 'secure');
  return current ?? readLegacyRefreshCookie(c);
}

function read(c: Context, name: string, prefix: 'host' | 'secure' | undefined): string | undefined {
  const value = prefix ? getCookie(c, name, prefix) : getCookie(c, name);
  return value || undefined;
}
