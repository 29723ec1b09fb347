import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newAccount, signInOnPage, signUpByApi } from './support/accounts.ts';
import { openPhonePage, setupBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

setupBrowser();

/** The page's console errors and warnings, and its uncaught errors, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Playwright's own note when a test blocks service workers: not the page's.
    if (/Service Worker registration blocked/.test(text)) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The page's text as the server sends it, tags and scripts left out: what paints without JS. */
function textOf(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

// Decision 020: the public pages are HTML rendered at build time and hydrated by the entry.
describe('prerendered public pages', () => {
  const PAGES = [
    ['/', ['Foyer', 'Planning intelligent', 'Me connecter', 'Première utilisation']],
    ['/login', ['Connexion', 'Email', 'Mot de passe', 'Rester connecté', 'Mot de passe oublié ?']],
    ['/signup', ['Créer un compte', 'Prénom', 'Nom', 'Email', 'Mot de passe', 'Créer mon compte']],
    ['/forgot-password', ['Mot de passe oublié', 'Email', 'Envoyer le lien']],
  ] as const;

  for (const [path, texts] of PAGES) {
    it(`${path}: the server's HTML already holds the page, with no inline script`, async () => {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      const text = textOf(html);
      for (const expected of texts) expect(text).toContain(expected);
      // The CSP forbids inline scripts: every script is a file.
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
    });
  }

  it('/login: the labels of the form are in the HTML, tied to their fields', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    for (const [label, type] of [
      ['Email', 'email'],
      ['Mot de passe', 'password'],
    ]) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toMatch(
        new RegExp(
          `<input[^>]*type="${type}"[^>]*id="${id}"|<input[^>]*id="${id}"[^>]*type="${type}"`,
        ),
      );
    }
    expect(html).toContain('>Se connecter<');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`hydrates the four pages without an error or a warning (${colorScheme} theme)`, async () => {
      const page = await openPhonePage({ colorScheme });
      const problems = problemsOf(page);
      for (const [path] of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
        await page.waitForLoadState('networkidle');
      }
      // Hydrated: the theme toggle, rendered for the light theme on the server, follows the page's.
      const toggle = page.getByRole('button', { name: /Activer le thème/ });
      expect(await toggle.getAttribute('aria-label')).toBe(
        colorScheme === 'dark' ? 'Activer le thème clair' : 'Activer le thème sombre',
      );
      expect(problems).toEqual([]);
    });
  }

  it('the hydrated login form checks its fields in French', async () => {
    const page = await openPhonePage();
    await page.goto(`${baseUrl}/login`);
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText(/email/i).nth(1).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    // The hydrated fields kept the HTML's ids (React's useId): the message under the field is the
    // one the field names, and the label still points at the field.
    const email = page.getByLabel('Email');
    await page.waitForFunction(() => document.querySelector('input[aria-invalid="true"]'));
    const describedBy = await email.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect((await page.locator(`[id="${describedBy}"]`).textContent())?.length).toBeGreaterThan(0);
  });

  it('« Rester connecté » is a checkbox its label and Space toggle (a native one, decision 020)', async () => {
    const page = await openPhonePage();
    await page.goto(`${baseUrl}/login`);
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    const remember = page.getByRole('checkbox', { name: 'Rester connecté' });
    expect(await remember.isChecked()).toBe(true);
    await page.getByText('Rester connecté', { exact: true }).click();
    expect(await remember.isChecked()).toBe(false);
    await remember.focus();
    await page.keyboard.press('Space');
    expect(await remember.isChecked()).toBe(true);
    // The focus ring: the global :focus-visible outline.
    expect(await remember.evaluate((box) => getComputedStyle(box).outlineStyle)).toBe('solid');
  });

  it('a signed-in visitor opening /login or /signup lands in the app, not on the form', async () => {
    const page = await openPhonePage();
    const account = newAccount('prerender');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);
    for (const path of ['/login', '/signup', '/']) {
      await page.goto(`${baseUrl}${path}`);
      // A new account has no space: on to the space setup, as after a sign-in.
      await page.waitForURL((url) => url.pathname === '/setup-space');
    }
    const problems = problemsOf(page);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === '/setup-space');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1, name: 'Connexion' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('an address of the app, opened signed out, shows no prerendered welcome page on its way to /login', async () => {
    const page = await openPhonePage();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    // index.html answers /dashboard too: its welcome page is hidden before the first paint.
    expect(await page.getByRole('heading', { level: 1, name: 'Foyer' }).isVisible()).toBe(false);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  });

  it('what is typed and sent before the script runs is kept, and sent once hydrated', async () => {
    const page = await openPhonePage();
    // The login screen's module is held back: the visitor meets the prerendered form alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill('avant@exemple.fr');
    // Sent before hydration: held, never sent by the browser with the fields in the address.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(new URL(page.url()).search).toBe('');
    expect('hydrated' in (await page.evaluate(() => document.documentElement.dataset))).toBe(false);
    release();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    // Hydrated: the typed address is back, and the held submission is sent with it (only the
    // password is missing).
    const password = page.getByLabel('Mot de passe', { exact: true });
    await page.waitForFunction(() =>
      document.querySelector('input[type="password"][aria-invalid="true"]'),
    );
    expect(await page.getByLabel('Email').inputValue()).toBe('avant@exemple.fr');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).not.toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
