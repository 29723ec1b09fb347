import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyProfiles, listItems, lists, spaceMembers } from '../../db/schema.ts';
import type { ListItemCreateInput, ListItemUpdateInput } from '../../domain/lists.ts';
import { call, db, type Person, signupPerson } from './auth-support.ts';
import { itemsOf, newList, type Where } from './list-support.ts';
import { addMember, createSpaceAs } from './space-support.ts';
import { api, expectError } from './support.ts';
import { createFamily } from './tasks-support.ts';

function post(where: Where, json: ListItemCreateInput) {
  return itemsOf(where).$post({ param: { spaceId: where.spaceId, listId: where.listId }, json });
}

async function add(where: Where, json: ListItemCreateInput) {
  const response = await post(where, json);
  if (response.status !== 201) throw new Error(`add failed: ${await response.text()}`);
  return (await response.json()).item;
}

function patch(where: Where, itemId: string, json: ListItemUpdateInput) {
  return itemsOf(where)[':itemId'].$patch({
    param: { spaceId: where.spaceId, listId: where.listId, itemId },
    json,
  });
}

function remove(where: Where, itemId: string) {
  return itemsOf(where)[':itemId'].$delete({
    param: { spaceId: where.spaceId, listId: where.listId, itemId },
  });
}

async function stored(itemId: string) {
  return db.select().from(listItems).where(eq(listItems.id, itemId)).get();
}

async function itemsIn(listId: string) {
  return db.select().from(listItems).where(eq(listItems.listId, listId));
}

describe('POST /api/spaces/:spaceId/lists/:listId/items', () => {
  it('adds a trimmed, unticked item "ajouté par" the selected profile', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const response = await post(list, {
      text: '  Lait demi-écrémé ',
      profileId: family.profiles.lea,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      item: expect.objectContaining({
        listId: list.listId,
        text: 'Lait demi-écrémé',
        completed: false,
        createdBy: family.userId,
        createdByProfileId: family.profiles.lea,
        addedBy: 'Léa',
        completedBy: null,
        checkedBy: null,
        completedAt: null,
      }),
    });
  });

  it("without a profile, says the account's name in the space", async () => {
    const family = await createFamily();
    const item = await add(await newList(family), { text: 'Pain' });
    expect(item).toMatchObject({ createdByProfileId: null, addedBy: 'Camille Martin' });
  });

  it('accepts 500 characters and refuses empty or longer texts in French, saving nothing', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const list = await newList(family);
    expect((await post(list, { text: 'x'.repeat(500) })).status).toBe(201);
    const cases: [unknown, string, string][] = [
      [{ text: '   ' }, 'text', 'Le texte est requis'],
      [{}, 'text', 'Le texte est requis'],
      [{ text: ` ${'x'.repeat(501)} ` }, 'text', 'Le texte est trop long (max 500 caractères)'],
      [{ text: 'Pain', id: 'offline-1' }, 'id', 'Identifiant invalide'],
      [{ text: 'Pain', profileId: 'léa' }, 'profileId', 'Profil invalide'],
      [
        { text: 'Pain', profileId: other.profiles.lea },
        'profileId',
        "Ce profil n'existe pas ou n'appartient pas à cet espace",
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = await expectError(
        await call('POST', `/api/spaces/${list.spaceId}/lists/${list.listId}/items`, {
          cookie: family.cookie,
          body,
        }),
        400,
        'validation',
        message,
      );
      expect(error.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await itemsIn(list.listId)).map((item) => item.text.length)).toEqual([500]);
  });

  it('creates an item once when its client-generated id is sent again (offline replay)', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const id = crypto.randomUUID();
    const first = await post(list, { id, text: 'Pommes' });
    expect(first.status).toBe(201);
    const again = await post(list, { id, text: 'Pommes (rejoué)' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ item: { id, text: 'Pommes' } });
    expect((await itemsIn(list.listId)).map((item) => [item.id, item.text])).toEqual([
      [id, 'Pommes'],
    ]);
  });

  it("answers 409 for an id used by another space's item, telling and changing nothing", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const theirs = await add(await newList(other, 'SECRET'), { text: 'SECRET article' });
    const list = await newList(family);
    const response = await post(list, { id: theirs.id, text: 'Intrus' });
    const body = await expectError(response, 409, 'conflict', 'Cet identifiant est déjà utilisé');
    expect(JSON.stringify(body)).not.toContain('SECRET');
    expect(await itemsIn(list.listId)).toEqual([]);
    expect((await stored(theirs.id))?.text).toBe('SECRET article');
  });

  it('is 404 "Liste non trouvée" on another space\'s list', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const theirs = await newList(other);
    await expectError(
      await post({ ...theirs, cookie: family.cookie, spaceId: family.spaceId }, { text: 'Intrus' }),
      404,
      'not_found',
      'Liste non trouvée',
    );
    expect(await itemsIn(theirs.listId)).toEqual([]);
  });
});

