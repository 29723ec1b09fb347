/**
 * The conflict dialog's ways out: a child's clash accepted as it is (« C'est voulu, ignorer », which
 * its toast's « Annuler » takes back) stays gone after a reload; an adult's clash goes once one of
 * the two moves (« Décaler l'heure »), and the moved occurrence of a series leaves the series' other
 * dates as they were. An accepted clash is listed under « Conflits ignorés », where « Signaler de
 * nouveau » puts it back among the alerts, on the other phone too.
 */
import { describe, expect, it } from 'vitest';
import {
  openPhonePage,
  page,
  setupBrowser,
  setupPhonePage,
  waitForLive,
} from './support/browser.ts';
import {
  addDays,
  createTaskByApi,
  parisToday,
  signInWithFamily,
  signInWithSameFamily,
  tasksInRange,
} from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const alertsList = () => page.getByRole('list', { name: 'Alertes à traiter' });

async function openAlerts() {
  await page.goto(`${baseUrl}/notifications`);
  await page.getByRole('heading', { name: /^Alertes/ }).waitFor();
}

/** The conflict card naming `name`, opened, then its « Résoudre le conflit ». */
async function resolve(name: RegExp) {
  await alertsList().getByRole('button', { name }).click();
  const detail = page.getByRole('dialog', { name: "Conflit d'horaire" });
  await detail.getByRole('button', { name: 'Résoudre le conflit' }).click();
  return page.getByRole('dialog', { name: 'Résoudre le conflit' });
}

