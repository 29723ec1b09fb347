/**
 * Honest when the network fails, and open on today (docs/product.md#offline,
 * docs/product.md#routes-and-guards): screens say what did not load, saves fail at once and never
 * make two rows, the app refetches when the network returns, and `/` leads a signed-in parent to today.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import {
  addDays,
  createTaskByApi,
  dayName,
  futureMonday,
  signInWithFamily,
  storeDays,
  tasksInRange,
} from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage({ serviceWorkers: 'allow' });

const pathname = () => new URL(page.url()).pathname;

/** The discreet banner of every screen, when it says « Hors ligne ». */
function offlineBanner(target: Page) {
  return target.locator('[data-network]').getByText('Hors ligne', { exact: true });
}

/** The task creations the page sends, with the id each carries. */
function watchTaskCreates(target: Page): string[] {
  const ids: string[] = [];
  target.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/spaces\/[^/]+\/tasks$/.test(request.url())) {
      ids.push((request.postDataJSON() as { id?: string }).id ?? '(none)');
    }
  });
  return ids;
}

describe('the planning offline', () => {
  it('says « Hors ligne : planning non chargé » for a week it could not load, and loads it once back online', async () => {
    const family = await signInWithFamily(page, baseUrl, 'offline-week');
    const monday = futureMonday();
    const nextMonday = addDays(monday, 7);
    await createTaskByApi(page, family.spaceId, {
      name: 'Sortie scolaire',
      type: 'ecole',
      date: nextMonday,
      time: '09:00',
    });
    await storeDays(page, { selectedDate: monday });
    await page.goto(`${baseUrl}/planning`);
    await page.getByText('Aucune tâche prévue pour ce jour').waitFor();

    await page.context().setOffline(true);
    await offlineBanner(page).waitFor();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page
      .getByRole('heading', { name: `Planning du ${dayName(nextMonday)}`, exact: false })
      .waitFor();
    await page.getByText('Hors ligne : planning non chargé').waitFor();
    expect(await page.getByText('Aucune tâche prévue pour ce jour').count()).toBe(0);
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();

    // Back online: the week loads by itself, without « Réessayer ».
    await page.context().setOffline(false);
    await page.getByRole('link', { name: /Sortie scolaire/ }).waitFor();
    expect(await page.getByText('Hors ligne : planning non chargé').count()).toBe(0);
    await offlineBanner(page).waitFor({ state: 'detached' });
  });

  it('the week view says it too, with no counts from another week', async () => {
    await signInWithFamily(page, baseUrl, 'offline-weekly');
    const monday = futureMonday();
    await storeDays(page, { weeklyViewDate: monday });
    await page.goto(`${baseUrl}/weekly-view`);
    await page.getByRole('article', { name: new RegExp(`^${dayName(monday)}\\b`) }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page.getByText('Hors ligne : planning non chargé').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it('a list screen opened offline says « Hors ligne : listes non chargées », not « Aucune liste »', async () => {
    await signInWithFamily(page, baseUrl, 'offline-lists');
    await page.goto(`${baseUrl}/dashboard`);
    // The installed app, opened again: its service worker serves the screens' code offline.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
    await page.context().setOffline(true);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByText('Listes')
      .click();
    await page.getByText('Hors ligne : listes non chargées').waitFor();
    expect(await page.getByText('Aucune liste pour le moment').count()).toBe(0);
  });
});

describe('saving without a network', () => {
  it('says so at once, then one tap online (even doubled) makes exactly one task', async () => {
    const family = await signInWithFamily(page, baseUrl, 'offline-save');
    const monday = futureMonday();
    const sent = watchTaskCreates(page);
    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Vaccin de Léa');
    await page.getByLabel('Date', { exact: true }).fill(monday);
    await page.getByLabel('Heure', { exact: true }).fill('10:15');
    await page.locator('label', { hasText: 'Santé' }).click();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    // The spec's message, and the form's own line, while still offline: nothing waits for the network.
    await page.getByText('Impossible de créer la tâche. Veuillez réessayer.').waitFor();
    await page
      .getByRole('alert')
      .getByText('Connexion impossible. Vérifiez votre connexion internet, puis réessayez.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Créer la tâche' }).isEnabled()).toBe(true);
    expect(pathname()).toBe('/new-task');

    await page.context().setOffline(false);
    await offlineBanner(page).waitFor({ state: 'detached' });
    // A double submit: both requests leave before the button turns busy.
    await page.evaluate(() => {
      const form = document.querySelector('main form') as HTMLFormElement;
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.waitForURL((url) => url.pathname === '/planning');
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent).size).toBe(1);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);

    const tasks = await tasksInRange(page, family.spaceId, monday, monday);
    expect(tasks.filter((task) => task.name === 'Vaccin de Léa')).toHaveLength(1);
  });

  it('an add whose answer was lost is sent again by itself and makes one list item', async () => {
    const family = await signInWithFamily(page, baseUrl, 'offline-item');
    const list = await page.evaluate(async (spaceId) => {
      const response = await fetch(`/api/spaces/${spaceId}/lists`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Courses', type: 'shopping' }),
      });
      return ((await response.json()) as { list: { id: string } }).list;
    }, family.spaceId);
    await page.goto(`${baseUrl}/list/${list.id}`);
    await page.getByText('Aucun élément dans cette liste').waitFor();

    // The server stores the first add, but its answer never reaches the phone.
    let lost = 0;
    let posts = 0;
    await page.route('**/api/spaces/*/lists/*/items', async (route) => {
      if (route.request().method() === 'POST') posts += 1;
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    const input = page.getByPlaceholder('Ajouter un élément...');
    await input.fill('Farine');
    await input.press('Enter');
    // Shown at once, the field empty; the lost answer is no refusal: the add goes again, alone.
    await page.getByRole('checkbox', { name: /^Farine\b/ }).waitFor();
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => posts, { timeout: 15_000 }).toBe(2);
    await page.getByText("en attente d'envoi").waitFor({ state: 'detached' });
    expect(lost).toBe(1);
    expect(await page.getByText("Impossible d'ajouter l'élément").count()).toBe(0);

    const items = await page.evaluate(
      async ({ spaceId, listId }) => {
        const response = await fetch(`/api/spaces/${spaceId}/lists/${listId}`);
        return ((await response.json()) as { items: { text: string }[] }).items;
      },
      { spaceId: family.spaceId, listId: list.id },
    );
    expect(items.map((item) => item.text)).toEqual(['Farine']);
  });
});

