import { describe, expect, it } from 'vitest';
import { createTask, MON, noticesOfType, patch, postTask, twoParents } from './tasks-support.ts';

/** Thursday of the tests' week. */
const THU = '2030-01-10';

function noticesOf(cookie: string, spaceId: string, profileId?: string) {
  return noticesOfType(cookie, spaceId, 'assigned', profileId);
}

const recupererTom = { name: 'Récupérer Tom', type: 'ecole', date: THU, time: '17:30' } as const;

describe('hand-over notices', () => {
  it('tell the new responsible, in the family’s words, and never the author', async () => {
    const { family, thomas } = await twoParents();
    const task = await createTask(family, {
      ...recupererTom,
      responsable: family.profiles.thomas,
      authorProfileId: family.profiles.camille,
    });

    const notices = await noticesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.title)).toEqual([
      'Camille vous a confié « Récupérer Tom » (jeudi 10 janvier, 17:30)',
    ]);
    expect(notices[0]).toMatchObject({
      profileId: family.profiles.thomas,
      relatedId: task.id,
      read: false,
    });
    expect(await noticesOf(family.cookie, family.spaceId)).toEqual([]);
  });

  it('are shown only on a device where the responsible’s profile is selected', async () => {
    const { family, thomas } = await twoParents();
    await createTask(family, {
      ...recupererTom,
      responsable: family.profiles.thomas,
      authorProfileId: family.profiles.camille,
    });
    expect(await noticesOf(thomas.cookie, family.spaceId, family.profiles.mamie)).toEqual([]);
    expect(await noticesOf(thomas.cookie, family.spaceId)).toHaveLength(1);
  });

  it('are not sent when the author gives the item to their own profile, or to nobody', async () => {
    const { family, thomas } = await twoParents();
    await createTask(family, {
      ...recupererTom,
      responsable: family.profiles.camille,
      authorProfileId: family.profiles.camille,
    });
    await createTask(family, { ...recupererTom, authorProfileId: family.profiles.camille });
    expect(await noticesOf(thomas.cookie, family.spaceId)).toEqual([]);
  });

  it('name the author by their member name when the device sent no profile', async () => {
    const { family, thomas } = await twoParents();
    await createTask(family, { ...recupererTom, responsable: family.profiles.thomas });
    const notices = await noticesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.title)).toEqual([
      'Camille Martin vous a confié « Récupérer Tom » (jeudi 10 janvier, 17:30)',
    ]);
  });

  it('follow an edit that changes the responsible, and only such an edit', async () => {
    const { family, thomas } = await twoParents();
    const task = await createTask(family, {
      ...recupererTom,
      responsable: family.profiles.camille,
      authorProfileId: family.profiles.camille,
    });
    const by = { authorProfileId: family.profiles.camille };

    // The edit form's whole fields (its one round trip) ...
    const full = await patch(family, task.id, {
      ...recupererTom,
      recurrence: 'none',
      hasNotification: false,
      notificationTime: 15,
      responsable: family.profiles.thomas,
      ...by,
    });
    expect(full.status).toBe(200);
    // ... then a rename, which hands nothing over ...
    expect((await patch(family, task.id, { name: 'Récupérer Tom au judo', ...by })).status).toBe(
      200,
    );
    // ... then a partial edit giving it to Mamie.
    expect(
      (await patch(family, task.id, { responsable: family.profiles.mamie, ...by })).status,
    ).toBe(200);

    expect(
      (await noticesOf(thomas.cookie, family.spaceId, family.profiles.thomas)).map((n) => n.title),
    ).toEqual(['Camille vous a confié « Récupérer Tom » (jeudi 10 janvier, 17:30)']);
    expect(
      (await noticesOf(thomas.cookie, family.spaceId, family.profiles.mamie)).map((n) => n.title),
    ).toEqual(['Camille vous a confié « Récupérer Tom au judo » (jeudi 10 janvier, 17:30)']);
    expect(await noticesOf(family.cookie, family.spaceId)).toEqual([]);
  });

  it('name the occurrence handed over in a series', async () => {
    const { family, thomas } = await twoParents();
    const series = await createTask(family, {
      name: 'Piano',
      type: 'musique',
      date: MON,
      time: '14:00',
      recurrence: 'weekly',
      responsable: family.profiles.camille,
      authorProfileId: family.profiles.camille,
    });
    const response = await patch(family, series.id, {
      scope: 'occurrence',
      instanceDate: '2030-01-14',
      responsable: family.profiles.thomas,
      authorProfileId: family.profiles.camille,
    });
    expect(response.status).toBe(200);
    const notices = await noticesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.title)).toEqual([
      'Camille vous a confié « Piano » (lundi 14 janvier, 14:00)',
    ]);
  });

  it('are not sent again when a create is replayed with its client id', async () => {
    const { family, thomas } = await twoParents();
    const body = {
      ...recupererTom,
      id: crypto.randomUUID(),
      responsable: family.profiles.thomas,
      authorProfileId: family.profiles.camille,
    };
    expect((await postTask(family, body)).status).toBe(201);
    expect((await postTask(family, body)).status).toBe(200);
    expect(await noticesOf(thomas.cookie, family.spaceId)).toHaveLength(1);
  });

  it('refuse an author profile that is not an id', async () => {
    const { family } = await twoParents();
    const response = await postTask(family, { ...recupererTom, authorProfileId: 'Camille' });
    expect(response.status).toBe(400);
  });
});
