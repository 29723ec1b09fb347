/**
 * Safety nets and the small things a parent notices (docs/product.md#forms, #undo, #profiles,
 * #spaces, #tasks): confirmations that say what they do, « Annuler » after a deletion, a changed
 * form that asks before it is left, and screens that stay within a phone's width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UNDO_DELAY_MS } from '../../web/src/lib/undo.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import {
  addDays,
  createTaskByApi,
  futureMonday,
  signInWithFamily,
  storeDays,
  tasksInRange,
} from './support/family.ts';
import { deleteItem } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = (on: Page = page) => new URL(on.url()).pathname;

async function waitForPath(path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

/** The page is no wider than the phone: nothing makes it scroll sideways. */
async function pageWidth(): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('profiles and spaces', () => {
  it('the profile deletion says « Le profil d’Alice », what happens to her tasks, and sends to /profile for her own', async () => {
    const family = await signInWithFamily(page, baseUrl, 'safety-profile');
    // Alice is the profile selected on this device; she is responsible for two tasks.
    const alice = await page.evaluate(async (spaceId) => {
      const response = await fetch(`/api/spaces/${spaceId}/profiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Alice', role: 'parent' }),
      });
      const { profile } = (await response.json()) as { profile: { id: string } };
      localStorage.setItem('selectedProfileId', profile.id);
      return profile;
    }, family.spaceId);
    const monday = futureMonday();
    for (const name of ['Piscine', 'Dentiste']) {
      await createTaskByApi(page, family.spaceId, {
        name,
        type: 'sante',
        date: monday,
        time: '10:00',
        responsable: alice.id,
        enfant: family.profiles.Léa.id,
      });
    }

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Profils/ }).click();
    await page.getByRole('button', { name: 'Supprimer Alice' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce profil ?' });
    await confirm
      .getByText('2 tâches dont Alice est responsable deviendront « Non assigné ».')
      .waitFor();
    const text = await confirm.textContent();
    expect(text).toContain("Le profil d'Alice sera supprimé de l'espace « Famille Test ».");
    expect(text).toContain('vous en choisirez un autre ensuite');

    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await waitForPath('/profile');
    expect(await page.evaluate(() => localStorage.getItem('selectedProfileId'))).toBeNull();
    const left = await tasksInRange(page, family.spaceId, monday, monday);
    expect(left.map((task) => [task.name, task.responsibles]).sort()).toEqual([
      ['Dentiste', []],
      ['Piscine', []],
    ]);
  });

  it('a profile name already taken is refused under the field, whatever its accents', async () => {
    await signInWithFamily(page, baseUrl, 'safety-unique');
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Profils/ }).click();
    await page.getByRole('button', { name: 'Ajouter un profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un profil' });
    await dialog.getByLabel('Prénom').fill('lea');
    await dialog.locator('label', { hasText: 'Enfant' }).first().click();
    await dialog.getByRole('button', { name: 'Ajouter le profil' }).click();
    await dialog.getByText('Un profil porte déjà ce prénom dans cet espace').waitFor();
    expect(await dialog.getByLabel('Prénom').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaving as the only member says the space goes with its data, and it does', async () => {
    const family = await signInWithFamily(page, baseUrl, 'safety-leave');
    await page.goto(`${baseUrl}/join-space`);
    // The chooser counts the accounts with access and, apart, the family's profiles.
    const choice = page.getByRole('radio', { name: /Famille Test/ });
    expect(await choice.textContent()).toContain('1 membre ·');
    expect(await choice.textContent()).toContain('3 profils');

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Gestion des espaces familles/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Famille Test' });
    await item.getByRole('button', { name: 'Quitter' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Quitter cet espace ?' });
    await confirm
      .getByText('Vous êtes le seul membre de « Famille Test »', { exact: false })
      .waitFor();
    expect(await confirm.textContent()).toContain('seront définitivement supprimés');
    await confirm.getByRole('button', { name: 'Quitter et supprimer' }).click();
    await waitForPath('/setup-space');
    const status = await page.evaluate(
      async (spaceId) => (await fetch(`/api/spaces/${spaceId}`)).status,
      family.spaceId,
    );
    expect(status).toBe(404);
  });
});

describe('tasks', () => {
  it('a changed new task asks « Abandonner les modifications ? » before it is left', async () => {
    await signInWithFamily(page, baseUrl, 'safety-leave-form');
    await page.goto(`${baseUrl}/new-task`);
    await page.getByRole('heading', { name: 'Nouvelle tâche' }).waitFor();
    // The adult using the app is responsible by default.
    // (once the profiles, the select's options, have loaded).
    await expect
      .poll(
        () =>
          page
            .getByRole('group', { name: 'Responsables' })
            .getByRole('button', { name: /Camille/ })
            .getAttribute('aria-pressed'),
        {
          timeout: 10_000,
        },
      )
      .toBe('true');
    await page.getByLabel('Nom de la tâche').fill('Réunion parents-profs');

    await page.getByRole('button', { name: 'Annuler' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await confirm.getByRole('button', { name: 'Continuer la saisie' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(pathname()).toBe('/new-task');
    expect(await page.getByLabel('Nom de la tâche').inputValue()).toBe('Réunion parents-profs');

    await page.getByRole('button', { name: 'Annuler' }).click();
    await confirm.getByRole('button', { name: 'Abandonner' }).click();
    await page.waitForURL((url) => url.pathname !== '/new-task');
  });

  it('a series created on a day that is not one of its weekdays opens on its first occurrence', async () => {
    await signInWithFamily(page, baseUrl, 'safety-first');
    const saturday = addDays(futureMonday(), 5);
    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Piscine');
    await page.getByLabel('Date', { exact: true }).fill(saturday);
    await page.getByLabel('Heure', { exact: true }).fill('17:00');
    await page.locator('label', { hasText: 'Périscolaire' }).click();
    await page.getByLabel('Répéter').selectOption('daily');
    await page.getByRole('checkbox', { name: 'Mardi' }).click();
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await waitForPath('/planning');
    expect(await page.evaluate(() => localStorage.getItem('selectedDate'))).toBe(
      addDays(saturday, 3),
    );
  });

  it('the detail wraps a long link, makes it tappable and says « 1 jour avant »', async () => {
    const family = await signInWithFamily(page, baseUrl, 'safety-detail');
    const monday = futureMonday();
    const link =
      'https://www.ecole-jean-moulin.fr/actualites/2026/sortie-scolaire-au-musee-des-confluences';
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Sortie scolaire',
      type: 'ecole',
      date: monday,
      time: '08:30',
      location: '86 quai Perrache, Lyon',
      hasNotification: true,
      notificationTime: 1440,
      notes: `Programme : ${link}\nAppeler la maîtresse au 06 12 34 56 78`,
    });
    await page.goto(`${baseUrl}/task/${task.id}`);
    await page.getByRole('heading', { name: 'Sortie scolaire' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(await page.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(await page.getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:0612345678',
    );
    expect(
      await page.getByRole('link', { name: '86 quai Perrache, Lyon' }).getAttribute('href'),
    ).toContain('google.com/maps/search/');
    await page.getByText('Notification 1 jour avant').waitFor();
  });

  it('deleting an occurrence offers « Annuler », which keeps it; the scope dialog names the dates', async () => {
    const family = await signInWithFamily(page, baseUrl, 'safety-undo');
    const monday = futureMonday();
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Goûter',
      type: 'repas',
      date: monday,
      time: '16:00',
      recurrence: 'daily',
    });
    await storeDays(page, { selectedDate: monday });
    // The page's timers on a clock the test can move: the undo delay passes without waiting for it.
    await page.clock.install();
    await page.goto(`${baseUrl}/task/${task.originalId}_recurring_${addDays(monday, 2)}`);
    await page.getByRole('heading', { name: 'Goûter' }).waitFor();
    const deletions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletions.push(request.url());
    });
    await page.getByRole('button', { name: 'Supprimer la tâche' }).click();
    const scope = page.getByRole('dialog', { name: 'Supprimer un élément récurrent' });
    const series = scope.getByRole('button', { name: /Supprimer toute la série récurrente/ });
    expect(await series.textContent()).toContain('À partir du lundi');
    // Each choice stays inside the dialog on a 390 px phone.
    for (const button of await scope.getByRole('button').all()) {
      const box = await button.boundingBox();
      const name = await button.textContent();
      expect(box?.x, `left edge of « ${name} »`).toBeGreaterThanOrEqual(0);
      expect(
        (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY),
        `right edge of « ${name} »`,
      ).toBeLessThanOrEqual(390);
    }
    await scope.getByRole('button', { name: /Supprimer cette occurrence seulement/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Supprimer', exact: true })
      .click();
    await waitForPath('/planning');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Occurrence supprimée' });
    // Away from the header's buttons: in the lower half of the screen.
    const box = await toast.boundingBox();
    expect(box?.y, 'top of the toast').toBeGreaterThan(844 / 2);
    await toast.getByRole('button', { name: 'Annuler' }).click();
    // Past the undo delay (lib/undo.ts), no deletion was sent and the series still has that day.
    await page.clock.runFor(UNDO_DELAY_MS + 1000);
    expect(deletions).toEqual([]);
    const days = await tasksInRange(page, family.spaceId, monday, addDays(monday, 3));
    expect(days.map((day) => day.date)).toContain(addDays(monday, 2));
  });

  it('on /edit-task, a memo deleted then « Annuler » is still there', async () => {
    const family = await signInWithFamily(page, baseUrl, 'safety-memo');
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Dentiste',
      type: 'sante',
      date: futureMonday(),
      time: '09:00',
    });
    await page.evaluate(
      async ({ spaceId, id }) => {
        await fetch(`/api/spaces/${spaceId}/tasks/${id}/memos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'Carnet de santé' }),
        });
      },
      { spaceId: family.spaceId, id: task.id },
    );
    await page.goto(`${baseUrl}/edit-task/${task.id}`);
    await page.getByText('Carnet de santé').waitFor();
    await page.getByRole('button', { name: 'Supprimer le mémo « Carnet de santé »' }).click();
    await page.getByText('Carnet de santé').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Annuler' }).click();
    // The memo deletion was a change of the form: leaving asks first.
    await page
      .getByRole('alertdialog', { name: 'Abandonner les modifications ?' })
      .getByRole('button', { name: 'Abandonner' })
      .click();
    await page.waitForURL((url) => url.pathname === `/task/${task.id}`);
    await page.getByText('Carnet de santé').waitFor();
  });
});

