/**
 * « Menus de la semaine » (docs/decisions/084-weekly-menus.md), mounted at
 * `/api/spaces/:spaceId/meals` behind the membership gate:
 * - `GET /?week=` the meals of the week of that day;
 * - `PUT /:date/:slot` plans (or replaces) a meal, `DELETE /:date/:slot` removes it: one round trip
 *   each (worker/lib/guarded-write.ts);
 * - `POST /to-list` « Ajouter les ingrédients à la liste » (worker/meals/to-list.ts).
 */
import {
  MEAL_MESSAGES,
  MEAL_TOASTS,
  mealKeySchema,
  mealsToListSchema,
  mealWeekQuerySchema,
  mealWriteSchema,
} from '#domain/meals.ts';
import { startOfWeek } from '#domain/zoned-time.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead, guardedWrite } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import {
  deleteMealStatement,
  toMealView,
  upsertMealStatement,
  weekMealsQuery,
} from '../meals/queries.ts';
import { addMealsToList } from '../meals/to-list.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { taskWriteLimitGuard } from '../middleware/task-write-limit.ts';
import { changesInBatch } from '../realtime/announce.ts';

function mealNotFound(): ApiError {
  return new ApiError('not_found', MEAL_MESSAGES.notFound);
}

export const meals = createRouter()
  /** The seven days from the Monday of `week`, lunch before dinner. */
  .get('/', validate('query', mealWeekQuerySchema), async (c) => {
    const week = startOfWeek(c.req.valid('query').week);
    const read = await guardedRead(c, { meals: weekMealsQuery(c.var.db, urlSpaceId(c), week) });
    return c.json({ week, meals: read.meals.map(toMealView) });
  })

  /**
   * The ingredients of the week's meals (or of one meal) into a list of the space; the list's other
   * devices read it again (a `list-items.changed` event naming it, without an item).
   */
  .post(
    '/to-list',
    changesInBatch('list-items'),
    validate('json', mealsToListSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await addMealsToList(c, input);
      c.set('changed', { area: 'list-items', rowId: input.listId });
      return c.json(result);
    },
  )

  /** 200 with the meal as stored; planning a planned slot again replaces it. */
  .put(
    '/:date/:slot',
    changesInBatch('meals', 'date'),
    validate('param', mealKeySchema),
    validate('json', mealWriteSchema),
    async (c) => {
      const { date, slot } = c.req.valid('param');
      const { name, ingredients } = c.req.valid('json');
      const { db, user, now } = c.var;
      const spaceId = urlSpaceId(c);
      const { written } = await guardedWrite(c, {
        guards: [taskWriteLimitGuard(c)],
        write: (holds) =>
          upsertMealStatement(
            db,
            { spaceId, date, slot, name, ingredients, userId: user.id, now },
            holds,
          ),
      });
      const [stored] = written;
      if (!stored) throw mealNotFound();
      return c.json({ meal: toMealView(stored), message: MEAL_TOASTS.saved });
    },
  )

  .delete(
    '/:date/:slot',
    changesInBatch('meals', 'date'),
    validate('param', mealKeySchema),
    async (c) => {
      const key = c.req.valid('param');
      const { written } = await guardedWrite(c, {
        guards: [taskWriteLimitGuard(c)],
        write: (holds) => deleteMealStatement(c.var.db, urlSpaceId(c), key, holds),
      });
      if (written.length === 0) throw mealNotFound();
      return c.json({ ...key, message: MEAL_TOASTS.deleted });
    },
  );
