/**
 * Lists usable offline (docs/decisions/015-offline-lists.md): a list loaded once stays readable
 * after a reload without a network; items added, ticked and deleted offline show at once, survive
 * the reload, and reach the server in the order they were made when the network returns (seen on a
 * second device); a tick of an item deleted meanwhile is dropped with a notice; signing out erases
 * the copy kept on the device.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInByApi } from './support/accounts.ts';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { savedCacheHolds } from './support/device-cache.ts';
import {
  deleteItem,
  familyOn as familyOnPage,
  itemBox,
  listByApi,
  sameFamilyOn,
  serverItems,
  waitForTick,
} from './support/lists.ts';
import { baseUrl } from './support/server.ts';

const QUEUED = 'Hors ligne : vos changements seront envoyés au retour du réseau';

setupBrowser();

const familyOn = (page: Page, tag: string) => familyOnPage(page, baseUrl, tag);

/** Opens the list, once the service worker controls the page (the installed app, opened again). */
async function openInstalled(page: Page, listId: string, firstItem: string) {
  await page.goto(`${baseUrl}/list/${listId}`);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await itemBox(page, firstItem).waitFor();
}

describe('a list offline', () => {
  it('keeps changes made offline across a reload and sends them in order when the network returns', async () => {
    const page = await openPhonePage({ serviceWorkers: 'allow' });
    const family = await familyOn(page, 'offline-queue');
    const list = await listByApi(page, family.spaceId, ['Lait', 'Pain', 'Beurre']);
    await openInstalled(page, list.id, 'Lait');
    expect(await page.getByText(QUEUED).count()).toBe(0);

    await page.context().setOffline(true);
    await page.getByText(QUEUED).waitFor();
    // Tick, add then tick the new item, delete: each shows at once.
    await itemBox(page, 'Lait').click();
    await waitForTick(page, 'Lait', true);
    const input = page.getByPlaceholder('Ajouter un élément...');
    await input.fill('Farine');
    await input.press('Enter');
    await itemBox(page, 'Farine').waitFor();
    expect(await input.inputValue()).toBe('');
    await itemBox(page, 'Farine').click();
    await waitForTick(page, 'Farine', true);
    await deleteItem(page, 'Pain');
    await itemBox(page, 'Pain').waitFor({ state: 'detached' });
    // Queued once « Annuler » is no longer offered (the message first: its region may still be loading).
    await page.getByText('Élément supprimé').waitFor();
    await page.getByText('Élément supprimé').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText("en attente d'envoi").first().waitFor();
    // The queue is saved on the device (the deletion last, 5 s after its tap).
    await expect.poll(() => savedCacheHolds(page, '"kind":"delete"')).toBe(true);

    // Reloaded without a network: the list, and the changes, are still there.
    await page.reload();
    await waitForTick(page, 'Lait', true);
    await waitForTick(page, 'Farine', true);
    await waitForTick(page, 'Beurre', false);
    expect(await itemBox(page, 'Pain').count()).toBe(0);
    await page.getByText(QUEUED).waitFor();
    expect(await page.getByText('Hors ligne : liste non chargée').count()).toBe(0);

    // Back online: sent in order (the add before the tick of the same item), nothing waits.
    await page.context().setOffline(false);
    await page.getByText(QUEUED).waitFor({ state: 'detached' });
    await expect
      .poll(() => serverItems(page, family.spaceId, list.id), { timeout: 15_000 })
      .toEqual(['Lait ✓', 'Beurre', 'Farine ✓']);
    expect(await page.getByText("en attente d'envoi").count()).toBe(0);

    // Another device of the family sees them.
    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);
    await other.goto(`${baseUrl}/list/${list.id}`);
    await waitForTick(other, 'Lait', true);
    await waitForTick(other, 'Farine', true);
    await waitForTick(other, 'Beurre', false);
    expect(await itemBox(other, 'Pain').count()).toBe(0);
  });

  it('drops a tick of an item deleted meanwhile on another device, and says so', async () => {
    const page = await openPhonePage({ serviceWorkers: 'allow' });
    const family = await familyOn(page, 'offline-drop');
    const list = await listByApi(page, family.spaceId, ['Œufs', 'Sucre']);
    await openInstalled(page, list.id, 'Œufs');

    await page.context().setOffline(true);
    await page.getByText(QUEUED).waitFor();
    await itemBox(page, 'Œufs').click();
    await itemBox(page, 'Sucre').click();
    await waitForTick(page, 'Sucre', true);

    // Meanwhile, another device deletes « Œufs ».
    const other = await openPhonePage();
    await signInByApi(other, baseUrl, family.account);
    await other.evaluate(
      async ({ path }) => {
        const response = await fetch(path, { method: 'DELETE' });
        if (!response.ok) throw new Error(`delete: ${response.status}`);
      },
      { path: `/api/spaces/${family.spaceId}/lists/${list.id}/items/${list.ids.Œufs}` },
    );

    await page.context().setOffline(false);
    await page.getByText('Élément supprimé entre-temps').waitFor();
    await page
      .getByText('« Œufs » a été supprimé sur un autre appareil', { exact: false })
      .waitFor();
    await itemBox(page, 'Œufs').waitFor({ state: 'detached' });
    // The tick after it was still sent.
    await expect
      .poll(() => serverItems(page, family.spaceId, list.id), { timeout: 15_000 })
      .toEqual(['Sucre ✓']);
  });

  it('keeps a copy of the list on the device while signed in, and erases it on sign-out', async () => {
    const page = await openPhonePage();
    const family = await familyOn(page, 'offline-wipe');
    const list = await listByApi(page, family.spaceId, ['Confiture']);
    await page.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(page, 'Confiture').waitFor();
    await expect.poll(() => savedCacheHolds(page, 'Confiture')).toBe(true);

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    const confirm = page.getByRole('alertdialog');
    if (await confirm.count()) {
      await confirm.getByRole('button', { name: 'Se déconnecter' }).click();
    }
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => savedCacheHolds(page, 'Confiture')).toBe(false);
    expect(await savedCacheHolds(page, family.account.email)).toBe(false);
  });
});
