/**
 * « Accepter » / « Refuser » a hand-over: the new responsible answers the notice with an optional
 * word, its author is told either way, and a refused event goes back to the author's profile with a
 * red notice on their Alertes. Every copy of the notice is marked answered, and a second answer is
 * refused in French.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support.ts';
import {
  createTask,
  expectError,
  type Family,
  getTask,
  noticesOfType,
  twoParents,
} from './tasks-support.ts';

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

/** « Fil de la famille » as a member reads it. */
async function feedOf(family: Family, cookie: string) {
  const response = await api(cookie).spaces[':spaceId'].changes.$get({
    param: { spaceId: family.spaceId },
  });
  expect(response.status).toBe(200);
  return (await response.json()).changes;
}

describe('the answer in « Fil de la famille »', () => {
  it('an accepted hand-over is a line of the feed with its word, for every member', async () => {
    const { family, thomas, task, notice } = await handedOver();
    await answer(thomas.cookie, family.spaceId, notice.id, { answer: 'accepted', word: 'Ok' });
    const line = {
      title: 'Thomas a accepté « Judo » (jeudi 10 janvier, 17:30)',
      description: '« Ok »',
      taskId: task.id,
    };
    // Newest first: the answer, then « Camille a ajouté « Judo » … ».
    expect((await feedOf(family, family.cookie))[0]).toMatchObject(line);
    expect((await feedOf(family, thomas.cookie))[0]).toMatchObject(line);
    // Thomas answered; Camille's own profile hears it by her « Acceptée » notice, not twice.
    expect(await noticesOfType(thomas.cookie, family.spaceId, 'changed')).toEqual([]);
    expect(await noticesOfType(family.cookie, family.spaceId, 'changed')).toEqual([]);
  });

  it('a refusal says who has the event back, and tells the event’s other adults, never its author', async () => {
    const { family, thomas } = await twoParents();
    // Judo for Léa, given to Thomas and Mamie Françoise by Camille.
    const task = await createTask(family, {
      ...judo,
      responsables: [family.profiles.thomas, family.profiles.mamie],
      enfants: [family.profiles.lea],
      authorProfileId: family.profiles.camille,
    });
    const [notice] = await noticesOfType(
      thomas.cookie,
      family.spaceId,
      'assigned',
      family.profiles.thomas,
    );
    if (!notice || notice.profileId !== family.profiles.thomas) throw new Error('no notice');
    const response = await answer(thomas.cookie, family.spaceId, notice.id, {
      answer: 'declined',
      word: 'Je travaille',
    });
    expect(response.status).toBe(200);
    const title =
      'Thomas a refusé « Judo » (jeudi 10 janvier, 17:30) : Camille en est de nouveau responsable';
    const [line] = await feedOf(family, family.cookie);
    expect(line).toMatchObject({ title, description: '« Je travaille »', taskId: task.id });
    // On Camille's account, about Mamie Françoise (still responsible): not about Camille herself.
    const told = await noticesOfType(family.cookie, family.spaceId, 'changed');
    expect(told.map((n) => [n.profileId, n.title])).toEqual([[family.profiles.mamie, title]]);
    // The answerer hears nothing of their own answer.
    expect(await noticesOfType(thomas.cookie, family.spaceId, 'changed')).toEqual([]);
  });
});
