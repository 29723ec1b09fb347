/**
 * Réglages › « Abonnement calendrier » and « Exporter mes données » in Chromium against the real
 * Worker: an address is made, copied, fetched as a calendar would, regenerated (the old one then
 * answers 404) and revoked; the export downloads as a JSON file with the planning as iCalendar.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, futureMonday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

async function openSection(title: string): Promise<Locator> {
  await page.goto(`${baseUrl}/settings`);
  const trigger = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await trigger.click();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  return page.getByRole('region', { name: new RegExp(`^${title}`) });
}

/** What a calendar application gets at `url` (no cookies). */
async function subscribe(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

describe('Réglages › Abonnement calendrier', () => {
  it('makes, copies, regenerates and revokes the space address', async () => {
    const family = await signInWithFamily(page, baseUrl, 'calendar-feed');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Piscine de Léa',
      type: 'sport',
      date: futureMonday(),
      time: '17:30',
      recurrence: 'weekly',
      enfant: family.profiles.Léa.id,
    });
    const section = await openSection('Abonnement calendrier');
    await section.getByText('Google Agenda', { exact: true }).waitFor();
    await section.getByText('Calendrier (iPhone, iPad, Mac)').waitFor();
    const spaceRow = section.getByRole('listitem').filter({ hasText: "Tout l'espace" });
    await spaceRow.getByText('Aucun lien').waitFor();

    // Make it: shown once, with a copy button.
    await section
      .getByRole('button', { name: /^Créer le lien : Tout l'espace «\sFamille Test\s»$/ })
      .click();
    await page.getByText("Lien d'abonnement créé", { exact: true }).waitFor();
    const field = section.getByLabel(/^Lien d'abonnement : Tout l'espace «\sFamille Test\s»$/);
    const firstUrl = await field.inputValue();
    expect(firstUrl).toMatch(new RegExp(`^${baseUrl}/cal/[A-Za-z0-9_-]{43}\\.ics$`));
    await spaceRow.getByText(/^Lien actif depuis le /).waitFor();
    await section.getByRole('button', { name: 'Copier le lien' }).click();
    await page.getByText('Lien copié', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
    expect(
      await section.getByRole('link', { name: 'Ouvrir dans Calendrier' }).getAttribute('href'),
    ).toBe(firstUrl.replace(/^http:/, 'webcal:'));

    const feed = await subscribe(firstUrl);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('SUMMARY:Piscine de Léa');
    expect(feed.body).toContain('RRULE:FREQ=WEEKLY');

    // Regenerate: the old address stops at once.
    await spaceRow.getByRole('button', { name: /^Régénérer le lien/ }).click();
    const regenerate = page.getByRole('alertdialog', { name: 'Régénérer ce lien ?' });
    await regenerate.getByRole('button', { name: 'Régénérer' }).click();
    await page.getByText("Nouveau lien d'abonnement créé", { exact: true }).waitFor();
    await regenerate.waitFor({ state: 'detached' });
    const secondUrl = await field.inputValue();
    expect(secondUrl).not.toBe(firstUrl);
    expect((await subscribe(firstUrl)).status).toBe(404);
    expect((await subscribe(secondUrl)).status).toBe(200);

    // Revoke: no address any more.
    await spaceRow.getByRole('button', { name: /^Révoquer le lien/ }).click();
    const revoke = page.getByRole('alertdialog', { name: 'Révoquer ce lien ?' });
    await revoke.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByText("Lien d'abonnement révoqué", { exact: true }).waitFor();
    await spaceRow.getByText('Aucun lien').waitFor();
    expect(await field.count()).toBe(0);
    expect((await subscribe(secondUrl)).status).toBe(404);
  });
});

describe('Réglages › Exporter mes données', () => {
  it('downloads a versioned JSON file with the planning as iCalendar', async () => {
    const family = await signInWithFamily(page, baseUrl, 'data-export');
    await createTaskByApi(page, family.spaceId, {
      name: 'Dentiste',
      type: 'sante',
      date: futureMonday(),
      time: '09:00',
    });
    const section = await openSection('Exporter mes données');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^foyer-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const data = JSON.parse(await readFile(path, 'utf8'));
    expect(data.version).toBe(1);
    expect(data.account.firstName).toBeTypeOf('string');
    expect(data.spaces).toHaveLength(1);
    expect(data.spaces[0].name).toBe('Famille Test');
    expect(data.spaces[0].tasks.map((t: { name: string }) => t.name)).toEqual(['Dentiste']);
    expect(data.spaces[0].planningIcs).toContain('SUMMARY:Dentiste');
    await page.getByText('Export téléchargé', { exact: true }).waitFor();
  });

  it('downloads the active space’s planning alone as an .ics file a calendar opens', async () => {
    const family = await signInWithFamily(page, baseUrl, 'planning-ics');
    await createTaskByApi(page, family.spaceId, {
      name: 'Judo Tom',
      type: 'sport',
      date: futureMonday(),
      time: '14:00',
    });
    const section = await openSection('Exporter mes données');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Télécharger le planning (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^foyer-planning-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(
      calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('summary')),
    ).toEqual(['Judo Tom']);
    await page.getByText('Planning téléchargé', { exact: true }).waitFor();
  });
});
