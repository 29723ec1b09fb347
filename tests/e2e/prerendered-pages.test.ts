import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpOnPage } from './support/accounts.ts';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

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

/** The text of each inline script of `html` (a `<script>` without `src`). */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
}

/** The page's text as the server sends it, tags and scripts left out: what paints without JS. */
function textOf(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/**
 * Every computed style property of `<html>`, `<body>` and each element in it, keyed by the
 * element's place in the document and the property, once the page's transitions have ended.
 */
async function computedStylesOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    // A transition that a newer one replaces is cancelled, and its `finished` rejects (AbortError):
    // the pointer left on a button that the form's errors move away, for one. Wait for whatever
    // runs, until nothing does.
    for (let round = 0; round < 20; round++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running');
      if (running.length === 0) break;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
    const styles: Record<string, string> = {};
    const elements = [
      document.documentElement,
      ...document.documentElement.querySelectorAll('body, body *'),
    ];
    elements.forEach((element, index) => {
      const style = getComputedStyle(element);
      const where = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      // Custom properties are left out: the whole stylesheet declares every theme variable, used
      // or not; those an element uses show in the properties that read them.
      for (const property of style)
        if (!property.startsWith('--'))
          styles[`${where} ${property}`] = style.getPropertyValue(property);
    });
    return styles;
  });
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
    it(`${path}: the server's HTML already holds the page, with no inline script but the theme's`, async () => {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      const text = textOf(html);
      for (const expected of texts) expect(text).toContain(expected);
      // Decision 024: one inline script, the theme bootstrap, and nothing in the head that the
      // first paint waits for: no script file without `type="module"`, no stylesheet file.
      expect(inlineScriptsOf(html)).toHaveLength(1);
      expect(html).not.toContain('src="/theme-init.js"');
      // The stylesheet's link is left for Vite's preload helper, disabled: never fetched.
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"(?![^>]*\sdisabled)[^>]*>/);
      expect(html).toMatch(/<style>(?:(?!<\/style)[\s\S])*\.dark[\s\S]*?<\/style>/);
    });
  }

  // Decision 024: the hashes of a page's inline scripts are exactly those its CSP allows (the
  // welcome page's index.html also answers every path of the app, and the 404 page).
  for (const path of [...PAGES.map(([p]) => p), '/planning', '/ceci/nexiste/pas']) {
    it(`${path}: the CSP allows by hash exactly the inline scripts of the page, and nothing inline else`, async () => {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = (/(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(/\s+/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const allowed = scriptSrc.filter((source) => source.startsWith("'sha256-")).sort();
      const hashes = inlineScriptsOf(html).map(
        (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
      );
      expect(hashes.length).toBeGreaterThan(0);
      expect([...new Set(hashes)].sort()).toEqual(allowed);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the four pages and the app raise no CSP violation (${colorScheme} theme)`, async () => {
      const page = await openPhonePage({ colorScheme });
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      for (const path of [...PAGES.map(([p]) => p), '/planning']) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        // The inline bootstrap ran: the theme is on <html> before any module.
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(
          colorScheme,
        );
        expect(
          await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
        ).toEqual([]);
        // The stylesheet is in the HTML: the file is never applied, not even when the app's
        // chunks, which import it, load (/planning, signed out, loads the app on its way to
        // /login). Its link stays disabled; today's Chromium still downloads a disabled
        // stylesheet at low priority, so the test counts what is applied, not what is fetched.
        expect(
          await page.evaluate(
            () => [...document.styleSheets].filter((sheet) => sheet.href && !sheet.disabled).length,
          ),
        ).toBe(0);
        expect(
          await page.evaluate(() =>
            [...document.querySelectorAll('link[rel="stylesheet"]')].every(
              (link) => (link as HTMLLinkElement).disabled,
            ),
          ),
        ).toBe(true);
      }
      // Only the file the disabled link names, if anything: no stylesheet of its own is added.
      expect(stylesheets.filter((url) => !/\/assets\/index-[^/]+\.css$/.test(url))).toEqual([]);
    });
  }

  it('/login: the labels of the form are in the HTML, tied to their fields', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    for (const [label, type] of [
      ['Email', 'email'],
      ['Mot de passe', 'password'],
    ]) {
      const labelFor = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
      const input = new RegExp(`<input[^>]*type="${type}"[^>]*>`).exec(html)?.[0] ?? '';
      const inputId = /\sid="([^"]+)"/.exec(input)?.[1];
      // The label names the very field of its type (both ids read from the HTML, not assumed).
      expect(inputId, label).toMatch(/^\S+$/);
      expect(labelFor, label).toBe(inputId);
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

  // Decision 026: the public pages (`/` as the Worker serves it signed out) carry only the rules
  // their own code can use. Whatever they show (hydrated, a form sent empty with its French
  // errors, the first control focused from the keyboard, in light and in dark), every element's
  // computed style is the one the whole stylesheet gives it: the whole one, added on top, changes
  // nothing.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the pages with their own stylesheet look as with the whole one (${colorScheme} theme)`, async () => {
      const page = await openPhonePage({ colorScheme });
      for (const [path, submit] of [
        ['/', null],
        ['/login', 'Se connecter'],
        ['/signup', 'Créer mon compte'],
        ['/forgot-password', 'Envoyer le lien'],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
        if (submit) {
          await page.getByRole('button', { name: submit, exact: true }).click();
          await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]'));
        }
        await page.keyboard.press('Tab');
        const own = await computedStylesOf(page);
        await page.evaluate(async () => {
          const link = document.querySelector('link[rel="stylesheet"][disabled]');
          const css = await (await fetch(link?.getAttribute('href') ?? '')).text();
          const whole = document.createElement('style');
          whole.textContent = css;
          document.head.append(whole);
        });
        const withWhole = await computedStylesOf(page);
        expect(Object.keys(own).length, path).toBeGreaterThan(20);
        const differences = Object.keys(withWhole).filter((key) => own[key] !== withWhole[key]);
        expect(
          differences.map((key) => `${key}: ${own[key]} → ${withWhole[key]}`),
          path,
        ).toEqual([]);
      }
    });
  }

  // Decision 026: `/` is two documents, chosen by the Worker from the session hint cookie, as the
  // browser's bootstrap chooses what to show.
  it('`/` answers the welcome page with its own stylesheet signed out, index.html with the whole one signed in; /index.html is always the app', async () => {
    const signedOut = await fetch(`${baseUrl}/`);
    const signedIn = await fetch(`${baseUrl}/`, { headers: { cookie: 'foyer_session=1' } });
    const index = await (await fetch(`${baseUrl}/planning`)).text();
    const welcome = await signedOut.text();
    const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(await signedIn.text()).toBe(index);
    expect(welcome).not.toBe(index);
    expect(styleOf(welcome).length).toBeGreaterThan(1000);
    // tailwind-merge's tables, which every page loads, are read as candidates too: a bit over half.
    expect(styleOf(welcome).length).toBeLessThan(styleOf(index).length * 0.6);
    // Its chunks are preloaded by the page itself, as on the other public pages.
    expect(welcome).toMatch(/<link rel="modulepreload"[^>]*welcome-page-[^"]*\.js">/);
    expect(textOf(welcome)).toContain('Planning intelligent');
    for (const response of [signedOut, signedIn]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    }
    // What the service worker keeps for every path of the app, fetched at its install (signed out,
    // most often): always index.html, never the welcome page that `/` would give.
    const kept = await fetch(`${baseUrl}/index.html`, { redirect: 'manual' });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(index);
    // The file is not an address of its own.
    const direct = await fetch(`${baseUrl}/welcome`, { redirect: 'manual' });
    expect(direct.status).toBe(301);
    expect(new URL(direct.headers.get('location') ?? '', baseUrl).pathname).toBe('/');
  });

  it('the hydrated login form checks its fields in French', async () => {
    const page = await openPhonePage();
    await page.goto(`${baseUrl}/login`);
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByText(/email/i).nth(1).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    // The hydrated fields kept the HTML's ids (React's useId): the message under the field is the
    // one the field names, and the label still points at the field.
    const email = page.getByLabel('Email');
    await page.waitForFunction(() => document.querySelector('input[aria-invalid="true"]'));
    const emailId = await email.getAttribute('id');
    expect(await email.getAttribute('aria-describedby')).toBe(`${emailId}-error`);
    expect(await page.locator(`[id="${emailId}-error"]`).textContent()).toMatch(/email/i);
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
    await signUpOnPage(page, baseUrl, account);
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
    // index.html answers /dashboard: the app's document, which carries no public page.
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
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
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
