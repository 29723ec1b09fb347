/**
 * Réglages › « Calendriers suivis » in Chromium against the real Worker: a club's .ics served on
 * localhost (development accepts it, production never would) is added, and its weekly series shows
 * in the week view at its local times, without the date it excludes and with its moved occurrence;
 * once the address fails, a refresh says so in Réglages and the planning keeps the last good copy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
import { clubCalendar } from '../fixtures/club-calendar.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, dayName, futureMonday, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const monday = futureMonday();
const wednesday = addDays(monday, 2);
/**
 * A weekly Wednesday series from two weeks before `wednesday`: the week before is left out and
 * `wednesday`'s occurrence moved to 16:00.
 */
const club = clubCalendar({
  first: addDays(wednesday, -14),
  excluded: addDays(wednesday, -7),
  moved: wednesday,
});
/** Léa's dance school: a lesson on `wednesday`, 17:00–18:00 in Paris. */
const dance = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Danse//FR',
  'BEGIN:VEVENT',
  'UID:cours@danse.test',
  'DTSTAMP:20260901T000000Z',
  'SUMMARY:Cours de danse',
  `DTSTART;TZID=Europe/Paris:${wednesday.replaceAll('-', '')}T170000`,
  `DTEND;TZID=Europe/Paris:${wednesday.replaceAll('-', '')}T180000`,
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
const served: Record<string, string> = { '/club.ics': club, '/danse.ics': dance };
let server: Server;
let serverUrl = '';
let icsUrl = '';
/** Set by a test: the club's server then answers 500, as a broken address would. */
let broken = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    if (broken) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  serverUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  icsUrl = `${serverUrl}/club.ics`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function dayCard(date: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${dayName(date)}\\b`) });
}

/** Réglages › « Calendriers suivis », opened. */
async function openFollowedCalendars() {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Calendriers suivis/ }).click();
}

/** The week of `wednesday`, its moved occurrence shown: the texts of that day's followed events. */
async function movedOccurrence(): Promise<string[]> {
  await storeDays(page, { weeklyViewDate: monday });
  await page.goto(`${baseUrl}/weekly-view`);
  const moved = dayCard(wednesday).locator('[data-subscribed]');
  await moved.first().waitFor();
  return moved.allTextContents();
}

// The title first, then the time and the calendar (the row sits among the family's items).
const MOVED = expect.stringMatching(/^Judo \(compétition\)\s*16:00.*Club de judo$/);

describe('Réglages › Calendriers suivis', () => {
  it('follows a club calendar served locally and shows its occurrences at their local times', async () => {
    await signInWithFamily(page, baseUrl, 'subscribed');
    await openFollowedCalendars();
    await page.getByRole('button', { name: 'Ajouter un calendrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un calendrier' });
    await dialog.getByLabel('Nom').fill('Club de judo');

    // An address on a private network is refused, in French, under the field.
    await dialog.getByLabel('Adresse du calendrier').fill('https://192.168.1.2/club.ics');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await dialog
      .getByText("Cette adresse désigne un réseau privé : elle n'est pas acceptée")
      .waitFor();

    await dialog.getByLabel('Adresse du calendrier').fill(icsUrl);
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Calendrier ajouté', { exact: true }).waitFor();
    await page.getByText(/^Mis à jour il y a/).waitFor();

    expect(await movedOccurrence()).toEqual([MOVED]);

    // The week before: Wednesday's occurrence is the one the EXDATE leaves out.
    await page.getByRole('button', { name: 'Semaine précédente' }).click();
    await dayCard(addDays(monday, -7)).waitFor();
    expect(await dayCard(addDays(wednesday, -7)).locator('[data-subscribed]').count()).toBe(0);
    // Two weeks before: the series' first Wednesday, at 14:00 in the club's zone.
    await page.getByRole('button', { name: 'Semaine précédente' }).click();
    const first = dayCard(addDays(wednesday, -14)).locator('[data-subscribed]');
    await first.first().waitFor();
    expect(await first.allTextContents()).toEqual([
      expect.stringMatching(/^Judo\s*14:00\s*Calendrier suivi : Club de judo$/),
    ]);
  });

  it('a broken address: the refresh says why in Réglages and the planning keeps the last good copy', async () => {
    await signInWithFamily(page, baseUrl, 'subscribed-broken');
    await openFollowedCalendars();
    await page.getByRole('button', { name: 'Ajouter un calendrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un calendrier' });
    await dialog.getByLabel('Nom').fill('Club de judo');
    await dialog.getByLabel('Adresse du calendrier').fill(icsUrl);
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Calendrier ajouté', { exact: true }).waitFor();
    expect(await movedOccurrence()).toEqual([MOVED]);

    broken = true;
    try {
      await openFollowedCalendars();
      await page.getByText(/^Mis à jour il y a/).waitFor();
      // The cron, run for a minute past the calendar's next refresh (six hours on): the live
      // socket tells this page when the refresh has recorded its error.
      const due = Math.ceil((Date.now() + 6 * 3_600_000) / 60_000) * 60_000 + 60_000;
      expect((await fetch(scheduledUrl(baseUrl, due))).ok).toBe(true);
      await page
        .getByText(/^Dernière mise à jour il y a .+ — erreur : Le serveur a répondu 500$/)
        .waitFor();

      // The copy fetched before the failure still shows.
      expect(await movedOccurrence()).toEqual([MOVED]);
    } finally {
      broken = false;
    }
  });

  it('a task saved over a lesson of a calendar counted in conflicts warns at once, naming the calendar', async () => {
    const family = await signInWithFamily(page, baseUrl, 'subscribed-conflict');
    // Followed « Pour » Léa with « Compter dans les conflits » (the dialog is covered above).
    const followed = await page.evaluate(
      async ({ spaceId, url, lea }) =>
        (
          await fetch(`/api/spaces/${spaceId}/calendar-subscriptions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'École de danse',
              colour: 'rose',
              url,
              profileId: lea,
              inConflicts: true,
            }),
          })
        ).status,
      { spaceId: family.spaceId, url: `${serverUrl}/danse.ics`, lea: family.profiles.Léa.id },
    );
    expect(followed).toBe(201);

    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Anniversaire de Zoé');
    await page.getByLabel('Date', { exact: true }).fill(wednesday);
    await page.getByLabel('Heure', { exact: true }).fill('17:30');
    await page.getByLabel('Heure de fin', { exact: true }).fill('19:00');
    await page.locator('label', { hasText: 'Santé' }).click();
    await page
      .getByRole('group', { name: 'Enfants concernés' })
      .getByRole('button', { name: /Léa/ })
      .click();
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();
    await page
      .getByText(
        "Attention : conflit d'horaire avec « Cours de danse » du calendrier « École de danse » (Léa)",
        { exact: true },
      )
      .waitFor();
  });
});
