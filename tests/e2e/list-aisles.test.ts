/**
 * A shopping list by aisle on two phones, and the add field's suggestions from the family's past
 * items: what one phone adds lands under its aisle on the other, a move is remembered for the next
 * add of the same name, and a suggestion is taken with the keyboard or a tap.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

const aisle = (on: Page, name: string) => on.getByRole('region', { name, exact: true });
/** The checkbox of an item: its label is the item's text (then, from tablets up, who added it). */
const itemBox = (on: Page, text: string) =>
  on.getByRole('checkbox', { name: new RegExp(`^${text}(?:\\s|$)`) });
const addField = (on: Page) => on.getByRole('combobox', { name: 'Nouvel élément' });

/** Lists made from the page through the API, with their items. */
async function listsByApi(spaceId: string, lists: { title: string; items: string[] }[]) {
  return page.evaluate(
    async ({ spaceId, lists }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`${path}: ${response.status}`);
        return response.json();
      };
      const ids: string[] = [];
      for (const { title, items } of lists) {
        const { list } = await post(`/api/spaces/${spaceId}/lists`, { title, type: 'shopping' });
        for (const text of items) {
          await post(`/api/spaces/${spaceId}/lists/${list.id}/items`, { text });
        }
        ids.push(list.id as string);
      }
      return ids;
    },
    { spaceId, lists },
  );
}

describe('a shopping list by aisle', () => {
  it('places an item by its word on both phones, and remembers a move for the next add', async () => {
    const family = await signInWithFamily(page, baseUrl, 'aisles');
    const other = await secondMember(baseUrl, page, family, { prefix: 'aisles-thomas' });
    const [listId] = await listsByApi(family.spaceId, [{ title: 'Courses', items: ['Baguette'] }]);

    await other.goto(`${baseUrl}/list/${listId}`);
    await waitForLive(other);
    await itemBox(other, 'Baguette').waitFor();
    await page.goto(`${baseUrl}/list/${listId}`);
    await addField(page).fill('pommes');
    await addField(page).press('Enter');

    await aisle(other, 'Fruits et légumes')
      .getByRole('checkbox', { name: /^pommes\b/ })
      .waitFor({ timeout: 10_000 });
    expect(await aisle(other, 'Boulangerie').getByRole('checkbox').count()).toBe(1);
    // Empty aisles are not shown.
    expect(await other.getByRole('region', { name: 'Épicerie' }).count()).toBe(0);

    // The aisle is behind the item's « … » menu.
    await page.getByRole('button', { name: 'Actions pour « pommes »' }).click();
    await page.getByRole('menuitem', { name: 'Changer de rayon' }).click();
    await page.getByRole('combobox', { name: 'Rayon' }).selectOption('epicerie');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await aisle(other, 'Épicerie')
      .getByRole('checkbox', { name: /^pommes\b/ })
      .waitFor({ timeout: 10_000 });
    expect(await other.getByRole('region', { name: 'Fruits et légumes' }).count()).toBe(0);

    // The same word again, with a quantity: the family's aisle, and « ×2 » apart from the name.
    await addField(page).fill('2 x Pommes');
    await addField(page).press('Enter');
    const again = aisle(other, 'Épicerie').getByRole('checkbox', { name: /^Pommes\b/ });
    await again.waitFor({ timeout: 10_000 });
    expect(await aisle(other, 'Épicerie').getByText('×2').isVisible()).toBe(true);
    expect(await again.getAttribute('aria-checked')).toBe('false');
  });
});

describe('suggestions from the family’s history', () => {
  it('offers a past item as letters are typed, taken with the arrows and Entrée, or a tap to re-add a ticked one', async () => {
    const family = await signInWithFamily(page, baseUrl, 'suggest');
    // Lait twice, so most used: before Lardons, the most recent.
    const [, , listId] = await listsByApi(family.spaceId, [
      { title: 'Courses d’avant', items: ['Lait demi-écrémé'] },
      { title: 'Courses de la semaine dernière', items: ['Lait demi-écrémé', 'Lardons'] },
      { title: 'Courses', items: ['Pain'] },
    ]);
    await page.goto(`${baseUrl}/list/${listId}`);
    await itemBox(page, 'Pain').waitFor();

    const field = addField(page);
    await field.fill('la');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['Lait demi-écrémé', 'Lardons']);
    expect(await field.getAttribute('aria-expanded')).toBe('true');

    await field.press('ArrowDown');
    // The field points at the first option, which says it is the chosen one.
    const active = await field.getAttribute('aria-activedescendant');
    const chosen = page.locator(`[id="${active}"]`);
    expect(await chosen.textContent()).toBe('Lait demi-écrémé');
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    await field.press('Enter');
    await aisle(page, 'Crèmerie')
      .getByRole('checkbox', { name: /^Lait demi-écrémé(?:\s|$)/ })
      .waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('aria-expanded')).toBe('false');

    // Ticked, it is offered first, to put back on the list in one tap.
    await itemBox(page, 'Lait demi-écrémé').click();
    await itemBox(page, 'Lait demi-écrémé').and(page.locator('[aria-checked="true"]')).waitFor();
    await field.fill('lai');
    await page.getByRole('option', { name: /Lait demi-écrémé.*Remettre/ }).click();
    await itemBox(page, 'Lait demi-écrémé').and(page.locator('[aria-checked="false"]')).waitFor();
    expect(await page.getByRole('checkbox', { name: /^Lait demi-écrémé(?:\s|$)/ }).count()).toBe(1);

    // Échap closes the suggestions; Entrée then adds what was typed.
    await field.fill('lar');
    await options.first().waitFor();
    await field.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.press('Enter');
    await itemBox(page, 'lar').waitFor();
  });
});
