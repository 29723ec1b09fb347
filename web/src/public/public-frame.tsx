import type { ReactNode } from 'react';
import { StatusBanner } from '../app/status-banner.tsx';

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
