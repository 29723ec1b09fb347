import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

describe('welcome page', () => {
  setupPhonePage();

  it('shows the title, the tagline, the three features and the version, in French', async () => {
    await page.goto(baseUrl);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await page.getByRole('heading', { level: 1, name: 'Foyer' }).waitFor();
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).toContain('Organisez vos journées en famille avec simplicité et sérénité');
    for (const title of [
      'Planning intelligent',
      'Gestion des activités',
      'Collaboration familiale',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
    }
    expect(text).toContain('Version 1.0');
  });

  it('"Me connecter" leads to /login', async () => {
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Me connecter' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('"Première utilisation" leads to /signup', async () => {
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Première utilisation' }).click();
    await page.waitForURL(`${baseUrl}/signup`);
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('loads without console errors or CSP violations', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Foyer' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('not found page', () => {
  it('an unknown path shows the 404 page, whose link leads home', async () => {
    const page = await openPhonePage();
    await page.goto(`${baseUrl}/ceci/nexiste/pas`);
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    // Said in French under the brief's words.
    await page.getByText('Page introuvable', { exact: true }).waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Foyer' }).waitFor();
    await page.context().close();
  });
});

describe('theme', () => {
  const isDark = (page: Page) =>
    page.evaluate(() => document.documentElement.classList.contains('dark'));

  it('starts from the system preference when nothing is stored', async () => {
    const dark = await openPhonePage({ colorScheme: 'dark' });
    await dark.goto(baseUrl);
    expect(await isDark(dark)).toBe(true);
    await dark.context().close();

    const light = await openPhonePage({ colorScheme: 'light' });
    await light.goto(baseUrl);
    expect(await isDark(light)).toBe(false);
    await light.context().close();
  });

  it('the toggle switches the theme and the choice survives a reload under "theme"', async () => {
    const page = await openPhonePage({ colorScheme: 'light' });
    await page.goto(baseUrl);
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Activer le thème clair' }).waitFor();
    expect(await isDark(page)).toBe(true);

    const statusBar = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
          m.getAttribute('content'),
        ),
      );
    expect(await statusBar()).toEqual(['#0f172a', '#0f172a']);

    await page.getByRole('button', { name: 'Activer le thème clair' }).click();
    expect(await isDark(page)).toBe(false);
    expect(await statusBar()).toEqual(['#2563eb', '#2563eb']);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.context().close();
  });
});
