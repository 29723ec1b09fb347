import { Workbox } from 'workbox-window';

/** How often an open app asks whether a new version was deployed (a tab may stay open for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build generates (vite-plugin-pwa's `sw.js`, offline use and the
 * app's files precached) through Workbox's window library, imported here statically: it comes with
 * the module that calls this, in the same round trip, not one round trip after it
 * (docs/decisions/034-first-visit-by-the-import-graph.md).
 *
 * `onUpdateWaiting`, when given, is called when a new version is installed and waits (from this
 * tab's check or another tab's): the function it receives activates that version and reloads the
 * page once it is in control, never before (docs/decisions/015-offline-lists.md). The returned
 * function stops the hourly check. `npm run dev` builds no service worker: nothing is registered.
 */
export function registerServiceWorker(onUpdateWaiting?: (update: () => void) => void): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  if (onUpdateWaiting) {
    const offer = () =>
      onUpdateWaiting(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    workbox.addEventListener('waiting', offer);
    // A version another tab installed waits for every tab: Workbox reports it as `installed`.
    workbox.addEventListener('installed', (event) => {
      if (event.isExternal) offer();
    });
  }
  let timer: ReturnType<typeof setInterval> | undefined;
  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      timer = setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, UPDATE_CHECK_MS);
    })
    // A browser may refuse the worker (private browsing, a setting, a test's stub): the app then
    // works online only, with nothing to tell the family and no uncaught error.
    .catch(() => undefined);
  return () => clearInterval(timer);
}
