import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';

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

describe('a long line of people in the week view', () => {
  it('is cut inside its row, and the days stay within a phone’s width', async () => {
    const family = await signInWithFamily(page, baseUrl, 'people-week-width');
    await createTaskByApi(page, family.spaceId, {
      name: 'Réunion de rentrée',
      type: 'ecole',
      date: DAY,
      time: '18:00',
      endTime: '19:30',
      responsables: [family.profiles.Camille.id, family.profiles.Thomas.id],
    });
    await storeDays(page, { weeklyViewDate: '2030-11-11' });
    await page.goto(`${baseUrl}/weekly-view`);
    await page.getByText('Réunion de rentrée').first().waitFor();
    const width = page.viewportSize()?.width ?? 0;
    expect(width).toBeGreaterThan(0);
    // Every day, and the tick of the row, end inside the screen.
    const rights = await page
      .locator('main article')
      .evaluateAll((days) => days.map((day) => day.getBoundingClientRect().right));
    expect(rights).toHaveLength(7);
    for (const right of rights) expect(right).toBeLessThanOrEqual(width);
    const tick = page.getByRole('button', { name: /Marquer comme fait : Réunion de rentrée/ });
    const box = await tick.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
  });
});
