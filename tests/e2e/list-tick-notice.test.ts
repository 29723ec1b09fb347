/**
 * Ticks told in one sentence: Thomas ticks three items of « Courses » on his phone, and once the list
 * has been quiet for two minutes (the cron is run for that minute) Camille's open app says it once,
 * « Thomas a coché 3 éléments de Courses », as a toast and in the bell; Thomas is told nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { itemBox, listByApi, waitForTick } from './support/lists.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** The titles of the list notices the page's account holds in `spaceId`. */
async function listNoticesOf(on: Page, spaceId: string): Promise<string[]> {
  return on.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/notifications`);
    const body = (await response.json()) as {
      notifications: { type: string; title: string }[];
    };
    return body.notifications.filter((n) => n.type === 'ticked').map((n) => n.title);
  }, spaceId);
}

describe('ticks on a shared list', () => {
  it('reach the other phone as one notice for the whole burst, and not the author', async () => {
    const family = await signInWithFamily(page, baseUrl, 'ticks-camille');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'ticks-thomas' });
    const items = ['Lait', 'Pain', 'Œufs', 'Beurre'];
    const list = await listByApi(page, family.spaceId, items, 'tasks');
    const sentence = 'Thomas a coché 3 éléments de Courses';

    await page.goto(`${baseUrl}/dashboard`);
    await waitForLive(page);

    await thomas.goto(`${baseUrl}/list/${list.id}`);
    for (const text of ['Lait', 'Pain', 'Œufs']) {
      await itemBox(thomas, text).click();
      await waitForTick(thomas, text, true);
    }
    // Each tick reached the server before the cron runs.
    await expect
      .poll(() =>
        thomas.evaluate(
          async ({ spaceId, listId }) => {
            const response = await fetch(`/api/spaces/${spaceId}/lists/${listId}`);
            const body = (await response.json()) as { items: { completed: boolean }[] };
            return body.items.filter((item) => item.completed).length;
          },
          { spaceId: family.spaceId, listId: list.id },
        ),
      )
      .toBe(3);

    // Nothing while the burst may go on; then the cron, three minutes later, tells it once.
    expect(await listNoticesOf(page, family.spaceId)).toEqual([]);
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 3 * 60_000;
    expect((await fetch(scheduledUrl(baseUrl, minute))).ok).toBe(true);

    const toast = page.getByRole('listitem').filter({ hasText: sentence });
    await toast.waitFor({ timeout: 10_000 });
    await toast.getByRole('button', { name: 'Voir' }).click();
    await page.waitForURL((url) => url.pathname === `/list/${list.id}`);

    await page.goto(`${baseUrl}/dashboard`);
    // Unread: this notice and Thomas's arrival in the space.
    const bell = page.getByRole('button', { name: 'Notifications, 2 non lues' });
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Dernières notifications' })
      .getByText(sentence)
      .waitFor();

    expect(await listNoticesOf(page, family.spaceId)).toEqual([sentence]);
    expect(await listNoticesOf(thomas, family.spaceId)).toEqual([]);
  });
});
