import type { ComponentType } from 'react';

/**
 * Which document a path is (docs/decisions/030-public-pages-on-react.md), decided here and derived
 * everywhere else: the build prerenders one HTML file per public page (scripts/lib/route-html.ts),
 * the entry hydrates it (web/src/main.tsx), and every other path is the app (the router, TanStack
 * Query, the signed-in screens), whose document is index.html. The Worker answers `/` with the
 * welcome page's file or index.html by the same session hint (worker/routes/home.ts).
 */
export interface PublicPage {
  /** The HTML file of dist/ that serves the path (for `/`, the Worker's answer to a signed-out visit). */
  html: string;
  /** The page's module, relative to the repository root: the build preloads its chunks. */
  module: string;
  /** The page's component, loaded lazily, in the shape React Router's `lazy` takes. */
  load: () => Promise<{ Component: ComponentType }>;
  /** Not for a signed-in visitor, who goes on to `/`, where the app sends them on. */
  guestOnly: boolean;
}

/** The public pages, by path. */
export const PUBLIC_PAGES = {
  '/': {
    html: 'welcome.html',
    module: 'web/src/features/welcome/welcome-page.tsx',
    load: () =>
      import('../features/welcome/welcome-page.tsx').then((m) => ({ Component: m.WelcomePage })),
    guestOnly: false,
  },
  '/login': {
    html: 'login.html',
    module: 'web/src/features/auth/login-page.tsx',
    load: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    guestOnly: true,
  },
  '/signup': {
    html: 'signup.html',
    module: 'web/src/features/auth/signup-page.tsx',
    load: () =>
      import('../features/auth/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
    guestOnly: true,
  },
  '/forgot-password': {
    html: 'forgot-password.html',
    module: 'web/src/features/auth/forgot-password-page.tsx',
    load: () =>
      import('../features/auth/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    guestOnly: false,
  },
  // The legal pages: text and links, prerendered like the others and readable signed in or not.
  '/conditions-utilisation': {
    html: 'conditions-utilisation.html',
    module: 'web/src/features/auth/terms-page.tsx',
    load: () => import('../features/auth/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
    guestOnly: false,
  },
  '/confidentialite': {
    html: 'confidentialite.html',
    module: 'web/src/features/auth/privacy-page.tsx',
    load: () =>
      import('../features/auth/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
    guestOnly: false,
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export function isPublicPath(pathname: string): pathname is PublicPath {
  return Object.hasOwn(PUBLIC_PAGES, pathname);
}

export type Destination =
  | { kind: 'page'; path: PublicPath }
  | { kind: 'app' }
  /** A signed-in visitor of /login or /signup: on to `/`, where the app sends them on. */
  | { kind: 'leave'; to: string };

/**
 * What the entry shows at `pathname` to a visitor whose session hint says `signedIn`: a public
 * page, the app, or another address. `/` is the welcome page for a signed-out visitor and the app
 * (which sends on to today or the space chooser) for a signed-in one.
 */
export function destinationOf(pathname: string, signedIn: boolean): Destination {
  if (!isPublicPath(pathname)) return { kind: 'app' };
  if (!signedIn) return { kind: 'page', path: pathname };
  if (PUBLIC_PAGES[pathname].guestOnly) return { kind: 'leave', to: '/' };
  return pathname === '/' ? { kind: 'app' } : { kind: 'page', path: pathname };
}
