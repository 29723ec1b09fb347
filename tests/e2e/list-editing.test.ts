/**
 * What list apps do, on two phones: an item's text edited in place, a tap on the text ticks it,
 * ticked items sink, a pasted list becomes one item per line after a confirmation, and the ticked
 * items go together with one « Annuler ».
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser, waitForLive } from './support/browser.ts';
import {
  familyOn,
  itemBox,
  listByApi,
  sameFamilyOn,
  serverItems,
  shownItems,
  waitForTick,
} from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/** A paste into `field`, as the phone's « Coller » does it. */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe('a list edited like in a list app', () => {
  it('edits, ticks by the text, takes a pasted list and clears the ticked items, seen on the other phone', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'list-editing');
    const list = await listByApi(phone, family.spaceId, ['Lait', 'Pain', 'Beurre'], 'tasks');
    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);
    await other.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(other, 'Beurre').waitFor();
    await waitForLive(other);
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, 'Beurre').waitFor();

    // Edited from the item's « … » menu, by keyboard.
    await phone.getByRole('button', { name: 'Actions pour « Lait »' }).focus();
    await phone.keyboard.press('Enter');
    await phone.getByRole('menuitem', { name: 'Modifier' }).waitFor();
    await phone.keyboard.press('Enter');
    const field = phone.getByRole('textbox', { name: "Texte de l'élément" });
    await field.fill('Lait demi-écrémé');
    await field.press('Enter');
    await itemBox(phone, 'Lait demi-écrémé').waitFor();
    await itemBox(other, 'Lait demi-écrémé').waitFor();

    // A tap on the text ticks; the ticked item sinks below the others.
    await phone.getByText('Pain', { exact: true }).click();
    await waitForTick(phone, 'Pain', true);
    await expect
      .poll(() => shownItems(other), { timeout: 15_000 })
      .toEqual(['Lait demi-écrémé', 'Beurre', 'Pain ✓']);

    // A list pasted from a message: one item per line, after a confirmation.
    await paste(phone.getByLabel('Nouvel élément'), '- Tomates\n- Basilic\n- Mozzarella\n');
    const confirm = phone.getByRole('alertdialog', { name: 'Ajouter 3 éléments ?' });
    await confirm.getByRole('button', { name: 'Ajouter' }).click();
    await expect
      .poll(() => shownItems(other), { timeout: 15_000 })
      .toEqual(['Lait demi-écrémé', 'Beurre', 'Tomates', 'Basilic', 'Mozzarella', 'Pain ✓']);

    // The ticked items go together; « Annuler » brings them back.
    await itemBox(phone, 'Beurre').click();
    await waitForTick(phone, 'Beurre', true);
    const clear = phone.getByRole('button', { name: 'Supprimer les éléments cochés' });
    // « Annuler » is offered for five seconds of wall clock: it is pressed as soon as it shows, and
    // the items' disappearance, watched from before the tap, is checked after.
    const hidden = itemBox(phone, 'Pain').waitFor({ state: 'detached' });
    await clear.click();
    await phone
      .locator('[data-sonner-toast]', { hasText: '2 éléments supprimés' })
      .getByRole('button', { name: 'Annuler' })
      .click();
    await hidden;
    await waitForTick(phone, 'Pain', true);
    await waitForTick(phone, 'Beurre', true);
    await clear.click();
    await phone.getByText('2 éléments supprimés').first().waitFor();
    await expect
      .poll(() => shownItems(other), { timeout: 15_000 })
      .toEqual(['Lait demi-écrémé', 'Tomates', 'Basilic', 'Mozzarella']);
    expect(await serverItems(phone, family.spaceId, list.id)).toEqual([
      'Lait demi-écrémé',
      'Tomates',
      'Basilic',
      'Mozzarella',
    ]);
    expect(await clear.count()).toBe(0);
  });
});
