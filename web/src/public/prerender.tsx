/**
 * The public pages' HTML, rendered at build time by React's server renderer
 * (scripts/lib/route-html.ts, in Node through Vite's SSR loader): the same tree the browser
 * hydrates (web/src/public/show-page.tsx), so that the first paint and the largest one wait for no
 * script (docs/decisions/020-prerendered-public-pages.md). It renders what a signed-out visitor on a
 * light screen sees before any script runs: the theme's, the network's and storage's reads give
 * their server snapshots here; React hydrates with them too, then renders the browser's values.
 */
import { renderToString } from 'react-dom/server';
import { PublicDocument } from './public-frame.tsx';
import { PUBLIC_PAGES } from './routes.ts';

export interface PrerenderedPage {
  path: string;
  /** The HTML file of dist/ to write. */
  html: string;
  /** The page's module, relative to the repository root, whose chunks the file preloads. */
  module: string;
  markup: string;
}

/** Every public page of web/src/public/routes.ts, rendered. */
export async function prerenderAll(): Promise<PrerenderedPage[]> {
  return Promise.all(
    Object.entries(PUBLIC_PAGES).map(async ([path, { html, module, load }]) => {
      const { Component } = await load();
      const markup = renderToString(<PublicDocument page={<Component />} early={null} />);
      return { path, html, module, markup };
    }),
  );
}
