import { describe, expect, it } from 'vitest';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

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
    // No judo that day, only its quiet trace saying why.
    await holidayWeek.getByText(/^Pas de Judo Tom : vacances de Noël/).waitFor();
    expect(await holidayWeek.getByRole('link', { name: /Judo Tom/ }).count()).toBe(0);
  });

  it('the weekly refresh from the Ministry brings a zone the shipped copy lacks: Corse’s Christmas 2026 on the month view', async () => {
    // This run's Worker fetches a local stand-in of the Ministry's API (tests/e2e/global-setup.ts)
    // from its first cron tick; one tick now makes sure it has.
    expect((await fetch(scheduledUrl(baseUrl, Date.now()))).ok).toBe(true);
    await signInWithFamily(page, baseUrl, 'school-calendar-refresh');

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /À propos/ }).click();
    await page.getByText(/^Dernière mise à jour : \d{1,2} \S+ \d{4}\.$/).waitFor();

    await page.getByRole('button', { name: /Gestion des espaces familles/ }).click();
    await page.getByRole('button', { name: 'Modifier' }).first().click();
    await page.getByLabel('Zone scolaire').selectOption('Corse');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Zone scolaire modifiée').first().waitFor();

    await page.goto(`${baseUrl}/month`);
    const december = page.getByRole('heading', { name: 'Décembre 2026', exact: true });
    // The month view opens on this month: December 2026 is ahead of it, or behind once passed.
    const back = Date.now() > Date.parse('2026-12-31T12:00:00Z');
    for (let month = 0; month < 48 && !(await december.isVisible()); month++) {
      await page.getByRole('button', { name: back ? 'Mois précédent' : 'Mois suivant' }).click();
    }
    const list = page.getByRole('region', { name: 'Vacances scolaires' });
    await list.getByText('Vacances de Noël — Corse').waitFor();
    expect(await list.textContent()).toContain('du 19 décembre 2026 au 3 janvier 2027');
    expect(await page.locator('[data-day="2026-12-21"]').getAttribute('data-school-holiday')).toBe(
      'true',
    );
  });
});
