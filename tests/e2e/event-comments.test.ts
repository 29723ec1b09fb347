/**
 * « Commentaires » on two phones: Camille and Thomas both have « Judo » open, three weeks ahead.
 * Camille asks « Je ne peux pas ce jour-là, tu peux ? »; Thomas's open event shows it live, without a
 * reload, and his bell tells him. He answers, and Camille's screen shows the answer under her
 * question. Each may delete only their own comment.
 */
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { addDays, createTaskByApi, parisToday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { secondMember } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

describe('comments on an event', () => {
  it('reach the other parent’s open event live, and their bell, both ways', async () => {
    const family = await signInWithFamily(page, baseUrl, 'comments-camille');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'comments-thomas' });
    const task = await createTaskByApi(page, family.spaceId, {
      name: 'Judo',
      type: 'sport',
      date: addDays(parisToday(), 21),
      time: '17:30',
      responsables: [family.profiles.Camille.id, family.profiles.Thomas.id],
      authorProfileId: family.profiles.Camille.id,
    });

    await page.goto(`${baseUrl}/task/${task.id}`);
    await thomas.goto(`${baseUrl}/task/${task.id}`);
    const threadOf = (phone: typeof page) =>
      phone.getByRole('region', { name: 'Commentaires' }).getByRole('listitem');
    await thomas.getByText('Aucun commentaire.', { exact: false }).waitFor();
    await waitForLive(thomas);
    await waitForLive(page);

    const question = 'Je ne peux pas ce jour-là, tu peux ?';
    await page.getByLabel('Votre commentaire').fill(question);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await threadOf(page).filter({ hasText: question }).waitFor();
    // Thomas's screen, untouched, shows it: the live event, not a reload.
    await threadOf(thomas).filter({ hasText: question }).waitFor({ timeout: 5_000 });
    await threadOf(thomas).filter({ hasText: 'Camille' }).waitFor();
    expect(
      await threadOf(thomas).getByRole('button', { name: 'Supprimer mon commentaire' }).count(),
    ).toBe(0);

    const answer = 'Oui, je le prends.';
    await thomas.getByLabel('Votre commentaire').fill(answer);
    await thomas.getByRole('button', { name: 'Envoyer' }).click();
    await threadOf(page).filter({ hasText: answer }).waitFor({ timeout: 5_000 });
    expect(await threadOf(page).allInnerTexts()).toEqual([
      expect.stringContaining(question),
      expect.stringContaining(answer),
    ]);
    // Camille may delete her question, not Thomas's answer.
    await threadOf(page)
      .filter({ hasText: question })
      .getByRole('button', { name: 'Supprimer mon commentaire' })
      .waitFor();
    expect(
      await threadOf(page)
        .filter({ hasText: answer })
        .getByRole('button', { name: 'Supprimer mon commentaire' })
        .count(),
    ).toBe(0);

    // Each is told of the other's comment, never of their own.
    const toldOf = (phone: typeof page) =>
      phone.evaluate(async (spaceId) => {
        const response = await fetch(`/api/spaces/${spaceId}/notifications`);
        const body = (await response.json()) as { notifications: { title: string }[] };
        return body.notifications.map((n) => n.title).filter((t) => t.includes('a commenté'));
      }, family.spaceId);
    expect(await toldOf(thomas)).toEqual([`Camille a commenté « Judo » : « ${question} »`]);
    expect(await toldOf(page)).toEqual([`Thomas a commenté « Judo » : « ${answer} »`]);
  });
});
