/**
 * « Menus de la semaine » on a 390 × 844 phone: from « Mes listes », two dinners planned with their
 * ingredients (one pasted with bullets), then « Ajouter les ingrédients à la liste »: the shopping
 * list gains what was missing, and the tomatoes of both dinners are merged with those already on it.
 * And with two phones of one family: the ingredients one phone adds to a chosen list appear on the
 * other phone, which has that list open, by the live events and without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser, waitForLive } from './support/browser.ts';
import { familyOn, itemBox, listByApi, sameFamilyOn, serverItems } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/** The `index`-th day of the week shown (0 is Monday). */
const day = (page: Page, index: number) =>
  page.locator('ol[aria-label="Jours de la semaine"] > li').nth(index);

async function planDinner(page: Page, index: number, name: string, ingredients: string) {
  await day(page, index)
    .getByRole('button', { name: /^Dîner/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom du repas').fill(name);
  await dialog.getByLabel('Ingrédients (facultatif)').fill(ingredients);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await day(page, index).getByText(name).waitFor();
}

describe('« Menus de la semaine » on a phone', () => {
  it('plans two dinners and adds their ingredients to the shopping list, quantities merged', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'meals');
    const list = await listByApi(phone, family.spaceId, ['2 x tomates', 'Lait']);

    await phone.goto(`${baseUrl}/lists`);
    await phone.getByRole('link', { name: /Menus de la semaine/ }).click();
    await phone.getByRole('heading', { name: 'Aucun repas prévu cette semaine' }).waitFor();
    if (process.env.FOYER_SHOTS) await shots(phone, process.env.FOYER_SHOTS, 'meals-empty');

    await planDinner(phone, 0, 'Ratatouille', '3 x tomates\ncourgettes\noignon');
    await planDinner(
      phone,
      1,
      'Pâtes à la tomate',
      'Salut !\n- 2 x tomates\n- Spaghetti\n- oignon',
    );
    await expect.poll(() => day(phone, 1).getByText('3 ingrédients').count()).toBe(1);

    await phone.getByRole('button', { name: 'Ajouter les ingrédients à la liste' }).click();
    const dialog = phone.getByRole('dialog');
    expect(await dialog.getByLabel('Liste').inputValue()).toBe(list.id);
    if (process.env.FOYER_SHOTS) await shots(phone, process.env.FOYER_SHOTS, 'meals-to-list');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await phone
      .getByText('3 ingrédients ajoutés, 1 quantité mise à jour sur « Courses »')
      .waitFor();
    expect(await serverItems(phone, family.spaceId, list.id)).toEqual([
      '5 × tomates',
      'Lait',
      'courgettes',
      'oignon',
      'Spaghetti',
    ]);
    if (process.env.FOYER_SHOTS) await shots(phone, process.env.FOYER_SHOTS, 'meals-week');

    // The list shows the merged count as its badge.
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await phone.getByRole('checkbox', { name: /^tomates/ }).waitFor();
    await phone.getByText('×5').waitFor();
  });

  it('shows the ingredients one phone adds on the other phone’s open list, without a reload', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'meals-live');
    const other = await listByApi(phone, family.spaceId, ['Café']);
    const list = await listByApi(phone, family.spaceId, ['2 x tomates', 'Lait']);
    const shopper = await openPhonePage();
    await sameFamilyOn(shopper, baseUrl, family);
    await shopper.goto(`${baseUrl}/list/${list.id}`);
    await waitForLive(shopper);
    await itemBox(shopper, 'Lait').waitFor();
    await shopper.getByText('×2').waitFor();
    // Gone after a reload or a navigation: its presence at the end says the page stayed as it was.
    await shopper.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    await phone.goto(`${baseUrl}/menus`);
    await planDinner(phone, 0, 'Ratatouille', '3 x tomates\ncourgettes\naubergine');
    await phone.getByRole('button', { name: 'Ajouter les ingrédients à la liste' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByLabel('Liste').selectOption(list.id);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await phone
      .getByText('2 ingrédients ajoutés, 1 quantité mise à jour sur « Courses »')
      .waitFor();

    // Within a few seconds, as a family waits for it in the shop.
    await itemBox(shopper, 'courgettes').waitFor({ timeout: 5_000 });
    await itemBox(shopper, 'aubergine').waitFor({ timeout: 5_000 });
    // The tomatoes the dinner needs: the list's two raised to three, not a second line.
    await shopper.getByText('×3').waitFor({ timeout: 5_000 });
    expect(await shopper.getByRole('checkbox', { name: /^tomates/ }).count()).toBe(1);
    expect(await shopper.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // The list not chosen was left alone.
    expect(await serverItems(phone, family.spaceId, other.id)).toEqual(['Café']);
    // Two phones signing up on a machine shared with other runs: more than the default minute.
  }, 120_000);
});

/** Screenshots for a person to look at (phone and desktop, light and dark) when FOYER_SHOTS is set. */
async function shots(page: Page, folder: string, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${folder}/${name}-${width}-${colorScheme}.png` });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
}
