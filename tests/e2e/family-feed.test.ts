/**
 * « Fil de la famille » on two phones: Camille moves an event three weeks ahead, and Thomas's open
 * feed shows « Camille a déplacé … » with its date live, his bell counts it, and the screen has no
 * accessibility violation in light or dark.
 */
import { describe, expect, it } from 'vitest';
import { dayTitle } from '../../domain/french.ts';
import { relativeWhen } from '../../domain/notice-texts.ts';
import { axeViolations } from './support/axe.ts';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { addDays, createTaskByApi, parisToday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** Camille signed in on `page` with her family, and Thomas, its second member, on a phone of his own. */
async function camilleAndThomas(tag: string) {
  const family = await signInWithFamily(page, baseUrl, `${tag}-camille`);
  const thomas = await secondMember(baseUrl, page, family, { prefix: `${tag}-thomas` });
  return { family, thomas };
}

/**
 * Deletes the event shown at `path` from its screen as Camille does: « Supprimer », then for a
 * series the scope's button `scope`, then the confirmation. The DELETE's response.
 */
async function deleteFromScreen(path: string, name: string, scope?: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name }).first().waitFor();
  const deleting = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      new URL(response.url()).pathname.includes('/tasks/'),
    // The request leaves once the toast's « Annuler » has had its time.
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: /^Supprimer / }).click();
  if (scope) await page.getByRole('button', { name: scope }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  return deleting;
}

describe('the family feed', () => {
  it("shows the other parent's change three weeks ahead live, with its date, and counts it in the bell", async () => {
    const { family, thomas } = await camilleAndThomas('feed');
    const day = addDays(parisToday(), 21);
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Spectacle de Noël',
      type: 'ecole',
      date: day,
      time: '18:00',
      enfants: [family.profiles.Léa.id],
      authorProfileId: family.profiles.Camille.id,
    });

    await thomas.goto(`${baseUrl}/notifications`);
    await thomas.getByRole('link', { name: /Fil de la famille/ }).click();
    await thomas.waitForURL(`${baseUrl}/fil`);
    const lines = thomas.getByRole('list', { name: 'Changements de la famille' });
    await lines
      .getByText(`Camille a ajouté « Spectacle de Noël » pour Léa (${dayTitle(day)}, 18:00)`)
      .waitFor();
    await waitForLive(thomas);

    const moved = await page.evaluate(
      async ({ spaceId, id, authorProfileId }) => {
        const response = await fetch(`/api/spaces/${spaceId}/tasks/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ time: '19:00', authorProfileId }),
        });
        return response.status;
      },
      { spaceId: family.spaceId, id: task.id, authorProfileId: family.profiles.Camille.id },
    );
    expect(moved).toBe(200);
    const said = `Camille a déplacé « Spectacle de Noël » à 19:00 (${dayTitle(day)})`;
    await lines.getByText(said).waitFor({ timeout: 5_000 });
    // The line opens the event.
    await lines.getByRole('link').filter({ hasText: said }).click();
    await thomas.waitForURL((url) => url.pathname === `/task/${task.id}`);

    // Thomas's bell: the add and the move, for his profile, unread.
    await thomas.goto(`${baseUrl}/dashboard`);
    await thomas.getByRole('button', { name: 'Notifications, 2 non lues' }).waitFor();

    for (const colorScheme of ['light', 'dark'] as const) {
      await thomas.emulateMedia({ colorScheme });
      await thomas.goto(`${baseUrl}/fil`);
      await lines.getByText(said).waitFor();
      expect(await axeViolations(thomas)).toEqual([]);
    }
    await thomas.close();
  });

  it('tells a move saved from the edit form, which sends the event as the page showed it', async () => {
    const { family, thomas } = await camilleAndThomas('feed-form');
    const day = addDays(parisToday(), 21);
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Piscine',
      type: 'sport',
      date: day,
      time: '18:00',
      responsables: [family.profiles.Thomas.id],
      enfants: [family.profiles.Léa.id],
      authorProfileId: family.profiles.Camille.id,
    });

    await page.goto(`${baseUrl}/edit-task/${task.id}`);
    const time = page.getByLabel('Heure', { exact: true });
    await time.waitFor();
    await time.fill('19:30');
    const saving = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith(`/tasks/${task.id}`),
    );
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    const saved = await saving;
    expect(saved.status()).toBe(200);
    // What lets the Worker tell the family inside the save's own batch.
    expect(saved.request().postDataJSON().was).toEqual({
      date: day,
      time: '18:00',
      location: null,
      responsables: [family.profiles.Thomas.id],
      enfants: [family.profiles.Léa.id],
    });

    await thomas.goto(`${baseUrl}/fil`);
    await thomas
      .getByRole('list', { name: 'Changements de la famille' })
      .getByText(`Camille a déplacé « Piscine » à 19:30 (${dayTitle(day)})`)
      .waitFor();
  });

  it('tells a deletion from the task screen, which sends the event as the page showed it', async () => {
    const { family, thomas } = await camilleAndThomas('feed-delete');
    const today = parisToday();
    const day = addDays(today, 21);
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Judo',
      type: 'sport',
      date: day,
      time: '18:00',
      responsables: [family.profiles.Thomas.id],
      authorProfileId: family.profiles.Camille.id,
    });

    const deleted = await deleteFromScreen(`/task/${task.id}`, 'Judo');
    expect(deleted.ok()).toBe(true);
    // What lets the Worker tell the family inside the deletion's own batch.
    const was = JSON.parse(new URL(deleted.url()).searchParams.get('was') ?? 'null');
    expect(was).toMatchObject({ name: 'Judo', date: day, time: '18:00' });

    await thomas.goto(`${baseUrl}/fil`);
    await thomas
      .getByRole('list', { name: 'Changements de la famille' })
      .getByText(`Camille a annulé « Judo » (${relativeWhen(day, '18:00', today)})`)
      .waitFor();
  });

  it("tells one occurrence of a weekly event cancelled from its screen, in the deletion's own batch", async () => {
    const { family, thomas } = await camilleAndThomas('feed-occurrence');
    const day = addDays(parisToday(), 21);
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Judo',
      type: 'sport',
      date: day,
      time: '18:00',
      recurrence: 'weekly',
      responsables: [family.profiles.Thomas.id],
      authorProfileId: family.profiles.Camille.id,
    });

    const deleted = await deleteFromScreen(
      `/task/${task.id}_recurring_${day}`,
      'Judo',
      'Supprimer cette occurrence seulement',
    );
    expect(deleted.ok()).toBe(true);
    expect(new URL(deleted.url()).searchParams.get('scope')).toBe('occurrence');

    await thomas.goto(`${baseUrl}/fil`);
    await thomas
      .getByRole('list', { name: 'Changements de la famille' })
      .getByText(/^Camille a annulé « Judo »/)
      .waitFor();
  });
});
