import { describe, expect, inject, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, signInWithFamily, storeDays } from './support/family.ts';

const baseUrl = inject('baseUrl');

setupBrowser();
setupPhonePage();

const DAY = '2030-11-12';
const NAME = 'Déposer Léa et Tom à l’école';

describe('several people per event', () => {
  it('one drop-off for two children shows under each child’s filter', async () => {
    const family = await signInWithFamily(page, baseUrl, 'people-two-children');
    const tom = await page.evaluate(async (spaceId) => {
      const response = await fetch(`/api/spaces/${spaceId}/profiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Tom', role: 'enfant', emoji: '👦' }),
      });
      if (response.status !== 201) throw new Error(`profile: ${await response.text()}`);
      return ((await response.json()) as { profile: { id: string } }).profile.id;
    }, family.spaceId);
    await createTaskByApi(page, family.spaceId, {
      name: NAME,
      type: 'ecole',
      date: DAY,
      time: '08:15',
      responsables: [family.profiles.Camille.id],
      enfants: [family.profiles.Léa.id, tom],
    });
    await storeDays(page, { selectedDate: DAY });
    await page.goto(`${baseUrl}/planning`);
    await page.getByText(NAME).first().waitFor();

    const filter = page.getByRole('button', { name: /Filtrer par personne/ });
    const choose = async (name: string) => {
      // The filter may close after a choice: open it when it is closed.
      if ((await filter.getAttribute('aria-expanded')) !== 'true') await filter.click();
      await page.locator('label', { hasText: name }).click();
    };
    for (const child of ['Léa', 'Tom']) {
      await choose(child);
      await page.getByText(NAME).first().waitFor();
      expect(await page.getByText('Pour Léa et Tom').count()).toBeGreaterThan(0);
    }
    await choose('Thomas');
    await page.getByText(NAME).first().waitFor({ state: 'detached' });
  });
});
