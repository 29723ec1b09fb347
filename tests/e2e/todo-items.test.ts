/**
 * Shared to-dos on a 390 × 844 phone: the item's edit dialog gives a to-do its person and due day
 * (a refused reminder stays on its field, in French), the row says « Thomas · aujourd'hui » in one
 * line, « Mes tâches » keeps only Thomas's items, and the planning's day and the home show the to-do
 * with a link to its list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { familyOn, itemBox, listByApi } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

const CARD = "Renouveler la carte d'identité";
const BINS = 'Sortir les poubelles';

describe('to-dos on a phone', () => {
  it('assigns a to-do to Thomas for today, filters « Mes tâches », shows it on the day and home', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'todo-items');
    const { thomasId, today } = await thomasAndToday(phone, family.spaceId);
    const list = await listByApi(phone, family.spaceId, [CARD, BINS], 'tasks');
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, BINS).waitFor();

    await phone.getByRole('button', { name: `Actions pour « ${CARD} »` }).click();
    await phone.getByRole('menuitem', { name: 'Modifier' }).click();
    const dialog = phone.getByRole('dialog', { name: "Modifier l'élément" });
    const thomas = dialog.getByRole('button', { name: 'Thomas' });
    await thomas.click();
    expect(await thomas.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByLabel('À faire avant le').fill(today);
    // A reminder after the due day: the server's refusal stays on its field, the dialog open.
    await dialog.getByLabel('Rappel (facultatif)').fill(`${today}T23:59`);
    await dialog.getByLabel('Heure (facultative)').fill('18:00');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText("Le rappel doit précéder l'échéance").waitFor();
    if (process.env.FOYER_SHOTS) await shots(phone, process.env.FOYER_SHOTS, 'dialog');
    await dialog.getByLabel('Rappel (facultatif)').fill('');
    await dialog.getByLabel('Heure (facultative)').fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const line = phone.locator('li', { hasText: CARD }).locator('[data-todo-line]');
    await line.waitFor();
    expect(await line.textContent()).toBe("Thomas · aujourd'hui");

    // This phone is Thomas's: « Mes tâches » keeps his to-do only.
    await phone.evaluate((id) => localStorage.setItem('selectedProfileId', id), thomasId);
    await phone.reload();
    await itemBox(phone, BINS).waitFor();
    const mine = phone.getByRole('button', { name: 'Mes tâches' });
    await mine.click();
    expect(await mine.getAttribute('aria-pressed')).toBe('true');
    await itemBox(phone, BINS).waitFor({ state: 'detached' });
    expect(await itemBox(phone, CARD).count()).toBe(1);
    if (process.env.FOYER_SHOTS) await shots(phone, process.env.FOYER_SHOTS, 'list');

    for (const path of ['/planning', '/']) {
      await phone.goto(`${baseUrl}${path}`);
      // With its person's name, once the family's profiles are read.
      const todo = phone.getByRole('link', { name: new RegExp(`À faire : ${CARD}.*Thomas`) });
      await todo.first().waitFor();
      expect(await todo.first().getAttribute('href')).toBe(`/list/${list.id}`);
      if (process.env.FOYER_SHOTS)
        await shots(phone, process.env.FOYER_SHOTS, path.slice(1) || 'home');
    }
  });
});

/** Adds Thomas to the family; and today in the space's zone. */
async function thomasAndToday(phone: Page, spaceId: string) {
  return phone.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Thomas', role: 'parent', emoji: '👨' }),
    });
    const { profile } = (await response.json()) as { profile: { id: string } };
    const spaces = (await (await fetch('/api/spaces')).json()) as {
      spaces: { id: string; timezone: string }[];
    };
    const timeZone = spaces.spaces.find((space) => space.id === spaceId)?.timezone;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    return { thomasId: profile.id, today };
  }, spaceId);
}

/** Screenshots for a person to look at, light and dark, when FOYER_SHOTS names a folder. */
async function shots(phone: Page, folder: string, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await phone.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await phone.emulateMedia({ colorScheme });
      const path = `${folder}/todo-${name}-${width}-${colorScheme}.png`;
      await phone.screenshot({ path, fullPage: true });
    }
  }
  await phone.emulateMedia({ colorScheme: 'light' });
}
