import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItems, lists, memos } from '../../db/schema.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../db/seed.ts';
import type { ListCreateInput } from '../../domain/lists.ts';
import { getPasswordHasher } from '../../worker/auth/argon2.ts';
import { call, db, login, signupPerson } from './auth-support.ts';
import { createSpaceAs } from './space-support.ts';
import { api, expectError } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

function listsOf(family: Family) {
  return api(family.cookie).spaces[':spaceId'].lists;
}

function listParam(family: Family, listId: string) {
  return { param: { spaceId: family.spaceId, listId } };
}

async function createList(family: Family, json: ListCreateInput) {
  const response = await listsOf(family).$post({ param: { spaceId: family.spaceId }, json });
  if (response.status !== 201) throw new Error(`create failed: ${await response.text()}`);
  return (await response.json()).list;
}

/** Items written straight into D1: these tests are about lists, list-items.test.ts about items. */
async function fill(listId: string, items: { text: string; completed?: boolean }[]) {
  const at = Date.now();
  await db.insert(listItems).values(
    items.map((item, index) => ({
      listId,
      text: item.text,
      completed: item.completed ?? false,
      createdAt: new Date(at + index).toISOString(),
    })),
  );
}

async function storedLists(spaceId: string) {
  return db.select().from(lists).where(eq(lists.spaceId, spaceId));
}

describe('POST /api/spaces/:spaceId/lists', () => {
  it('creates a list, trimmed, with "Liste créée" and 0/0 done', async () => {
    const family = await createFamily();
    const response = await listsOf(family).$post({
      param: { spaceId: family.spaceId },
      json: { title: '  Courses du samedi ', type: 'shopping' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      list: {
        spaceId: family.spaceId,
        spaceName: 'Famille Martin',
        title: 'Courses du samedi',
        type: 'shopping',
        createdBy: family.userId,
        itemCount: 0,
        completedCount: 0,
      },
      message: 'Liste créée',
    });
  });

  it('takes the tasks icon when none is chosen', async () => {
    const family = await createFamily();
    expect((await createList(family, { title: 'À faire' })).type).toBe('tasks');
  });

  it('refuses an empty or too long name and an unknown icon in French, saving nothing', async () => {
    const family = await createFamily();
    const cases: [unknown, string, string][] = [
      [{ title: '   ' }, 'title', 'Le nom de la liste est requis'],
      [{}, 'title', 'Le nom de la liste est requis'],
      [
        { title: 'x'.repeat(101) },
        'title',
        'Le nom de la liste ne doit pas dépasser 100 caractères',
      ],
      [{ title: 'Cadeaux', type: 'cadeaux' }, 'type', 'Veuillez choisir une icône'],
    ];
    for (const [body, field, message] of cases) {
      const error = await expectError(
        await call('POST', `/api/spaces/${family.spaceId}/lists`, { cookie: family.cookie, body }),
        400,
        'validation',
        message,
      );
      expect(error.error.fields?.[field]).toBe(message);
    }
    expect(await storedLists(family.spaceId)).toEqual([]);
  });
});

describe('GET /api/spaces/:spaceId/lists', () => {
  it("lists the space's lists newest first with their done/total counts", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const courses = await createList(family, { title: 'Courses', type: 'shopping' });
    await createList(family, { title: 'Souhaits', type: 'wishlist' });
    await createList(other, { title: 'SECRET' });
    await fill(courses.id, [{ text: 'Lait', completed: true }, { text: 'Pain' }, { text: 'Œufs' }]);

    const response = await listsOf(family).$get({ param: { spaceId: family.spaceId } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.lists.map((l) => [l.title, l.completedCount, l.itemCount])).toEqual([
      ['Souhaits', 0, 0],
      ['Courses', 1, 3],
    ]);
  });
});

describe('GET /api/lists', () => {
  it('gathers the lists of every space of the user, newest first, and of no other space', async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const stranger = await signupPerson('Hugo', 'Bernard');
    const martin = await createSpaceAs(camille, 'Famille Martin');
    const vacances = await createSpaceAs(camille, 'Maison de vacances');
    const theirs = await createSpaceAs(stranger, 'Famille Bernard');
    const post = (cookie: string, spaceId: string, title: string) =>
      api(cookie).spaces[':spaceId'].lists.$post({ param: { spaceId }, json: { title } });

    await post(camille.cookie, martin.id, 'Courses');
    await post(stranger.cookie, theirs.id, 'SECRET');
    await post(camille.cookie, vacances.id, 'Valise');
    const [valise] = await db.select().from(lists).where(eq(lists.title, 'Valise'));
    await fill(valise?.id ?? '', [{ text: 'Maillots', completed: true }, { text: 'Crème' }]);

    const response = await api(camille.cookie).lists.$get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(
      body.lists.map((l) => [l.title, l.spaceName, `${l.completedCount}/${l.itemCount}`]),
    ).toEqual([
      ['Valise', 'Maison de vacances', '1/2'],
      ['Courses', 'Famille Martin', '0/0'],
    ]);
    expect(JSON.stringify(body)).not.toContain('SECRET');
  });

  it('is empty for a user without a space and 401 without a session', async () => {
    const alone = await signupPerson('Léo', 'Seul');
    const response = await api(alone.cookie).lists.$get();
    expect(await response.json()).toEqual({ lists: [] });
    await expectError(await api().lists.$get(), 401, 'unauthenticated');
  });
});

