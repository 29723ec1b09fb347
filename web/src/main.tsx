/// <reference types="vite-plugin-pwa/client" />

import './index.css';
import { registerSW } from 'virtual:pwa-register';
import { hasSessionHint } from './lib/session.ts';
import { destinationOf } from './public/routes.ts';
import { afterLoad, showPublicPage } from './public/show-page.tsx';

/**
 * The one entry of every document: a public page's prerendered file, which it hydrates, and
 * index.html, the app's (docs/decisions/030-public-pages-on-react.md). Which one a path is:
 * web/src/public/routes.ts.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

const destination = destinationOf(window.location.pathname, hasSessionHint());
if (destination.kind === 'page') {
  void showPublicPage(root, destination.path);
  // The service worker (offline use, the app's chunks precached): after the page's load.
  // registerSW() imports workbox-window at once; Workbox's register() waits for the load event
  // anyway, so calling it then keeps that script out of the page's own round trips.
  afterLoad(() => registerSW());
} else if (destination.kind === 'leave') window.location.replace(destination.to);
else {
  // The app renders its forms itself: nothing to hold (web/public/theme-init.js).
  document.documentElement.dataset.hydrated = '';
  void import('./app/app.tsx').then(({ mountApp }) => mountApp(root));
}
