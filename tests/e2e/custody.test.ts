/**
 * « Garde » on two phones: one parent sets up « une semaine sur deux » with the hand-over on Friday
 * at 18:00 in Réglages and the other parent's open week shows whose home each day is, live; the day
 * and the month say it too, and a swap of days moves it.
 */
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { addDays, dayName, futureMonday, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

describe('custody between two homes', () => {
  it('set up on one phone, shows « chez Thomas » / « chez Camille » and the Friday hand-over on the other, live', async () => {
    const family = await signInWithFamily(page, baseUrl, 'custody-camille');
    const firstFriday = addDays(futureMonday(), 4);
    const nextMonday = addDays(futureMonday(), 7);
    const handover = addDays(firstFriday, 7);
    const other = await secondMember(baseUrl, page, family, {
      prefix: 'custody-thomas',
      storage: { weeklyViewDate: nextMonday, selectedDate: handover },
    });
    await other.goto(`${baseUrl}/weekly-view`);
    await waitForLive(other);
    await other.getByRole('article', { name: new RegExp(dayName(handover), 'i') }).waitFor();

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Garde/ }).click();
    await page.getByText('Aucun rythme de garde pour le moment.').waitFor();
    await page.getByRole('button', { name: 'Ajouter un rythme de garde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un rythme de garde' });
    await dialog.getByRole('radio', { name: 'Une semaine sur deux' }).check({ force: true });
    await dialog.getByLabel('À partir du').fill(firstFriday);
    await dialog
      .getByRole('group', { name: 'D’abord chez' })
      .getByRole('radio', { name: /Thomas/ })
      .check({ force: true });
    await dialog
      .getByRole('group', { name: 'Puis chez' })
      .getByRole('radio', { name: /Camille/ })
      .check({ force: true });
    await dialog.getByLabel('Heure de l’échange').fill('18:00');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Rythme de garde ajouté').first().waitFor();
    await page.getByText(/Une semaine sur deux, d’abord chez Thomas puis chez Camille/).waitFor();

    // Thomas's week, without a reload: Monday to Thursday at his home, Friday to Sunday at Camille's.
    const band = other.getByRole('region', { name: 'Garde de la semaine' });
    await band.getByText(/^Chez Thomas · lun\. \d+ – jeu\. \d+$/).waitFor({ timeout: 10_000 });
    await band.getByText(/^Chez Camille · ven\. \d+ – dim\. \d+$/).waitFor();
    const friday = other.getByRole('article', { name: new RegExp(dayName(handover), 'i') });
    await friday.getByText('18:00 Échange de garde : chez Camille').waitFor();
  });

  it('the day and the month say whose home it is, and a swap of days moves it there', async () => {
    const family = await signInWithFamily(page, baseUrl, 'custody-days');
    const firstFriday = addDays(futureMonday(), 4);
    const handover = addDays(firstFriday, 7);
    await page.evaluate(
      async ({ spaceId, json }) => {
        const response = await fetch(`/api/spaces/${spaceId}/custody`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        });
        if (response.status !== 201) throw new Error(`custody: ${response.status}`);
      },
      {
        spaceId: family.spaceId,
        json: {
          rhythm: 'alternate-weeks',
          startDate: firstFriday,
          firstParentId: family.profiles.Thomas.id,
          secondParentId: family.profiles.Camille.id,
          handoverTime: '18:00',
        },
      },
    );
    await storeDays(page, { selectedDate: handover });
    await page.goto(`${baseUrl}/planning`);
    await page.getByText('Les enfants sont chez Camille').waitFor();
    await page.getByText('18:00 Échange de garde : de chez Thomas à chez Camille').waitFor();

    await page.goto(`${baseUrl}/month`);
    const cell = page.locator(`[data-day="${handover}"]`);
    await cell.locator('[data-custody="Camille"]').waitFor();
    expect(await cell.textContent()).toContain('échange de garde à 18:00 vers chez Camille');
    await page.getByRole('region', { name: 'Garde' }).getByText('Chez Thomas').waitFor();

    // That weekend goes to Thomas once: the day view says so.
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Garde/ }).click();
    await page.getByRole('button', { name: 'Échanger des jours' }).click();
    const swap = page.getByRole('dialog', { name: 'Échanger des jours de garde' });
    await swap.getByLabel('Du').fill(handover);
    await swap.getByLabel('Au').fill(addDays(handover, 2));
    await swap.getByRole('radio', { name: /Thomas/ }).check({ force: true });
    await swap.getByRole('button', { name: 'Échanger des jours' }).click();
    await page.getByText('Échange de garde enregistré').first().waitFor();
    await page.getByText(/^Du .* : chez Thomas$/).waitFor();
    await page.goto(`${baseUrl}/planning`);
    await page.getByText('Les enfants sont chez Thomas').waitFor();
  });

  it('refuses the same parent twice in French, under the field', async () => {
    await signInWithFamily(page, baseUrl, 'custody-same');
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Garde/ }).click();
    await page.getByRole('button', { name: 'Ajouter un rythme de garde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un rythme de garde' });
    await dialog.getByLabel('À partir du').fill(addDays(futureMonday(), 4));
    for (const group of ['D’abord chez', 'Puis chez']) {
      await dialog
        .getByRole('group', { name: group })
        .getByRole('radio', { name: /Camille/ })
        .check({ force: true });
    }
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Choisissez deux parents différents').waitFor();
  });
});
