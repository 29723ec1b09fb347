import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, futureMonday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = () => new URL(page.url()).pathname;
const confirm = () => page.getByRole('alertdialog', { name: 'Abandonner les modifications ?' });

/** The phone's back gesture: it may not finish, as the guard puts the form's entry back. */
async function back() {
  await page.goBack({ waitUntil: 'commit', timeout: 3000 }).catch(() => null);
}

describe('leaving a changed form with the browser’s back', () => {
  it('asks « Abandonner les modifications ? » as the arrow does, and keeps the form on « Continuer »', async () => {
    await signInWithFamily(page, baseUrl, 'leave-back');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: /^Tâche/ }).click();
    await page.getByRole('heading', { name: 'Nouvelle tâche' }).waitFor();
    await page.getByLabel('Nom de la tâche').fill('Réunion parents-profs');

    // The phone's back gesture is the browser's own back (not a click in the page). It may not
    // finish: the guard puts the form's entry back.
    await page.goBack({ waitUntil: 'commit', timeout: 3000 }).catch(() => null);
    const confirm = page.getByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await confirm.getByRole('button', { name: 'Continuer la saisie' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(pathname()).toBe('/new-task');
    expect(await page.getByLabel('Nom de la tâche').inputValue()).toBe('Réunion parents-profs');

    await page.goBack({ waitUntil: 'commit', timeout: 3000 }).catch(() => null);
    await confirm.getByRole('button', { name: 'Abandonner' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('asks too on an edited task and on a new list, and leaves on « Abandonner »', async () => {
    const family = await signInWithFamily(page, baseUrl, 'leave-back-edit');
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Piscine',
      type: 'sport',
      date: futureMonday(),
      time: '17:00',
    });
    await page.goto(`${baseUrl}/task/${task.id}`);
    await page.getByRole('button', { name: "Modifier l'activité" }).click();
    await page.getByLabel("Titre de l'activité").fill('Piscine et goûter');
    await back();
    await confirm().getByRole('button', { name: 'Abandonner' }).click();
    await page.waitForURL((url) => url.pathname === `/task/${task.id}`);

    await page.goto(`${baseUrl}/lists`);
    await page.getByRole('link', { name: 'Nouvelle liste' }).first().click();
    await page.getByLabel('Nom de la liste').fill('Vacances');
    await back();
    await confirm().getByRole('button', { name: 'Abandonner' }).click();
    await page.waitForURL((url) => url.pathname === '/lists');
  });

  it('asks on a half-typed memo too, whose dialog would otherwise vanish with the screen', async () => {
    await signInWithFamily(page, baseUrl, 'leave-back-memo');
    await page.goto(`${baseUrl}/lists`);
    await page.getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('button', { name: 'Ajouter un mémo' }).click();
    const memo = page.getByRole('dialog', { name: 'Ajouter un mémo' });
    await memo.getByLabel('Mémo').fill('Appeler la nounou');

    await back();
    await confirm().getByRole('button', { name: 'Continuer la saisie' }).click();
    await confirm().waitFor({ state: 'hidden' });
    expect(pathname()).toBe('/dashboard');
    expect(await memo.getByLabel('Mémo').inputValue()).toBe('Appeler la nounou');

    await back();
    await confirm().getByRole('button', { name: 'Abandonner' }).click();
    await page.waitForURL((url) => url.pathname === '/lists');
  });
});