describe('PATCH /api/spaces/:spaceId/lists/:listId/items/:itemId', () => {
  it('ticking records who and when, "coché par" the selected profile; unticking clears them', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const item = await add(list, { text: 'Lait' });

    const ticked = await patch(list, item.id, {
      completed: true,
      profileId: family.profiles.thomas,
    });
    expect(ticked.status).toBe(200);
    const body = await ticked.json();
    expect(body.item).toMatchObject({
      completed: true,
      completedBy: family.userId,
      completedByProfileId: family.profiles.thomas,
      checkedBy: 'Thomas',
      addedBy: 'Camille Martin',
    });
    expect(Number.isNaN(Date.parse(body.item.completedAt ?? ''))).toBe(false);

    const unticked = await patch(list, item.id, { completed: false });
    expect((await unticked.json()).item).toMatchObject({
      completed: false,
      completedBy: null,
      completedByProfileId: null,
      completedAt: null,
      checkedBy: null,
    });
    expect(await stored(item.id)).toMatchObject({
      completed: false,
      completedBy: null,
      completedByProfileId: null,
      completedAt: null,
    });
  });

  it('keeps the first tick when a tick is replayed', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const item = await add(list, { text: 'Lait' });
    await patch(list, item.id, { completed: true, profileId: family.profiles.thomas });
    const first = await stored(item.id);
    await db
      .update(listItems)
      .set({ completedAt: '2026-01-01T10:00:00.000Z' })
      .where(eq(listItems.id, item.id));
    await patch(list, item.id, { completed: true, profileId: family.profiles.lea });
    expect(await stored(item.id)).toMatchObject({
      completed: true,
      completedBy: first?.completedBy,
      completedByProfileId: family.profiles.thomas,
      completedAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it("says another member's name when they tick without a profile", async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const thomas: Person = await signupPerson('Thomas', 'Bernard');
    const space = await createSpaceAs(camille);
    await addMember(camille, space.id, thomas);
    const [list] = await db
      .insert(lists)
      .values({ spaceId: space.id, title: 'Courses' })
      .returning();
    const mine = { cookie: camille.cookie, spaceId: space.id, listId: list?.id ?? '' };
    const item = await add(mine, { text: 'Pain' });
    const response = await patch({ ...mine, cookie: thomas.cookie }, item.id, { completed: true });
    expect((await response.json()).item).toMatchObject({
      addedBy: 'Camille Martin',
      checkedBy: 'Thomas Bernard',
      completedBy: thomas.id,
    });
  });

  it('rewords an item, trimmed, without touching its tick', async () => {
    const family = await createFamily();
    const list = await newList(family);
    const item = await add(list, { text: 'Lait' });
    await patch(list, item.id, { completed: true });
    const response = await patch(list, item.id, { text: ' Lait entier ' });
    expect((await response.json()).item).toMatchObject({ text: 'Lait entier', completed: true });
  });

  it('a refused tick leaves the row as it was (the SPA rolls back on the refusal)', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const list = await newList(family);
    const otherList = await newList(family, 'Souhaits');
    const item = await add(list, { text: 'Lait' });
    const before = await stored(item.id);
    const url = `/api/spaces/${list.spaceId}/lists/${list.listId}/items/${item.id}`;

    await expectError(
      await call('PATCH', url, { cookie: family.cookie, body: { completed: 'oui' } }),
      400,
      'validation',
      'Valeur invalide pour « terminé »',
    );
    await expectError(
      await call('PATCH', url, { cookie: family.cookie, body: {} }),
      400,
      'validation',
      "Indiquez le texte, la note ou l'état de l'élément",
    );
    await expectError(
      await patch(list, item.id, { completed: true, text: 'x'.repeat(501) }),
      400,
      'validation',
      'Le texte est trop long (max 500 caractères)',
    );
    await expectError(
      await patch(list, item.id, { completed: true, profileId: other.profiles.lea }),
      400,
      'validation',
    );
    // The item addressed through another list of the space, or through another space.
    await expectError(
      await patch(otherList, item.id, { completed: true }),
      404,
      'not_found',
      'Élément non trouvé',
    );
    await expectError(
      await patch({ cookie: other.cookie, spaceId: other.spaceId, listId: list.listId }, item.id, {
        completed: true,
      }),
      404,
      'not_found',
      'Liste non trouvée',
    );
    expect(await stored(item.id)).toEqual(before);
  });
});

