import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicDocument } from './public-frame.tsx';
import { PUBLIC_PAGES, type PublicPath } from './routes.ts';
import { followTyping } from './typed-before-hydration.tsx';

/**
 * Hydrates the prerendered public page of `path` in `container`, or renders it where the HTML has
 * none (`npm run dev`, and index.html, which the service worker answers for `/`).
 */
export async function showPublicPage(container: HTMLElement, path: PublicPath) {
  const early = followTyping(container);
  const { Component } = await PUBLIC_PAGES[path].load();
  const page = <PublicDocument page={<Component />} early={early} />;
  // React hydrates a transition in slices of a few milliseconds, yielding to the browser between
  // them: the page, already painted, answers a tap meanwhile (a discrete event hydrates its part at
  // once), and Lighthouse's total blocking time counts no long hydration task
  // (docs/decisions/024-inline-first-paint.md).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, page));
  else createRoot(container).render(page);
}

/** Runs `register` once the page has loaded: the service worker is for the next visits. */
export function afterLoad(register: () => unknown) {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', () => register(), { once: true });
}
