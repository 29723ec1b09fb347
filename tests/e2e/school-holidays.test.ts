import { describe, expect, inject, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, signInWithFamily } from './support/family.ts';

const baseUrl = inject('baseUrl');

setupBrowser();
setupPhonePage();

describe('school holidays by zone', () => {
  it('zone C chosen in Réglages shows the Christmas holidays of 2025 on the month view, and a paused series skips them in the week', async () => {
    const family = await signInWithFamily(page, baseUrl, 'school-holidays');
    await createTaskByApi(page, family.spaceId, {
      name: 'Judo Tom',
      type: 'sport',
      date: '2025-12-03',
      time: '17:00',
      recurrence: 'weekly',
      skipSchoolHolidays: true,
    });

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /Gestion des espaces familles/ }).click();
    await page.getByRole('button', { name: 'Modifier' }).first().click();
    const zone = page.getByLabel('Zone scolaire');
    expect(await zone.inputValue()).toBe('');
    await zone.selectOption('C');
    await page
      .getByText('Académies de Créteil, Montpellier, Paris, Toulouse, Versailles.')
      .waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Zone scolaire modifiée').first().waitFor();

    await page.goto(`${baseUrl}/month`);
    // From November 2026 back to December 2025.
    for (let month = 0; month < 11; month++) {
      await page.getByRole('button', { name: 'Mois précédent' }).click();
    }
    await page.getByRole('heading', { name: 'Décembre 2025', exact: true }).waitFor();
    const list = page.getByRole('region', { name: 'Vacances scolaires' });
    await list.getByText('Vacances de Noël — zone C').waitFor();
    expect(await list.textContent()).toContain('du 20 décembre 2025 au 4 janvier 2026');
    expect(await page.locator('[data-day="2025-12-22"]').getAttribute('data-school-holiday')).toBe(
      'true',
    );
    expect(
      await page.locator('[data-day="2025-12-19"]').getAttribute('data-school-holiday'),
    ).toBeNull();
    await page.locator('[data-day="2025-12-22"]').click();
    await page.getByText('Vacances de Noël — zone C').first().waitFor();

    await page.goto(`${baseUrl}/weekly-view`);
    // Back to the week of Monday 15 December 2025: the last judo before the holidays.
    const target = page.getByRole('heading', { name: 'Semaine du 15 au 21 décembre 2025' });
    for (let week = 0; week < 60 && !(await target.isVisible()); week++) {
      await page.getByRole('button', { name: 'Semaine précédente' }).click();
    }
    await page
      .getByRole('article', { name: /mercredi 17/i })
      .getByText('Judo Tom')
      .waitFor();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    const holidayWeek = page.getByRole('article', { name: /mercredi 24/i });
    await holidayWeek.getByText('Vacances de Noël — zone C').waitFor();
    expect(await holidayWeek.textContent()).not.toContain('Judo Tom');
  });
});
