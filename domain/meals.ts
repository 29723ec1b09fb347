/**
 * « Menus de la semaine » (docs/product.md#menus): a family space's lunch and dinner of each day, a
 * short name and, if the family wants, the meal's ingredients (one per line, a quantity written as
 * a list item's: domain/quantities.ts). Rules, French texts and the shapes the API answers, shared by
 * the Worker and the SPA.
 */
import { isUuid } from './ids.ts';
import { LIST_MESSAGES } from './lists.ts';
import { MEAL_SLOTS, type MealSlot } from './meal-slots.ts';
import { isCalendarDate } from './recurrence.ts';
import { safeText, trimText, z } from './validation.ts';
import { addDays, type IsoDate, startOfWeek } from './zoned-time.ts';

export { MEAL_SLOT_LABELS, MEAL_SLOTS, type MealSlot } from './meal-slots.ts';

export const MEAL_NAME_MAX_LENGTH = 80;
/** An ingredient is a list item to be: « 2 x tomates », « crème fraîche ». */
export const MEAL_INGREDIENT_MAX_LENGTH = 100;
/** Far above a family recipe's list; a bound on what one meal may add to a list. */
export const MAX_INGREDIENTS_PER_MEAL = 30;
/** The planned weeks are around today; the years bound what a script may store. */
const FIRST_MEAL_DATE = '2000-01-01';
const LAST_MEAL_DATE = '2099-12-31';

export const MEAL_MESSAGES = {
  nameRequired: 'Le nom du repas est requis',
  nameTooLong: `Le nom du repas ne doit pas dépasser ${MEAL_NAME_MAX_LENGTH} caractères`,
  ingredientsInvalid: 'Les ingrédients doivent être une liste de textes',
  ingredientTooLong: `Un ingrédient ne doit pas dépasser ${MEAL_INGREDIENT_MAX_LENGTH} caractères`,
  tooManyIngredients: `Un repas compte au plus ${MAX_INGREDIENTS_PER_MEAL} ingrédients`,
  dateInvalid: 'Date invalide : indiquez un jour au format AAAA-MM-JJ',
  slotInvalid: 'Repas inconnu : choisissez le déjeuner ou le dîner',
  listRequired: 'Choisissez la liste de courses',
  notFound: 'Repas non trouvé',
  weekOrMeal: 'Indiquez la semaine ou le repas dont ajouter les ingrédients',
  /** Screens. */
  title: 'Menus de la semaine',
  loading: 'Chargement des menus...',
  offline: 'Hors ligne : menus non chargés',
  empty: 'Aucun repas prévu cette semaine',
  emptyHint: 'Notez les déjeuners et les dîners, puis ajoutez leurs ingrédients à vos courses.',
  plan: 'Ajouter un repas',
  addToList: 'Ajouter les ingrédients à la liste',
  noShoppingList: "Créez d'abord une liste de courses pour y ajouter les ingrédients",
} as const;

export const MEAL_TOASTS = {
  saved: 'Repas enregistré',
  deleted: 'Repas supprimé',
} as const;

/** What « Ajouter les ingrédients à la liste » did, as its toast says it. */
export function addedToListText(result: { added: number; raised: number }, title: string): string {
  const { added, raised } = result;
  if (added === 0 && raised === 0) return `Tous les ingrédients sont déjà sur « ${title} »`;
  const parts = [
    added > 0 ? `${added} ingrédient${added > 1 ? 's' : ''} ajouté${added > 1 ? 's' : ''}` : '',
    raised > 0
      ? `${raised} quantité${raised > 1 ? 's' : ''} mise${raised > 1 ? 's' : ''} à jour`
      : '',
  ].filter(Boolean);
  return `${parts.join(', ')} sur « ${title} »`;
}

const dateField = z
  .string(MEAL_MESSAGES.dateInvalid)
  .refine(isCalendarDate, MEAL_MESSAGES.dateInvalid)
  .refine((date) => date >= FIRST_MEAL_DATE && date <= LAST_MEAL_DATE, MEAL_MESSAGES.dateInvalid);

const slotField = z.enum(MEAL_SLOTS, MEAL_MESSAGES.slotInvalid);

/** The meal a URL names: `/meals/:date/:slot`. */
export const mealKeySchema = z.object({ date: dateField, slot: slotField });

const nameField = safeText(
  z
    .string(MEAL_MESSAGES.nameRequired)
    .overwrite(trimText)
    .min(1, MEAL_MESSAGES.nameRequired)
    .max(MEAL_NAME_MAX_LENGTH, MEAL_MESSAGES.nameTooLong),
);

const ingredientField = safeText(
  z
    .string(MEAL_MESSAGES.ingredientsInvalid)
    .overwrite(trimText)
    .max(MEAL_INGREDIENT_MAX_LENGTH, MEAL_MESSAGES.ingredientTooLong),
);

/** Blank lines are dropped; absent is none. */
const ingredientsField = z
  .array(ingredientField, MEAL_MESSAGES.ingredientsInvalid)
  .transform((lines) => lines.filter((line) => line !== ''))
  .pipe(z.array(z.string()).max(MAX_INGREDIENTS_PER_MEAL, MEAL_MESSAGES.tooManyIngredients))
  .default([]);

/** Plans (or replaces) the meal of a day's slot. */
export const mealWriteSchema = z.object({ name: nameField, ingredients: ingredientsField });

export type MealWriteInput = z.input<typeof mealWriteSchema>;

/** `GET /meals?week=`: any day of the week (the SPA knows which week it shows). */
export const mealWeekQuerySchema = z.object({ week: dateField });

/**
 * « Ajouter les ingrédients à la liste »: the meals of the week of `week` (any day of it), or the one
 * meal `meal`, into the list `listId` of the space.
 */
export const mealsToListSchema = z
  .object({
    listId: z
      .string(MEAL_MESSAGES.listRequired)
      .transform((value) => value.toLowerCase())
      .refine(isUuid, MEAL_MESSAGES.listRequired),
    week: dateField.optional(),
    meal: mealKeySchema.optional(),
    /** The profile selected on the device, for « ajouté par »; null or absent: the account. */
    profileId: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string(LIST_MESSAGES.profileInvalid)
        .transform((value) => value.toLowerCase())
        .refine(isUuid, LIST_MESSAGES.profileInvalid)
        .nullable()
        .optional(),
    ),
  })
  .refine((input) => (input.week === undefined) !== (input.meal === undefined), {
    path: ['week'],
    message: MEAL_MESSAGES.weekOrMeal,
  });

export type MealsToListInput = z.input<typeof mealsToListSchema>;

/** A planned meal as the API answers it. */
export interface MealView {
  date: IsoDate;
  slot: MealSlot;
  name: string;
  ingredients: string[];
  updatedAt: string;
}

/** A week's meals, Monday to Sunday. */
export interface MealWeek {
  /** Its Monday. */
  week: IsoDate;
  meals: MealView[];
}

/** What an add to a list did: items added, items whose count was raised, ingredients already there. */
export interface MealsToListResult {
  added: number;
  raised: number;
  skipped: number;
  message: string;
}

/** The seven days of the week of `date`, Monday first. */
export function weekDays(date: IsoDate): IsoDate[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Stored one per line: a line of its own is what an ingredient is. */
export function ingredientsOf(stored: string): string[] {
  return stored === '' ? [] : stored.split('\n');
}
