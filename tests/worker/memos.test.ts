import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lists, memos, tasks } from '../../db/schema.ts';
import type { MemoCreateInput, MemoItem, MemoUpdateInput } from '../../domain/memos.ts';
import { addDays, zonedDate } from '../../domain/zoned-time.ts';
import { call, db } from './auth-support.ts';
import { api } from './support.ts';
import { createFamily, createTask, expectError, type Family } from './tasks-support.ts';

/** The family's typed memo routes. */
function memosOf(family: Family) {
  return api(family.cookie).spaces[':spaceId'].memos;
}

function memoParam(family: Family, memoId: string) {
  return { param: { spaceId: family.spaceId, memoId } };
}

function post(family: Family, body: MemoCreateInput) {
  return memosOf(family).$post({ param: { spaceId: family.spaceId }, json: body });
}

/** The same request with a body the typed client would refuse: for the validation tests. */
function postMalformed(family: Family, body: Record<string, unknown>) {
  return call('POST', `/api/spaces/${family.spaceId}/memos`, { cookie: family.cookie, body });
}

/** A memo on Camille's To Do List unless `profileId` says whose. */
async function add(
  family: Family,
  body: Omit<MemoCreateInput, 'profileId'> & { profileId?: string },
): Promise<MemoItem> {
  const response = await post(family, { profileId: family.profiles.camille, ...body });
  if (response.status !== 201) throw new Error(`add failed: ${await response.text()}`);
  return (await response.json()).memo;
}

function edit(family: Family, id: string, body: MemoUpdateInput) {
  return memosOf(family)[':memoId'].$patch({ ...memoParam(family, id), json: body });
}

function remove(family: Family, id: string) {
  return memosOf(family)[':memoId'].$delete(memoParam(family, id));
}

async function list(family: Family, query: { profileId?: string; listId?: string }) {
  const response = await memosOf(family).$get({ param: { spaceId: family.spaceId }, query });
  expect(response.status).toBe(200);
  return (await response.json()).memos;
}

async function stored(id: string) {
  return db.select().from(memos).where(eq(memos.id, id)).get();
}

async function setTimeZone(family: Family, timezone: string) {
  return api(family.cookie).spaces[':spaceId'].$patch({
    param: { spaceId: family.spaceId },
    json: { timezone },
  });
}

/** The family's today: the rule "not before today" is read in the space's zone. */
const parisToday = () => zonedDate(new Date(), 'Europe/Paris');

describe('POST /api/spaces/:spaceId/memos', () => {
  it('adds a memo to a profile\'s To Do List with "Mémo ajouté"', async () => {
    const family = await createFamily();
    const response = await post(family, {
      profileId: family.profiles.camille,
      text: '  Acheter le cadeau de Chloé ',
      date: '2030-01-15',
      time: '18:00',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      memo: {
        profileId: family.profiles.camille,
        userId: family.userId,
        spaceId: family.spaceId,
        text: 'Acheter le cadeau de Chloé',
        date: '2030-01-15',
        time: '18:00',
        listId: null,
        notifiedAt: null,
      },
      message: 'Mémo ajouté',
      description: 'Votre rappel a été enregistré avec succès.',
    });
  });

  it('computes due_at in UTC from the date and time read in Europe/Paris, winter, summer and the spring-forward day', async () => {
    const family = await createFamily();
    const winter = await add(family, { text: 'Hiver', date: '2030-01-15', time: '18:00' });
    const summer = await add(family, { text: 'Été', date: '2030-07-15', time: '18:00' });
    // 02:30 does not exist on 31 March 2030 in Paris: it is read as 03:30 CEST.
    const skipped = await add(family, { text: 'Heure sautée', date: '2030-03-31', time: '02:30' });
    expect(winter.dueAt).toBe('2030-01-15T17:00:00.000Z');
    expect(summer.dueAt).toBe('2030-07-15T16:00:00.000Z');
    expect(skipped.dueAt).toBe('2030-03-31T01:30:00.000Z');
    expect((await stored(winter.id))?.dueAt).toBe('2030-01-15T17:00:00.000Z');
  });

  it("reads the time in the space's own zone (America/New_York, across its DST change)", async () => {
    const family = await createFamily();
    expect((await setTimeZone(family, 'America/New_York')).status).toBe(200);
    const before = await add(family, { text: 'Avant', date: '2030-03-09', time: '18:00' });
    const after = await add(family, { text: 'Après', date: '2030-03-10', time: '18:00' });
    expect(before.dueAt).toBe('2030-03-09T23:00:00.000Z');
    expect(after.dueAt).toBe('2030-03-10T22:00:00.000Z');
  });

  it('gives no reminder to a date without a time, nor to a moment already past today', async () => {
    const family = await createFamily();
    const dateOnly = await add(family, { text: 'Jour seulement', date: '2030-01-15' });
    const nothing = await add(family, { text: 'Sans date', date: '', time: '' });
    // Today 00:00 in the space's zone has always passed: the reminder would be late, so none.
    const past = await add(family, { text: 'Trop tard', date: parisToday(), time: '00:00' });
    expect([dateOnly.dueAt, nothing.dueAt, past.dueAt]).toEqual([null, null, null]);
    expect([nothing.date, nothing.time]).toEqual([null, null]);
    expect(past.date).toBe(parisToday());
  });

  it('refuses bad input with French messages by field and saves nothing', async () => {
    const family = await createFamily();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: '   ' }, 'text', 'Le texte du mémo est requis'],
      [{ text: 'x'.repeat(501) }, 'text', 'Le mémo ne doit pas dépasser 500 caractères'],
      [
        { text: 'Hier', date: addDays(parisToday(), -1) },
        'date',
        "La date du rappel ne peut pas être antérieure à aujourd'hui",
      ],
      [{ text: 'Heure', time: '18:00' }, 'date', 'Veuillez sélectionner une date pour ce rappel'],
      [
        { text: 'Heure', date: '2030-01-15', time: '25:00' },
        'time',
        "L'heure doit être au format HH:mm",
      ],
      [{ text: 'Date', date: '2030-02-30' }, 'date', 'Date invalide (format attendu : AAAA-MM-JJ)'],
      [{ text: 'Profil', profileId: undefined }, 'profileId', 'Aucun profil sélectionné'],
      [{ text: 'Profil', profileId: 'camille' }, 'profileId', 'Profil invalide'],
      [
        { text: 'Profil', profileId: crypto.randomUUID() },
        'profileId',
        "Ce profil n'existe pas ou n'appartient pas à cet espace",
      ],
      [{ text: 'Liste', listId: crypto.randomUUID() }, 'listId', 'Liste non trouvée'],
    ];
    for (const [body, field, message] of cases) {
      const error = await expectError(
        await postMalformed(family, { profileId: family.profiles.camille, ...body }),
        400,
        'validation',
        message,
      );
      expect(error.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const rows = await db.select().from(memos).where(eq(memos.spaceId, family.spaceId));
    expect(rows).toEqual([]);
  });

  it('refuses a profile or a list of another space as if they did not exist', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const [otherList] = await db
      .insert(lists)
      .values({ spaceId: other.spaceId, title: 'Courses' })
      .returning();
    await expectError(
      await post(family, { profileId: other.profiles.camille, text: 'x' }),
      400,
      'validation',
      "Ce profil n'existe pas ou n'appartient pas à cet espace",
    );
    await expectError(
      await post(family, { profileId: family.profiles.camille, text: 'x', listId: otherList?.id }),
      400,
      'validation',
      'Liste non trouvée',
    );
  });
});