describe('DELETE /api/spaces/:spaceId/lists/:listId/items/:itemId', () => {
  it("deletes an item, then 404; never another space's", async () => {
    const family = await createFamily();
    const other = await createFamily();
    const list = await newList(family);
    const item = await add(list, { text: 'Lait' });
    const theirs = await add(await newList(other), { text: 'Gardé' });

    const response = await remove(list, item.id);
    expect(await response.json()).toEqual({ id: item.id });
    expect(await stored(item.id)).toBeUndefined();
    await expectError(await remove(list, item.id), 404, 'not_found', 'Élément non trouvé');
    await expectError(await remove(list, theirs.id), 404, 'not_found');
    expect((await stored(theirs.id))?.text).toBe('Gardé');
  });
});

describe('who added and ticked, once people are gone', () => {
  it("falls back to the account's name in the space when the profile is deleted", async () => {
    const family = await createFamily();
    const list = await newList(family);
    const item = await add(list, { text: 'Lait', profileId: family.profiles.lea });
    await patch(list, item.id, { completed: true, profileId: family.profiles.lea });

    await db.delete(familyProfiles).where(eq(familyProfiles.id, family.profiles.lea));
    expect(await stored(item.id)).toMatchObject({
      createdByProfileId: null,
      completedByProfileId: null,
      completed: true,
    });
    const response = await api(family.cookie).spaces[':spaceId'].lists[':listId'].$get({
      param: { spaceId: list.spaceId, listId: list.listId },
    });
    const [first] = (await response.json()).items;
    expect([first?.addedBy, first?.checkedBy]).toEqual(['Camille Martin', 'Camille Martin']);
  });

  it("says the account's own names once it has left the space", async () => {
    const camille = await signupPerson('Camille', 'Martin');
    const thomas = await signupPerson('Thomas', 'Bernard');
    const space = await createSpaceAs(camille);
    await addMember(camille, space.id, thomas);
    await db
      .update(spaceMembers)
      .set({ displayName: 'Papa' })
      .where(and(eq(spaceMembers.spaceId, space.id), eq(spaceMembers.userId, thomas.id)));
    const [list] = await db
      .insert(lists)
      .values({ spaceId: space.id, title: 'Courses' })
      .returning();
    const where = { cookie: thomas.cookie, spaceId: space.id, listId: list?.id ?? '' };
    expect((await add(where, { text: 'Pain' })).addedBy).toBe('Papa');

    const left = await api(thomas.cookie).spaces[':spaceId'].leave.$post({
      param: { spaceId: space.id },
    });
    expect(left.status).toBe(200);
    const response = await api(camille.cookie).spaces[':spaceId'].lists[':listId'].$get({
      param: { spaceId: space.id, listId: where.listId },
    });
    expect((await response.json()).items.map((item) => item.addedBy)).toEqual(['Thomas Bernard']);
  });
});
