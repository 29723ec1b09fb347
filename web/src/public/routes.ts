/**
 * Which document a path is (docs/decisions/020-prerendered-public-pages.md): the four public pages
 * are HTML prerendered at build time and hydrated by the entry without the router; every other path
 * is the app (the router, TanStack Query, the signed-in screens), loaded by the entry on demand.
 * web/public/theme-init.js makes the same choice before the first paint: keep the two in step.
 */
export type PublicPageName = 'welcome' | 'login' | 'signup' | 'forgot-password';

/** The public pages, by path. */
export const PUBLIC_PAGES: Readonly<Record<string, PublicPageName>> = {
  '/': 'welcome',
  '/login': 'login',
  '/signup': 'signup',
  '/forgot-password': 'forgot-password',
};

/** Public pages that a signed-in visitor does not see: `/` sends them on (the app's HomeGate). */
const GUEST_ONLY = new Set<PublicPageName>(['login', 'signup']);

export type Destination =
  | { kind: 'page'; page: PublicPageName }
  | { kind: 'app' }
  /** A signed-in visitor of /login or /signup: on to `/`, where the app sends them on. */
  | { kind: 'leave'; to: string };

/**
 * What the entry shows at `pathname` to a visitor whose session hint says `signedIn`: a public
 * page, the app, or another address. `/` is the welcome page for a signed-out visitor and the app
 * (which sends on to today or the space chooser) for a signed-in one.
 */
export function destinationOf(pathname: string, signedIn: boolean): Destination {
  const page = PUBLIC_PAGES[pathname];
  if (!page) return { kind: 'app' };
  if (!signedIn) return { kind: 'page', page };
  if (GUEST_ONLY.has(page)) return { kind: 'leave', to: '/' };
  return page === 'welcome' ? { kind: 'app' } : { kind: 'page', page };
}
