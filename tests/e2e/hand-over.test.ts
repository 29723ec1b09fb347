/**
 * What arrives while the app is open: Camille gives a task to Thomas from the « Nouvelle tâche »
 * form, and Thomas's open app says it live, « Camille vous a confié « … » (jeudi 10 décembre, 17:30) », in a toast
 * with « Voir » and in the bell, while Camille is told nothing; a reminder fired by the cron pops up
 * the same way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayTitle } from '../../domain/french.ts';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { addDays, futureMonday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** The titles of the hand-over notices the page's account holds in `spaceId`. */
async function handOversOf(on: Page, spaceId: string): Promise<string[]> {
  return on.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/notifications`);
    const body = (await response.json()) as {
      notifications: { type: string; title: string }[];
    };
    return body.notifications.filter((n) => n.type === 'assigned').map((n) => n.title);
  }, spaceId);
}

describe('a task handed over to another member', () => {
  it('reaches the other phone live, as a toast with « Voir » and in the bell, and not the author', async () => {
    const family = await signInWithFamily(page, baseUrl, 'hand-camille');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'hand-thomas' });
    const thursday = addDays(futureMonday(), 3);
    // Two weeks ahead: the day comes with its date, a weekday alone would read as this week's.
    const sentence = `Camille vous a confié « Récupérer Léa » (${dayTitle(thursday)}, 17:30)`;

    await thomas.goto(`${baseUrl}/dashboard`);
    await waitForLive(thomas);

    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Récupérer Léa');
    await page.getByLabel('Date', { exact: true }).fill(thursday);
    await page.getByLabel('Heure', { exact: true }).fill('17:30');
    await page.locator('label', { hasText: 'École' }).click();
    // From Camille (the default, once the profiles are there) to Thomas.
    await page
      .getByRole('group', { name: 'Responsables' })
      .getByRole('button', { name: /Camille/ })
      .and(page.locator('[aria-pressed="true"]'))
      .click();
    await page
      .getByRole('group', { name: 'Responsables' })
      .getByRole('button', { name: /Thomas/ })
      .click();
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();

    // Thomas's open app says it at once, with « Voir » to the task.
    const toast = thomas.getByRole('listitem').filter({ hasText: sentence });
    await toast.waitFor({ timeout: 10_000 });
    await toast.getByRole('button', { name: 'Voir' }).click();
    await thomas.waitForURL((url) => url.pathname.startsWith('/task/'));
    await thomas.getByRole('heading', { name: 'Récupérer Léa' }).waitFor();

    // The bell counts it, and its popover says the whole sentence.
    await thomas.goto(`${baseUrl}/dashboard`);
    const bell = thomas.getByRole('button', { name: 'Notifications, 1 non lue' });
    await bell.waitFor();
    await bell.click();
    const popover = thomas.getByRole('dialog', { name: 'Dernières notifications' });
    const title = popover.getByText(sentence);
    await title.waitFor();
    // The whole sentence, wrapped on several lines, never cut with « … ».
    expect(
      await title.evaluate((element) => ({
        cut: element.scrollWidth > element.clientWidth,
        overflow: getComputedStyle(element).textOverflow,
      })),
    ).toMatchObject({ cut: false, overflow: 'clip' });

    // One name for one place: the tile, the tab, the bell's link and the page say « Alertes ».
    const tab = thomas
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: /^Alertes\b/ });
    await tab.waitFor();
    await thomas
      .getByRole('main')
      .getByRole('link', { name: /^Alertes\b/ })
      .waitFor();
    await popover.getByRole('link', { name: 'Voir toutes les alertes' }).click();
    await thomas.waitForURL((url) => url.pathname === '/notifications');
    await thomas.getByRole('heading', { level: 1, name: /^Alertes\b/ }).waitFor();
    expect(await tab.getAttribute('aria-current')).toBe('page');

    // « Tout marquer comme lu » stays inside the page's 16 px margin on a 390 px phone.
    const markAll = thomas.getByRole('button', { name: 'Tout marquer comme lu' });
    const box = await markAll.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390 - 16);

    expect(await handOversOf(thomas, family.spaceId)).toEqual([sentence]);
    expect(await handOversOf(page, family.spaceId)).toEqual([]);
  });
});

/** The day and the minute ("yyyy-MM-dd", "HH:mm") of `instant` in Paris. */
function parisMinute(instant: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

describe('a reminder that fires while the app is open', () => {
  it('pops up with « Voir », which opens the notifications', async () => {
    const family = await signInWithFamily(page, baseUrl, 'pop-reminder');
    // Due five minutes ahead; the cron is run for that minute (the dev trigger takes it as the time).
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 5 * 60_000;
    const status = await page.evaluate(
      async ({ spaceId, body }) => {
        const response = await fetch(`/api/spaces/${spaceId}/memos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        spaceId: family.spaceId,
        body: {
          profileId: family.profiles.Camille.id,
          text: 'Appeler la nounou',
          ...parisMinute(minute),
        },
      },
    );
    expect(status).toBe(201);
    await page.goto(`${baseUrl}/planning`);
    await waitForLive(page);

    expect((await fetch(scheduledUrl(baseUrl, minute))).ok).toBe(true);
    const toast = page.getByRole('listitem').filter({ hasText: 'Rappel To Do List' });
    await toast.getByText('Il est temps de : Appeler la nounou').waitFor({ timeout: 10_000 });
    await toast.getByRole('button', { name: 'Voir' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
  });
});
