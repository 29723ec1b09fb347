/**
 * Task and activity categories, stored in `tasks.type` by id (docs/product.md#tasks).
 * 'autres' is in both lists; an item is a task when its type is a task category.
 */
export const TASK_CATEGORIES = [
  { id: 'ecole', label: 'École' },
  { id: 'nounou', label: 'Nounou/Crèche' },
  { id: 'periscolaire', label: 'Périscolaire' },
  { id: 'sante', label: 'Santé' },
  { id: 'repas', label: 'Repas' },
  { id: 'autres', label: 'Autres' },
] as const;

export const ACTIVITY_CATEGORIES = [
  { id: 'sport', label: 'Sport' },
  { id: 'musique', label: 'Musique' },
  { id: 'danse', label: 'Danse' },
  { id: 'theatre', label: 'Théâtre' },
  { id: 'anniversaire', label: 'Anniversaire' },
  { id: 'soiree', label: 'Soirée' },
  { id: 'vacances', label: 'Week-end/Vacances' },
  { id: 'autres', label: 'Autres' },
] as const;

export type TaskCategoryId = (typeof TASK_CATEGORIES)[number]['id'];
export type ActivityCategoryId = (typeof ACTIVITY_CATEGORIES)[number]['id'];
export type CategoryId = TaskCategoryId | ActivityCategoryId;

/** Every distinct category id, tasks first. */
export const CATEGORY_IDS = [
  ...new Set([...TASK_CATEGORIES, ...ACTIVITY_CATEGORIES].map((category) => category.id)),
] as [CategoryId, ...CategoryId[]];

const TASK_CATEGORY_IDS: ReadonlySet<string> = new Set(TASK_CATEGORIES.map((c) => c.id));
const LABELS: ReadonlyMap<string, string> = new Map(
  [...ACTIVITY_CATEGORIES, ...TASK_CATEGORIES].map((c) => [c.id, c.label]),
);

export function isCategoryId(value: string): value is CategoryId {
  return LABELS.has(value);
}

/** An item is a task if its type is in the task list, otherwise an activity (docs/product.md#tasks). */
export function isTaskCategory(id: CategoryId): id is TaskCategoryId {
  return TASK_CATEGORY_IDS.has(id);
}

export function categoryLabel(id: CategoryId): string {
  return LABELS.get(id) ?? id;
}
