import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import {
  addDays,
  createTaskByApi,
  dayName,
  futureMonday,
  signInWithFamily,
  storeDays,
} from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

function dayCard(date: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${dayName(date)}\\b`) });
}

describe('all-day and multi-day events', () => {
  it('an all-day birthday shows first in its day, without a time', async () => {
    const family = await signInWithFamily(page, baseUrl, 'all-day');
    const wednesday = addDays(futureMonday(), 2);
    await createTaskByApi(page, family.spaceId, {
      name: 'Dentiste',
      type: 'sante',
      date: wednesday,
      time: '08:00',
    });

    await page.goto(`${baseUrl}/add-activity`);
    await page.getByLabel("Titre de l'activité").fill('Anniversaire de Léa');
    await page.getByLabel('Date', { exact: true }).fill(wednesday);
    await page.getByRole('switch', { name: /Toute la journée/ }).click();
    // The times are hidden once the event is all day.
    expect(await page.getByLabel('Heure', { exact: true }).count()).toBe(0);
    await page.locator('fieldset label', { hasText: 'Anniversaire' }).click();
    await page.getByRole('button', { name: "Créer l'activité" }).click();
    await page.getByText('Activité créée').waitFor();

    await storeDays(page, { selectedDate: wednesday });
    await page.goto(`${baseUrl}/planning`);
    const day = page.getByRole('list', { name: new RegExp(`Planning du ${dayName(wednesday)}`) });
    await day.getByRole('link', { name: /Anniversaire de Léa/ }).waitFor();
    const items = await day.getByRole('link').allTextContents();
    expect(items[0]).toContain('Anniversaire de Léa');
    expect(items[0]).toContain('Toute la journée');
    expect(items[0]).not.toMatch(/\d\d:\d\d/);
    expect(items[1]).toContain('08:00');
  });

  it('a five-day camp shows on each of its days as « jour N/5 »', async () => {
    await signInWithFamily(page, baseUrl, 'multi-day');
    const monday = futureMonday();
    const wednesday = addDays(monday, 2);

    await page.goto(`${baseUrl}/add-activity`);
    await page.getByLabel("Titre de l'activité").fill('Stage de foot');
    await page.getByLabel('Date', { exact: true }).fill(wednesday);
    await page.getByRole('switch', { name: /Toute la journée/ }).click();
    await page.locator('fieldset label', { hasText: 'Sport' }).click();
    // « Jusqu'au » before the start is refused, in French.
    await page.getByLabel("Jusqu'au").fill(addDays(wednesday, -1));
    await page.getByRole('button', { name: "Créer l'activité" }).click();
    await page.getByText('La date de fin ne peut pas être avant la date de début').waitFor();
    await page.getByLabel("Jusqu'au").fill(addDays(wednesday, 4));
    await page.getByRole('button', { name: "Créer l'activité" }).click();
    await page.getByText('Activité créée').waitFor();

    await storeDays(page, { weeklyViewDate: monday });
    await page.goto(`${baseUrl}/weekly-view`);
    await dayCard(monday).waitFor();
    for (let n = 1; n <= 5; n += 1) {
      const date = addDays(wednesday, n - 1);
      const link = dayCard(date).getByRole('link', { name: /Stage de foot/ });
      expect(await link.textContent(), dayName(date)).toContain(`Stage de foot, jour ${n}/5`);
    }
    expect(await dayCard(addDays(monday, 1)).getByRole('link', { name: /Stage/ }).count()).toBe(0);
  });
});
