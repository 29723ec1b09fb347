/// <reference types="vite-plugin-pwa/client" />

import './index.css';
import { registerSW } from 'virtual:pwa-register';
import { hasSessionHint } from './lib/session.ts';
import { destinationOf } from './public/routes.ts';
import { afterLoad, showPublicPage } from './public/show-page.tsx';

/**
 * The entry of index.html: every path of the app, and `/` where index.html answers it (a signed-in
 * visit, or offline from the service worker), whose prerendered welcome page it hydrates with
 * React. The public pages' own HTML files have their own entry (web/src/public/entry.tsx,
 * docs/decisions/029-public-pages-on-preact.md).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const destination = destinationOf(window.location.pathname, hasSessionHint());
if (destination.kind === 'page') {
  void showPublicPage(root, destination.page);
  // The service worker (offline use, the app's chunks precached): after the page's load.
  // registerSW() imports workbox-window at once; Workbox's register() waits for the load event
  // anyway, so calling it then keeps that script out of the page's own round trips.
  afterLoad(() => registerSW());
} else if (destination.kind === 'leave') window.location.replace(destination.to);
else {
  // index.html, which answers the app's paths too, carries the prerendered welcome page (hidden
  // before the first paint by theme-init.js and index.css): the app takes its place.
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
  // The app renders its forms itself: nothing to hold (web/public/theme-init.js).
  document.documentElement.dataset.hydrated = '';
  void import('./app/app.tsx').then(({ mountApp }) => mountApp(root));
}
