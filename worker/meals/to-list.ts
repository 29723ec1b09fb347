/**
 * « Ajouter les ingrédients à la liste »: the ingredients of a week's meals (or of one meal) merged
 * into a list of the space by the rule of domain/meal-ingredients.ts.
 *
 * Two round trips, as the merge cannot be computed before the list's items are read (their
 * quantities live in their texts, which SQL does not parse): the access check, the write limit, the
 * list of the space and the selected profile travel with the reads of the list, its items and the
 * meals; then one batch of the inserts and raises, each still guarded by the access (and the item
 * cap for an insert), a raise only if its item is as it was read.
 */
import type { Context } from 'hono';
import { LIST_MESSAGES, MAX_ITEMS_PER_LIST } from '#domain/lists.ts';
import { gatherNeeds, planMerge } from '#domain/meal-ingredients.ts';
import type { MealSlot } from '#domain/meals.ts';
import {
  addedToListText,
  ingredientsOf,
  MEAL_MESSAGES,
  type MealsToListResult,
} from '#domain/meals.ts';
import { classifyItem, sectionKey } from '#domain/sections.ts';
import { dueOf } from '#domain/todos.ts';
import { startOfWeek } from '#domain/zoned-time.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { allHold, batchByName, guardedRead, type Statement } from '../lib/guarded-write.ts';
import { itemCapGuard, listOfSpaceGuard, profileOfSpaceGuard } from '../lists/guards.ts';
import { insertItemWhereStatement, listQuery } from '../lists/queries.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { mealQuery, mergedItemsQuery, raiseItemStatement, weekMealsQuery } from './queries.ts';

export interface MealsToList {
  listId: string;
  week?: string | undefined;
  meal?: { date: string; slot: MealSlot } | undefined;
  profileId?: string | null | undefined;
}

export async function addMealsToList(
  c: Context<AppEnv>,
  input: MealsToList,
): Promise<MealsToListResult> {
  const { db } = c.var;
  const spaceId = urlSpaceId(c);
  const { listId, meal } = input;
  const profileId = input.profileId ?? null;
  const read = await guardedRead(
    c,
    {
      list: listQuery(db, spaceId, listId),
      items: mergedItemsQuery(db, spaceId, listId),
      meals: meal
        ? mealQuery(db, spaceId, meal.date, meal.slot)
        : weekMealsQuery(db, spaceId, startOfWeek(input.week ?? '')),
    },
    [
      taskWriteLimitGuard(c),
      listOfSpaceGuard(spaceId, listId),
      profileOfSpaceGuard(spaceId, profileId),
    ],
  );
  const [list] = read.list;
  if (!list) throw new ApiError('not_found', LIST_MESSAGES.notFound);
  if (meal && read.meals.length === 0) throw new ApiError('not_found', MEAL_MESSAGES.notFound);
  const lines = read.meals.flatMap((row) => ingredientsOf(row.ingredients));
  const plan = planMerge(gatherNeeds(lines), read.items);
  if (read.items.length + plan.add.length > MAX_ITEMS_PER_LIST) {
    throw new ApiError('conflict', LIST_MESSAGES.tooManyItems);
  }
  const written = await writePlan(c, { listId, profileId }, plan);
  return {
    ...written,
    skipped: plan.skipped,
    message: addedToListText(written, list.title),
  };
}

/** The plan's inserts and raises in one batch; how many of each were made. */
async function writePlan(
  c: Context<AppEnv>,
  target: { listId: string; profileId: string | null },
  plan: ReturnType<typeof planMerge>,
): Promise<{ added: number; raised: number }> {
  const { db, user, now, gate } = c.var;
  const spaceId = urlSpaceId(c);
  const { listId, profileId } = target;
  const access = allHold(gate.guards);
  const statements: Record<string, Statement> = {};
  plan.add.forEach((text, index) => {
    const id = crypto.randomUUID();
    statements[`add${index}`] = insertItemWhereStatement(
      db,
      {
        ...{ id, spaceId, listId, text, createdBy: user.id, createdByProfileId: profileId },
        ...{ createdAt: now.toISOString(), note: null },
        ...{ key: sectionKey(text), classified: classifyItem(text) },
        // A shopping item: no due day, no reminder.
        ...{ due: dueOf({}), remindAt: null },
      },
      allHold([...gate.guards, itemCapGuard(listId, id)]),
    );
  });
  plan.raise.forEach((raise, index) => {
    statements[`raise${index}`] = raiseItemStatement(db, listId, raise, access);
  });
  if (Object.keys(statements).length === 0) return { added: 0, raised: 0 };
  const done = await batchByName(db, statements);
  const count = (prefix: string) =>
    Object.entries(done).filter(
      ([name, rows]) => name.startsWith(prefix) && (rows as unknown[]).length > 0,
    ).length;
  return { added: count('add'), raised: count('raise') };
}
