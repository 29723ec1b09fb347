/**
 * The developer checklist /test-suite (docs/product.md#developer-checklist) exists in development
 * builds only. The production build that the e2e run serves (dist/) must send the route to
 * /dashboard and carry none of the checklist's code; a development build (`vite build --mode
 * development`, into a temporary folder) must carry it and run it, so the absence above is not an
 * accident of what is looked for.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CASES, CHECKLIST } from '../../web/src/features/test-suite/lib/checklist.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { browser, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

/** Texts only the checklist has: its title, a test case, its storage key. */
const MARKERS = ['Suite de tests', 'Isolation entre espaces', 'testSession'];

let devBuild: string;

beforeAll(async () => {
  devBuild = await mkdtemp(join(tmpdir(), 'foyer-dev-build-'));
  await promisify(execFile)(
    join('node_modules', '.bin', 'vite'),
    ['build', '--mode', 'development', '--outDir', devBuild, '--emptyOutDir'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}, 240_000);

afterAll(async () => {
  if (devBuild) await rm(devBuild, { recursive: true, force: true });
});

/** Every text file of a build (scripts, styles, pages, the service worker). */
async function buildText(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files
      .filter((file) => file.isFile() && ['.js', '.css', '.html'].includes(extname(file.name)))
      .map((file) => readFile(join(file.parentPath, file.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('/test-suite in the production build', () => {
  it('ships none of the checklist, which the development build does ship', async () => {
    const production = await buildText('dist');
    const development = await buildText(devBuild);
    for (const marker of MARKERS) {
      expect(development, marker).toContain(marker);
      expect(production, marker).not.toContain(marker);
    }
  });

  it('sends a signed-in family to /dashboard', async () => {
    await signInWithFamily(page, baseUrl, 'test-suite');
    await page.goto(`${baseUrl}/test-suite`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Suite de tests').count()).toBe(0);
  });
});

/** Where the development build is served from, by the page's own routing (no server needed). */
const DEV_ORIGIN = 'http://127.0.0.1:9';

async function openDevBuild(): Promise<Page> {
  // Service workers would answer before the routes below: none for this page.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    serviceWorkers: 'block',
    // No colour caught halfway through a transition by the contrast check.
    reducedMotion: 'reduce',
  });
  await context.route(`${DEV_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/api/')) {
      await route.fulfill({
        status: 401,
        json: { error: { code: 'unauthenticated', message: 'Vous devez être connecté' } },
      });
      return;
    }
    const file = extname(pathname) ? pathname : '/index.html';
    const body = await readFile(join(devBuild, file)).catch(() => null);
    if (!body) {
      await route.fulfill({ status: 404, body: '' });
      return;
    }
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
      '.webmanifest': 'application/manifest+json',
    };
    await route.fulfill({ body, contentType: types[extname(file)] ?? 'application/octet-stream' });
  });
  const opened = await context.newPage();
  opened.setDefaultTimeout(20_000);
  return opened;
}

describe('/test-suite in a development build', () => {
  it('shows the 12 modules, keeps the results in local storage and rounds the success rate', async () => {
    const dev = await openDevBuild();
    try {
      await dev.goto(`${DEV_ORIGIN}/test-suite`);
      await dev.getByRole('heading', { name: 'Suite de tests', level: 1 }).waitFor();
      const rate = dev.getByTestId('success-rate');
      expect(await rate.textContent()).toBe('0 %');
      expect(
        await dev.getByRole('tab', { name: 'Tableau de bord' }).getAttribute('aria-selected'),
      ).toBe('true');

      // The dashboard: the first 5 modules only.
      const dashboard = dev.getByRole('tabpanel', { name: 'Tableau de bord' });
      const shown = dashboard.getByRole('listitem');
      expect(await shown.count()).toBe(5);
      for (const [index, module] of CHECKLIST.slice(0, 5).entries()) {
        expect(await shown.nth(index).textContent()).toContain(module.name);
      }

      // The modules: all 12; two results of the first module set.
      await dev.getByRole('tab', { name: 'Modules' }).click();
      const modules = dev.getByRole('tabpanel', { name: 'Modules' });
      expect(await modules.locator('details').count()).toBe(12);
      await modules.locator('summary').first().click();
      const [first, second] = CHECKLIST[0]?.cases ?? [];
      if (!first || !second) throw new Error('the first module has fewer than 2 cases');
      await modules
        .getByRole('group', { name: `Statut : ${first.name}` })
        .getByText('Réussi')
        .click();
      await modules
        .getByRole('group', { name: `Statut : ${second.name}` })
        .getByText('Réussi')
        .click();
      await modules
        .getByRole('group', { name: `Statut : ${second.name}` })
        .getByText('Échoué')
        .click();
      await modules.getByLabel('Notes').first().fill('RAS sur Chrome');
      await dev.getByRole('tab', { name: 'Actions' }).click();

      // 1 passed out of every case: rounded, not truncated.
      const expected = `${Math.round((1 / ALL_CASES.length) * 100)} %`;
      await dev.getByRole('tab', { name: 'Tableau de bord' }).click();
      expect(await rate.textContent()).toBe(expected);

      // Kept across a reload, in the stored session.
      await dev.reload();
      await dev.getByTestId('success-rate').waitFor();
      expect(await dev.getByTestId('success-rate').textContent()).toBe(expected);
      const stored = await dev.evaluate(() =>
        JSON.parse(localStorage.getItem('testSession') ?? 'null'),
      );
      expect(stored.results[first.id]).toMatchObject({
        moduleId: CHECKLIST[0]?.id,
        status: 'passed',
        notes: 'RAS sur Chrome',
      });
      expect(stored.results[second.id].status).toBe('failed');
      expect(stored.environment).toMatchObject({ browser: 'Chrome', version: '1.0' });

      // Accessible like every screen, in both themes (the module open, with its statuses).
      await dev.getByRole('tab', { name: 'Modules' }).click();
      await modules.locator('summary').first().click();
      for (const theme of ['light', 'dark']) {
        await dev.evaluate((value) => {
          localStorage.setItem('theme', value);
          window.dispatchEvent(new CustomEvent('themeChanged'));
        }, theme);
        expect(describeViolations(await axeViolations(dev)), theme).toEqual([]);
      }

      // A new session starts from nothing.
      await dev.getByRole('tab', { name: 'Actions' }).click();
      await dev.getByRole('button', { name: 'Nouvelle session' }).click();
      await dev.getByRole('button', { name: 'Commencer une nouvelle session' }).click();
      await dev.getByRole('tab', { name: 'Tableau de bord' }).click();
      expect(await dev.getByTestId('success-rate').textContent()).toBe('0 %');
    } finally {
      await dev.context().close();
    }
  });
});
