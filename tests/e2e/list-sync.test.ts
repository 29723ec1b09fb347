/**
 * A list typed on one phone reaches the other whole (docs/decisions/015-offline-lists.md): the add
 * field empties on Entrée and the item shows at once, its request going in the background, in
 * order, so nothing typed meanwhile is lost to a slow server; and on a network that the browser
 * believes is there but that carries nothing (a shop's Wi-Fi), the changes wait, survive a reload
 * under « Hors ligne », and go when requests pass again, with no error per item.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser, waitForLive } from './support/browser.ts';
import { savedCache } from './support/device-cache.ts';
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

const WAITING = "en attente d'envoi";

setupBrowser();

/** Every API request of `page` answered 300 ms late (the live socket is not a request). */
async function slowApi(page: Page) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
}

/** Every API request of `page` fails as if the network carried nothing; the browser says online. */
async function deadApi(page: Page) {
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

/** How many changes the cache saved on the device holds, waiting to be sent. */
async function savedWrites(page: Page): Promise<number> {
  const saved = (await savedCache(page)) as { clientState?: { mutations?: unknown[] } } | null;
  return saved?.clientState?.mutations?.length ?? 0;
}

const offlineBanner = (page: Page) => page.getByRole('status').getByText('Hors ligne');

describe('a list shared by two phones', () => {
  it('receives ten items typed at human speed on a slow network, every one spelled right', async () => {
    const typing = await openPhonePage();
    const family = await familyOn(typing, baseUrl, 'type-ahead');
    const list = await listByApi(typing, family.spaceId, [], 'tasks');
    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);
    await other.goto(`${baseUrl}/list/${list.id}`);
    await other.getByText('Aucun élément dans cette liste').waitFor();
    await waitForLive(other);

    await typing.goto(`${baseUrl}/list/${list.id}`);
    await typing.getByText('Aucun élément dans cette liste').waitFor();
    await slowApi(typing);
    const words = [
      'Miel',
      'Pain de mie',
      'Œufs',
      'Crème fraîche',
      'Café moulu',
      'Pâtes',
      'Jambon blanc',
      'Bananes',
      'Yaourts nature',
      'Farine T55',
    ];
    await typing.getByLabel('Nouvel élément').focus();
    for (const word of words) {
      await typing.keyboard.type(word, { delay: 60 });
      await typing.keyboard.press('Enter');
    }
    // All ten at once on the typing phone, the field empty for the next one.
    expect(await shownItems(typing)).toEqual(words);
    expect(await typing.getByLabel('Nouvel élément').inputValue()).toBe('');

    await expect.poll(() => shownItems(other), { timeout: 20_000 }).toEqual(words);
    expect(await serverItems(other, family.spaceId, list.id)).toEqual(words);
    await typing.getByText(WAITING).first().waitFor({ state: 'detached' });
    expect(await typing.getByText("Impossible d'ajouter l'élément").count()).toBe(0);
  });

  it('keeps changes made on a dead network across a reload, and sends them when it carries again', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'weak-network');
    const list = await listByApi(phone, family.spaceId, ['Lait', 'Pain'], 'tasks');
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, 'Pain').waitFor();
    expect(await offlineBanner(phone).count()).toBe(0);

    // The shop's Wi-Fi: the browser says online, nothing reaches the server.
    await deadApi(phone);
    expect(await phone.evaluate(() => navigator.onLine)).toBe(true);
    const input = phone.getByLabel('Nouvel élément');
    for (const word of ['Farine', 'Sucre', 'Œufs']) {
      await input.fill(word);
      await input.press('Enter');
      await itemBox(phone, word).waitFor();
    }
    await itemBox(phone, 'Lait').click();
    await itemBox(phone, 'Farine').click();
    await waitForTick(phone, 'Farine', true);
    await offlineBanner(phone).waitFor();
    await phone.getByText(WAITING).first().waitFor();
    await expect.poll(() => savedWrites(phone)).toBe(5);

    // Reloaded, still on the dead network: the saved list, under « Hors ligne », its changes waiting.
    await phone.reload();
    await waitForTick(phone, 'Lait', true);
    await waitForTick(phone, 'Farine', true);
    await waitForTick(phone, 'Sucre', false);
    await waitForTick(phone, 'Œufs', false);
    await offlineBanner(phone).waitFor();
    await phone.getByText(WAITING).first().waitFor();
    expect(await phone.getByText('Hors ligne : liste non chargée').count()).toBe(0);
    expect(await phone.getByText('Connexion impossible').count()).toBe(0);

    // The network carries again: everything goes, nothing was refused.
    await phone.unrouteAll();
    await expect
      .poll(() => serverItems(phone, family.spaceId, list.id), { timeout: 30_000 })
      .toEqual(['Lait ✓', 'Pain', 'Farine ✓', 'Sucre', 'Œufs']);
    await phone.getByText(WAITING).first().waitFor({ state: 'detached' });
    await offlineBanner(phone).waitFor({ state: 'detached' });
    expect(await phone.getByText(/^Impossible d/).count()).toBe(0);

    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);
    await other.goto(`${baseUrl}/list/${list.id}`);
    await expect
      .poll(() => shownItems(other), { timeout: 15_000 })
      .toEqual(['Pain', 'Sucre', 'Œufs', 'Lait ✓', 'Farine ✓']);
  });
});
