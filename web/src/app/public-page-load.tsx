import { useEffect } from 'react';
import { persistedCacheErased } from '../lib/offline-cache.ts';
import { toast } from '../lib/toast.ts';
import { type HandedToast, handToNextPage } from '../public/handed-toasts.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

function typeOf(type: string | undefined): HandedToast['type'] {
  return type === 'error' || type === 'success' ? type : 'info';
}

/**
 * Loads a public page (/, /login, /signup, /forgot-password) from the server: those are prerendered
 * pages, not routes of the app (docs/decisions/020-prerendered-public-pages.md). The messages on
 * screen (« Déconnexion réussie ») go with the navigation. The entry never sends these paths back to
 * the app, so this cannot loop.
 */
export function loadPublicPage(url: string): void {
  handToNextPage(
    ...toast.getToasts().flatMap((shown) =>
      'title' in shown && typeof shown.title === 'string'
        ? [
            {
              type: typeOf(shown.type),
              title: shown.title,
              description: typeof shown.description === 'string' ? shown.description : undefined,
            },
          ]
        : [],
    ),
  );
  toast.dismiss();
  // After a sign-out, the copy of the cache kept on the device goes before this page does.
  void persistedCacheErased().then(() => window.location.replace(url));
}

/**
 * The app's routes for /login, /signup and /forgot-password: a navigation of the app to one of them
 * (« Se déconnecter », the access guard, an ended session) loads the page. A loader, so that the
 * address changes only when the page has loaded, never while the app is still on screen.
 */
export function publicPageRoute(path: string) {
  return {
    path,
    loader: ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      loadPublicPage(url.pathname + url.search + url.hash);
      // Never settles: the document is being replaced.
      return new Promise<never>(() => undefined);
    },
    Component: FullPageSpinner,
  };
}

/** The same, for a screen already at the public page's address (`/` when nobody is signed in). */
export function LoadPublicPage({ before }: { before?: () => void }) {
  useEffect(() => {
    before?.();
    loadPublicPage(window.location.href);
  }, [before]);
  return <FullPageSpinner />;
}