describe('the conflict dialog', () => {
  it("flags a child's clash, forgets it for good once accepted, and clears an adult's clash by moving one item", async () => {
    const family = await signInWithFamily(page, baseUrl, 'conflict-fixes');
    const childDay = addDays(parisToday(), 2);
    const adultDay = addDays(parisToday(), 3);
    const lea = family.profiles.Léa.id;
    const camille = family.profiles.Camille.id;
    const thomas = family.profiles.Thomas.id;
    await createTaskByApi(page, family.spaceId, {
      name: 'Judo',
      type: 'sport',
      date: childDay,
      time: '17:00',
      endTime: '18:00',
      responsables: [thomas],
      enfants: [lea],
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Anniversaire de Zoé',
      type: 'anniversaire',
      date: childDay,
      time: '17:30',
      endTime: '19:00',
      responsables: [camille],
      enfants: [lea],
    });
    // A weekly meeting of Camille clashing with the dentist she goes to with Thomas.
    await createTaskByApi(page, family.spaceId, {
      name: 'Réunion',
      type: 'autres',
      date: adultDay,
      time: '09:30',
      endTime: '10:30',
      recurrence: 'weekly',
      responsables: [camille],
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Dentiste',
      type: 'sante',
      date: adultDay,
      time: '09:00',
      endTime: '10:00',
      responsables: [camille, thomas],
    });

    await openAlerts();
    const cards = alertsList().getByRole('button', { name: /Conflit d'horaire/ });
    await expect.poll(() => cards.count()).toBe(2);

    // Léa is expected at judo and at the party: no other adult can take her place.
    let dialog = await resolve(/Conflit d'horaire.*Judo/);
    await dialog.getByText(/^👧 Léa a deux rendez-vous en même temps /).waitFor();
    expect(await dialog.getByRole('radio', { name: /Qui le reprend/ }).count()).toBe(0);
    await dialog.locator('label', { hasText: "C'est voulu, ignorer" }).click();
    await dialog.getByRole('button', { name: 'Ignorer ce conflit' }).click();
    const ignoredToast = page.locator('[data-sonner-toast]', {
      hasText: 'Conflit ignoré : il ne sera plus signalé',
    });
    // sonner keeps a hovered toast: its « Annuler » outlives the wait for the cards below.
    await ignoredToast.hover();
    await expect.poll(() => cards.count()).toBe(1);
    // « Annuler » on that toast flags the clash again; ignored once more for what follows.
    await ignoredToast.getByRole('button', { name: 'Annuler' }).click();
    await page.getByText('Le conflit est de nouveau signalé').waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    dialog = await resolve(/Conflit d'horaire.*Judo/);
    await dialog.locator('label', { hasText: "C'est voulu, ignorer" }).click();
    await dialog.getByRole('button', { name: 'Ignorer ce conflit' }).click();
    await expect.poll(() => cards.count()).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: /^Alertes/ }).waitFor();
    await alertsList()
      .getByRole('button', { name: /Conflit d'horaire.*Dentiste/ })
      .waitFor();
    expect(await alertsList().getByRole('button', { name: /Judo/ }).count()).toBe(0);

    // Camille's meeting starts at 10:00 that day: its end follows, an hour later.
    dialog = await resolve(/Conflit d'horaire.*Dentiste/);
    await dialog.locator('label', { hasText: "Décaler l'heure" }).click();
    await dialog.locator('label', { hasText: 'Réunion' }).click();
    await dialog.getByLabel('Nouvelle heure').fill('10:00');
    expect(await dialog.getByLabel('Heure de fin').inputValue()).toBe('11:00');
    await dialog.getByRole('button', { name: 'Décaler', exact: true }).click();
    await page.getByText('Horaire décalé').waitFor();
    await page.getByText('Aucune alerte').waitFor();

    const moved = await tasksInRange(page, family.spaceId, adultDay, addDays(adultDay, 7));
    const meetings = moved.filter((item) => item.name === 'Réunion');
    expect(meetings.map((item) => [item.date, item.time])).toEqual([
      [adultDay, '10:00'],
      [addDays(adultDay, 7), '09:30'],
    ]);
  });

  it('lists an accepted clash under « Conflits ignorés », and « Signaler de nouveau » flags it again on both phones', async () => {
    const family = await signInWithFamily(page, baseUrl, 'ignored-list');
    const day = addDays(parisToday(), 4);
    const lea = family.profiles.Léa.id;
    for (const [name, time, endTime] of [
      ['Judo', '17:00', '18:00'],
      ['Anniversaire de Zoé', '17:30', '19:00'],
    ]) {
      await createTaskByApi(page, family.spaceId, {
        name,
        type: 'sport',
        date: day,
        time,
        endTime,
        enfants: [lea],
      });
    }
    await openAlerts();
    const dialog = await resolve(/Conflit d'horaire.*Judo/);
    await dialog.locator('label', { hasText: "C'est voulu, ignorer" }).click();
    await dialog.getByRole('button', { name: 'Ignorer ce conflit' }).click();
    await page.getByText('Aucune alerte').waitFor();

    const other = await openPhonePage();
    await signInWithSameFamily(other, baseUrl, family);
    await other.goto(`${baseUrl}/notifications`);
    await other.getByText('Aucune alerte').waitFor();
    await waitForLive(other);

    // Folded until asked for: the pair, its day and its times, and who it is for.
    const folded = page.getByRole('button', { name: /^Conflits ignorés \(1\)/ });
    expect(await folded.getAttribute('aria-expanded')).toBe('false');
    await folded.click();
    const list = page.getByRole('list', { name: 'Conflits ignorés' });
    const row = list.getByRole('listitem');
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toMatch(
      /Judo 17:00–18:00 et Anniversaire de Zoé 17:30–19:00.*Pour Léa/,
    );
    await row
      .getByRole('button', { name: /^Signaler de nouveau : Judo et Anniversaire de Zoé/ })
      .click();
    await page.getByText('Le conflit est de nouveau signalé').waitFor();
    await alertsList()
      .getByRole('button', { name: /Conflit d'horaire.*Judo/ })
      .waitFor();
    expect(await folded.count()).toBe(0);
    // The other phone hears it live.
    await other
      .getByRole('list', { name: 'Alertes à traiter' })
      .getByRole('button', { name: /Conflit d'horaire.*Judo/ })
      .waitFor();
  });
});
