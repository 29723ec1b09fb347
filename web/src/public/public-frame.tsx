import { type ReactNode, StrictMode } from 'react';
import { LazyToaster } from '../ui/lazy-toaster.tsx';
import { StatusBanner } from '../ui/status-banner.tsx';
import { AfterHydration, type EarlyInput } from './typed-before-hydration.tsx';

/**
 * What every page has around its screen, the public pages (prerendered, without the app) and the
 * app's alike: the skip link to `#contenu` and the « Hors ligne » banner.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        Aller au contenu
      </a>
      <StatusBanner />
      {children}
    </>
  );
}

/**
 * A public page's whole tree, the same on the server (web/src/public/prerender.tsx, `early` null)
 * and in the browser (web/src/public/show-page.tsx): `useId` numbers elements by their place in the
 * tree, so any difference would give the hydrated fields other ids than the HTML's (a label, an
 * `aria-describedby` pointing at nothing), which a production build does not even report.
 */
export function PublicDocument({ page, early }: { page: ReactNode; early: EarlyInput | null }) {
  return (
    <StrictMode>
      <PageFrame>{page}</PageFrame>
      <AfterHydration early={early} />
      {/* The messages of the page's forms (« Erreur de connexion »), loaded with the first one. */}
      <LazyToaster />
    </StrictMode>
  );
}
