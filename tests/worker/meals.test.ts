import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listItems } from '../../db/schema.ts';
import { LIST_MESSAGES } from '../../domain/lists.ts';
import {
  MEAL_MESSAGES,
  type MealSlot,
  type MealsToListInput,
  type MealWriteInput,
} from '../../domain/meals.ts';
import { db } from './auth-support.ts';
import { itemsOf, newList, type Where } from './list-support.ts';
import { openSocket } from './live-support.ts';
import { measured } from './meter-support.ts';
import { api, expectError, ORIGIN } from './support.ts';
import { createFamily, type Family } from './tasks-support.ts';

/** A Monday, and the Wednesday and Friday of its week. */
const MONDAY = '2030-01-07';
const WEDNESDAY = '2030-01-09';
const FRIDAY = '2030-01-11';

function mealsOf(family: Family) {
  return api(family.cookie).spaces[':spaceId'].meals;
}

function plan(family: Family, date: string, slot: string, json: MealWriteInput) {
  return mealsOf(family)[':date'][':slot'].$put({
    // A slot the API does not know is sent as is, to read its refusal.
    param: { spaceId: family.spaceId, date, slot: slot as MealSlot },
    json,
  });
}

async function week(family: Family, day: string) {
  const response = await mealsOf(family).$get({
    param: { spaceId: family.spaceId },
    query: { week: day },
  });
  expect(response.status).toBe(200);
  return response.json();
}

function toList(family: Family, json: MealsToListInput) {
  return mealsOf(family)['to-list'].$post({ param: { spaceId: family.spaceId }, json });
}

async function add(where: Where, text: string) {
  const response = await itemsOf(where).$post({
    param: { spaceId: where.spaceId, listId: where.listId },
    json: { text },
  });
  expect(response.status).toBe(201);
  return (await response.json()).item;
}

async function textsOf(listId: string) {
  const rows = await db
    .select({ text: listItems.text, completed: listItems.completed, section: listItems.section })
    .from(listItems)
    .where(eq(listItems.listId, listId))
    .orderBy(listItems.createdAt, sql`${listItems}.rowid`);
  return rows;
}

