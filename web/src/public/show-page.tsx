import { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeHandedToasts } from './handed-toasts.ts';
import { PublicDocument } from './public-frame.tsx';
import type { PublicPageName } from './routes.ts';
import { showToast } from './toasts.tsx';
import { followTyping } from './typed-before-hydration.tsx';

const PAGES: Record<PublicPageName, () => Promise<{ Component: ComponentType }>> = {
  welcome: () => import('../features/welcome/welcome-page.tsx'),
  login: () => import('../features/auth/login-page.tsx'),
  signup: () => import('../features/auth/signup-page.tsx'),
  'forgot-password': () => import('../features/auth/forgot-password-page.tsx'),
};

/**
 * Hydrates the prerendered public page `name` in `container`, or renders it where the HTML has
 * none (`npm run dev`). Shared by the two entries that show a public page: the public pages' own
 * (web/src/public/entry.tsx, built with Preact, docs/decisions/029-public-pages-on-preact.md) and
 * the app's (web/src/main.tsx, React), which shows the welcome page that index.html carries.
 */
export async function showPublicPage(container: HTMLElement, name: PublicPageName) {
  const early = followTyping(container);
  const { Component } = await PAGES[name]();
  // A task of its own for the hydration, apart from the modules' evaluation: two short tasks
  // rather than one long one, between which the browser can answer a tap. Preact hydrates in one
  // go (its startTransition runs at once); this split is all it gets (decision 029).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = <PublicDocument page={<Component />} early={early} />;
  // React hydrates a transition in slices of a few milliseconds, yielding to the browser between
  // them: the page, already painted, answers a tap meanwhile (a discrete event hydrates its part at
  // once), and Lighthouse's total blocking time counts no long hydration task
  // (docs/decisions/024-inline-first-paint.md).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, page));
  else createRoot(container).render(page);
  // What the app said as it sent here (« Déconnexion réussie »).
  for (const message of takeHandedToasts()) showToast(message);
}

/** Runs `register` once the page has loaded: the service worker is for the next visits. */
export function afterLoad(register: () => unknown) {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', () => register(), { once: true });
}
