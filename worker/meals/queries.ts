/**
 * « Menus de la semaine » (docs/decisions/084-weekly-menus.md): statements for a route's batch, each
 * scoped to the space, the writes inserted or changed only where the route's guards hold.
 */
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { ingredientsOf, type MealSlot, type MealView } from '#domain/meals.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familySpaces, listItems, lists, type Meal, meals } from '../../db/schema.ts';

/** The meals of the seven days from `monday`, by day then lunch before dinner, as a statement. */
export function weekMealsQuery(db: Db, spaceId: string, monday: IsoDate) {
  return db
    .select()
    .from(meals)
    .where(
      and(eq(meals.spaceId, spaceId), gte(meals.date, monday), lte(meals.date, addDays(monday, 6))),
    )
    .orderBy(asc(meals.date), asc(meals.slot));
}

/** One meal of the space (at most one row), as a statement. */
export function mealQuery(db: Db, spaceId: string, date: IsoDate, slot: MealSlot) {
  return db
    .select()
    .from(meals)
    .where(and(eq(meals.spaceId, spaceId), eq(meals.date, date), eq(meals.slot, slot)))
    .limit(1);
}

export function toMealView(row: Meal): MealView {
  return {
    date: row.date,
    slot: row.slot,
    name: row.name,
    ingredients: ingredientsOf(row.ingredients),
    updatedAt: row.updatedAt,
  };
}

/**
 * Plans the meal of a day's slot, replacing the one there, only where `condition` holds (the route's
 * guards): one statement, so that the guards and the write are one round trip.
 */
export function upsertMealStatement(
  db: Db,
  row: {
    spaceId: string;
    date: IsoDate;
    slot: MealSlot;
    name: string;
    ingredients: readonly string[];
    userId: string;
    now: Date;
  },
  condition: SQL,
) {
  const ingredients = row.ingredients.join('\n');
  const updatedAt = row.now.toISOString();
  return db
    .insert(meals)
    .select(
      db
        // Every column of the table, in its order (drizzle's rule for an insert from a select).
        .select({
          spaceId: familySpaces.id,
          date: sql<string>`${row.date}`.as('date'),
          slot: sql<MealSlot>`${row.slot}`.as('slot'),
          name: sql<string>`${row.name}`.as('name'),
          ingredients: sql<string>`${ingredients}`.as('ingredients'),
          updatedBy: sql<string>`${row.userId}`.as('updated_by'),
          updatedAt: sql<string>`${updatedAt}`.as('updated_at'),
        })
        .from(familySpaces)
        .where(and(eq(familySpaces.id, row.spaceId), condition)),
    )
    .onConflictDoUpdate({
      target: [meals.spaceId, meals.date, meals.slot],
      set: { name: row.name, ingredients, updatedBy: row.userId, updatedAt },
    })
    .returning();
}

export function deleteMealStatement(
  db: Db,
  spaceId: string,
  key: { date: IsoDate; slot: MealSlot },
  condition: SQL,
) {
  return db
    .delete(meals)
    .where(
      and(
        eq(meals.spaceId, spaceId),
        eq(meals.date, key.date),
        eq(meals.slot, key.slot),
        condition,
      ),
    )
    .returning({ date: meals.date });
}

/** The list's items as the merge reads them (domain/meal-ingredients.ts), oldest first. */
export function mergedItemsQuery(db: Db, spaceId: string, listId: string) {
  return db
    .select({ id: listItems.id, text: listItems.text, completed: listItems.completed })
    .from(listItems)
    .innerJoin(lists, and(eq(lists.id, listItems.listId), eq(lists.spaceId, spaceId)))
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.createdAt), sql`${listItems}.rowid`);
}

/**
 * Raises an unticked item's count (its new text), only if it still reads `from` and is unticked
 * where `condition` holds: a phone that changed or ticked it meanwhile wins.
 */
export function raiseItemStatement(
  db: Db,
  listId: string,
  raise: { id: string; from: string; text: string },
  condition: SQL,
) {
  return db
    .update(listItems)
    .set({ text: raise.text })
    .where(
      and(
        eq(listItems.id, raise.id),
        eq(listItems.listId, listId),
        eq(listItems.text, raise.from),
        eq(listItems.completed, false),
        condition,
      ),
    )
    .returning({ id: listItems.id });
}