describe('the weekly menus', () => {
  it('plans, replaces and removes a meal, and reads a week from any of its days', async () => {
    const family = await createFamily();
    const first = await plan(family, WEDNESDAY, 'diner', {
      name: '  Gratin dauphinois ',
      ingredients: ['1 kg de pommes de terre', '', '  crème fraîche '],
    });
    expect(first.status).toBe(200);
    expect((await first.json()).meal).toMatchObject({
      date: WEDNESDAY,
      slot: 'diner',
      name: 'Gratin dauphinois',
      ingredients: ['1 kg de pommes de terre', 'crème fraîche'],
    });
    await plan(family, WEDNESDAY, 'dejeuner', { name: 'Salade niçoise' });
    const replaced = await plan(family, WEDNESDAY, 'diner', { name: 'Soupe', ingredients: [] });
    expect((await replaced.json()).meal.ingredients).toEqual([]);
    await plan(family, '2030-01-14', 'diner', { name: 'La semaine suivante' });

    const read = await week(family, FRIDAY);
    expect(read.week).toBe(MONDAY);
    expect(read.meals.map((meal) => [meal.date, meal.slot, meal.name])).toEqual([
      [WEDNESDAY, 'dejeuner', 'Salade niçoise'],
      [WEDNESDAY, 'diner', 'Soupe'],
    ]);

    const removed = await mealsOf(family)[':date'][':slot'].$delete({
      param: { spaceId: family.spaceId, date: WEDNESDAY, slot: 'diner' },
    });
    expect(removed.status).toBe(200);
    expect((await week(family, MONDAY)).meals.map((meal) => meal.slot)).toEqual(['dejeuner']);
    const again = await mealsOf(family)[':date'][':slot'].$delete({
      param: { spaceId: family.spaceId, date: WEDNESDAY, slot: 'diner' },
    });
    await expectError(again, 404, 'not_found', MEAL_MESSAGES.notFound);
  });

  it('answers bad input with French 400s, never a 500', async () => {
    const family = await createFamily();
    const noName = await plan(family, WEDNESDAY, 'diner', { name: '   ' });
    expect((await expectError(noName, 400, 'validation')).error.fields?.name).toBe(
      MEAL_MESSAGES.nameRequired,
    );
    const badSlot = await plan(family, WEDNESDAY, 'gouter', { name: 'Crêpes' });
    expect((await expectError(badSlot, 400, 'validation')).error.fields?.slot).toBe(
      MEAL_MESSAGES.slotInvalid,
    );
    const badDate = await plan(family, '2030-02-30', 'diner', { name: 'Crêpes' });
    expect((await expectError(badDate, 400, 'validation')).error.fields?.date).toBe(
      MEAL_MESSAGES.dateInvalid,
    );
    const tooMany = await plan(family, WEDNESDAY, 'diner', {
      name: 'Couscous',
      ingredients: Array.from({ length: 31 }, (_, index) => `épice ${index}`),
    });
    expect((await expectError(tooMany, 400, 'validation')).error.fields?.ingredients).toBe(
      MEAL_MESSAGES.tooManyIngredients,
    );
    const notText = await plan(family, WEDNESDAY, 'diner', {
      name: 'Couscous',
      ingredients: [3 as unknown as string],
    });
    await expectError(notText, 400, 'validation');
    const noWeek = await mealsOf(family).$get({
      param: { spaceId: family.spaceId },
      query: { week: 'demain' },
    });
    expect((await expectError(noWeek, 400, 'validation')).error.fields?.week).toBe(
      MEAL_MESSAGES.dateInvalid,
    );
    const neither = await toList(family, { listId: crypto.randomUUID() });
    expect((await expectError(neither, 400, 'validation')).error.fields?.week).toBe(
      MEAL_MESSAGES.weekOrMeal,
    );
  });

  it("keeps each space's meals to itself: another space reads nothing and a stranger is refused", async () => {
    const family = await createFamily();
    const other = await createFamily();
    await plan(family, WEDNESDAY, 'diner', { name: 'Raclette' });
    expect((await week(other, WEDNESDAY)).meals).toEqual([]);
    const stranger = await api(other.cookie).spaces[':spaceId'].meals[':date'][':slot'].$put({
      param: { spaceId: family.spaceId, date: WEDNESDAY, slot: 'diner' },
      json: { name: 'Pris' },
    });
    expect(stranger.status).toBe(403);
    expect((await week(family, WEDNESDAY)).meals[0]?.name).toBe('Raclette');
    // The account's export carries its space's meals, ingredients one per line.
    await plan(family, FRIDAY, 'dejeuner', { name: 'Croque', ingredients: ['2 x pain de mie'] });
    const exported = (await (await api(family.cookie).export.$get()).json()) as {
      spaces: { meals: unknown[] }[];
    };
    expect(exported.spaces[0]?.meals).toEqual([
      expect.objectContaining({
        date: WEDNESDAY,
        slot: 'diner',
        name: 'Raclette',
        ingredients: [],
      }),
      expect.objectContaining({ date: FRIDAY, slot: 'dejeuner', ingredients: ['2 x pain de mie'] }),
    ]);
    const otherList = await newList(other);
    const intoOthers = await toList(family, { listId: otherList.listId, week: WEDNESDAY });
    await expectError(intoOthers, 404, 'not_found', LIST_MESSAGES.notFound);
    expect(await textsOf(otherList.listId)).toEqual([]);
  });
});

