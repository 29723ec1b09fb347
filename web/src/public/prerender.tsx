/**
 * The public pages' HTML, rendered at build time (scripts/lib/route-html.ts, in Node through Vite's
 * SSR loader) by the server renderer of the runtime that hydrates it: Preact's for the pages' own
 * files (web/src/public/entry.tsx, `react-dom/server` resolved to Preact's), React's for
 * index.html's welcome page (web/src/main.tsx). The same tree as the browser's, so that
 * the first paint and the largest one wait for no script (docs/decisions/020-prerendered-public-pages.md).
 * It renders what a signed-out visitor on a light screen sees before any script runs: the theme's,
 * the network's and storage's reads give their server snapshots here. React hydrates with them
 * too, then renders the browser's values; Preact hydrates with the browser's values at once and
 * corrects the markup as it goes (a dark theme's toggle icon).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Component as ForgotPassword } from '../features/auth/forgot-password-page.tsx';
import { Component as Login } from '../features/auth/login-page.tsx';
import { Component as Signup } from '../features/auth/signup-page.tsx';
import { Component as Welcome } from '../features/welcome/welcome-page.tsx';
import { PublicDocument } from './public-frame.tsx';
import type { PublicPageName } from './routes.ts';

const PAGES: Record<PublicPageName, ComponentType> = {
  welcome: Welcome,
  login: Login,
  signup: Signup,
  'forgot-password': ForgotPassword,
};

export function prerender(page: PublicPageName): string {
  const Page = PAGES[page];
  return renderToString(<PublicDocument page={<Page />} early={null} />);
}
