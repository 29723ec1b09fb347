/**
 * Two shops walked in different orders: the family makes « Carrefour » and « Marché », moves an
 * aisle of the market up with the keyboard alone, and a shopping list regroups its items in the
 * chosen shop's order, on this phone at once and on the other phone by the live events; the choice
 * stays with the list after a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser, waitForLive } from './support/browser.ts';
import { familyOn, itemBox, listByApi, sameFamilyOn } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/** The aisles shown on the list screen, in their order. */
const shownAisles = (on: Page) =>
  on.locator('[data-section]').evaluateAll((groups) => groups.map((g) => g.dataset.section));

async function addShop(on: Page, name: string) {
  await on.getByLabel('Nouveau magasin').fill(name);
  await on.getByRole('button', { name: 'Ajouter le magasin' }).click();
  await on.getByRole('heading', { name, exact: true }).waitFor();
}

describe('shops with their own aisle order', () => {
  it('regroup a shopping list in the chosen shop’s order, on both phones', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'shops');
    const list = await listByApi(phone, family.spaceId, ['Pommes', 'Baguette', 'Jambon blanc']);
    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);

    await phone.goto(`${baseUrl}/magasins`);
    await addShop(phone, 'Carrefour');
    await addShop(phone, 'Marché');
    // At the market the charcuterie comes first: four presses of Entrée, the focus on the aisle.
    const market = phone.getByRole('list', { name: 'Ordre des rayons de « Marché »' });
    const placeOfFresh = () =>
      market
        .locator('[data-aisle]')
        .evaluateAll((rows) => rows.findIndex((row) => row.dataset.aisle === 'frais-traiteur'));
    const start = await placeOfFresh();
    expect(start).toBe(4);
    await market.getByRole('button', { name: 'Monter « Frais / Traiteur »' }).focus();
    for (let press = 1; press <= 4; press++) {
      await phone.keyboard.press('Enter');
      // As a parent waits to see the aisle move before pressing again: the next press then goes
      // to the button the focus came back to, however slow the machine draws.
      await expect.poll(placeOfFresh, { timeout: 5_000 }).toBe(start - press);
      const focusedLabel = () =>
        phone.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      // At the top « Monter » is off: the focus goes to « Descendre ».
      const expected = press < 4 ? 'Monter « Frais / Traiteur »' : 'Descendre « Frais / Traiteur »';
      await expect.poll(focusedLabel, { timeout: 5_000 }).toBe(expected);
    }

    await other.goto(`${baseUrl}/list/${list.id}`);
    await waitForLive(other);
    await itemBox(other, 'Jambon blanc').waitFor();
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, 'Jambon blanc').waitFor();
    const usual = ['fruits-legumes', 'boulangerie', 'frais-traiteur'];
    expect(await shownAisles(phone)).toEqual(usual);

    await phone
      .getByRole('combobox', { name: 'Magasin', exact: true })
      .selectOption({ label: 'Marché' });
    const atMarket = ['frais-traiteur', 'fruits-legumes', 'boulangerie'];
    await expect.poll(() => shownAisles(phone), { timeout: 5_000 }).toEqual(atMarket);
    await expect.poll(() => shownAisles(other), { timeout: 10_000 }).toEqual(atMarket);
    expect(
      await other.getByRole('combobox', { name: 'Magasin', exact: true }).inputValue(),
    ).not.toBe('');

    await phone
      .getByRole('combobox', { name: 'Magasin', exact: true })
      .selectOption({ label: 'Carrefour' });
    await expect.poll(() => shownAisles(phone), { timeout: 5_000 }).toEqual(usual);
    await phone
      .getByRole('combobox', { name: 'Magasin', exact: true })
      .selectOption({ label: 'Marché' });
    await expect.poll(() => shownAisles(other), { timeout: 10_000 }).toEqual(atMarket);
    await phone.reload();
    await itemBox(phone, 'Jambon blanc').waitFor();
    await expect.poll(() => shownAisles(phone), { timeout: 5_000 }).toEqual(atMarket);
    // Two phones signing up on a machine shared with other runs: more than the default minute.
  }, 120_000);
});
