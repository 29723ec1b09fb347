/**
 * Live family space in the browser: what one member saves shows on the other's screen without a
 * reload, and the banner tells the truth when the stream is down, then recovers by itself.
 */
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { createTaskByApi, futureMonday, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';
import { stoppableProxy } from './support/stoppable-proxy.ts';

setupBrowser();
setupPhonePage();

describe('live updates between two members', () => {
  it("a task created by one member appears on the other's planning and week view without reload", async () => {
    const family = await signInWithFamily(page, baseUrl, 'live-camille');
    const other = await secondMember(baseUrl, page, family, { prefix: 'live-thomas' });
    const monday = futureMonday();
    await storeDays(other, { selectedDate: monday, weeklyViewDate: monday });

    await other.goto(`${baseUrl}/planning`);
    await waitForLive(other);
    await other.getByText('Aucune tâche prévue pour ce jour').waitFor();
    await createTaskByApi(page, family.spaceId, {
      name: 'Piscine de Léa',
      type: 'sport',
      date: monday,
      time: '17:30',
    });
    await other.getByText('Piscine de Léa').waitFor({ timeout: 10_000 });

    await other.goto(`${baseUrl}/weekly-view`);
    await other.getByText('Piscine de Léa').first().waitFor();
    await createTaskByApi(page, family.spaceId, {
      name: 'Dentiste de Thomas',
      type: 'sante',
      date: monday,
      time: '09:00',
    });
    await other.getByText('Dentiste de Thomas').first().waitFor({ timeout: 10_000 });
  });

  it("an item ticked on one member's phone is ticked on the other's, and counted on /lists", async () => {
    const family = await signInWithFamily(page, baseUrl, 'live-list');
    const other = await secondMember(baseUrl, page, family, { prefix: 'live-thomas' });
    const list = await page.evaluate(async (spaceId) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`${path}: ${response.status}`);
        return response.json();
      };
      const { list } = await post(`/api/spaces/${spaceId}/lists`, {
        title: 'Courses du samedi',
        type: 'shopping',
      });
      for (const text of ['Lait', 'Pain']) {
        await post(`/api/spaces/${spaceId}/lists/${list.id}/items`, { text });
      }
      return list as { id: string };
    }, family.spaceId);

    await other.goto(`${baseUrl}/lists`);
    await waitForLive(other);
    await other.getByText('0/2 terminés').waitFor();
    await page.goto(`${baseUrl}/list/${list.id}`);
    await page.getByRole('checkbox', { name: /^Lait\b/ }).click();
    await other.getByText('1/2 terminés').waitFor({ timeout: 10_000 });

    await other.goto(`${baseUrl}/list/${list.id}`);
    await waitForLive(other);
    await page.getByRole('checkbox', { name: /^Pain\b/ }).click();
    await other
      .getByRole('checkbox', { name: /^Pain\b/ })
      .and(other.locator('[aria-checked="true"]'))
      .waitFor({ timeout: 10_000 });
  });

  it('offline shows « Hors ligne », and what changed meanwhile appears once back online', async () => {
    const family = await signInWithFamily(page, baseUrl, 'live-offline');
    const other = await secondMember(baseUrl, page, family, { prefix: 'live-thomas' });
    const monday = futureMonday();
    await storeDays(other, { selectedDate: monday });
    await other.goto(`${baseUrl}/planning`);
    await waitForLive(other);
    await other.getByText('Aucune tâche prévue pour ce jour').waitFor();

    await other.context().setOffline(true);
    await other.getByRole('status').getByText('Hors ligne', { exact: true }).waitFor();
    await createTaskByApi(page, family.spaceId, {
      name: 'Réunion de parents',
      type: 'ecole',
      date: monday,
      time: '18:00',
    });
    await other.context().setOffline(false);
    await other.getByText('Réunion de parents').waitFor({ timeout: 15_000 });
    expect(await other.getByRole('status').getByText('Hors ligne', { exact: true }).count()).toBe(
      0,
    );
  });
});

describe('a server that stops and comes back', () => {
  it('shows « Reconnexion… » while it is down and recovers by itself', async () => {
    // The page talks to the lane's server through a front the test stops and starts again.
    const server = await stoppableProxy(baseUrl);
    try {
      await signInWithFamily(page, server.url, 'live-restart');
      await page.goto(`${server.url}/dashboard`);
      await waitForLive(page);

      await server.stop();
      // « Reconnexion… » while the stream tries again; « Hors ligne » once a request has found no
      // server either (lib/network.ts).
      const trouble = page.getByRole('status').getByText(/^(Reconnexion…|Hors ligne)$/);
      await trouble.waitFor({ timeout: 15_000 });
      await server.start();
      await waitForLive(page);
      await trouble.waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      await server.stop();
    }
  });
});
