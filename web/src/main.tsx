import './index.css';
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
  // The service worker (offline use, the app's chunks precached), for the next visits: its module
  // is asked for after the page's load, out of the page's own round trips. In the app's document
  // the update prompt registers it (web/src/app/update-prompt.tsx).
  afterLoad(() => void import('./lib/service-worker.ts').then((sw) => sw.registerServiceWorker()));
} else if (destination.kind === 'leave') window.location.replace(destination.to);
else {
  // The app renders its forms itself: nothing to hold (web/public/theme-init.js).
  document.documentElement.dataset.hydrated = '';
  // Signed in: the session, spaces and profile asked for as soon as their small chunk is here,
  // beside the app's code rather than after the screen's (docs/decisions/064-start-up-requests.md).
  if (hasSessionHint()) void import('./app/start-up.ts').then((start) => start.askForTheSession());
  void import('./app/app.tsx').then(({ mountApp }) => mountApp(root));
}
