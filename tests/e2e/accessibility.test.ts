/**
 * Accessibility of every screen (docs/architecture.md#quality-gates): axe-core, WCAG 2.1 A and AA
 * (colour contrast included), on every route of web/src/lib/paths.ts, signed out and signed in
 * with a family whose screens are full (tasks, an activity, alerts, a list, memos, notifications),
 * at phone and desktop sizes, in the light and the dark theme. One page goes route by route through
 * the router (no reload), switching the theme through its stored value and resizing the viewport.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpByApi } from './support/accounts.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { browser, setupBrowser } from './support/browser.ts';
import {
  addDays,
  createTaskByApi,
  parisToday,
  signInWithFamily,
  type TestFamily,
} from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { inviteByApi } from './support/spaces.ts';

setupBrowser();

const MODES = [
  { name: 'téléphone clair', viewport: { width: 390, height: 844 }, theme: 'light' },
  { name: 'téléphone sombre', viewport: { width: 390, height: 844 }, theme: 'dark' },
  { name: 'bureau clair', viewport: { width: 1280, height: 800 }, theme: 'light' },
  { name: 'bureau sombre', viewport: { width: 1280, height: 800 }, theme: 'dark' },
] as const;

interface Route {
  /** What the router is asked for. */
  path: string;
  /** Where it lands (a guard or redirect may send on), when not `path` itself. */
  landsOn?: string;
  /** Router state, for screens that are reached with it (the space summary). */
  state?: unknown;
}

/** A page of its own, with motion reduced so that nothing is caught mid-transition. */
async function openPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: MODES[0].viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
  });
  const opened = await context.newPage();
  opened.setDefaultTimeout(20_000);
  return opened;
}

/** The prerendered public pages: documents of their own, outside the app (decision 020). */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/conditions-utilisation',
  '/confidentialite',
];

/**
 * Navigates inside the SPA (as a link does: no reload) and waits until the screen has loaded. A
 * public page, or any screen from a public page (which has no router), is loaded as a link to it
 * does there: a full load.
 */
