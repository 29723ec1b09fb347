import type { Page } from 'playwright-core';
import { SESSION_HINT_COOKIE } from '../../../domain/auth-constants.ts';

/** An address no other test (or earlier run on the same D1) uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(tag: string): TestAccount {
  return {
    firstName: 'Camille',
    lastName: 'Martin',
    email: uniqueEmail(tag),
    password: 'Tartine-Confiture-42',
  };
}

/**
 * The headers of an auth call made as a browser would (state-changing routes want an Origin), each
 * from a client address of its own (`CF-Connecting-IP`, kept by wrangler dev): sign-ups are limited
 * to 10 per IP an hour, logins to 100 per IP in 15 minutes.
 */
function authHeaders(baseUrl: string): Record<string, string> {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return { origin: baseUrl, 'cf-connecting-ip': `10.${a}.${b}.${c}` };
}

/**
 * Creates the account through the API, signed in nowhere. For tests whose subject is not the
 * sign-up screen itself.
 */
export async function signUpByApi(baseUrl: string, account: TestAccount): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(baseUrl) },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * Where `signUpOnPage` and `signInByApi` leave the page: a small document of the app's origin that
 * is not the app, so that the caller's `page.evaluate` fetches and localStorage reach the origin
 * without paying for a start of the app (its scripts, its first screen, its service worker).
 */
const ORIGIN_DOCUMENT = '/api/health';

/**
 * `path` (the sign-up or the login) through the API of `page`'s context: the answer's session
 * cookies land in the context as a sign-in on that page would leave them, under the browser's own
 * user agent. The page then waits on the origin (`ORIGIN_DOCUMENT`); the caller opens its screen.
 */
async function authenticateContext(
  page: Page,
  baseUrl: string,
  path: '/api/auth/signup' | '/api/auth/login',
  body: object,
): Promise<void> {
  const response = await page.context().request.post(`${baseUrl}${path}`, {
    headers: authHeaders(baseUrl),
    data: body,
  });
  if (!response.ok()) {
    throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  }
  await page.goto(`${baseUrl}${ORIGIN_DOCUMENT}`);
}

/**
 * Creates the account and signs `page` in with it in one API call (the sign-up's own session, one
 * Argon2 hash instead of a hash then a login's check). For tests whose subject is not the sign-up
 * or login screen: those go through `signInOnPage`.
 */
export async function signUpOnPage(page: Page, baseUrl: string, account: TestAccount) {
  await authenticateContext(page, baseUrl, '/api/auth/signup', account);
}

/**
 * Signs `page` in through the API, « Rester connecté » ticked unless said otherwise, without the
 * login screen: for tests whose subject is not that screen (those use `signInOnPage`).
 */
export async function signInByApi(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  await authenticateContext(page, baseUrl, '/api/auth/login', {
    email: credentials.email,
    password: credentials.password,
    remember: options.remember ?? true,
  });
}

/** Fills and sends the login form of the page (which must be on /login). */
export async function fillLogin(
  page: Page,
  credentials: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(credentials.password);
  const remember = page.getByRole('checkbox', { name: 'Rester connecté' });
  const checked = await remember.isChecked();
  if (checked !== (options.remember ?? true)) await remember.click();
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/**
 * The newest email to `to` whose subject contains `subject`, from the development mailbox. Emails
 * are sent after the response (waitUntil), so this polls for a while.
 */
export async function waitForMail(
  baseUrl: string,
  to: string,
  subject: string,
  timeoutMs = 20_000,
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/mail`);
    if (!response.ok) throw new Error(`GET /api/dev/mail answered ${response.status}`);
    const mails = (await response.json()) as DevMail[];
    const mail = mails.find((m) => m.to === to && m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email "${subject}" to ${to} within ${timeoutMs} ms`);
}

/** The first link of the email's text that goes to `pathname`, as a path with its fragment. */
export function linkIn(mail: DevMail, pathname: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new Error(`no ${pathname} link in the email "${mail.subject}"`);
}

/**
 * Signs in through the login screen and waits until the screen has sent the user on (the sign-in
 * is complete, no request of it still in flight).
 */
export async function signInOnPage(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  // A browser that holds the session hint runs its own session check (GET /api/me, then a refused
  // POST /api/auth/refresh that clears the cookies): let it finish first, as answered after the
  // login it would undo the new session. Without the hint the app makes no such check, and waiting
  // for one cost every sign-in its whole 5 s timeout.
  const hinted = (await page.context().cookies(baseUrl)).some((cookie) =>
    cookie.name.endsWith(SESSION_HINT_COOKIE),
  );
  const checked = hinted
    ? page
        .waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh', {
          timeout: 5_000,
        })
        .catch(() => undefined)
    : undefined;
  await page.goto(`${baseUrl}/login`);
  await checked;
  await fillLogin(page, credentials, options);
  await page.getByText('Connexion réussie').waitFor();
  await page.waitForURL((url) => url.pathname !== '/login');
}
