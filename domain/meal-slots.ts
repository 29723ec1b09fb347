/** The meals of a day in « Menus de la semaine », with their labels (zod-free: db/schema.ts reads it). */
export const MEAL_SLOTS = ['dejeuner', 'diner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

export const MEAL_SLOT_LABELS: Record<MealSlot, string> = {
  dejeuner: 'Déjeuner',
  diner: 'Dîner',
};
