import { useSyncExternalStore } from 'react';

/** From 1024 px (Tailwind's `lg`, where the side navigation replaces the tab bar). */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const media = matchMedia(WIDE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the screen is a desktop's: the week then draws its grid of hours instead of the phone's
 * list of days. One tree or the other is rendered (not both hidden by CSS), so a screen reader
 * and the page's weight meet each entry once.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * The week's and the month's `<main>`: a column on a phone or a tablet, the whole width beside the
 * side navigation on a desktop (wider cells, longer titles).
 */
export const WIDE_MAIN_CLASS =
  'mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 pt-4 pb-6 lg:max-w-none';
