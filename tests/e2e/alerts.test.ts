import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scheduledUrl } from '../../scripts/lib/cron-ticker.ts';
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
  tasksInRange,
} from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const MINUTE_MS = 60_000;

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

/** A memo of the To Do List with a reminder, through the API with the page's cookies. */
async function createMemoByApi(
  on: Page,
  spaceId: string,
  input: { profileId: string; text: string; date: string; time: string },
): Promise<void> {
  const status = await on.evaluate(
    async ({ spaceId, input }) => {
      const response = await fetch(`/api/spaces/${spaceId}/memos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return response.status;
    },
    { spaceId, input },
  );
  expect(status).toBe(201);
}

async function openAlerts() {
  await page.goto(`${baseUrl}/notifications`);
  await page.getByRole('heading', { name: /^Alertes/ }).waitFor();
}

const alertsList = () => page.getByRole('list', { name: 'Alertes à traiter' });

describe('an unassigned task', () => {
  it('appears in Alertes, is given to an adult from its dialog, and leaves the list', async () => {
    const family = await signInWithFamily(page, baseUrl, 'alerts-unassigned');
    const day = addDays(parisToday(), 2);
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Sortie scolaire',
      type: 'ecole',
      date: day,
      time: '08:30',
    });

    await openAlerts();
    await alertsList()
      .getByRole('button', { name: /Tâche non assignée.*Sortie scolaire/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Tâche non assignée' });
    await detail.getByText("Aucun responsable n'est assigné à « Sortie scolaire ».").waitFor();
    await detail.getByRole('button', { name: 'Assigner un responsable' }).click();

    const dialog = page.getByRole('dialog', { name: 'Assigner un responsable' });
    // Nobody chosen yet: the form says so.
    await dialog.getByRole('button', { name: 'Assigner', exact: true }).click();
    await dialog.getByText('Choisissez un adulte').waitFor();
    // Adults only: Léa, a child, is not offered.
    expect(await dialog.getByRole('radio').count()).toBe(2);
    await dialog.locator('label', { hasText: 'Thomas' }).click();
    await dialog.getByRole('button', { name: 'Assigner', exact: true }).click();
    await page.getByText('Parent assigné avec succès').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('Aucune alerte').waitFor();
    const [saved] = await tasksInRange(page, family.spaceId, day, day);
    expect(saved?.id).toBe(task.id);
    expect(saved?.responsibles.map((p) => p.id)).toEqual([family.profiles.Thomas.id]);
  });
});

describe('a conflict', () => {
  it('is said when the clashing task is saved, and resolved from the conflict dialog', async () => {
    const family = await signInWithFamily(page, baseUrl, 'alerts-conflict');
    const day = addDays(parisToday(), 3);
    await createTaskByApi(page, family.spaceId, {
      name: 'Piscine',
      type: 'sport',
      date: day,
      time: '10:00',
      responsable: family.profiles.Camille.id,
    });

    // The second item of Camille at 10:00, through the form: its toast warns at once.
    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Dentiste');
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('Heure', { exact: true }).fill('10:00');
    await page.locator('label', { hasText: 'Santé' }).click();
    // Camille, the adult using the app, is the responsible one by default.
    await page
      .getByRole('group', { name: 'Responsables' })
      .getByRole('button', { name: /Camille/ })
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor();
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();
    await page.getByText("Attention : conflit d'horaire avec « Piscine » (Camille)").waitFor();

    await openAlerts();
    await alertsList()
      .getByRole('button', { name: /Conflit d'horaire/ })
      .click();
    const detail = page.getByRole('dialog', { name: "Conflit d'horaire" });
    // Both start at 10:00: either may be named first (non-breaking spaces inside the guillemets).
    await detail
      .getByText(
        /^«\s(Piscine|Dentiste)\s» et «\s(Piscine|Dentiste)\s» ont lieu en même temps pour Camille\.$/,
      )
      .waitFor();
    await detail.getByRole('button', { name: 'Résoudre le conflit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Résoudre le conflit' });
    // Said in agreed French, whoever it is (no « attendu·e »).
    await dialog.getByText(/^👩 Camille a deux rendez-vous en même temps /).waitFor();
    await dialog.locator('label', { hasText: 'Dentiste' }).click();
    // Camille is the one expected twice: only another adult can take it over.
    expect(await dialog.getByRole('radio', { name: /Camille/ }).count()).toBe(0);
    await dialog.locator('label', { hasText: 'Thomas' }).click();
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await page.getByText('Conflit résolu avec succès').waitFor();

    await page.getByText('Aucune alerte').waitFor();
    const items = await tasksInRange(page, family.spaceId, day, day);
    const byName = Object.fromEntries(
      items.map((item) => [item.name, item.responsibles.map((p) => p.id)]),
    );
    expect(byName).toEqual({
      Piscine: [family.profiles.Camille.id],
      Dentiste: [family.profiles.Thomas.id],
    });
  });
});

describe('notifications', () => {
  it('a reminder the cron sends rings the bell of the open page, without a reload', async () => {
    const family = await signInWithFamily(page, baseUrl, 'alerts-bell');
    // Due a few minutes ahead, and that minute's tick run now through the dev server's trigger (the
    // global setup's ticker would run it on the minute; tests/unit/cron-ticker.test.ts pins that).
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + 5 * MINUTE_MS;
    await createMemoByApi(page, family.spaceId, {
      profileId: family.profiles.Camille.id,
      text: 'Appeler la nounou',
      ...parisMinute(minute),
    });

    await page.goto(`${baseUrl}/dashboard`);
    await waitForLive(page);
    expect((await fetch(scheduledUrl(baseUrl, minute))).ok).toBe(true);
    const bell = page.getByRole('button', { name: 'Notifications, 1 non lue' });
    // The space's live stream brings the new count to this open page: no reload, no polling.
    await bell.waitFor();
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Dernières notifications' });
    await popover.getByText('Rappel To Do List').waitFor();
    await popover.getByText('Il est temps de : Appeler la nounou').waitFor();
    // The Alertes tile and the tab of the same name carry the count too.
    await page.keyboard.press('Escape');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Alertes\s*\(1 non lue\)$/ })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: /^Alertes\s*\(1 non lue\)$/ })
      .waitFor();
  });

  it('mark read and delete change the "n nouvelles" badge', async () => {
    const family = await signInWithFamily(page, baseUrl, 'alerts-read');
    // Two reminders due a few minutes ahead, sent by running the cron for that minute (the dev
    // server's trigger takes the minute as the tick's time).
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + 5 * MINUTE_MS;
    const due = parisMinute(minute);
    for (const text of ['Acheter du pain', 'Arroser les plantes']) {
      await createMemoByApi(page, family.spaceId, {
        profileId: family.profiles.Camille.id,
        text,
        ...due,
      });
    }
    const tick = await fetch(scheduledUrl(baseUrl, minute));
    expect(tick.ok).toBe(true);

    await openAlerts();
    const badge = (text: string) =>
      page.getByRole('heading', { name: new RegExp(`^Alertes\\s*${text}$`) });
    await badge('2 nouvelles').waitFor();
    const card = (text: string) => page.getByRole('listitem').filter({ hasText: text });

    await card('Acheter du pain')
      .getByRole('button', { name: /^Marquer comme lu/ })
      .click();
    await page.getByText('Notification marquée comme lue').waitFor();
    await badge('1 nouvelle').waitFor();

    await card('Arroser les plantes')
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await page.getByText('Notification supprimée').waitFor();
    await badge('0 nouvelle').waitFor();
    await card('Arroser les plantes').waitFor({ state: 'detached' });

    // Saved on the server: the same after a reload, the read one still listed.
    await page.reload();
    await badge('0 nouvelle').waitFor();
    await card('Acheter du pain').waitFor();
    expect(await card('Arroser les plantes').count()).toBe(0);
  });
});

describe('access', () => {
  it('sends a signed-out visitor opening /notifications to /login', async () => {
    const visitor = await openPhonePage();
    await visitor.goto(`${baseUrl}/notifications`);
    await visitor.waitForURL((url) => url.pathname === '/login');
    await visitor.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
  });
});
