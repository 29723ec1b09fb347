import { hasSessionHint } from '../lib/session.ts';
import { destinationOf } from './routes.ts';
import { afterLoad, showPublicPage } from './show-page.tsx';

/**
 * The entry of the four prerendered public pages (login.html, signup.html, forgot-password.html and
 * welcome.html), built apart with `react` aliased to Preact (scripts/lib/public-build.ts,
 * docs/decisions/029-public-pages-on-preact.md). The app never runs here: a visitor whom the
 * session hint sends to the app goes through index.html, which loads it with React.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

const destination = destinationOf(window.location.pathname, hasSessionHint());
if (destination.kind === 'page') {
  void showPublicPage(root, destination.page);
  // The service worker the app's build wrote (vite-plugin-pwa's /sw.js, scope /), without
  // workbox-window: the update prompt is the app's (app/update-prompt.tsx).
  afterLoad(() => navigator.serviceWorker?.register('/sw.js', { scope: '/' }).catch(() => {}));
} else if (destination.kind === 'leave') window.location.replace(destination.to);
// `/` signed in: the Worker answers index.html when the hint cookie is there (worker/routes/home.ts),
// the cookie this entry reads too.
else window.location.replace(window.location.href);
