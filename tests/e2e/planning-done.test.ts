/**
 * « Fait » per occurrence: ticked on one member's day view, it shows done on the other member's week
 * view without reload (that day only, not the rest of the series), tells them in their notifications
 * with its day, and the toast's « Annuler » puts it back for both. A day still to come asks first.
 */
import type { Page } from 'playwright-core';
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
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** « Marquer comme fait en avance ? »: a day still to come asks first, naming the day. */
async function confirmAhead(target: Page, name: string) {
  const dialog = target.getByRole('alertdialog', { name: 'Marquer comme fait en avance ?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toMatch(new RegExp(`« ${name} » est prévu \\w+ \\d+`));
  await dialog.getByRole('button', { name: 'Marquer comme fait' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The « Fait » tick of `name` in the week view's card of `day`. */
function weekTick(target: Page, day: string, name: string) {
  return target
    .getByRole('article', { name: new RegExp(`^${dayName(day)}\\b`, 'i') })
    .getByRole('button', { name: new RegExp(`comme (fait|à faire) : ${name}$`) });
}

describe('done per occurrence', () => {
  it("ticked on one phone, done on the other's week for that day only; undo puts it back", async () => {
    const family = await signInWithFamily(page, baseUrl, 'done-camille');
    const other = await secondMember(baseUrl, page, family, { prefix: 'done-thomas' });
    const monday = futureMonday();
    const tuesday = addDays(monday, 1);
    await createTaskByApi(page, family.spaceId, {
      name: 'Piscine de Léa',
      type: 'sport',
      date: monday,
      time: '17:30',
      recurrence: 'daily',
    });
    await storeDays(page, { selectedDate: tuesday });
    await storeDays(other, { weeklyViewDate: monday });
    await other.goto(`${baseUrl}/weekly-view`);
    await other
      .locator('[data-live-status="online"]')
      .waitFor({ state: 'attached', timeout: 20_000 });
    await weekTick(other, tuesday, 'Piscine de Léa').waitFor();
    expect(await weekTick(other, tuesday, 'Piscine de Léa').getAttribute('aria-pressed')).toBe(
      'false',
    );

    await page.goto(`${baseUrl}/planning`);
    // « Pas encore » leaves it to do and tells no one.
    await page.getByRole('button', { name: 'Marquer comme fait : Piscine de Léa' }).click();
    await page.getByRole('button', { name: 'Pas encore' }).click();
    expect(
      await page
        .getByRole('button', { name: 'Marquer comme fait : Piscine de Léa' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    await page.getByRole('button', { name: 'Marquer comme fait : Piscine de Léa' }).click();
    await confirmAhead(page, 'Piscine de Léa');
    const doneToast = page.locator('[data-sonner-toast]', { hasText: 'Marqué comme fait' });
    // sonner keeps a hovered toast: its « Annuler » outlives the wait for the other phone below.
    await doneToast.hover();
    await page.getByRole('button', { name: 'Marquer comme à faire : Piscine de Léa' }).waitFor();

    const tuesdayTick = weekTick(other, tuesday, 'Piscine de Léa');
    await tuesdayTick.and(other.locator('[aria-pressed="true"]')).waitFor({ timeout: 10_000 });
    for (const day of [monday, addDays(monday, 2), addDays(monday, 6)]) {
      expect(await weekTick(other, day, 'Piscine de Léa').getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    await other.getByText('1 fait', { exact: true }).waitFor();

    // The toast's « Annuler » unticks it, for both.
    await doneToast.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Marquer comme fait : Piscine de Léa' }).waitFor();
    await tuesdayTick.and(other.locator('[aria-pressed="false"]')).waitFor({ timeout: 10_000 });
  });

  it('tells the other member « … (day) a été fait par Camille » and ticks from the detail', async () => {
    const family = await signInWithFamily(page, baseUrl, 'done-detail');
    const other = await secondMember(baseUrl, page, family, { prefix: 'done-thomas' });
    const monday = futureMonday();
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Rendez-vous dentiste',
      type: 'sante',
      date: monday,
      time: '09:00',
    });
    await page.goto(`${baseUrl}/task/${task.originalId}`);
    await page.getByRole('button', { name: 'Marquer comme fait', exact: true }).click();
    await confirmAhead(page, 'Rendez-vous dentiste');
    await page.getByRole('button', { name: /^Fait par Camille/ }).waitFor();

    await other.goto(`${baseUrl}/notifications`);
    // The notice names the day: a tick made ahead is not read as today's.
    await other
      .getByText(/^Rendez-vous dentiste \(\p{L}+( \d+ \p{L}+)?\) a été fait par Camille$/u)
      .first()
      .waitFor();
  });
});
