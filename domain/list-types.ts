/** Kinds of shared list, with the icon picker's labels (docs/product.md#lists). */
export const LIST_TYPES = ['shopping', 'tasks', 'notes', 'favorites', 'wishlist'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const LIST_TYPE_LABELS: Record<ListType, string> = {
  shopping: 'Courses',
  tasks: 'Tâches',
  notes: 'Notes',
  favorites: 'Favoris',
  wishlist: 'Souhaits',
};

/** An unknown type falls back to the tasks icon. */
export const FALLBACK_LIST_TYPE: ListType = 'tasks';

/** Maximum length of a list item's text (docs/product.md#validation-limits). */
export const LIST_ITEM_MAX_LENGTH = 500;
