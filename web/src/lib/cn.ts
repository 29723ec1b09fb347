import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, conditionals, arrays: clsx), the later of two conflicting Tailwind
 * utilities winning (tailwind-merge): `cn('p-4', className)` with `className="p-2"` is `p-2`,
 * whatever order the stylesheet happens to put them in. For the app's screens.
 *
 * What the public pages render does not call it, so that they load no tailwind-merge (about 8 KiB
 * gzip): Button and Card take their looks from component classes (web/src/index.css), which a
 * caller's utilities override without merging, and the fields, spinners and status views join
 * with clsx classes that never set the same property
 * (docs/decisions/034-first-visit-by-the-import-graph.md).
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