describe('adding the meals’ ingredients to a list', () => {
  it('adds what is missing, merges counts with the items there and adds nothing twice', async () => {
    const family = await createFamily();
    const list = await newList(family);
    await add(list, 'tomates');
    await add(list, 'Sel');
    const bought = await add(list, 'Oignons');
    await itemsOf(list)[':itemId'].$patch({
      param: { spaceId: list.spaceId, listId: list.listId, itemId: bought.id },
      json: { completed: true },
    });
    await plan(family, WEDNESDAY, 'diner', {
      name: 'Ratatouille',
      ingredients: ['2 x tomates', 'oignon', 'sel', 'courgettes'],
    });
    await plan(family, FRIDAY, 'diner', {
      name: 'Pâtes à la tomate',
      ingredients: ['Tomates x3', 'Spaghetti', 'oignon'],
    });

    const response = await toList(family, { listId: list.listId, week: FRIDAY });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      added: 3,
      raised: 1,
      skipped: 1,
      message: '3 ingrédients ajoutés, 1 quantité mise à jour sur « Courses »',
    });
    const texts = await textsOf(list.listId);
    expect(texts.map((item) => [item.text, item.completed])).toEqual([
      ['5 × tomates', false],
      ['Sel', false],
      ['Oignons', true],
      ['oignon', false],
      ['courgettes', false],
      ['Spaghetti', false],
    ]);
    // Placed in their aisles as a typed add is.
    expect(texts.find((item) => item.text === 'courgettes')?.section).toBe('fruits-legumes');

    const again = await toList(family, { listId: list.listId, week: MONDAY });
    expect(await again.json()).toMatchObject({ added: 0, raised: 0, skipped: 5 });
    expect(await textsOf(list.listId)).toHaveLength(6);
  });

  it('adds one meal alone, and says when that meal is not planned', async () => {
    const family = await createFamily();
    const list = await newList(family);
    await plan(family, WEDNESDAY, 'dejeuner', { name: 'Omelette', ingredients: ['6 x œufs'] });
    await plan(family, WEDNESDAY, 'diner', {
      name: 'Quiche',
      ingredients: ['4 x œufs', 'lardons'],
    });
    const one = await toList(family, {
      listId: list.listId,
      meal: { date: WEDNESDAY, slot: 'dejeuner' },
    });
    expect(await one.json()).toMatchObject({ added: 1, raised: 0 });
    expect((await textsOf(list.listId)).map((item) => item.text)).toEqual(['6 × œufs']);
    // Then the week: the eggs of both meals, raised to ten.
    await toList(family, { listId: list.listId, week: WEDNESDAY });
    expect((await textsOf(list.listId)).map((item) => item.text)).toEqual(['10 × œufs', 'lardons']);

    const missing = await toList(family, {
      listId: list.listId,
      meal: { date: FRIDAY, slot: 'diner' },
    });
    await expectError(missing, 404, 'not_found', MEAL_MESSAGES.notFound);
  });
});

describe('what the menus cost the database', () => {
  const send = (family: Family, method: string, body?: unknown) => ({
    method,
    headers: {
      cookie: family.cookie,
      origin: ORIGIN,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

  it("a meal's save, its delete and the week's read: one round trip each; the merge: two", async () => {
    const family = await createFamily();
    const meals = `/api/spaces/${family.spaceId}/meals`;
    const save = await measured(
      `${meals}/${WEDNESDAY}/diner`,
      send(family, 'PUT', { name: 'Chili', ingredients: ['2 x oignons'] }),
    );
    expect(save.response.status).toBe(200);
    expect(save.meter.roundTrips).toBe(1);
    const read = await measured(`${meals}?week=${WEDNESDAY}`, send(family, 'GET'));
    expect(read.response.status).toBe(200);
    expect(read.meter.roundTrips).toBe(1);
    const list = await newList(family);
    const merge = await measured(
      `${meals}/to-list`,
      send(family, 'POST', { listId: list.listId, week: WEDNESDAY }),
    );
    expect(merge.response.status).toBe(200);
    // The list, its items and the meals with the guards; then the inserts and raises.
    expect(merge.meter.roundTrips).toBe(2);
    const removed = await measured(`${meals}/${WEDNESDAY}/diner`, send(family, 'DELETE'));
    expect(removed.response.status).toBe(200);
    expect(removed.meter.roundTrips).toBe(1);
  });
});

describe('what the other phones hear', () => {
  it('a meal saved tells meals.changed with its day; ingredients added tell the list to be read again', async () => {
    const family = await createFamily();
    const watcher = await openSocket(family.spaceId, family.cookie);
    await plan(family, WEDNESDAY, 'diner', { name: 'Tajine', ingredients: ['citrons confits'] });
    const planned = await watcher.next((event) => event.type === 'meals.changed');
    expect(planned.id).toBe(WEDNESDAY);
    const list = await newList(family);
    const response = await toList(family, { listId: list.listId, week: WEDNESDAY });
    expect(response.status).toBe(200);
    const told = await watcher.next((event) => event.type === 'list-items.changed');
    // The list's id without an item: web/src/features/lists/api/live-items.ts reads it again.
    expect(told).toMatchObject({ id: list.listId });
    expect(told.item).toBeUndefined();
    watcher.socket.close();
  });
});