async function visit(page: Page, route: Route): Promise<void> {
  const target = (route.landsOn ?? route.path).split('#')[0] ?? '';
  const fromPublicPage = PUBLIC_PAGES.includes(new URL(page.url()).pathname);
  if (route.state === undefined && (PUBLIC_PAGES.includes(target) || fromPublicPage)) {
    await page.goto(new URL(route.path, page.url()).href);
    await page.waitForURL((url) => url.pathname === target);
    await settle(page);
    return;
  }
  // The screen being left is marked, so that the wait below is for the next screen's heading.
  // (A screen opened again, the same route, is not rendered anew: nothing to mark then.)
  await page.evaluate(
    (landsOn) => {
      if (location.pathname === landsOn) return;
      for (const heading of document.querySelectorAll('h1')) heading.dataset.left = '';
    },
    (route.landsOn ?? route.path).split('#')[0],
  );
  await page.evaluate(
    ({ path, state }) => {
      // React Router keeps its own fields beside the app's state (`usr`).
      history.pushState(
        { usr: state ?? null, key: `a11y${Date.now()}`, idx: history.length },
        '',
        path,
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    { path: route.path, state: route.state },
  );
  const expected = (route.landsOn ?? route.path).split('#')[0] ?? '';
  await page.waitForURL((url) => url.pathname === expected);
  await settle(page);
}

/**
 * The screen's content is there: a heading, and no spinner or skeleton left. A prerendered page
 * shows its heading before its script runs; its theme switch listens only once hydrated, which
 * the page marks on `<html>` (web/src/public/typed-before-hydration.tsx).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      'hydrated' in document.documentElement.dataset &&
      document.querySelector('h1:not([data-left])') !== null &&
      document.querySelector('.animate-spin, .animate-pulse, [aria-busy="true"]') === null,
  );
}

async function applyMode(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  await page.setViewportSize(mode.viewport);
  await page.evaluate((theme) => {
    // The app's own channel for a theme choice (lib/theme.ts): stored value + its change event.
    localStorage.setItem('theme', theme);
    window.dispatchEvent(new CustomEvent('themeChanged'));
  }, mode.theme);
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    mode.theme === 'dark',
  );
}

/** Every route in every mode: the violations found, one line per element. */
async function auditRoutes(
  page: Page,
  routes: Route[],
): Promise<{ checked: number; failures: string[] }> {
  const failures: string[] = [];
  let checked = 0;
  for (const mode of MODES) {
    await applyMode(page, mode);
    for (const route of routes) {
      await visit(page, route).catch((error: Error) => {
        throw new Error(`${mode.name} ${route.path}: ${error.message} (at ${page.url()})`);
      });
      const violations = await axeViolations(page);
      checked += 1;
      for (const line of describeViolations(violations)) {
        failures.push(`${mode.name} ${route.path}: ${line}`);
      }
    }
  }
  return { checked, failures };
}

/**
 * The audit sees what it is meant to: a grey text on the dark theme's background and an unlabelled
 * field, put on the page for a moment, are reported.
 */
async function auditCanFail(page: Page): Promise<void> {
  await applyMode(page, MODES[1]);
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'sonde-a11y';
    const text = document.createElement('p');
    text.textContent = 'Texte trop pâle';
    text.style.color = '#334155';
    probe.append(text, document.createElement('input'));
    document.querySelector('main')?.append(probe);
  });
  const ids = (await axeViolations(page)).map((violation) => violation.id);
  expect(ids).toContain('color-contrast');
  expect(ids).toContain('label');
  await page.evaluate(() => document.getElementById('sonde-a11y')?.remove());
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('every public screen, phone and desktop, light and dark: no violation', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/`);
    await settle(page);
    const routes: Route[] = [
      { path: '/' },
      { path: '/login' },
      { path: '/signup' },
      { path: '/forgot-password' },
      { path: '/conditions-utilisation' },
      { path: '/confidentialite' },
      {
        path: '/reset-password#access_token=jeton-de-test&type=recovery',
        landsOn: '/reset-password',
      },
      { path: '/verify-email#token=jeton-de-test', landsOn: '/verify-email' },
      { path: '/page-inconnue' },
    ];
    await auditCanFail(page);
    const { checked, failures } = await auditRoutes(page, routes);
    console.info(
      `accessibility, signed out: ${routes.length} routes × ${MODES.length} modes = ${checked} checks`,
    );
    expect(failures).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('every screen of a signed-in family, phone and desktop, light and dark: no violation', async () => {
    const page = await openPage();
    const family = await signInWithFamily(page, baseUrl, 'a11y');
    const ids = await fillFamily(page, family);
    await page.goto(`${baseUrl}/dashboard`);
    await settle(page);
    const routes: Route[] = [
      { path: '/dashboard' },
      { path: '/planning' },
      { path: '/weekly-view' },
      { path: '/month' },
      { path: '/new-task' },
      { path: '/add-activity' },
      // Not one edit screen right after the other: the router would keep it, not render it anew.
      { path: `/edit-task/${ids.taskId}` },
      { path: `/task/${ids.taskId}` },
      { path: `/edit-activity/${ids.activityId}` },
      { path: '/lists' },
      { path: `/list/${ids.listId}` },
      { path: '/new-list' },
      { path: '/notifications' },
      { path: '/settings' },
      { path: '/profile' },
      { path: '/join-space' },
      { path: '/setup-space' },
      {
        path: '/space-summary',
        state: {
          name: 'Famille Test',
          members: [{ key: 'm1', name: 'Camille', role: 'parent', emoji: '👩' }],
        },
      },
      // A production build has no checklist: the route sends to the dashboard.
      { path: '/test-suite', landsOn: '/dashboard' },
      { path: '/page-inconnue' },
    ];
    const { checked, failures } = await auditRoutes(page, routes);
    console.info(
      `accessibility, signed in: ${routes.length} routes × ${MODES.length} modes = ${checked} checks`,
    );
    expect(failures).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('what a tap opens (dialogs, menus, errors, sections), light and dark: no violation', async () => {
    const page = await openPage();
    const failures: string[] = [];
    let checked = 0;
    const audit = async (theme: string, name: string) => {
      const violations = await axeViolations(page);
      checked += 1;
      for (const line of describeViolations(violations)) failures.push(`${theme} ${name}: ${line}`);
    };
    const dialog = page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]').first();
    /** Opens what `open` opens, audits it, and closes it with Escape. */
    const opened = async (theme: string, name: string, open: () => Promise<void>) => {
      await open();
      await dialog.waitFor();
      await settle(page);
      await audit(theme, name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    const button = (name: RegExp) => page.locator('body').getByRole('button', { name }).first();

    // Signed out: the forms' errors, and the strength of a new password.
    await page.goto(`${baseUrl}/signup`);
    await settle(page);
    for (const mode of [MODES[0], MODES[1]]) {
      await applyMode(page, mode);
      await visit(page, { path: '/login' });
      await button(/^Se connecter$/).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await audit(mode.theme, '/login, erreurs');
      await visit(page, { path: '/signup' });
      await button(/^Créer mon compte$/).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await page.getByLabel('Mot de passe', { exact: true }).fill('soleil2024');
      await audit(mode.theme, '/signup, erreurs et force du mot de passe');
    }

    // Signed in, with the full family.
    const family = await signInWithFamily(page, baseUrl, 'a11y-states');
    const ids = await fillFamily(page, family);
    await page.goto(`${baseUrl}/dashboard`);
    await settle(page);
    for (const mode of [MODES[0], MODES[1]]) {
      const theme = mode.theme;
      await applyMode(page, mode);
      await visit(page, { path: '/settings' });
      // Every section opened; a dialog's trigger (« Déconnecter » a device…) is not a section.
      const collapsed = page.locator('main [aria-expanded="false"]:not([aria-haspopup="dialog"])');
      while ((await collapsed.count()) > 0) await collapsed.first().click();
      await audit(theme, '/settings, toutes les sections ouvertes');
      await opened(theme, '/settings, ajouter un profil', () =>
        button(/^Ajouter un profil/).click(),
      );
      await opened(theme, '/settings, supprimer mon compte', () =>
        button(/^Supprimer mon compte/).click(),
      );

      await visit(page, { path: '/dashboard' });
      await opened(theme, '/dashboard, cloche', () => button(/^Notifications/).click());
      await opened(theme, '/dashboard, mémo', () => button(/^Ajouter un mémo/).click());

      await visit(page, { path: '/planning' });
      await opened(theme, '/planning, ajouter', () => button(/^Ajouter au planning/).click());
      await opened(theme, '/planning, calendrier', () => button(/^Choisir une date/).click());

      await visit(page, { path: '/notifications' });
      await button(/^Conflits ignorés/).click();
      await page.getByRole('list', { name: 'Conflits ignorés' }).waitFor();
      await audit(theme, '/notifications, conflits ignorés');
      await button(/^Conflits ignorés/).click();
      await opened(theme, '/notifications, alerte', () =>
        page
          .locator('main')
          .getByRole('button', { name: /Sortie scolaire/ })
          .first()
          .click(),
      );

      await visit(page, { path: `/task/${ids.taskId}` });
      await opened(theme, '/task, supprimer', () => button(/^Supprimer la tâche/).click());

      await visit(page, { path: `/list/${ids.listId}` });
      await opened(theme, '/list, modifier', () => button(/^Modifier la liste/).click());
      await opened(theme, '/list, supprimer', () => button(/^Supprimer la liste/).click());

      await visit(page, { path: '/new-task' });
      await button(/^Créer la tâche$/).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await audit(theme, '/new-task, erreurs');
    }
    console.info(`accessibility, opened states: ${checked} checks`);
    expect(failures).toEqual([]);
    await page.context().close();
  }, 300_000);
});

/**
 * Gives the family something on every screen: today's tasks (one weekly, one unassigned, two that
 * clash), an activity, a clash accepted as it is, a list with a ticked item, memos, and a
 * notification from a second member.
 */
async function fillFamily(page: Page, family: TestFamily) {
  const today = parisToday();
  const camille = family.profiles.Camille.id;
  const task = await createTaskByApi(page, family.spaceId, {
    name: 'École',
    type: 'ecole',
    date: today,
    time: '08:30',
    recurrence: 'weekly',
    responsable: camille,
    enfant: family.profiles.Léa.id,
    location: 'École Jules Ferry',
  });
  const activity = await createTaskByApi(page, family.spaceId, {
    name: 'Piscine',
    type: 'sport',
    date: today,
    time: '17:00',
    responsable: camille,
  });
  await createTaskByApi(page, family.spaceId, {
    name: 'Dentiste',
    type: 'sante',
    date: today,
    time: '17:00',
    responsable: camille,
  });
  await createTaskByApi(page, family.spaceId, {
    name: 'Sortie scolaire',
    type: 'ecole',
    date: addDays(today, 1),
    time: '09:00',
  });
  // A clash the family said « C'est voulu » about: « Conflits ignorés » on the Alertes screen.
  for (const name of ['Réunion', 'Banque']) {
    await createTaskByApi(page, family.spaceId, {
      name,
      type: 'autres',
      date: addDays(today, 2),
      time: '18:00',
      responsable: camille,
    });
  }
  await page.evaluate(async (spaceId) => {
    const alerts = (await (await fetch(`/api/spaces/${spaceId}/alerts`)).json()) as {
      conflicts: { items: { name: string; key: string }[] }[];
    };
    const clash = alerts.conflicts.find((c) => c.items.some((item) => item.name === 'Réunion'));
    const response = await fetch(`/api/spaces/${spaceId}/alerts/ignored`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ occurrences: clash?.items.map((item) => item.key) }),
    });
    if (!response.ok) throw new Error(`ignored: ${response.status}`);
  }, family.spaceId);
  const listId = await page.evaluate(
    async ({ spaceId, profileId, tomorrow }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/api/spaces/${spaceId}${path}`, {
          method: path.includes('/items/') ? 'PATCH' : 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const { list } = (await post('/lists', { title: 'Courses', type: 'shopping' })) as {
        list: { id: string };
      };
      const { item } = (await post(`/lists/${list.id}/items`, { text: 'Pain', profileId })) as {
        item: { id: string };
      };
      await post(`/lists/${list.id}/items`, { text: 'Lait', profileId });
      await post(`/lists/${list.id}/items/${item.id}`, { completed: true, profileId });
      await post('/memos', { profileId, text: 'Appeler la nounou', date: tomorrow, time: '18:00' });
      await post('/memos', { profileId, text: 'Acheter des timbres' });
      return list.id;
    },
    { spaceId: family.spaceId, profileId: camille, tomorrow: addDays(today, 1) },
  );
  await notificationFromAnotherMember(page, family, task.id, today);
  return { taskId: task.id, activityId: activity.id, listId };
}

/** A second account joins and ticks today's task: the signed-in account gets « completed ». */
async function notificationFromAnotherMember(
  page: Page,
  family: TestFamily,
  taskId: string,
  today: string,
): Promise<void> {
  const code = await inviteByApi(page, family.spaceId, { firstName: 'Thomas', lastName: 'Martin' });
  const thomas = { ...newAccount('a11y-thomas'), firstName: 'Thomas', lastName: 'Martin' };
  await signUpByApi(baseUrl, thomas);
  const other = await browser.newContext();
  try {
    const call = (path: string, method: string, body: unknown) =>
      other.request.fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: baseUrl },
        data: JSON.stringify(body),
      });
    const login = await call('/api/auth/login', 'POST', {
      email: thomas.email,
      password: thomas.password,
      remember: true,
    });
    expect(login.status()).toBe(200);
    expect((await call('/api/invitations/join', 'POST', { code })).status()).toBe(200);
    const done = await call(`/api/spaces/${family.spaceId}/tasks/${taskId}/done`, 'PUT', {
      done: true,
      date: today,
      profileId: family.profiles.Thomas.id,
    });
    expect(done.status()).toBe(200);
  } finally {
    await other.close();
  }
}
