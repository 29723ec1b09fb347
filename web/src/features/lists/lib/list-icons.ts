import { Gift, ListChecks, type LucideIcon, ShoppingCart, Star, StickyNote } from 'lucide-react';
import type { ListType } from '#domain/list-types.ts';
import { listTypeOf } from '#domain/lists.ts';

/** The icon and colours of each kind of list (docs/product.md#lists), designed for both themes. */
export const LIST_ICONS: Record<ListType, { icon: LucideIcon; tint: string }> = {
  shopping: {
    icon: ShoppingCart,
    tint: 'bg-green-100 text-green-700 dark:bg-green-400/15 dark:text-green-300',
  },
  tasks: {
    icon: ListChecks,
    tint: 'bg-blue-100 text-blue-700 dark:bg-blue-400/15 dark:text-blue-300',
  },
  notes: {
    icon: StickyNote,
    tint: 'bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300',
  },
  favorites: {
    icon: Star,
    tint: 'bg-rose-100 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300',
  },
  wishlist: {
    icon: Gift,
    tint: 'bg-violet-100 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
  },
};

/** The icon of a stored type; an unknown one shows the tasks icon. */
export function listIcon(type: string) {
  return LIST_ICONS[listTypeOf(type)];
}