describe('lists', () => {
  it('a deleted item comes back with « Annuler »; without it, it is deleted a few seconds later', async () => {
    const family = await signInWithFamily(page, baseUrl, 'safety-list');
    const listId = await page.evaluate(async (spaceId) => {
      const post = async (path: string, body: unknown) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json();
      const { list } = await post(`/api/spaces/${spaceId}/lists`, {
        title: 'Courses',
        type: 'shopping',
      });
      for (const text of ['Lait', 'Pain']) {
        await post(`/api/spaces/${spaceId}/lists/${list.id}/items`, { text });
      }
      return list.id as string;
    }, family.spaceId);
    const itemsOnServer = () =>
      page.evaluate(
        async ({ spaceId, listId }) => {
          const response = await fetch(`/api/spaces/${spaceId}/lists/${listId}`);
          const body = (await response.json()) as { items: { text: string }[] };
          return body.items.map((item) => item.text);
        },
        { spaceId: family.spaceId, listId },
      );

    await page.clock.install();
    await page.goto(`${baseUrl}/list/${listId}`);
    await deleteItem(page, 'Lait');
    await page
      .getByRole('button', { name: 'Actions pour « Lait »' })
      .waitFor({ state: 'detached' });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Élément supprimé' });
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Actions pour « Lait »' }).waitFor();

    await deleteItem(page, 'Pain');
    // The undo delay passes on the page's clock: « Pain » is sent for deletion, « Lait » never was.
    await page.clock.runFor(UNDO_DELAY_MS + 1000);
    await expect.poll(itemsOnServer, { timeout: 15_000, interval: 200 }).toEqual(['Lait']);
  });
});
