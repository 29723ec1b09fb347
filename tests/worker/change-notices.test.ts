/**
 * The family's change notices and feed (« Fil de la famille »): adding, moving, changing the place
 * of, cancelling or handing over an event, for any date, tells the adults it concerns (its
 * responsible adults and the children's parents) « Camille a déplacé « Judo » à 18:00 (mardi 22
 * décembre) », never the author's own profile; a burst of edits is one notice and one feed line.
 * The writes run at the real clock, so the dates are taken from it, in the family's zone.
 */
import { describe, expect, it } from 'vitest';
import { dayTitle } from '../../domain/french.ts';
import { relativeDay, relativeWhen } from '../../domain/notice-texts.ts';
import { type IsoDate, zonedDate } from '../../domain/zoned-time.ts';
import { signupPerson } from './auth-support.ts';
import { api } from './support.ts';
import {
  createTask,
  type Family,
  noticesOfType,
  patch,
  taskParam,
  tasksOf,
  twoParents,
} from './tasks-support.ts';

const ZONE = 'Europe/Paris';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The family's day and HH:mm `ms` from now. */
function inZone(ms: number): { date: IsoDate; time: string } {
  const at = new Date(Date.now() + ms);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: zonedDate(at, ZONE), time };
}

function dayWord(date: IsoDate): string {
  return relativeDay(date, zonedDate(new Date(), ZONE));
}

function whenWords(date: IsoDate, time: string): string {
  return relativeWhen(date, time, zonedDate(new Date(), ZONE));
}

/** The feed as a member reads it. */
async function feedOf(family: Family, cookie = family.cookie) {
  const response = await api(cookie).spaces[':spaceId'].changes.$get({
    param: { spaceId: family.spaceId },
  });
  expect(response.status).toBe(200);
  return (await response.json()).changes;
}

/** Deletes the task, saying from which profile's device. */
function remove(
  family: Family,
  id: string,
  query: { authorProfileId: string; scope?: 'occurrence'; instanceDate?: IsoDate },
) {
  return tasksOf(family)[':id'].$delete({ ...taskParam(family, id), query });
}

function changesOf(cookie: string, spaceId: string, profileId?: string) {
  return noticesOfType(cookie, spaceId, 'changed', profileId);
}

/** Judo for Thomas, `ms` from now, created by Camille on her device. */
async function judo(family: Family, ms: number, extra: { recurrence?: 'weekly' } = {}) {
  return createTask(family, {
    name: 'Judo',
    type: 'sport',
    ...inZone(ms),
    location: 'Gymnase',
    responsable: family.profiles.thomas,
    authorProfileId: family.profiles.camille,
    ...extra,
  });
}

