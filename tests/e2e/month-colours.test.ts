import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { createTaskByApi, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** A day of November 2030: its 11th is a Monday, a public holiday. */
const ARMISTICE = '2030-11-11';

describe('month view, holidays and colours', () => {
  it('shows the month with each item titled in its day and 11 November marked, and opens a day in /planning', async () => {
    const family = await signInWithFamily(page, baseUrl, 'month-camille');
    await createTaskByApi(page, family.spaceId, {
      name: 'Piscine',
      type: 'sport',
      date: ARMISTICE,
      time: '10:00',
      responsable: family.profiles.Camille.id,
      enfant: family.profiles.Léa.id,
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Courses',
      type: 'repas',
      date: '2030-11-14',
      time: '18:00',
    });
    await storeDays(page, { selectedDate: '2030-11-05' });

    // From the planning's header.
    await page.goto(`${baseUrl}/planning`);
    await page.getByRole('link', { name: 'Vue mensuelle' }).click();
    await page.waitForURL(`${baseUrl}/month`);
    await page.getByRole('heading', { name: 'Novembre 2030', exact: true }).waitFor();

    const armistice = page.locator(`[data-day="${ARMISTICE}"]`);
    // On a phone the cell writes the item's title, not a dot: a line of at least 11 px.
    const piscine = armistice.locator('[data-cell-title]:visible', { hasText: 'Piscine' });
    await piscine.waitFor();
    expect(
      await piscine.evaluate((line) => Number.parseFloat(getComputedStyle(line).fontSize)),
    ).toBeGreaterThanOrEqual(11);
    // The day's accessible name says everything its titles and colours show.
    const armisticeByName = page.getByRole('button', {
      name: /^Lundi 11 novembre( \d{4})?, Jour férié : Armistice 1918, Camille : Piscine ; Léa : Piscine$/,
    });
    expect(await armisticeByName.getAttribute('data-day')).toBe(ARMISTICE);
    expect(await armistice.getAttribute('data-holiday')).toBe('true');
    expect(
      await page.getByRole('button', { name: /Non assigné : Courses/ }).getAttribute('data-day'),
    ).toBe('2030-11-14');
    // The holiday's name is written on the page, not only said.
    await page
      .getByRole('region', { name: 'Jours fériés' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'Jours fériés' }) }))
      .getByText('Armistice 1918')
      .waitFor();

    // The filter keeps one person's days.
    await page.getByRole('button', { name: /Filtrer par personne/ }).click();
    await page.locator('label', { hasText: 'Thomas' }).click();
    await page.getByText('Rien de prévu ce mois-ci pour cette personne').waitFor();
    // The choice made, the filter closes and says who it keeps.
    const filter = page.getByRole('button', { name: /Filtrer par personne/ });
    expect(await filter.getAttribute('aria-expanded')).toBe('false');
    expect(await filter.textContent()).toContain('Thomas');
    await filter.click();
    await page.locator('label', { hasText: 'Tout le monde' }).click();

    // Arrows and the keyboard turn the month.
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await page.getByRole('heading', { name: 'Décembre 2030', exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: /Jour férié : Noël/ }).getAttribute('data-day'),
    ).toBe('2030-12-25');
    await page.locator('[data-day="2030-12-01"]').focus();
    await page.keyboard.press('PageUp');
    await page.getByRole('heading', { name: 'Novembre 2030', exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(
      '2030-11-01',
    );
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(
      '2030-11-08',
    );

    // Tapping a day shows it under the grid; from there it opens in /planning, holiday named and
    // colours beside the names.
    await armistice.click();
    const agenda = page.getByRole('region', { name: /^Lundi 11 novembre/ });
    await agenda.getByRole('link', { name: /Piscine/ }).waitFor();
    await agenda.getByRole('button', { name: 'Ouvrir dans le planning' }).click();
    await page.waitForURL(`${baseUrl}/planning`);
    await page.getByRole('heading', { name: /Planning du lundi 11 novembre/ }).waitFor();
    await page
      .locator('main [data-holiday]')
      .filter({ hasText: 'Armistice 1918' })
      .first()
      .waitFor();
    const item = page.getByRole('link', { name: /Piscine/ });
    await item.locator('[data-colour="rouge"]').waitFor();
    expect(await item.textContent()).toContain('Camille');

    // The person filter shows each person's colour beside the name.
    await page.getByRole('button', { name: /Filtrer par personne/ }).click();
    await page.locator('label', { hasText: 'Camille' }).locator('[data-colour="rouge"]').waitFor();
    await page.locator('label', { hasText: 'Léa' }).locator('[data-colour="violet"]').waitFor();

    // The week view marks the holiday too, and leads to the month.
    await page.getByRole('link', { name: 'Voir toute la semaine' }).click();
    await page.waitForURL(`${baseUrl}/weekly-view`);
    await page
      .getByRole('article', { name: /^lundi 11\b/i })
      .locator('[data-holiday]')
      .filter({ hasText: 'Armistice 1918' })
      .waitFor();
    await page.getByRole('link', { name: 'Vue mensuelle' }).click();
    await page.getByRole('heading', { name: 'Novembre 2030', exact: true }).waitFor();
  });

  it("a colour chosen in Réglages by one member reaches the other member's planning live", async () => {
    const family = await signInWithFamily(page, baseUrl, 'colour-camille');
    await createTaskByApi(page, family.spaceId, {
      name: 'Dentiste',
      type: 'sante',
      date: ARMISTICE,
      time: '09:00',
      responsable: family.profiles.Camille.id,
    });
    const other = await secondMember(baseUrl, page, family, {
      prefix: 'colour-thomas',
      storage: { selectedDate: '2030-11-11' },
    });
    await other.goto(`${baseUrl}/planning`);
    await waitForLive(other);
    const item = other.getByRole('link', { name: /Dentiste/ });
    await item.locator('[data-colour="rouge"]').waitFor();

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Profils/ }).click();
    const section = page.getByRole('region', { name: /^Profils/ });
    await section.getByRole('button', { name: 'Modifier Camille' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
    const colours = dialog.getByRole('group', { name: 'Couleur' });
    expect(await colours.getByRole('radio', { name: 'Rouge' }).isChecked()).toBe(true);
    await colours.locator('label', { has: page.getByRole('radio', { name: 'Turquoise' }) }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil modifié', { exact: true }).waitFor();
    await section
      .getByRole('listitem')
      .filter({ hasText: 'Camille' })
      .getByText('Turquoise')
      .waitFor();

    await item.locator('[data-colour="turquoise"]').waitFor({ timeout: 10_000 });
    await other.close();
  });
});
