/**
 * The session cookies: `HttpOnly` (no script reads them), `SameSite=Lax`, `Path=/`, and `Secure` with
 * the `__Host-` prefix (bound to this exact host, never a parent domain) everywhere but plain-http
 * localhost, where browsers would drop a Secure cookie set over http by any other host.
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Set-Cookie#cookie_prefixes
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

const ACCESS_COOKIE = 'foyer_access';
const REFRESH_COOKIE = 'foyer_refresh';

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
  const options = baseOptions(c);
  if (cookies.persistent) {
    options.maxAge = Math.max(
      0,
      Math.floor((cookies.sessionExpiresAt.getTime() - cookies.now.getTime()) / 1000),
    );
  }
  setCookie(c, ACCESS_COOKIE, cookies.accessToken, options);
  setCookie(c, REFRESH_COOKIE, cookies.refreshToken, options);
}

export function clearSessionCookies(c: Context): void {
  const options = baseOptions(c);
  deleteCookie(c, ACCESS_COOKIE, options);
  deleteCookie(c, REFRESH_COOKIE, options);
}

export function readAccessCookie(c: Context): string | undefined {
  return read(c, ACCESS_COOKIE);
}

export function readRefreshCookie(c: Context): string | undefined {
  return read(c, REFRESH_COOKIE);
}

function read(c: Context, name: string): string | undefined {
  const value = isLocalPlainHttp(c.req.url) ? getCookie(c, name) : getCookie(c, name, 'host');
  return value || undefined;
}
