/**
 * Someone joins while the admin's app is open: Thomas joins Camille's space with an invitation code,
 * and Camille's open app says « Thomas a rejoint Famille Test » live, in a toast and on Alertes,
 * while Thomas is told nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** The titles of the arrival notices the page's account holds in `spaceId`. */
async function arrivalsOf(on: Page, spaceId: string): Promise<string[]> {
  return on.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/notifications`);
    const body = (await response.json()) as {
      notifications: { type: string; title: string }[];
    };
    return body.notifications.filter((n) => n.type === 'joined').map((n) => n.title);
  }, spaceId);
}

describe('someone joining the space', () => {
  it('is told live to the members whose app is open, and not to the person who joined', async () => {
    const family = await signInWithFamily(page, baseUrl, 'arrival-camille');
    const sentence = 'Thomas a rejoint Famille Test';

    await page.goto(`${baseUrl}/dashboard`);
    await waitForLive(page);

    const thomas = await secondMember(baseUrl, page, family, { prefix: 'arrival-thomas' });

    const toast = page.getByRole('listitem').filter({ hasText: sentence });
    await toast.waitFor({ timeout: 10_000 });
    await toast.getByRole('button', { name: 'Voir' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByRole('main').getByText(sentence).waitFor();

    expect(await arrivalsOf(page, family.spaceId)).toEqual([sentence]);
    expect(await arrivalsOf(thomas, family.spaceId)).toEqual([]);
  });
});
