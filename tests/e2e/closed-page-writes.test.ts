/**
 * A change made just before the app is closed reaches the family anyway: the write under way
 * outlives its page (a `keepalive` request), and the writes still queued behind it are handed to
 * the service worker when the page is hidden, which sends them in order on its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser, waitForLive } from './support/browser.ts';
import {
  familyOn,
  itemBox,
  listByApi,
  sameFamilyOn,
  serverItems,
  shownItems,
} from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/**
 * A slow mobile link: every request and answer of the phone 400 ms late, by the browser's own
 * throttling (a request is held inside the browser, so a page closed meanwhile cancels its own).
 */
async function slowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The list open on a phone whose page the service worker controls (an installed app's). */
async function controlledListPage(page: Page, listId: string) {
  await page.goto(`${baseUrl}/list/${listId}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit installs the worker; the next opening of the app is the one it controls.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByLabel('Nouvel élément').waitFor();
}

describe('a change made just before the app is closed', () => {
  it('an item typed and the page closed 50 ms after Entrée on a slow link reaches the other phone', async () => {
    // No service worker (the phones' default here): the request under way alone must outlive the page.
    const typing = await openPhonePage();
    const family = await familyOn(typing, baseUrl, 'closed-page');
    const list = await listByApi(typing, family.spaceId, ['Pain'], 'tasks');
    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);
    await other.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(other, 'Pain').waitFor();
    await waitForLive(other);

    await typing.goto(`${baseUrl}/list/${list.id}`);
    const input = typing.getByLabel('Nouvel élément');
    await input.waitFor();
    await slowLink(typing);
    await input.fill('Beurre doux');
    await input.press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await typing.close({ runBeforeUnload: false });

    await expect
      .poll(() => shownItems(other), { timeout: 15_000 })
      .toEqual(['Pain', 'Beurre doux']);
    expect(await serverItems(other, family.spaceId, list.id)).toEqual(['Pain', 'Beurre doux']);
  });

  it('three items typed fast and the installed app closed: the worker sends the queued ones, in order', async () => {
    const typing = await openPhonePage({ serviceWorkers: 'allow' });
    const family = await familyOn(typing, baseUrl, 'closed-app');
    const list = await listByApi(typing, family.spaceId, [], 'tasks');
    const reader = await openPhonePage();
    await sameFamilyOn(reader, baseUrl, family);
    await controlledListPage(typing, list.id);
    await slowLink(typing);
    const input = typing.getByLabel('Nouvel élément');
    const words = ['Miel', 'Farine', 'Sucre'];
    for (const word of words) {
      await input.fill(word);
      await input.press('Enter');
    }
    // The first is on its way, the two others queued behind it, when the app is closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await typing.close({ runBeforeUnload: false });

    await expect
      .poll(() => serverItems(reader, family.spaceId, list.id), { timeout: 15_000 })
      .toEqual(words);
  });
});
