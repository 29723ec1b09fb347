/**
 * The app's `cn` merges conflicting Tailwind utilities (a Card's `p-0` over its `p-4`). Imported
 * first by `app.tsx`, so that it runs before any of the app's modules; the public pages never load
 * it (web/src/lib/cn.ts).
 */
import { twMerge } from 'tailwind-merge';
import { mergeClassesWith } from '../lib/cn.ts';

mergeClassesWith(twMerge);
