/**
 * « Toutes les 2 semaines » made in the task form shows on alternate weeks in the week and month
 * views, and the calendar feed carries it as a rule that ical.js expands on the same days.
 */
import ICAL from 'ical.js';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, dayName, futureMonday, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

function dayCard(date: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${dayName(date)}\\b`) });
}

async function namesInWeek(date: string): Promise<string> {
  await storeDays(page, { weeklyViewDate: date });
  await page.goto(`${baseUrl}/weekly-view`);
  await dayCard(date).waitFor();
  // The week's items load with the cards: wait for the week's summary to be read.
  await page.waitForLoadState('networkidle');
  return (await dayCard(date).textContent()) ?? '';
}

describe('a series every other week', () => {
  it('shows on alternate weeks in the week and month views and in the feed', async () => {
    const family = await signInWithFamily(page, baseUrl, 'every-two-weeks');
    const saturday = addDays(futureMonday(), 5);
    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Garde chez papa');
    await page.getByLabel('Date', { exact: true }).fill(saturday);
    await page.getByLabel('Heure', { exact: true }).fill('18:00');
    await page.locator('label', { hasText: 'Autres' }).click();
    await page.getByLabel('Répéter').selectOption('weekly');
    await page.getByRole('spinbutton', { name: 'Toutes les' }).fill('2');
    await page.getByRole('radio', { name: 'Après' }).check();
    await page.getByLabel('Nombre de fois').fill('4');
    await page.getByText('Toutes les 2 semaines le samedi, 4 fois').waitFor();
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();
    await page.waitForURL((url) => url.pathname === '/planning');

    // Week view: this Saturday, not the next, then the one after.
    await storeDays(page, { weeklyViewDate: saturday });
    await page.goto(`${baseUrl}/weekly-view`);
    await dayCard(saturday)
      .getByRole('link', { name: /Garde chez papa/ })
      .waitFor();
    expect(await namesInWeek(addDays(saturday, 7))).not.toContain('Garde chez papa');
    expect(await namesInWeek(addDays(saturday, 14))).toContain('Garde chez papa');

    // Month view: the cells of the month say what is on each Saturday.
    await storeDays(page, { selectedDate: saturday });
    await page.goto(`${baseUrl}/month`);
    await page.locator(`[data-day="${saturday}"]`).waitFor();
    const month = saturday.slice(0, 7);
    const expected = [0, 14, 28, 42]
      .map((d) => addDays(saturday, d))
      .filter((date) => date.slice(0, 7) === month);
    const series = page.getByRole('button', { name: /Garde chez papa/ });
    await series.first().waitFor();
    // The grid's last row may show the next month's first days: only this month's cells count.
    const shownDays = await series.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('data-day') ?? ''),
    );
    expect(shownDays.filter((day) => day.startsWith(month))).toEqual(expected);

    // The feed: one VEVENT whose rule ical.js expands on the same four Saturdays.
    const ics = await page.evaluate(async (spaceId) => {
      const made = await fetch(`/api/spaces/${spaceId}/calendar-feeds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profileId: null }),
      });
      const { url } = (await made.json()) as { url: string };
      return (await fetch(new URL(url).pathname)).text();
    }, family.spaceId);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(zone);
    const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
    const iterator = new ICAL.Event(vevent).iterator();
    const days: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      days.push(next.toString().slice(0, 10));
    }
    expect(days).toEqual([0, 14, 28, 42].map((d) => addDays(saturday, d)));
  });
});
