import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortDate } from '../../domain/french.ts';
import { openPhonePage, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, parisToday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = (on: Page = page) => new URL(on.url()).pathname;

/** « 24 nov. 2026 », « 1er déc. 2026 », as the To Do List writes a memo's day. */
const memoDay = (date: string) => shortDate(date);

const todoList = () => page.getByRole('region', { name: 'To Do List' });

/** The checkbox of an item: its label starts with the item's text. */
const itemBox = (text: string) => page.getByRole('checkbox', { name: new RegExp(`^${text}\\b`) });

async function isChecked(text: string): Promise<boolean> {
  return (await itemBox(text).getAttribute('aria-checked')) === 'true';
}

/** Waits until the item's checkbox is (or is not) ticked. */
async function waitForTick(text: string, ticked: boolean) {
  await itemBox(text)
    .and(page.locator(`[aria-checked="${ticked}"]`))
    .waitFor();
}

/** Creates a list and its items from the page, through the API. */
async function listByApi(
  spaceId: string,
  title: string,
  items: string[],
): Promise<{ id: string; itemIds: string[] }> {
  return page.evaluate(
    async ({ spaceId, title, items }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`${path}: ${response.status}`);
        return response.json();
      };
      const { list } = await post(`/api/spaces/${spaceId}/lists`, { title, type: 'shopping' });
      const itemIds: string[] = [];
      for (const text of items) {
        const { item } = await post(`/api/spaces/${spaceId}/lists/${list.id}/items`, { text });
        itemIds.push(item.id);
      }
      return { id: list.id as string, itemIds };
    },
    { spaceId, title, items },
  );
}

