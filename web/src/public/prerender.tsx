/**
 * The public pages' HTML, rendered at build time (scripts/lib/route-html.ts, in Node through Vite's
 * SSR loader) with React's server renderer: the same tree that web/src/main.tsx hydrates, so that
 * the first paint and the largest one wait for no script (docs/decisions/020-prerendered-public-pages.md).
 * It renders what a signed-out visitor on a light screen sees before any script runs: the theme's,
 * the network's and storage's reads give their server snapshots here and during hydration.
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
