import { describe, expect, it } from 'vitest';
import { browser, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, createTaskByApi, parisToday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

describe('month view: what is planned, not only who', () => {
  it('on a phone, lists the next seven days under « À venir » and the chosen day under the grid', async () => {
    const family = await signInWithFamily(page, baseUrl, 'month-agenda');
    const today = parisToday();
    const tomorrow = addDays(today, 1);
    await createTaskByApi(page, family.spaceId, {
      name: 'Pédiatre Léa (vaccin ROR)',
      type: 'sante',
      date: tomorrow,
      time: '17:30',
      responsable: family.profiles.Camille.id,
      enfant: family.profiles.Léa.id,
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Vide-grenier',
      type: 'autres',
      date: addDays(today, 10),
      time: '09:00',
    });

    await page.goto(`${baseUrl}/month`);
    const upcoming = page.getByRole('region', { name: 'À venir' });
    await upcoming.getByRole('link', { name: /^Pédiatre Léa \(vaccin ROR\).*17:30/ }).waitFor();
    // Ten days on is not « à venir » yet.
    expect(await upcoming.textContent()).not.toContain('Vide-grenier');

    // Tomorrow may be in next month's grid only.
    if (tomorrow.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
    }
    await page.locator(`[data-day="${tomorrow}"]`).click();
    const agenda = page.getByRole('region', { name: /^(Demain|[A-Z][a-z]+ \d+)/ }).filter({
      has: page.getByRole('button', { name: 'Ouvrir dans le planning' }),
    });
    await agenda.getByRole('link', { name: /Pédiatre Léa \(vaccin ROR\)/ }).waitFor();
    expect(await page.url()).toBe(`${baseUrl}/month`);
    await agenda.getByRole('button', { name: 'Ouvrir dans le planning' }).click();
    await page.waitForURL(`${baseUrl}/planning`);
    // The month's agenda may still be on screen while the planning's code loads: wait for the
    // planning itself before looking for the task in it.
    await page.getByRole('heading', { name: /^Planning du/ }).waitFor();
    await page.getByRole('link', { name: /Pédiatre Léa/ }).waitFor();
  });

  it('on a wide screen, writes the titles in the cells', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const desk = await context.newPage();
    try {
      const family = await signInWithFamily(desk, baseUrl, 'month-titles');
      const today = parisToday();
      await createTaskByApi(desk, family.spaceId, {
        name: 'Réunion parents-profs',
        type: 'ecole',
        date: today,
        time: '18:00',
        responsable: family.profiles.Thomas.id,
      });
      await desk.goto(`${baseUrl}/month`);
      const cell = desk.locator(`[data-day="${today}"]`);
      const title = cell.locator('[data-cell-title]', { hasText: 'Réunion parents-profs' });
      await title.waitFor();
      expect(await title.isVisible()).toBe(true);
      // The time and the title, then who on a line of its own: a long title cannot hide them.
      expect(await title.textContent()).toBe('18:00 Réunion parents-profsThomas');
      const people = title.locator('[data-cell-people]');
      expect(await people.textContent()).toBe('Thomas');
      expect(await people.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
