/**
 * A hand-over answered from the other phone: Camille gives « Judo » to Thomas, Thomas refuses it
 * from his Alertes with a word, and the event goes back to Camille, who is told « Thomas a refusé
 * « Judo » … : vous en êtes de nouveau responsable » with his word.
 */
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, createTaskByApi, futureMonday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

describe('a hand-over answered', () => {
  it('refused with a word: the event goes back to its author, who is told with the word', async () => {
    const family = await signInWithFamily(page, baseUrl, 'answer-camille');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'answer-thomas' });
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Judo',
      type: 'sport',
      date: addDays(futureMonday(), 3),
      time: '17:30',
      responsables: [family.profiles.Thomas.id],
      authorProfileId: family.profiles.Camille.id,
    });

    await thomas.goto(`${baseUrl}/notifications`);
    await thomas.getByText('vous a confié « Judo »').first().waitFor();
    const card = thomas
      .getByRole('list', { name: 'Notifications reçues' })
      .getByRole('listitem')
      .filter({ hasText: 'vous a confié « Judo »' });
    await card.getByRole('button', { name: 'Refuser' }).click();
    const dialog = thomas.getByRole('dialog', { name: 'Refuser ce relais' });
    await dialog.getByLabel('Un mot (facultatif)').fill('Je ne peux pas ce jour-là');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await thomas.getByText('Relais refusé : il revient à son auteur').waitFor();
    await card.getByText('Refusée').waitFor();
    expect(await card.getByRole('button', { name: 'Accepter' }).count()).toBe(0);

    const told = await page.evaluate(async (spaceId) => {
      const response = await fetch(`/api/spaces/${spaceId}/notifications`);
      const body = (await response.json()) as {
        notifications: { type: string; title: string; description: string | null }[];
      };
      return body.notifications.filter((n) => n.type === 'declined');
    }, family.spaceId);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toMatch(
      /^Thomas a refusé « Judo » .*vous en êtes de nouveau responsable$/,
    );
    expect(told[0]?.description).toContain('Je ne peux pas ce jour-là');

    const responsibles = await page.evaluate(
      async ({ spaceId, id }) => {
        const response = await fetch(`/api/spaces/${spaceId}/tasks/${id}`);
        const body = (await response.json()) as { task: { responsibles: { id: string }[] } };
        return body.task.responsibles.map((person) => person.id);
      },
      { spaceId: family.spaceId, id: task.id },
    );
    expect(responsibles).toEqual([family.profiles.Camille.id]);
  });
});
