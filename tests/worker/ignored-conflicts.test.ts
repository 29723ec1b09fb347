/** « C'est voulu, ignorer »: a pair of clashing occurrences stops being flagged, for every device. */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familySpaces, ignoredConflicts } from '../../db/schema.ts';
import type { ConflictAlert } from '../../domain/alerts.ts';
import { addDays, zonedDate } from '../../domain/zoned-time.ts';
import { db } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { api } from './support.ts';
import {
  createFamily,
  createTask,
  expectError,
  type Family,
  patch,
  remove,
} from './tasks-support.ts';

// Relative to the real clock: the alerts read the family's today.
const today = zonedDate(new Date(), 'Europe/Paris');
const inDays = (n: number) => addDays(today, n);

function alertsOf(cookie: string) {
  return api(cookie).spaces[':spaceId'].alerts;
}

async function readAlerts(family: Family) {
  const response = await alertsOf(family.cookie).$get({
    param: { spaceId: family.spaceId },
  });
  expect(response.status).toBe(200);
  return await response.json();
}

async function conflicts(family: Family): Promise<ConflictAlert[]> {
  return (await readAlerts(family)).conflicts as ConflictAlert[];
}

/** « Conflits ignorés »: each ignored pair of the window, by its two keys. */
async function ignoredPairs(family: Family): Promise<string[][]> {
  return (await readAlerts(family)).ignored.map((c) => c.items.map((i) => i.key).sort());
}

function ignore(family: Family, occurrences: unknown, cookie = family.cookie) {
  return alertsOf(cookie).ignored.$post({
    param: { spaceId: family.spaceId },
    json: { occurrences } as { occurrences: [string, string] },
  });
}

function undo(family: Family, occurrences: [string, string]) {
  return alertsOf(family.cookie).ignored.$delete({
    param: { spaceId: family.spaceId },
    json: { occurrences },
  });
}

/** Léa at judo and at a birthday at once, and Camille at the dentist and at a meeting. */
async function twoClashes(family: Family) {
  const judo = await createTask(family, {
    name: 'Judo',
    type: 'sport',
    date: inDays(1),
    time: '17:00',
    endTime: '18:00',
    recurrence: 'weekly',
    enfants: ['Léa'],
  });
  const party = await createTask(family, {
    name: 'Anniversaire de Zoé',
    type: 'anniversaire',
    date: inDays(1),
    time: '17:30',
    endTime: '19:00',
    enfants: ['Léa'],
  });
  const dentist = await createTask(family, {
    name: 'Dentiste',
    type: 'sante',
    date: inDays(2),
    time: '09:00',
    endTime: '10:00',
    responsables: ['Camille'],
  });
  const meeting = await createTask(family, {
    name: 'Réunion',
    type: 'autres',
    date: inDays(2),
    time: '09:30',
    endTime: '10:30',
    responsables: ['Camille', 'Thomas'],
  });
  return { judo, party, dentist, meeting };
}

const childClash = (all: ConflictAlert[], family: Family) =>
  all.find((c) => c.adult.profileId === family.profiles.lea);