describe('GET /api/spaces/:spaceId/memos', () => {
  it("lists a profile's memos oldest first, and a list's reminders by ?listId=", async () => {
    const family = await createFamily();
    const [courses] = await db
      .insert(lists)
      .values({ spaceId: family.spaceId, title: 'Courses', type: 'shopping' })
      .returning();
    if (!courses) throw new Error('no list');
    await add(family, { text: 'Premier' });
    await add(family, { text: 'Passer au marché', listId: courses.id, date: '2030-01-15' });
    await add(family, { text: 'De Thomas', profileId: family.profiles.thomas });
    await add(family, {
      text: 'Lait',
      profileId: family.profiles.thomas,
      listId: courses.id,
    });

    const camille = await list(family, { profileId: family.profiles.camille });
    expect(camille.map((memo) => [memo.text, memo.listTitle])).toEqual([
      ['Premier', null],
      ['Passer au marché', 'Courses'],
    ]);
    const reminders = await list(family, { listId: courses.id });
    expect(reminders.map((memo) => memo.text)).toEqual(['Passer au marché', 'Lait']);
    const both = await list(family, { listId: courses.id, profileId: family.profiles.thomas });
    expect(both.map((memo) => memo.text)).toEqual(['Lait']);
  });

  it('asks for a profile ("Aucun profil sélectionné") and ignores other spaces\' memos', async () => {
    const family = await createFamily();
    const other = await createFamily();
    await add(other, { text: 'SECRET' });
    await expectError(
      await memosOf(family).$get({ param: { spaceId: family.spaceId }, query: {} }),
      400,
      'validation',
      'Aucun profil sélectionné',
    );
    // Another space's profile id through this space: nothing.
    expect(await list(family, { profileId: other.profiles.camille })).toEqual([]);
  });
});

