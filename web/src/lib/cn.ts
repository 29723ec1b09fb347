import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, conditionals, arrays: clsx), the later of two conflicting Tailwind
 * utilities winning (tailwind-merge): `cn('p-4', className)` with `className="p-2"` is `p-2`,
 * whatever order the stylesheet happens to put them in.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
