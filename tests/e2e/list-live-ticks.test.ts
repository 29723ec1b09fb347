/**
 * Ticks on one phone show on the other at once, from the event alone (it carries the item and the
 * list's version, docs/decisions/076-list-live-events-carry-the-item.md), and two phones ticking at
 * the same time end up showing the same ticked items, each change applied in the order the database
 * made it. Every wait is on what the screen shows.
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
  waitForTick,
} from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/** Two phones signed in on the list take most of a test's time on a busy machine. */
const TWO_PHONES = 150_000;

const ITEMS = ['Lait', 'Pain', 'Œufs', 'Beurre', 'Pommes', 'Café'];

/** Two phones of one family on the same list, both live. */
async function twoPhonesOnAList(tag: string) {
  const first = await openPhonePage();
  const family = await familyOn(first, baseUrl, tag);
  const list = await listByApi(first, family.spaceId, ITEMS, 'tasks');
  const second = await openPhonePage();
  await sameFamilyOn(second, baseUrl, family);
  for (const phone of [first, second]) {
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, 'Café').waitFor();
    await waitForLive(phone);
  }
  return { first, second, family, list };
}

/** The items on screen, « ✓ » after a ticked one, in one order whatever the screen's (ticked last). */
async function shownSet(page: Page): Promise<string[]> {
  return (await shownItems(page)).sort();
}

/** Waits until the page shows `items` (in any order), for 1 s at most. */
async function showsWithinASecond(page: Page, items: string[]) {
  await expect
    .poll(() => shownSet(page), { timeout: 1_000, interval: 25 })
    .toEqual([...items].sort());
}

/** How many reads of the list itself (`GET …/lists/:listId`) the page makes from now on. */
function countListReads(page: Page, listId: string): () => number {
  let reads = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.endsWith(`/lists/${listId}`)) reads += 1;
  });
  return () => reads;
}

describe('ticks shared by two phones', () => {
  it(
    'shows a tick made on one phone on the other, without it reading the list again',
    async () => {
      const { first, second, list } = await twoPhonesOnAList('one-tick');
      const reads = countListReads(second, list.id);
      await itemBox(first, 'Pain').click();
      await waitForTick(second, 'Pain', true);
      await itemBox(first, 'Pain').click();
      await waitForTick(second, 'Pain', false);
      expect(reads()).toBe(0);
    },
    TWO_PHONES,
  );

  it(
    'agrees on six ticks made at once on two phones, three each, within a second',
    async () => {
      const { first, second, family, list } = await twoPhonesOnAList('six-ticks');
      // Both phones tap at the same time, each its own three items, as fast as a hand can.
      await Promise.all([
        (async () => {
          for (const text of ITEMS.slice(0, 3)) await itemBox(first, text).click();
        })(),
        (async () => {
          for (const text of ITEMS.slice(3)) await itemBox(second, text).click();
        })(),
      ]);
      const ticked = ITEMS.map((text) => `${text} ✓`);
      await Promise.all([first, second].map((phone) => showsWithinASecond(phone, ticked)));
      expect((await serverItems(first, family.spaceId, list.id)).sort()).toEqual(ticked.sort());

      // And untick three from each side at once again: both agree on the three left.
      await Promise.all([
        (async () => {
          for (const text of ['Lait', 'Beurre']) await itemBox(first, text).click();
        })(),
        (async () => {
          for (const text of ['Café']) await itemBox(second, text).click();
        })(),
      ]);
      const left = ['Lait', 'Pain ✓', 'Œufs ✓', 'Beurre', 'Pommes ✓', 'Café'];
      await Promise.all([first, second].map((phone) => showsWithinASecond(phone, left)));
    },
    TWO_PHONES,
  );

  it(
    'takes the deleted items off the other phone too, « Supprimer les éléments cochés » included',
    async () => {
      const { first, second, family, list } = await twoPhonesOnAList('cleared');
      for (const text of ['Lait', 'Œufs']) {
        await itemBox(first, text).click();
        await waitForTick(second, text, true);
      }
      await first.getByRole('button', { name: 'Supprimer les éléments cochés' }).click();
      // Sent once the « Annuler » window has closed; then gone on the other phone.
      await expect
        .poll(() => shownItems(second), { timeout: 15_000 })
        .toEqual(['Pain', 'Beurre', 'Pommes', 'Café']);
      expect(await shownItems(first)).toEqual(['Pain', 'Beurre', 'Pommes', 'Café']);
      expect(await serverItems(second, family.spaceId, list.id)).toEqual([
        'Pain',
        'Beurre',
        'Pommes',
        'Café',
      ]);
    },
    TWO_PHONES,
  );
});
