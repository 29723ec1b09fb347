/**
 * Change notices: moving, changing the place of, or cancelling an event that starts within the next
 * 24 hours tells its responsible « Camille a déplacé « Judo » à 18:00 (demain) », never the author;
 * a change further away tells nobody. The writes run at the real clock, so the dates are taken from
 * it, in the family's zone.
 */
import { describe, expect, it } from 'vitest';
import { relativeDay } from '../../domain/notice-texts.ts';
import { type IsoDate, zonedDate } from '../../domain/zoned-time.ts';
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

describe('change notices', () => {
  it('tell the responsible that an event within 24 hours moved, and never the author', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family, 20 * HOUR);
    const moved = inZone(22 * HOUR);
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
    expect(await changesOf(family.cookie, family.spaceId)).toEqual([]);
  });

  it('tell a new place and a cancellation', async () => {
    const { family, thomas } = await twoParents();
    const when = inZone(3 * HOUR);
    const task = await judo(family, 3 * HOUR);
    const by = { authorProfileId: family.profiles.camille };
    expect((await patch(family, task.id, { location: 'Dojo', ...by })).status).toBe(200);
    expect((await remove(family, task.id, by)).status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => [n.title, n.description])).toEqual([
      [`Camille a annulé « Judo » (${dayWord(when.date)} ${when.time})`, null],
      [`Camille a changé le lieu de « Judo » (${dayWord(when.date)} ${when.time})`, 'Lieu : Dojo'],
    ]);
  });

  it('open no task once the cancellation deleted it, but the series when one occurrence went', async () => {
    const { family, thomas } = await twoParents();
    const by = { authorProfileId: family.profiles.camille };
    const single = await judo(family, 3 * HOUR);
    const series = await judo(family, 5 * HOUR, { recurrence: 'weekly' });
    const first = inZone(5 * HOUR);
    expect((await remove(family, single.id, by)).status).toBe(200);
    const occurrence = { scope: 'occurrence', instanceDate: first.date, ...by } as const;
    expect((await remove(family, series.id, occurrence)).status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.relatedId).sort()).toEqual([null, series.id].sort());
  });

  it('tell every adult who stays responsible; one newly made responsible hears the hand-over', async () => {
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
    const by = { authorProfileId: camille };
    expect((await patch(family, task.id, { ...moved, ...by })).status).toBe(200);
    const told = async () =>
      (await changesOf(thomas.cookie, family.spaceId)).map((n) => n.profileId).sort();
    expect(await told()).toEqual([dad, mamie].sort());

    // Camille joins as the event moves again: she is handed it, Thomas and Mamie hear the move.
    const again = inZone(6 * HOUR);
    const joined = { ...again, responsables: [dad, mamie, camille], authorProfileId: mamie };
    expect((await patch(family, task.id, joined)).status).toBe(200);
    expect(await told()).toEqual([dad, dad, mamie].sort());
    expect(
      (await noticesOfType(thomas.cookie, family.spaceId, 'assigned')).map((n) => n.profileId),
    ).toContain(camille);
  });

  it('tell nobody of a change to an event further than 24 hours away', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family, 50 * HOUR);
    const by = { authorProfileId: family.profiles.camille };
    expect((await patch(family, task.id, { ...inZone(60 * HOUR), ...by })).status).toBe(200);
    expect((await patch(family, task.id, { location: 'Dojo', ...by })).status).toBe(200);
    expect((await remove(family, task.id, by)).status).toBe(200);
    expect(await changesOf(thomas.cookie, family.spaceId)).toEqual([]);
  });

  it('tell nobody when the responsible changes their own event', async () => {
    const { family, thomas } = await twoParents();
    const task = await judo(family, 5 * HOUR);
    // Camille's account, on a device where Thomas's profile is selected: his own change.
    const own = { authorProfileId: family.profiles.thomas };
    expect((await patch(family, task.id, { ...inZone(6 * HOUR), ...own })).status).toBe(200);
    expect((await remove(family, task.id, own)).status).toBe(200);
    expect(await changesOf(thomas.cookie, family.spaceId)).toEqual([]);
    expect(await changesOf(family.cookie, family.spaceId)).toEqual([]);
  });

  it('follow a series edit only when an occurrence it changes is within 24 hours', async () => {
    const { family, thomas } = await twoParents();
    const by = { authorProfileId: family.profiles.camille };
    const soon = await judo(family, 10 * HOUR, { recurrence: 'weekly' });
    const far = await judo(family, 3 * 24 * HOUR, { recurrence: 'weekly' });
    const later = inZone(11 * HOUR);
    // The whole far series moves an hour: its next occurrence is three days away.
    const farLater = inZone(3 * 24 * HOUR + HOUR);
    const scope = 'series' as const;
    expect((await patch(family, far.id, { time: farLater.time, scope, ...by })).status).toBe(200);
    expect((await patch(family, soon.id, { time: later.time, scope, ...by })).status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => [n.title, n.relatedId])).toEqual([
      [`Camille a déplacé « Judo » à ${later.time} (${dayWord(later.date)})`, soon.id],
    ]);
  });

  it('follow an edit of one occurrence within 24 hours, not of one further away', async () => {
    const { family, thomas } = await twoParents();
    const by = { authorProfileId: family.profiles.camille };
    const series = await judo(family, 4 * HOUR, { recurrence: 'weekly' });
    const first = inZone(4 * HOUR);
    const nextWeek = inZone(7 * 24 * HOUR + 4 * HOUR);
    const occurrence = (date: string, time: string) =>
      patch(family, series.id, { time, scope: 'occurrence', instanceDate: date, ...by });
    expect((await occurrence(nextWeek.date, '07:00')).status).toBe(200);
    const moved = inZone(5 * HOUR);
    expect((await occurrence(first.date, moved.time)).status).toBe(200);

    const notices = await changesOf(thomas.cookie, family.spaceId, family.profiles.thomas);
    expect(notices.map((n) => n.title)).toEqual([
      `Camille a déplacé « Judo » à ${moved.time} (${dayWord(first.date)})`,
    ]);
  });
});