describe('the To Do List of the dashboard', () => {
  it('adds a memo that stays after a reload, then edits and deletes it', async () => {
    await signInWithFamily(page, baseUrl, 'memo');
    const tomorrow = addDays(parisToday(), 1);
    await page.goto(`${baseUrl}/dashboard`);
    await todoList().getByText('Aucun mémo pour le moment', { exact: false }).waitFor();

    await todoList().getByRole('button', { name: 'Ajouter un mémo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un mémo' });
    // The rules of the shared schema, under their fields.
    await dialog.getByLabel('Heure (optionnel)').fill('18:30');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await dialog.getByText('Le texte du mémo est requis').waitFor();
    await dialog.getByText('Veuillez sélectionner une date pour ce rappel').waitFor();
    await dialog.getByLabel('Date (optionnel)').fill(addDays(parisToday(), -1));
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await dialog.getByText("La date du rappel ne peut pas être antérieure à aujourd'hui").waitFor();

    await dialog.getByLabel('Mémo').fill('  Acheter le cadeau de Léa  ');
    await dialog.getByLabel('Date (optionnel)').fill(tomorrow);
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Mémo ajouté').waitFor();
    await page.getByText('Votre rappel a été enregistré avec succès.').waitFor();

    await page.reload();
    const memo = todoList().getByRole('listitem').filter({ hasText: 'Acheter le cadeau de Léa' });
    await memo.waitFor();
    await memo.getByText(memoDay(tomorrow)).waitFor();
    // A date and a time: the bell says a reminder is set.
    await memo.getByRole('img', { name: 'Rappel à' }).waitFor();
    expect(await memo.textContent()).toContain('18:30');

    await memo
      .getByRole('button', { name: 'Modifier le mémo « Acheter le cadeau de Léa »' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Modifier le mémo' });
    expect(await edit.getByLabel('Mémo').inputValue()).toBe('Acheter le cadeau de Léa');
    await edit.getByLabel('Mémo').fill('Emballer le cadeau de Léa');
    await edit.getByLabel('Heure (optionnel)').fill('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Mémo modifié').waitFor();
    await page.getByText('Votre rappel a été mis à jour.').waitFor();
    const edited = todoList()
      .getByRole('listitem')
      .filter({ hasText: 'Emballer le cadeau de Léa' });
    await edited.waitFor();
    // Without a time there is no reminder any more.
    expect(await edited.getByRole('img', { name: 'Rappel à' }).count()).toBe(0);

    await edited.getByRole('button', { name: /^Supprimer le mémo/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le mémo ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Mémo supprimé').waitFor();
    await page.getByText('Le rappel a été supprimé.').waitFor();
    // Sent once « Annuler » is no longer offered (5 s): the toast goes, then the list is empty.
    await page
      .getByRole('button', { name: 'Annuler' })
      .waitFor({ state: 'detached', timeout: 10_000 });
    await todoList().getByText('Aucun mémo pour le moment', { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await todoList().getByText('Aucun mémo pour le moment', { exact: false }).waitFor();
    expect(await todoList().getByText('cadeau de Léa').count()).toBe(0);
  });
});

describe('lists', () => {
  it('creates a list, adds two items, ticks one: 1/2 after a reload and on /lists', async () => {
    await signInWithFamily(page, baseUrl, 'lists');
    await page.goto(`${baseUrl}/lists`);
    await page.getByText('Aucune liste pour le moment').waitFor();

    await page.getByRole('link', { name: 'Nouvelle liste' }).click();
    await page.waitForURL((url) => url.pathname === '/new-list');
    await page.getByRole('heading', { name: 'Nouvelle liste' }).waitFor();
    await page.getByText('0/0 terminés').waitFor();
    await page.getByRole('button', { name: 'Créer la liste' }).click();
    await page.getByText('Le nom de la liste est requis').waitFor();
    await page.getByLabel('Nom de la liste').fill('Courses du samedi');
    await page.locator('label').filter({ hasText: 'Souhaits' }).click();
    expect(await page.getByRole('radio', { name: 'Souhaits' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Créer la liste' }).click();
    await page.getByText('Liste créée').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/list/'));
    const listId = pathname().split('/')[2] ?? '';
    await page.getByRole('heading', { name: 'Courses du samedi' }).waitFor();
    await page.getByText('Aucun élément dans cette liste').waitFor();

    const input = page.getByLabel('Nouvel élément');
    await input.fill('x'.repeat(501));
    await input.press('Enter');
    await page.getByText('Le texte est trop long (max 500 caractères)').waitFor();
    await input.fill('  Lait  ');
    await input.press('Enter');
    await itemBox('Lait').waitFor();
    // The input empties and keeps the focus for the next item.
    expect(await input.inputValue()).toBe('');
    await input.fill('Pain');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await itemBox('Pain').waitFor();
    await page.getByText('0/2 terminés').waitFor();
    expect(await page.getByText('ajouté par Camille').count()).toBe(2);

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 200,
    );
    await itemBox('Lait').click();
    await page.getByText('1/2 terminés').waitFor();
    await saved;
    await page.getByText('coché par Camille').waitFor();

    await page.reload();
    await itemBox('Lait').waitFor();
    expect(await isChecked('Lait')).toBe(true);
    expect(await isChecked('Pain')).toBe(false);
    await page.getByText('1/2 terminés').waitFor();
    await page.getByText('coché par Camille').waitFor();

    // The other spelling of the address opens the same list.
    await page.goto(`${baseUrl}/lists/${listId}`);
    await page.getByRole('heading', { name: 'Courses du samedi' }).waitFor();

    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL((url) => url.pathname === '/lists');
    const card = page.getByRole('link', { name: /Courses du samedi/ });
    await card.getByText('1/2 terminés').waitFor();
    expect(
      await page.getByRole('link', { name: 'Listes', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it("shows a list reminder on the list and on the To Do List, with the list's name as a link", async () => {
    const family = await signInWithFamily(page, baseUrl, 'list-memo');
    const list = await listByApi(family.spaceId, 'Pique-nique', ['Serviettes']);
    await page.goto(`${baseUrl}/list/${list.id}`);
    const reminders = page.getByRole('region', { name: 'Rappels' });
    await reminders.getByText('Aucun rappel pour cette liste.').waitFor();
    await reminders.getByRole('button', { name: 'Ajouter un rappel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un rappel' });
    await dialog.getByLabel('Mémo').fill('Préparer le panier');
    await dialog.getByLabel('Date (optionnel)').fill(addDays(parisToday(), 2));
    await dialog.getByLabel('Heure (optionnel)').fill('09:00');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Mémo ajouté').waitFor();
    await reminders.getByText('Préparer le panier').waitFor();

    await page.goto(`${baseUrl}/dashboard`);
    const memo = todoList().getByRole('listitem').filter({ hasText: 'Préparer le panier' });
    await memo.getByRole('link', { name: 'Pique-nique' }).click();
    await page.waitForURL((url) => url.pathname === `/list/${list.id}`);
    await itemBox('Serviettes').waitFor();
  });

  it('rolls a refused tick back with "Impossible de modifier l\'élément"', async () => {
    const family = await signInWithFamily(page, baseUrl, 'list-refused');
    const list = await listByApi(family.spaceId, 'Bricolage', ['Vis', 'Chevilles']);
    await page.goto(`${baseUrl}/list/${list.id}`);
    await itemBox('Vis').waitFor();

    // The server refuses the first tick (a 4xx: a server error would be tried again); its answer is
    // held until the tick has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let refused = 0;
    await page.route('**/api/spaces/*/lists/*/items/*', async (route: Route) => {
      if (route.request().method() !== 'PATCH' || refused > 0) return route.continue();
      refused += 1;
      await held;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'conflict', message: 'Refusé' } }),
      });
    });

    await itemBox('Vis').click();
    // Shown at once, before the server has answered.
    await waitForTick('Vis', true);
    await page.getByText('1/2 terminés').waitFor();
    release();
    await page.getByText("Impossible de modifier l'élément").waitFor();
    await waitForTick('Vis', false);
    await page.getByText('0/2 terminés').waitFor();
    expect(refused).toBe(1);

    // The server kept the item unticked.
    await page.reload();
    await itemBox('Vis').waitFor();
    expect(await isChecked('Vis')).toBe(false);
  });
});

describe('the guards', () => {
  it('sends a signed-out visitor opening the list screens to /login', async () => {
    const visitor = await openPhonePage();
    for (const path of ['/lists', `/list/${crypto.randomUUID()}`, '/new-list']) {
      await visitor.goto(`${baseUrl}${path}`);
      await visitor.waitForURL((url) => url.pathname === '/login');
      expect(pathname(visitor)).toBe('/login');
    }
  });
});