describe('the family is told of a change', () => {
  it('tells the responsible that an event three weeks away moved, and never the author', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family, 21 * DAY);
    const moved = inZone(21 * DAY + 2 * HOUR);
    const response = await patch(family, task.id, {
      ...moved,
      authorProfileId: family.profiles.camille,
    });
    expect(response.status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.title)).toEqual([
      `Camille a déplacé « Judo » à ${moved.time} (${dayWord(moved.date)})`,
    ]);
    expect(notices[0]).toMatchObject({
      profileId: family.profiles.thomas,
      relatedId: task.id,
      description: 'Lieu : Gymnase',
    });
    // Camille's own device is told nothing of her own change.
    expect(await changesOf(family.cookie, family.spaceId)).toEqual([]);
  });

  it('groups a burst of edits into one notice and one feed line, the last one said', async () => {
    const { family, thomas } = await twoParents();
    const when = inZone(10 * DAY);
    const task = await judo(family, 10 * DAY);
    const by = { authorProfileId: family.profiles.camille };
    expect((await patch(family, task.id, { location: 'Dojo', ...by })).status).toBe(200);
    expect((await remove(family, task.id, by)).status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    const cancelled = `Camille a annulé « Judo » (${whenWords(when.date, when.time)})`;
    expect(notices.map((n) => [n.title, n.description, n.read])).toEqual([
      [cancelled, null, false],
    ]);
    const feed = await feedOf(family, thomas.cookie);
    // The add stays its own line; the place change and the cancellation are one, the last said.
    expect(feed.map((line) => line.title)).toEqual([
      cancelled,
      `Camille a ajouté « Judo » pour Thomas (${whenWords(when.date, when.time)})`,
    ]);
    // A line about a deleted task opens nothing.
    expect(feed[0]?.taskId).toBeNull();
  });

  it("tells the children's parents of a new event for them, not the grandmother nor the author", async () => {
    const { family, thomas } = await twoParents();
    const { camille, lea, hugo } = family.profiles;
    const when = inZone(19 * DAY);
    const show = await createTask(family, {
      name: 'Spectacle de Noël',
      type: 'ecole',
      ...when,
      responsable: camille,
      enfants: [lea, hugo],
      authorProfileId: camille,
    });
    const said = `Camille a ajouté « Spectacle de Noël » pour Léa, Hugo (${whenWords(when.date, when.time)})`;
    const notices = await changesOf(thomas.cookie, family.spaceId);
    expect(notices.map((n) => [n.profileId, n.title, n.relatedId])).toEqual([
      [family.profiles.thomas, said, show.id],
    ]);
    expect((await feedOf(family)).map((line) => line.title)).toEqual([said]);
  });

  it('tells the adult a hand-over takes an event from, while the new one hears the hand-over', async () => {
    const { family, thomas } = await twoParents();
    const { thomas: dad, mamie, camille } = family.profiles;
    const when = inZone(4 * DAY);
    const task = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      ...when,
      responsable: dad,
      authorProfileId: dad,
    });
    const by = { authorProfileId: camille, responsables: [mamie] };
    expect((await patch(family, task.id, by)).status).toBe(200);

    const told = await changesOf(thomas.cookie, family.spaceId);
    expect(told.map((n) => [n.profileId, n.title])).toEqual([
      [dad, `Camille a confié « Judo » à Mamie Françoise (${whenWords(when.date, when.time)})`],
    ]);
    const handedOver = await noticesOfType(thomas.cookie, family.spaceId, 'assigned', mamie);
    expect(handedOver).toHaveLength(1);
  });

  it('tells every adult who stays responsible; one newly made responsible hears the hand-over', async () => {
    const { family, thomas } = await twoParents();
    const { thomas: dad, mamie, camille } = family.profiles;
    const task = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      ...inZone(4 * HOUR),
      responsables: [dad, mamie],
      authorProfileId: camille,
    });
    const moved = inZone(5 * HOUR);
    expect((await patch(family, task.id, { ...moved, authorProfileId: camille })).status).toBe(200);
    const told = async () =>
      (await changesOf(thomas.cookie, family.spaceId)).map((n) => n.profileId).sort();
    expect(await told()).toEqual([dad, mamie].sort());
    // The burst goes on from Mamie's device: Camille is handed it, the others' notices are rewritten.
    const joined = {
      ...inZone(6 * HOUR),
      responsables: [dad, mamie, camille],
      authorProfileId: mamie,
    };
    expect((await patch(family, task.id, joined)).status).toBe(200);
    expect(await told()).toEqual([dad, mamie].sort());
    const dads = await changesOf(thomas.cookie, family.spaceId, dad);
    expect(dads.map((n) => n.title)).toEqual([
      `Mamie Françoise a déplacé « Judo » à ${joined.time} (${dayWord(joined.date)})`,
    ]);
    expect(
      (await noticesOfType(thomas.cookie, family.spaceId, 'assigned')).map((n) => n.profileId),
    ).toContain(camille);
  });

  it('tells nobody when the responsible changes their own event, nor of a rename', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family, 5 * DAY);
    const own = { authorProfileId: family.profiles.thomas };
    expect((await patch(family, task.id, { name: 'Judo (ceinture)', ...own })).status).toBe(200);
    expect((await patch(family, task.id, { ...inZone(6 * DAY), ...own })).status).toBe(200);
    expect(await changesOf(thomas.cookie, family.spaceId)).toEqual([]);
    expect(await changesOf(family.cookie, family.spaceId)).toEqual([]);
    // The feed still says it: every member reads what changed.
    const moved = inZone(6 * DAY);
    expect((await feedOf(family)).map((line) => line.title)).toEqual([
      `Thomas a déplacé « Judo (ceinture) » à ${moved.time} (${dayWord(moved.date)})`,
      `Camille a ajouté « Judo » pour Thomas (${whenWords(inZone(5 * DAY).date, inZone(5 * DAY).time)})`,
    ]);
  });

  it('says « à partir du » day of a series edit from an occurrence on', async () => {
    const { family, thomas } = await twoParents();
    const by = { authorProfileId: family.profiles.camille };
    const series = await judo(family, 2 * DAY, { recurrence: 'weekly' });
    const third = inZone(16 * DAY);
    const later = inZone(16 * DAY + HOUR);
    const edit = { time: later.time, scope: 'following', instanceDate: third.date, ...by } as const;
    expect((await patch(family, series.id, edit)).status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.title)).toEqual([
      `Camille a déplacé « Judo » à ${later.time}, à partir du ${dayTitle(third.date)}`,
    ]);
  });

  it('keeps the feed to members: a stranger reads nothing', async () => {
    const { family } = await twoParents();
    await judo(family, 3 * DAY);
    const stranger = await signupPerson('Inconnu', 'Dehors');
    const response = await api(stranger.cookie).spaces[':spaceId'].changes.$get({
      param: { spaceId: family.spaceId },
    });
    expect(response.status).toBe(403);
  });
});