describe('POST /api/spaces/:spaceId/alerts/ignored', () => {
  it("leaves the pair out of the alerts, both ways round and again without harm, and tells the space's devices", async () => {
    const family = await createFamily();
    const { judo, party } = await twoClashes(family);
    const before = await conflicts(family);
    expect(before).toHaveLength(2);
    const clash = childClash(before, family) as ConflictAlert;
    expect(clash.adult).toMatchObject({ name: 'Léa', role: 'child' });
    expect(clash.items.map((i) => i.taskId).sort()).toEqual([judo.id, party.id].sort());
    const watcher = await openSocket(family.spaceId, family.cookie);

    const [a, b] = clash.items.map((i) => i.key) as [string, string];
    const first = await ignore(family, [a, b]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Conflit ignoré : il ne sera plus signalé' });
    await watcher.next((m) => m.type === 'tasks.changed');

    const after = await conflicts(family);
    expect(after).toHaveLength(1);
    expect(childClash(after, family)).toBeUndefined();
    // Listed apart, where it can be taken back.
    expect(await ignoredPairs(family)).toEqual([[a, b].sort()]);
    // Named the other way round, or twice: the same pair, still a success.
    expect((await ignore(family, [b, a])).status).toBe(200);
    expect((await ignore(family, [a, b])).status).toBe(200);
    expect(await conflicts(family)).toHaveLength(1);
  });

  it('« Ignorer pour toute la série » leaves out every week of the two series, and its undo brings them back', async () => {
    const family = await createFamily();
    const judo = await createTask(family, {
      name: 'Judo',
      type: 'sport',
      date: inDays(1),
      time: '17:00',
      endTime: '18:00',
      recurrence: 'weekly',
      enfants: ['Léa'],
    });
    const nanny = await createTask(family, {
      name: 'Fatou garde les enfants',
      type: 'nounou',
      date: inDays(1),
      time: '08:30',
      endTime: '18:30',
      recurrence: 'weekly',
      responsables: ['Camille'],
      enfants: ['Léa'],
    });
    const [clash] = await conflicts(family);
    expect(clash?.dates.length).toBeGreaterThanOrEqual(4);
    const keys = clash?.items.map((i) => i.key) as [string, string];
    const answer = await alertsOf(family.cookie).ignored.$post({
      param: { spaceId: family.spaceId },
      json: { occurrences: keys, series: true },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      message: 'Conflit ignoré pour toute la série : il ne sera plus signalé',
    });
    expect(await conflicts(family)).toEqual([]);
    const { ignored } = await readAlerts(family);
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toMatchObject({ series: true });
    const rows = await db
      .select()
      .from(ignoredConflicts)
      .where(eq(ignoredConflicts.spaceId, family.spaceId));
    expect(rows.map((row) => [row.firstOccurrence, row.secondOccurrence].sort())).toEqual([
      [`${judo.id}@*`, `${nanny.id}@*`].sort(),
    ]);
    const back = await alertsOf(family.cookie).ignored.$delete({
      param: { spaceId: family.spaceId },
      json: { occurrences: keys, series: true },
    });
    expect(back.status).toBe(200);
    expect((await conflicts(family))[0]?.dates).toEqual(clash?.dates);
  });

  it('« Annuler » (DELETE of the same pair) flags it again, only in its own space', async () => {
    const family = await createFamily();
    const other = await createFamily();
    await twoClashes(family);
    await twoClashes(other);
    const clash = childClash(await conflicts(family), family) as ConflictAlert;
    const [a, b] = clash.items.map((i) => i.key) as [string, string];
    expect((await ignore(family, [a, b])).status).toBe(200);
    expect(childClash(await conflicts(family), family)).toBeUndefined();
    // The other family's own pair, ignored there: an undo sent to this space leaves it ignored.
    const theirs = childClash(await conflicts(other), other) as ConflictAlert;
    const their = theirs.items.map((i) => i.key) as [string, string];
    expect((await ignore(other, their)).status).toBe(200);
    expect((await undo(family, their)).status).toBe(200);
    expect(childClash(await conflicts(other), other)).toBeUndefined();

    const watcher = await openSocket(family.spaceId, family.cookie);
    const undone = await undo(family, [b, a]);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toEqual({ message: 'Le conflit est de nouveau signalé' });
    await watcher.next((m) => m.type === 'tasks.changed');
    expect(await ignoredPairs(family)).toEqual([]);
    expect(
      childClash(await conflicts(family), family)
        ?.items.map((i) => i.key)
        .sort(),
    ).toEqual([a, b].sort());
  });

  it('shows the clash again once either occurrence is moved', async () => {
    const family = await createFamily();
    const { party } = await twoClashes(family);
    const clash = childClash(await conflicts(family), family) as ConflictAlert;
    const keys = clash.items.map((i) => i.key) as [string, string];
    expect((await ignore(family, keys)).status).toBe(200);
    expect(childClash(await conflicts(family), family)).toBeUndefined();
    expect(await ignoredPairs(family)).toHaveLength(1);

    // Still overlapping judo, a quarter of an hour later: another occurrence, flagged again.
    expect((await patch(family, party.id, { time: '17:45' })).status).toBe(200);
    const again = childClash(await conflicts(family), family);
    expect(again?.items.map((i) => i.name).sort()).toEqual(['Anniversaire de Zoé', 'Judo']);
    // The moved pair is no longer one the family accepted: nothing left to list.
    expect(await ignoredPairs(family)).toEqual([]);
  });

  it('is a French 404 for a pair the alerts do not name, or of another space, and writes nothing', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const { dentist, meeting } = await twoClashes(family);
    await twoClashes(other);
    const theirs = (await conflicts(other))[0] as ConflictAlert;
    const keys = theirs.items.map((i) => i.key);

    const foreign = await ignore(family, keys);
    await expectError(
      foreign,
      404,
      'not_found',
      "Ce conflit n'existe plus : la liste des alertes a changé",
    );
    const notClashing = await ignore(family, [
      `${dentist.id}@${inDays(2)}T09:00-10:00`,
      `${meeting.id}@${inDays(9)}T09:30-10:30`,
    ]);
    expect(notClashing.status).toBe(404);
    expect(await conflicts(other)).toHaveLength(2);
    expect(await conflicts(family)).toHaveLength(2);
  });

  it('refuses malformed pairs with a French 400', async () => {
    const family = await createFamily();
    const { dentist } = await twoClashes(family);
    const key = `${dentist.id}@${inDays(2)}T09:00-10:00`;
    await expectError(
      await ignore(family, [key]),
      400,
      'validation',
      'Choisissez les deux rendez-vous en conflit',
    );
    const junk = await ignore(family, [key, 'pas une occurrence']);
    expect(junk.status).toBe(400);
    expect(JSON.stringify(await junk.json())).toContain("Ce rendez-vous n'est pas reconnu");
    const same = await ignore(family, [key, `${dentist.id}@${inDays(9)}T09:00-10:00`]);
    expect(same.status).toBe(400);
    expect(JSON.stringify(await same.json())).toContain(
      'Les deux rendez-vous doivent être différents',
    );
    // « Annuler » reads the same pair, refused the same way.
    const undoJunk = await undo(family, [key, 'pas une occurrence'] as [string, string]);
    expect(undoJunk.status).toBe(400);
    expect(JSON.stringify(await undoJunk.json())).toContain("Ce rendez-vous n'est pas reconnu");
  });

  it('is in the export, and goes with either task and with the space', async () => {
    const family = await createFamily();
    const { judo, dentist, meeting } = await twoClashes(family);
    for (const clash of await conflicts(family)) {
      const keys = clash.items.map((i) => i.key) as [string, string];
      expect((await ignore(family, keys)).status).toBe(200);
    }
    const rows = () =>
      db.select().from(ignoredConflicts).where(eq(ignoredConflicts.spaceId, family.spaceId));
    expect(await rows()).toHaveLength(2);

    const exported = await (await api(family.cookie).export.$get()).json();
    const space = exported.spaces.find((s: { id: string }) => s.id === family.spaceId);
    if (!space) throw new Error('the space is not in the export');
    expect(space.ignoredConflicts).toHaveLength(2);
    expect(space.ignoredConflicts[0]).toEqual({
      firstOccurrence: expect.any(String),
      secondOccurrence: expect.any(String),
      createdAt: expect.any(String),
    });

    expect((await remove(family, judo.id, { scope: 'series' })).status).toBe(200);
    expect((await rows()).map((r) => [r.firstTaskId, r.secondTaskId].sort())).toEqual([
      [dentist.id, meeting.id].sort(),
    ]);
    await db.delete(familySpaces).where(eq(familySpaces.id, family.spaceId));
    expect(await rows()).toEqual([]);
  });
});