describe('a signed-out screen offline', () => {
  it('shows the « Hors ligne » banner too', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await offlineBanner(page).count()).toBe(0);
    await page.context().setOffline(true);
    await offlineBanner(page).waitFor();
    await page.context().setOffline(false);
    await offlineBanner(page).waitFor({ state: 'detached' });
  });
});

/** A family that has used the app on this phone: signed in, a space and a profile chosen. */
async function usedToday(tag: string) {
  await signInWithFamily(page, baseUrl, tag);
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
}

describe('opening the app', () => {
  it('goes from / and /login straight to today when the device remembers a space and a profile', async () => {
    await usedToday('open-today');
    await page.goto(baseUrl);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('goes to the profiles of the only space without a remembered profile', async () => {
    await usedToday('open-profiles');
    await page.evaluate(() => localStorage.removeItem('selectedProfileId'));
    await page.goto(baseUrl);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: 'Choisir un profil' }).waitFor();
  });

  it('the avatar of today switches profile', async () => {
    await usedToday('avatar-switch');
    await page.getByRole('link', { name: 'Changer de profil' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('goes to the chooser with two spaces and no remembered profile; its « Retour » asks before signing out', async () => {
    await usedToday('open-chooser');
    await page.evaluate(async () => {
      const response = await fetch('/api/spaces', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Famille Bis',
          members: [{ name: 'Camille', role: 'parent', emoji: '👩' }],
        }),
      });
      if (response.status !== 201) throw new Error(`space: ${response.status}`);
      localStorage.removeItem('selectedProfileId');
    });
    await page.goto(baseUrl);
    await page.waitForURL((url) => url.pathname === '/join-space');

    await page.getByRole('button', { name: 'Retour' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Se déconnecter ?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathname()).toBe('/join-space');

    await page.getByRole('button', { name: 'Retour' }).click();
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // Signed out, / is the welcome page again.
    await page.goto(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Foyer' }).waitFor();
    expect(pathname()).toBe('/');
  });

  it('« Retour » of the chooser reached from the dashboard goes back to the dashboard', async () => {
    await signInWithFamily(page, baseUrl, 'open-back');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: "Changer d'espace famille" }).click();
    await page.waitForURL((url) => url.pathname === '/join-space');
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