describe('PATCH /api/spaces/:spaceId/memos/:memoId', () => {
  it('changes only the fields sent, with "Mémo modifié"', async () => {
    const family = await createFamily();
    const memo = await add(family, { text: 'Avant', date: '2030-01-15', time: '18:00' });
    const response = await edit(family, memo.id, { text: ' Après ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      memo: { text: 'Après', date: '2030-01-15', time: '18:00', dueAt: '2030-01-15T17:00:00.000Z' },
      message: 'Mémo modifié',
      description: 'Votre rappel a été mis à jour.',
    });
  });

  it('moves the reminder and clears notified_at when the date or time changes, not otherwise', async () => {
    const family = await createFamily();
    const memo = await add(family, { text: 'Rappel', date: '2030-01-15', time: '18:00' });
    const sent = '2030-01-15T17:00:05.000Z';
    await db.update(memos).set({ notifiedAt: sent }).where(eq(memos.id, memo.id));

    // The edit form sends date and time whole: unchanged, the sent reminder stays sent.
    await edit(family, memo.id, { text: 'Rappel !', date: '2030-01-15', time: '18:00' });
    expect((await stored(memo.id))?.notifiedAt).toBe(sent);

    const moved = await edit(family, memo.id, { time: '19:30' });
    expect(moved.status).toBe(200);
    expect(await stored(memo.id)).toMatchObject({
      time: '19:30',
      dueAt: '2030-01-15T18:30:00.000Z',
      notifiedAt: null,
    });

    await edit(family, memo.id, { time: null });
    expect(await stored(memo.id)).toMatchObject({ time: null, dueAt: null });
  });

  it('keeps a passed date when rewording, but refuses moving to a passed date', async () => {
    const family = await createFamily();
    const memo = await add(family, { text: 'Ancien' });
    const yesterday = addDays(parisToday(), -1);
    await db.update(memos).set({ date: yesterday }).where(eq(memos.id, memo.id));
    expect((await edit(family, memo.id, { text: 'Reformulé', date: yesterday })).status).toBe(200);
    const other = await add(family, { text: 'Futur', date: '2030-01-15' });
    await expectError(
      await edit(family, other.id, { date: yesterday }),
      400,
      'validation',
      "La date du rappel ne peut pas être antérieure à aujourd'hui",
    );
    expect((await stored(other.id))?.date).toBe('2030-01-15');
  });

  it("answers 404 for another space's memo and for a malformed id, changing nothing", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const theirs = await add(other, { text: 'SECRET' });
    const response = await edit(family, theirs.id, { text: 'Piraté' });
    const body = await expectError(response, 404, 'not_found', 'Mémo introuvable');
    expect(JSON.stringify(body)).not.toContain('SECRET');
    expect((await stored(theirs.id))?.text).toBe('SECRET');
    await expectError(await edit(family, 'abc', { text: 'x' }), 404, 'not_found');
  });
});

describe('DELETE /api/spaces/:spaceId/memos/:memoId', () => {
  it('deletes with "Mémo supprimé", then 404; never another space\'s memo', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const memo = await add(family, { text: 'À supprimer' });
    const theirs = await add(other, { text: 'Gardé' });
    const response = await remove(family, memo.id);
    expect(await response.json()).toEqual({
      id: memo.id,
      message: 'Mémo supprimé',
      description: 'Le rappel a été supprimé.',
    });
    expect(await stored(memo.id)).toBeUndefined();
    await expectError(await remove(family, memo.id), 404, 'not_found');
    await expectError(await remove(family, theirs.id), 404, 'not_found');
    expect(await stored(theirs.id)).toBeDefined();
  });
});

describe("changing the space's time zone", () => {
  it('moves every pending memo reminder and task reminder, and leaves sent ones alone', async () => {
    const family = await createFamily();
    const pending = await add(family, { text: 'À venir', date: '2030-01-15', time: '18:00' });
    const sent = await add(family, { text: 'Envoyé', date: '2030-01-14', time: '18:00' });
    await db
      .update(memos)
      .set({ notifiedAt: '2030-01-14T17:00:00.000Z' })
      .where(eq(memos.id, sent.id));
    const dateOnly = await add(family, { text: 'Jour', date: '2030-01-16' });
    const task = await createTask(family, {
      name: 'Pédiatre',
      type: 'sante',
      date: '2030-01-15',
      time: '17:15',
      hasNotification: true,
      notificationTime: 60,
    });
    const taskRow = () => db.select().from(tasks).where(eq(tasks.id, task.id)).get();
    expect((await taskRow())?.nextReminderAt).toBe('2030-01-15T15:15:00.000Z');

    const response = await setTimeZone(family, 'America/Montreal');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      changed: true,
      message: 'Fuseau horaire modifié',
      space: { timezone: 'America/Montreal' },
    });

    expect((await stored(pending.id))?.dueAt).toBe('2030-01-15T23:00:00.000Z');
    expect(await stored(sent.id)).toMatchObject({
      dueAt: '2030-01-14T17:00:00.000Z',
      notifiedAt: '2030-01-14T17:00:00.000Z',
    });
    expect((await stored(dateOnly.id))?.dueAt).toBeNull();
    expect(await taskRow()).toMatchObject({
      nextReminderAt: '2030-01-15T21:15:00.000Z',
      updatedAt: task.updatedAt,
    });
    // The memo reads the same on the family's clock.
    expect((await stored(pending.id))?.time).toBe('18:00');
  });

  it('refuses an unknown zone with "Fuseau horaire inconnu" and moves nothing', async () => {
    const family = await createFamily();
    const memo = await add(family, { text: 'À venir', date: '2030-01-15', time: '18:00' });
    await expectError(
      await setTimeZone(family, 'Europe/Atlantide'),
      400,
      'validation',
      'Fuseau horaire inconnu',
    );
    expect((await stored(memo.id))?.dueAt).toBe('2030-01-15T17:00:00.000Z');
  });
});
