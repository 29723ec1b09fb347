/// <reference types="vite-plugin-pwa/client" />

import './index.css';
import { registerSW } from 'virtual:pwa-register';
import { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSessionHint } from './lib/session.ts';
import { takeHandedToasts } from './public/handed-toasts.ts';
import { PublicDocument } from './public/public-frame.tsx';
import { destinationOf, type PublicPageName } from './public/routes.ts';
import { showToast } from './public/toasts.tsx';
import { followTyping } from './public/typed-before-hydration.tsx';

/**
 * The entry of every page (docs/decisions/020-prerendered-public-pages.md). The four public pages
 * are HTML prerendered at build time: their module (preloaded by their HTML) hydrates them, without
 * the router or TanStack Query. Any other path is the app, loaded here.
 */
const PAGES: Record<PublicPageName, () => Promise<{ Component: ComponentType }>> = {
  welcome: () => import('./features/welcome/welcome-page.tsx'),
  login: () => import('./features/auth/login-page.tsx'),
  signup: () => import('./features/auth/signup-page.tsx'),
  'forgot-password': () => import('./features/auth/forgot-password-page.tsx'),
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

async function showPublicPage(container: HTMLElement, name: PublicPageName) {
  const { Component } = await PAGES[name]();
  const early = followTyping(container);
  const page = <PublicDocument page={<Component />} early={early} />;
  // Hydrated as a transition, which React renders in slices of a few milliseconds, yielding to the
  // browser between them, rather than in one long task: the page, already painted, answers a tap
  // meanwhile (a discrete event hydrates its part at once), and Lighthouse's total blocking time
  // counts no long hydration task (docs/decisions/024-inline-first-paint.md). `npm run dev` serves
  // the HTML without the prerendered page: rendered here then.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, page));
  else createRoot(container).render(page);
  // What the app said as it sent here (« Déconnexion réussie »).
  for (const message of takeHandedToasts()) showToast(message);
  // The service worker (offline use, the app's chunks precached): after the page's load.
  // registerSW() imports workbox-window at once; Workbox's register() waits for the load event
  // anyway, so calling it then keeps that script out of the page's own round trips.
  if (document.readyState === 'complete') registerSW();
  else window.addEventListener('load', () => registerSW(), { once: true });
}

const destination = destinationOf(window.location.pathname, hasSessionHint());
if (destination.kind === 'page') void showPublicPage(root, destination.page);
else if (destination.kind === 'leave') window.location.replace(destination.to);
else {
  // index.html, which answers the app's paths too, carries the prerendered welcome page (hidden
  // before the first paint by theme-init.js and index.css): the app takes its place.
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
  // The app renders its forms itself: nothing to hold (web/public/theme-init.js).
  document.documentElement.dataset.hydrated = '';
  void import('./app/app.tsx').then(({ mountApp }) => mountApp(root));
}
