/**
 * Réglages › « Calendriers suivis » in Chromium against the real Worker: a club's .ics served on
 * localhost (development accepts it, production never would) is added, and its weekly series shows
 * in the week view at its local times, without the date it excludes and with its moved occurrence.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, dayName, futureMonday, signInWithFamily, storeDays } from './support/family.ts';

const baseUrl = inject('baseUrl');

setupBrowser();
setupPhonePage();

const compact = (date: string) => date.replaceAll('-', '');

/**
 * A weekly Wednesday 14:00 series in a zone only its VTIMEZONE defines (Paris rules under Outlook's
 * name), from two weeks before `wednesday`: the week before is left out (EXDATE) and `wednesday`'s
 * occurrence moved to 16:00 (RECURRENCE-ID).
 */
function clubCalendar(wednesday: string): string {
  const zone = 'Romance Standard Time';
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Club//FR',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:16010101T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:16010101T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:judo@club.test',
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:Judo',
    `DTSTART;TZID=${zone}:${compact(addDays(wednesday, -14))}T140000`,
    `DTEND;TZID=${zone}:${compact(addDays(wednesday, -14))}T150000`,
    'RRULE:FREQ=WEEKLY',
    `EXDATE;TZID=${zone}:${compact(addDays(wednesday, -7))}T140000`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:judo@club.test',
    'DTSTAMP:20260101T000000Z',
    `RECURRENCE-ID;TZID=${zone}:${compact(wednesday)}T140000`,
    'SUMMARY:Judo (compétition)',
    `DTSTART;TZID=${zone}:${compact(wednesday)}T160000`,
    `DTEND;TZID=${zone}:${compact(wednesday)}T180000`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const monday = futureMonday();
const wednesday = addDays(monday, 2);
let server: Server;
let icsUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/club.ics') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(clubCalendar(wednesday));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  icsUrl = `http://localhost:${(server.address() as AddressInfo).port}/club.ics`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function dayCard(date: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${dayName(date)}\\b`) });
}

describe('Réglages › Calendriers suivis', () => {
  it('follows a club calendar served locally and shows its occurrences at their local times', async () => {
    await signInWithFamily(page, baseUrl, 'subscribed');
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Calendriers suivis/ }).click();
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

    await storeDays(page, { weeklyViewDate: monday });
    await page.goto(`${baseUrl}/weekly-view`);
    const moved = dayCard(wednesday).locator('[data-subscribed] li');
    await moved.first().waitFor();
    expect(await moved.allTextContents()).toEqual([
      expect.stringMatching(/^16:00\s*Judo \(compétition\).*Club de judo$/),
    ]);

    // The week before: Wednesday's occurrence is the one the EXDATE leaves out.
    await page.getByRole('button', { name: 'Semaine précédente' }).click();
    await dayCard(addDays(monday, -7)).waitFor();
    expect(await dayCard(addDays(wednesday, -7)).locator('[data-subscribed]').count()).toBe(0);
    // Two weeks before: the series' first Wednesday, at 14:00 in the club's zone.
    await page.getByRole('button', { name: 'Semaine précédente' }).click();
    const first = dayCard(addDays(wednesday, -14)).locator('[data-subscribed] li');
    await first.first().waitFor();
    expect(await first.allTextContents()).toEqual([
      expect.stringMatching(/^14:00\s*Judo\s*Calendrier suivi : Club de judo$/),
    ]);
  });
});
