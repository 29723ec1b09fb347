import { type ClassValue, clsx } from 'clsx';

let merge: (classes: string) => string = (classes) => classes;

/**
 * Joins class names (strings, conditionals, arrays: clsx), then, in the app, lets the later of two
 * conflicting Tailwind utilities win (tailwind-merge): `cn('p-4', className)` with
 * `className="p-2"` is `p-2`, whatever order the stylesheet happens to put them in.
 *
 * The merge is installed by the app (`app/class-merge.ts`, before any of its modules renders). The
 * prerendered public pages run without it, a plain join, so that they do not load tailwind-merge
 * (8.4 KiB gzip): none of their classes conflict, which `tests/unit/class-merge.test.ts` checks
 * for every call they make, in every state (docs/decisions/023-public-pages-without-tailwind-merge.md).
 */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}

/** Makes every later `cn` merge conflicting utilities with `merger` (tailwind-merge's `twMerge`). */
export function mergeClassesWith(merger: (classes: string) => string): void {
  merge = merger;
}
