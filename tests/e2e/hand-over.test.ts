/**
 * Hand-over notices on two phones: Camille gives a task to Thomas from the « Nouvelle tâche » form,
 * and Thomas's open app hears it live, « Camille vous a confié « … » (jeudi 17:30) », while Camille is
 * told nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { addDays, futureMonday, signInWithFamily } from './support/family.ts';
import { secondMember } from './support/spaces.ts';

const baseUrl = inject('baseUrl');

setupBrowser();
setupPhonePage();

/** The titles of the hand-over notices the page's account holds in `spaceId`. */
async function handOversOf(on: Page, spaceId: string): Promise<string[]> {
  return on.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/notifications`);
    const body = (await response.json()) as {
      notifications: { type: string; title: string }[];
    };
    return body.notifications.filter((n) => n.type === 'assigned').map((n) => n.title);
  }, spaceId);
}

describe('a task handed over to another member', () => {
  it("reaches the other phone live, in the bell, and not the author's", async () => {
    const family = await signInWithFamily(page, baseUrl, 'hand-camille');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'hand-thomas' });
    const thursday = addDays(futureMonday(), 3);
    const sentence = 'Camille vous a confié « Récupérer Léa » (jeudi 17:30)';

    await thomas.goto(`${baseUrl}/dashboard`);
    await waitForLive(thomas);

    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Récupérer Léa');
    await page.getByLabel('Date', { exact: true }).fill(thursday);
    await page.getByLabel('Heure', { exact: true }).fill('17:30');
    await page.locator('label', { hasText: 'École' }).click();
    await page.getByLabel('Responsable').selectOption(family.profiles.Thomas.id);
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();

    // Thomas's bell counts it without a reload, and its popover says the whole sentence.
    const bell = thomas.getByRole('button', { name: 'Notifications, 1 non lue' });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    const popover = thomas.getByRole('dialog', { name: 'Dernières notifications' });
    await popover.getByText(sentence).waitFor();

    expect(await handOversOf(thomas, family.spaceId)).toEqual([sentence]);
    expect(await handOversOf(page, family.spaceId)).toEqual([]);
  });
});
