import { env } from 'cloudflare:workers';
import { desc, eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { createDb } from '../../db/client.ts';
import { devMail } from '../../db/schema.ts';
import { ORIGIN, request } from './support.ts';

export const db = createDb(env.DB);

/** An address no other test uses (each file shares one D1 between its tests). */
export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@famille.test`;
}

export const GOOD_PASSWORD = 'Vacances-a-Biarritz-2026';

/** A JSON call as the SPA makes it: same-origin, with the cookies given. */
export function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; origin?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  return request(path, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

export interface SetCookie {
  value: string;
  attributes: string[];
  /** Lower-cased attribute names (and `max-age=…` as written). */
  raw: string;
}

/** The response's Set-Cookie headers by cookie name. */
export function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index), { value: pair.slice(index + 1), attributes, raw: header });
  }
  return cookies;
}

/** A Cookie request header carrying the cookies a response set (those not being deleted). */
export function cookieHeader(response: Response): string {
  return [...setCookies(response)]
    .filter(([, cookie]) => cookie.value !== '')
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

export function refreshCookieOf(response: Response): string | undefined {
  return setCookies(response).get('foyer_refresh')?.value;
}

export async function signup(
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<{ email: string; password: string; response: Response; cookie: string }> {
  const response = await call('POST', '/api/auth/signup', {
    body: { firstName: 'Camille', lastName: 'Martin', email, password },
  });
  if (response.status !== 201) throw new Error(`signup failed: ${await response.text()}`);
  return { email, password, response, cookie: cookieHeader(response) };
}

export async function login(
  email: string,
  password = GOOD_PASSWORD,
  remember?: boolean,
): Promise<{ response: Response; cookie: string }> {
  const response = await call('POST', '/api/auth/login', {
    body: { email, password, ...(remember === undefined ? {} : { remember }) },
  });
  return { response, cookie: cookieHeader(response) };
}

/** The emails sent to `to`, newest first, waiting for those sent after the response (waitUntil). */
export async function mailTo(to: string, atLeast = 1) {
  return vi.waitFor(
    async () => {
      const rows = await db
        .select()
        .from(devMail)
        .where(eq(devMail.to, to))
        .orderBy(desc(devMail.createdAt), sql`rowid desc`);
      if (rows.length < atLeast) throw new Error(`${rows.length} email(s) to ${to} so far`);
      return rows;
    },
    { timeout: 3000, interval: 20 },
  );
}

/** The token of the newest link of `kind` sent to `to`. */
export async function tokenFromMail(to: string, kind: 'reset' | 'verify', atLeast = 1) {
  const [mail] = await mailTo(to, atLeast);
  const pattern = kind === 'reset' ? /#access_token=([\w-]+)&type=recovery/ : /#token=([\w-]+)/;
  const match = mail?.text.match(pattern);
  if (!match?.[1]) throw new Error(`no ${kind} link in ${mail?.text}`);
  return match[1];
}
