import { env } from 'cloudflare:workers';
import { desc, eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { createDb } from '../../db/client.ts';
import { devMail } from '../../db/schema.ts';
import { type AnyResponse, api, ORIGIN, request } from './support.ts';

export const db = createDb(env.DB);

/** An address no other test uses (each file shares one D1 between its tests). */
export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@famille.test`;
}

export const GOOD_PASSWORD = 'Vacances-a-Biarritz-2026';

/**
 * A client address (`CF-Connecting-IP`) no other request of the file uses, for tests about the
 * per-IP limits, and for sign-ups, which are limited per IP. Requests without one share the Worker's
 * fixed local key.
 */
export function testClientIp(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

/**
 * A JSON call with any method, path and body, same-origin, with the cookies given: for what the typed
 * client (`api`) cannot send, such as malformed bodies or routes that do not exist.
 */
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
export function setCookies(response: Pick<AnyResponse, 'headers'>): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index), { value: pair.slice(index + 1), attributes, raw: header });
  }
  return cookies;
}

/** A Cookie request header carrying the cookies a response set (those not being deleted). */
export function cookieHeader(response: Pick<AnyResponse, 'headers'>): string {
  return [...setCookies(response)]
    .filter(([, cookie]) => cookie.value !== '')
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

export function refreshCookieOf(response: Pick<AnyResponse, 'headers'>): string | undefined {
  return setCookies(response).get('foyer_refresh')?.value;
}

/** A signed-up account, with its session cookie. */
export interface Person {
  id: string;
  /** As typed at sign-up. */
  email: string;
  firstName: string;
  lastName: string;
  cookie: string;
}

/**
 * The one sign-up of the tests: an account with these names (an address of their own unless given)
 * and the good password; its session cookie, and the sign-up's response (its body already read, in
 * `body`) for the tests that look at them.
 */
export async function signupPerson(
  firstName = 'Camille',
  lastName = 'Martin',
  email = uniqueEmail(
    firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, ''),
  ),
) {
  const response = await api().auth.signup.$post(
    { json: { firstName, lastName, email, password: GOOD_PASSWORD } },
    { headers: { 'cf-connecting-ip': testClientIp() } },
  );
  if (response.status !== 201) throw new Error(`signup failed: ${await response.text()}`);
  const body = await response.json();
  const person: Person = {
    id: body.user.id,
    email,
    firstName,
    lastName,
    cookie: cookieHeader(response),
  };
  return { ...person, response, body };
}

export async function login(email: string, password = GOOD_PASSWORD, remember?: boolean) {
  const response = await api().auth.login.$post({
    json: { email, password, ...(remember === undefined ? {} : { remember }) },
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