describe('GET /api/spaces/:spaceId/lists/:listId', () => {
  it('answers the list, its items oldest first and the reminders about it', async () => {
    const family = await createFamily();
    const list = await createList(family, { title: 'Courses', type: 'shopping' });
    await fill(list.id, [{ text: 'Lait', completed: true }, { text: 'Pain' }]);
    await db.insert(memos).values({
      spaceId: family.spaceId,
      profileId: family.profiles.camille,
      userId: family.userId,
      listId: list.id,
      text: 'Passer au marché',
    });

    const response = await listsOf(family)[':listId'].$get(listParam(family, list.id));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.list).toMatchObject({ title: 'Courses', itemCount: 2, completedCount: 1 });
    expect(body.items.map((item) => [item.text, item.completed])).toEqual([
      ['Lait', true],
      ['Pain', false],
    ]);
    expect(body.reminders.map((memo) => [memo.text, memo.listTitle])).toEqual([
      ['Passer au marché', 'Courses'],
    ]);
  });

  it('is "Liste non trouvée" (404) for another space\'s list or a malformed id', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const theirs = await createList(other, { title: 'SECRET' });
    const body = await expectError(
      await listsOf(family)[':listId'].$get(listParam(family, theirs.id)),
      404,
      'not_found',
      'Liste non trouvée',
    );
    expect(JSON.stringify(body)).not.toContain('SECRET');
    await expectError(
      await listsOf(family)[':listId'].$get(listParam(family, 'courses')),
      404,
      'not_found',
      'Liste non trouvée',
    );
  });
});

describe('PATCH and DELETE /api/spaces/:spaceId/lists/:listId', () => {
  it('renames a list and changes its icon', async () => {
    const family = await createFamily();
    const list = await createList(family, { title: 'Courses' });
    const response = await listsOf(family)[':listId'].$patch({
      ...listParam(family, list.id),
      json: { title: ' Courses du marché ', type: 'shopping' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      list: { title: 'Courses du marché', type: 'shopping' },
      message: 'Liste modifiée',
    });
    await expectError(
      await listsOf(family)[':listId'].$patch({
        ...listParam(family, list.id),
        json: { title: '' },
      }),
      400,
      'validation',
      'Le nom de la liste est requis',
    );
    expect((await storedLists(family.spaceId))[0]?.title).toBe('Courses du marché');
  });

  it('deletes a list with its items and its reminders', async () => {
    const family = await createFamily();
    const list = await createList(family, { title: 'Courses' });
    await fill(list.id, [{ text: 'Lait' }]);
    await db.insert(memos).values({
      spaceId: family.spaceId,
      profileId: family.profiles.camille,
      listId: list.id,
      text: 'Passer au marché',
    });
    const response = await listsOf(family)[':listId'].$delete(listParam(family, list.id));
    expect(await response.json()).toEqual({ id: list.id, message: 'Liste supprimée' });
    expect(await storedLists(family.spaceId)).toEqual([]);
    expect(await db.select().from(listItems).where(eq(listItems.listId, list.id))).toEqual([]);
    expect(await db.select().from(memos).where(eq(memos.listId, list.id))).toEqual([]);
  });

  it("neither renames nor deletes another space's list", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const theirs = await createList(other, { title: 'Gardée' });
    await expectError(
      await listsOf(family)[':listId'].$patch({
        ...listParam(family, theirs.id),
        json: { title: 'Volée' },
      }),
      404,
      'not_found',
      'Liste non trouvée',
    );
    await expectError(
      await listsOf(family)[':listId'].$delete(listParam(family, theirs.id)),
      404,
      'not_found',
    );
    expect((await storedLists(other.spaceId)).map((l) => l.title)).toEqual(['Gardée']);
  });
});

describe('the demo family', () => {
  it('has a shopping list that says who added and who ticked each item', async () => {
    await seedDemo(db, getPasswordHasher());
    const { cookie } = await login(DEMO_EMAIL, DEMO_PASSWORD);
    const all = await (await api(cookie).lists.$get()).json();
    const courses = all.lists.find((list) => list.title === 'Courses');
    if (!courses) throw new Error('no demo list');
    const response = await api(cookie).spaces[':spaceId'].lists[':listId'].$get({
      param: { spaceId: courses.spaceId, listId: courses.id },
    });
    const { items } = await response.json();
    expect(items.map((item) => [item.text, item.addedBy, item.checkedBy])).toEqual([
      ['Lait demi-écrémé', 'Camille', 'Thomas'],
      ['Pain de campagne', 'Thomas', null],
      ['Pommes', 'Léa', null],
      ['Yaourts nature', 'Camille', null],
      ['Fromage râpé', 'Hugo', null],
    ]);
  });
});
