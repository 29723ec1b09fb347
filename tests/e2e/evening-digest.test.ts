/**
 * The evening digest end to end: chosen in Réglages › Notifications, sent by the cron at that
 * minute to the dev mailbox with tomorrow's events; turned off there, the next evening sends nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
import { waitForMail } from './support/accounts.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

/** The family's wall clock (Europe/Paris) at `instant`. */
function parisMinute(instant: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
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

async function post(on: Page, path: string, body: unknown): Promise<number> {
  return on.evaluate(
    async ({ path, body }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body },
  );
}

async function digestsInBell(on: Page, spaceId: string): Promise<string[]> {
  return on.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/notifications`);
    const body = (await response.json()) as { notifications: { type: string; title: string }[] };
    return body.notifications.filter((n) => n.type === 'digest').map((n) => n.title);
  }, spaceId);
}

/** Opens Réglages › Notifications, applies `change`, saves, and waits for the French toast. */
async function savePreferences(change: () => Promise<void>) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Notifications (Résumé|Pas de résumé)/ }).click();
  await change();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByText('Préférences de notification enregistrées').first().waitFor();
}

describe('the evening digest', () => {
  it('reaches the dev mailbox at the chosen minute with tomorrow’s events, and stops once turned off', async () => {
    const family = await signInWithFamily(page, baseUrl, 'digest');
    const email = await page.evaluate(
      async () => ((await (await fetch('/api/me')).json()) as { email: string }).email,
    );
    // Five minutes ahead, so that the global ticker does not reach it first; the cron is run for it.
    const minute = Math.floor(Date.now() / 60_000) * 60_000 + 5 * 60_000;
    const at = parisMinute(minute);
    const tomorrow = addDays(at.date, 1);
    for (const [name, time, date] of [
      ['Pédiatre', '17:30', tomorrow],
      ['Judo', '14:00', tomorrow],
      ['Marché', '09:00', addDays(at.date, 2)],
    ] as const) {
      const status = await post(page, `/api/spaces/${family.spaceId}/tasks`, {
        name,
        type: 'sante',
        date,
        time,
        responsable: family.profiles.Camille.id,
      });
      expect(status).toBe(201);
    }

    await savePreferences(async () => {
      await page.getByRole('switch', { name: /Résumé du soir par email/ }).click();
      await page.getByLabel('Heure du résumé').fill(at.time);
    });

    expect((await fetch(scheduledUrl(baseUrl, minute))).ok).toBe(true);
    const mail = await waitForMail(baseUrl, email, 'Demain');
    expect(mail.text).toContain('- 14:00 : Judo (Camille)\n- 17:30 : Pédiatre (Camille)');
    expect(mail.text).not.toContain('Marché');
    expect(await digestsInBell(page, family.spaceId)).toEqual([
      'Demain : Judo 14:00, Pédiatre 17:30',
    ]);

    // Turned off: the next evening (with « Marché » the day after) stores and sends nothing.
    await savePreferences(async () => {
      await page.getByRole('switch', { name: /Résumé du soir par email/ }).click();
    });
    expect((await fetch(scheduledUrl(baseUrl, minute + 86_400_000))).ok).toBe(true);
    expect(await digestsInBell(page, family.spaceId)).toEqual([
      'Demain : Judo 14:00, Pédiatre 17:30',
    ]);
  });
});
