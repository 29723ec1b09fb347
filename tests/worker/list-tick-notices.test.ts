/**
 * Grouped list-tick notices: a burst of ticks on one list by one person is one notice, « Julien a
 * coché 3 éléments de Courses », told by the cron once the list has been quiet for two minutes, to
 * every other member and never to the author; an untick within the burst takes its tick back.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, listTickNotices, notifications } from '../../db/schema.ts';
import { LIST_TICK_QUIET_MS } from '../../domain/notice-texts.ts';
import { runTick } from '../../worker/cron/tick.ts';
import { db } from './auth-support.ts';
import {
  addMember,
  createSpaceAs,
  forgetArrivals,
  type Person,
  signupPerson,
} from './space-support.ts';
import { api } from './support.ts';

/** Claire's « Famille Martin » with Julien and Mamie in it, and a list « Courses » of `items`. */
async function family(items: string[]) {
  const claire = await signupPerson('Claire', 'Martin');
  const julien = await signupPerson('Julien', 'Martin');
  const mamie = await signupPerson('Jeanne', 'Martin');
  const { id: spaceId } = await createSpaceAs(claire);
  await addMember(claire, spaceId, julien);
  await addMember(claire, spaceId, mamie);
  await forgetArrivals(spaceId);
  const lists = api(claire.cookie).spaces[':spaceId'].lists;
  const created = await lists.$post({
    param: { spaceId },
    json: { title: 'Courses', type: 'shopping' },
  });
  if (created.status !== 201) throw new Error(await created.text());
  const listId = (await created.json()).list.id;
  const ids: string[] = [];
  for (const text of items) {
    const added = await lists[':listId'].items.$post({
      param: { spaceId, listId },
      json: { text },
    });
    if (added.status !== 201) throw new Error(await added.text());
    ids.push((await added.json()).item.id);
  }
  return { claire, julien, mamie, spaceId, listId, ids };
}

async function setTicked(
  person: Person,
  where: { spaceId: string; listId: string },
  itemId: string,
  completed: boolean,
  profileId?: string,
) {
  const response = await api(person.cookie).spaces[':spaceId'].lists[':listId'].items[
    ':itemId'
  ].$patch({
    param: { ...where, itemId },
    json: { completed, ...(profileId ? { profileId } : {}) },
  });
  expect(response.status).toBe(200);
}

/** The titles of `person`'s list notices in the space, from the notifications API. */
async function noticesOf(person: Person, spaceId: string): Promise<string[]> {
  const response = await api(person.cookie).spaces[':spaceId'].notifications.$get({
    param: { spaceId },
    query: {},
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.notifications.filter((n) => n.type === 'ticked').map((n) => n.title);
}

/** A cron tick once the burst is `quietMs` old (the ticks ran at the real clock). */
function tickAfter(quietMs = LIST_TICK_QUIET_MS + 1_000) {
  return runTick(env, new Date(Date.now() + quietMs));
}

describe('grouped list-tick notices', () => {
  it('tell each other member one « Julien a coché 3 éléments de Courses », never Julien', async () => {
    const f = await family(['Lait', 'Pain', 'Œufs']);
    for (const id of f.ids) await setTicked(f.julien, f, id, true);

    const result = await tickAfter();
    expect(result.listTicks).toHaveLength(2);
    for (const member of [f.claire, f.mamie]) {
      expect(await noticesOf(member, f.spaceId)).toEqual(['Julien a coché 3 éléments de Courses']);
    }
    expect(await noticesOf(f.julien, f.spaceId)).toEqual([]);
    // Told: nothing stays pending, and the next tick tells nothing more.
    expect(await db.select().from(listTickNotices)).toEqual([]);
    expect((await tickAfter()).listTicks).toEqual([]);
  });

  it('wait while the burst goes on: nothing is told before the list is two minutes quiet', async () => {
    const f = await family(['Lait', 'Pain']);
    await setTicked(f.julien, f, f.ids[0] as string, true);
    expect((await tickAfter(LIST_TICK_QUIET_MS - 30_000)).listTicks).toEqual([]);
    expect(await noticesOf(f.claire, f.spaceId)).toEqual([]);
    await setTicked(f.julien, f, f.ids[1] as string, true);
    await tickAfter();
    expect(await noticesOf(f.claire, f.spaceId)).toEqual(['Julien a coché 2 éléments de Courses']);
  });

  it('name the profile selected on the device, and one item by its text', async () => {
    const f = await family(['Lait']);
    const [profile] = await db
      .select({ id: familyProfiles.id })
      .from(familyProfiles)
      .where(and(eq(familyProfiles.spaceId, f.spaceId), eq(familyProfiles.name, 'Léo')));
    await setTicked(f.julien, f, f.ids[0] as string, true, profile?.id);
    await tickAfter();
    expect(await noticesOf(f.claire, f.spaceId)).toEqual(['Léo a coché « Lait » dans Courses']);
  });

  it('drop a tick undone within the burst, and tell nothing when every tick is undone', async () => {
    const f = await family(['Lait', 'Pain', 'Œufs']);
    for (const id of f.ids) await setTicked(f.julien, f, id, true);
    await setTicked(f.julien, f, f.ids[2] as string, false);
    await tickAfter();
    expect(await noticesOf(f.claire, f.spaceId)).toEqual(['Julien a coché 2 éléments de Courses']);

    const g = await family(['Lait']);
    await setTicked(g.julien, g, g.ids[0] as string, true);
    await setTicked(g.claire, g, g.ids[0] as string, false);
    await tickAfter();
    expect(await noticesOf(g.claire, g.spaceId)).toEqual([]);
    expect(await noticesOf(g.mamie, g.spaceId)).toEqual([]);
  });

  it('are one per author: two people ticking the same list are told apart', async () => {
    const f = await family(['Lait', 'Pain', 'Œufs']);
    await setTicked(f.julien, f, f.ids[0] as string, true);
    await setTicked(f.julien, f, f.ids[1] as string, true);
    await setTicked(f.claire, f, f.ids[2] as string, true);
    // A tick sent again (a replay) adds nothing: the item keeps its first tick.
    await setTicked(f.julien, f, f.ids[0] as string, true);
    await tickAfter();
    expect((await noticesOf(f.mamie, f.spaceId)).sort()).toEqual([
      'Claire a coché « Œufs » dans Courses',
      'Julien a coché 2 éléments de Courses',
    ]);
    expect(await noticesOf(f.julien, f.spaceId)).toEqual(['Claire a coché « Œufs » dans Courses']);
    expect(await noticesOf(f.claire, f.spaceId)).toEqual(['Julien a coché 2 éléments de Courses']);
  });

  it('are written once when two cron ticks run at once', async () => {
    const f = await family(['Lait', 'Pain']);
    for (const id of f.ids) await setTicked(f.julien, f, id, true);
    const at = new Date(Date.now() + LIST_TICK_QUIET_MS + 1_000);
    const [first, second] = await Promise.all([runTick(env, at), runTick(env, at)]);
    expect(first.listTicks.length + second.listTicks.length).toBe(2);
    const stored = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.spaceId, f.spaceId), eq(notifications.type, 'ticked')));
    expect(stored.map((row) => row.userId).sort()).toEqual([f.claire.id, f.mamie.id].sort());
  });
});
