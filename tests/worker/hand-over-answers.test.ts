/**
 * « Accepter » / « Refuser » a hand-over: the new responsible answers the notice with an optional
 * word, its author is told either way, and a refused event goes back to the author's profile with a
 * red notice on their Alertes. Every copy of the notice is marked answered, and a second answer is
 * refused in French.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { createTask, expectError, getTask, noticesOfType, twoParents } from './tasks-support.ts';

const THU = '2030-01-10';
const judo = { name: 'Judo', type: 'sport', date: THU, time: '17:30' } as const;

/** Camille hands Judo to Thomas from her device; Thomas's hand-over notice. */
async function handedOver() {
  const { family, thomas } = await twoParents();
  const task = await createTask(family, {
    ...judo,
    responsable: family.profiles.thomas,
    authorProfileId: family.profiles.camille,
  });
  const [notice] = await noticesOfType(thomas.cookie, family.spaceId, 'assigned');
  if (!notice) throw new Error('no hand-over notice');
  return { family, thomas, task, notice };
}

function answer(
  cookie: string,
  spaceId: string,
  notificationId: string,
  json: { answer: 'accepted' | 'declined'; word?: string },
) {
  return api(cookie).spaces[':spaceId'].notifications.answers[':notificationId'].$post({
    param: { spaceId, notificationId },
    json,
  });
}

describe('answering a hand-over', () => {
  it('accepted: the author is told with the word, the notice shows its answer, the event stays', async () => {
    const { family, thomas, task, notice } = await handedOver();
    const response = await answer(thomas.cookie, family.spaceId, notice.id, {
      answer: 'accepted',
      word: '  Pas de souci  ',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Relais accepté');

    const told = await noticesOfType(family.cookie, family.spaceId, 'accepted');
    expect(told.map((n) => [n.title, n.description, n.relatedId])).toEqual([
      ['Thomas a accepté « Judo » (jeudi 10 janvier, 17:30)', '« Pas de souci »', task.id],
    ]);
    const [mine] = await noticesOfType(thomas.cookie, family.spaceId, 'assigned');
    expect(mine?.answer).toBe('accepted');
    expect((await getTask(family, task.id)).responsibles.map((p) => p.id)).toEqual([
      family.profiles.thomas,
    ]);
    const again = await answer(thomas.cookie, family.spaceId, notice.id, { answer: 'declined' });
    await expectError(again, 409, 'conflict', 'Ce relais a déjà reçu une réponse');
  });

  it('declined: the event goes back to the author’s profile, who gets a red notice on Alertes', async () => {
    const { family, thomas, task, notice } = await handedOver();
    const response = await answer(thomas.cookie, family.spaceId, notice.id, {
      answer: 'declined',
      word: 'Je travaille ce soir-là',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Relais refusé : il revient à son auteur');

    expect((await getTask(family, task.id)).responsibles.map((p) => p.id)).toEqual([
      family.profiles.camille,
    ]);
    const told = await noticesOfType(family.cookie, family.spaceId, 'declined');
    expect(told.map((n) => [n.title, n.description])).toEqual([
      [
        'Thomas a refusé « Judo » (jeudi 10 janvier, 17:30) : vous en êtes de nouveau responsable',
        '« Je travaille ce soir-là »',
      ],
    ]);
    // Thomas, who refused, is told nothing more.
    expect(await noticesOfType(thomas.cookie, family.spaceId, 'declined')).toEqual([]);
  });

  it('refuse in French a bad answer, a word too long, and another member’s notice', async () => {
    const { family, thomas, notice } = await handedOver();
    const bad = await answer(thomas.cookie, family.spaceId, notice.id, {
      answer: 'maybe' as 'accepted',
    });
    await expectError(bad, 400, 'validation', 'Veuillez accepter ou refuser');
    const long = await answer(thomas.cookie, family.spaceId, notice.id, {
      answer: 'accepted',
      word: 'x'.repeat(201),
    });
    await expectError(long, 400, 'validation', 'Un mot fait au plus 200 caractères');
    // Camille's account holds no copy of her own hand-over: Thomas's notice is not hers to answer.
    const hers = await answer(family.cookie, family.spaceId, notice.id, { answer: 'declined' });
    await expectError(hers, 404, 'not_found', 'Ce relais n’existe pas ou a été supprimé');
  });
});
