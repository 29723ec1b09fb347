/**
 * The public pages' HTML files (docs/decisions/030-public-pages-on-react.md): for each page of
 * web/src/public/routes.ts, the build writes its file (`login.html`, …, `welcome.html` for `/`)
 * beside `index.html`, from index.html itself plus three things:
 *
 * - the page rendered at build time by React (web/src/public/prerender.tsx), which the entry
 *   hydrates: the first paint waits for no script (docs/decisions/020-prerendered-public-pages.md);
 * - a `<link rel="modulepreload">` for every chunk the page's module needs, from the bundle's own
 *   import graph: all of a page's scripts are asked for in the first round trip after the HTML
 *   (docs/decisions/017-first-visit.md);
 * - its stylesheet and web/public/theme-init.js written inline, the script allowed by its hash in
 *   the CSP (docs/decisions/024-inline-first-paint.md); the public pages get only the rules their
 *   own code can use (scripts/lib/page-css.ts, docs/decisions/026-public-pages-own-stylesheet.md).
 *
 * index.html, the app's document, gets the app's modules and the start-up requests' preloaded
 * (`appDocumentScripts`) and the whole stylesheet inline.
 * Workers static assets serve `/login` from `login.html` (wrangler.toml's `[assets]`, whose default
 * `html_handling` is "auto-trailing-slash"); any other path falls back to `index.html`. `/` is the
 * Worker's choice between `welcome.html` and `index.html` (worker/routes/home.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import { THEME_INIT_SHA256 } from '../../worker/lib/security-headers.ts';
import { candidatesOf, reachableChunks, stylesheetFor } from './page-css.ts';

/** A public page rendered at build time (web/src/public/prerender.tsx, which lists them). */
export interface PrerenderedPage {
  path: string;
  html: string;
  module: string;
  markup: string;
}

/** The public pages' HTML, from web/src/public/prerender.tsx loaded by Vite's SSR loader. */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const server = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, '../../web'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
  });
  try {
    const { prerenderAll } = (await server.ssrLoadModule('/src/public/prerender.tsx')) as {
      prerenderAll: () => Promise<PrerenderedPage[]>;
    };
    return await prerenderAll();
  } finally {
    await server.close();
  }
}

const ROOT = '<div id="root"></div>';

/** `html` with `markup` in its root, marked as prerendered (which tells a page's file from index.html). */
export function withPage(html: string, markup: string): string {
  if (!html.includes(ROOT)) throw new Error(`route-html: no ${ROOT}`);
  return html.replace(ROOT, () => `<div id="root" data-prerendered>${markup}</div>`);
}

const isChunk = (file: OutputChunk | OutputAsset): file is OutputChunk => file.type === 'chunk';

/** The files (`assets/…`) a chunk needs before it can run: itself and its static imports, deep. */
export function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()) {
  const chunk = bundle[fileName];
  if (!chunk || !isChunk(chunk) || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The chunk whose facade is `module` (a path relative to the repository root). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const suffix = `/${module}`;
  const chunk = Object.values(bundle)
    .filter(isChunk)
    .find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
  if (!chunk) throw new Error(`route-html: no chunk for ${module}`);
  return chunk;
}

/** `html` with a module preload for each file of `scripts` and a stylesheet for each of `styles`. */
export function withPreloads(html: string, scripts: string[], styles: string[]): string {
  const links = [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`);
}

const APP_MODULE = 'web/src/app/app.tsx';
/**
 * The modules the entry imports for the app's document, each with its static imports: the app's
 * code, and the start-up requests' chunk, which the entry imports signed in and which would
 * otherwise be asked for only once the entry had run (docs/decisions/064-start-up-requests.md).
 */
const APP_DOCUMENT_MODULES = [APP_MODULE, 'web/src/app/start-up.ts'];

/**
 * The scripts index.html preloads: the chunks of APP_DOCUMENT_MODULES and all they import
 * statically, deep, but those the entry already loads (`loaded`), sorted. A dynamic import is
 * not followed, and a module missing from the bundle fails the build.
 */
export function appDocumentScripts(bundle: OutputBundle, loaded: Set<string>): string[] {
  const files = new Set<string>();
  for (const module of APP_DOCUMENT_MODULES)
    staticClosure(bundle, chunkOf(bundle, module).fileName, files);
  return [...files].filter((f) => !loaded.has(f)).sort();
}
const THEME_INIT = '<script src="/theme-init.js"></script>';

/** A script's or style's CSP hash source, without the quotes: `sha256-` and its base64 digest. */
export function cspHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

const THEME_INIT_FILE = resolve(import.meta.dirname, '../../web/public/theme-init.js');

/**
 * `html` with `<script src="/theme-init.js">` replaced by the script itself, which the CSP allows
 * by its hash (THEME_INIT_SHA256): the browser paints without waiting for the file.
 */
export function withInlineThemeInit(html: string, source = readFileSync(THEME_INIT_FILE, 'utf8')) {
  if (!html.includes(THEME_INIT)) throw new Error(`route-html: no ${THEME_INIT}`);
  if (/<\/script/i.test(source)) throw new Error('route-html: theme-init.js holds </script');
  const hash = cspHash(source);
  if (hash !== THEME_INIT_SHA256)
    throw new Error(
      `route-html: web/public/theme-init.js changed: set THEME_INIT_SHA256 in worker/lib/security-headers.ts to '${hash}'`,
    );
  return html.replace(THEME_INIT, () => `<script>${source}</script>`);
}

const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * `html` with each stylesheet of the bundle it links written inline, at the end of the head (after
 * the module preloads, which the browser then finds in the first bytes): the first paint waits for
 * no stylesheet. The CSP's `style-src` already allows inline styles (style attributes).
 */
export function withInlineStyles(html: string, styleOf: (file: string) => string | undefined) {
  const styles: string[] = [];
  const out = html.replace(STYLESHEET, (link, file: string) => {
    const css = styleOf(file);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`route-html: ${file} holds </style`);
    styles.push(css);
    // Still named, but disabled (never applied; Chromium may still download it at low priority,
    // without blocking the first paint): Vite's preload helper, which loads a
    // lazy chunk's stylesheets unless a `<link rel="stylesheet">` of the page already names them,
    // would otherwise fetch and apply the file again when the app's chunks (which import
    // index.css) load.
    return `\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
  if (styles.length === 0) return html;
  return out.replace('</head>', () => `  <style>${styles.join('\n')}</style>\n  </head>`);
}

export function routeHtml(render: typeof prerenderPages = prerenderPages): Plugin {
  return {
    name: 'foyer:route-html',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('route-html: no index.html');
        const template = String(index.source);
        const entry = Object.values(bundle)
          .filter(isChunk)
          .find((c) => c.isEntry);
        if (!entry) throw new Error('route-html: no entry chunk');
        // What index.html already loads: the entry and its static imports, and their styles.
        const loaded = staticClosure(bundle, entry.fileName);
        const cssOf = (files: Iterable<string>) =>
          new Set(
            [...files].flatMap((f) => [
              ...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? []),
            ]),
          );
        const loadedCss = cssOf(loaded);
        const pages = await render();
        const styleOf = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return undefined;
          const { source } = asset;
          return typeof source === 'string' ? source : new TextDecoder().decode(source);
        };
        // Every script a public page can run (the entry's, never the app's) and their HTML: the
        // candidates of their own stylesheet.
        const app = chunkOf(bundle, APP_MODULE).fileName;
        const ownCss = await stylesheetFor(
          candidatesOf([
            ...[...reachableChunks(bundle, entry.fileName, app)].map((f) => ({
              content: (bundle[f] as OutputChunk).code,
              extension: 'js',
            })),
            ...pages.map(({ markup }) => ({ content: markup, extension: 'html' })),
          ]),
        );
        const ownStyleOf = (file: string) => (loadedCss.has(file) ? ownCss : styleOf(file));
        for (const page of pages) {
          const files = staticClosure(bundle, chunkOf(bundle, page.module).fileName);
          const scripts = [...files].filter((f) => !loaded.has(f)).sort();
          const styles = [...cssOf(scripts)].filter((f) => !loadedCss.has(f));
          const html = withPage(withPreloads(template, scripts, styles), page.markup);
          this.emitFile({
            type: 'asset',
            fileName: page.html,
            source: withInlineStyles(withInlineThemeInit(html), ownStyleOf),
          });
        }
        // The app's document: its modules asked for with the entry's, not after it has run.
        const appScripts = appDocumentScripts(bundle, loaded);
        index.source = withInlineStyles(
          withInlineThemeInit(withPreloads(template, appScripts, [])),
          styleOf,
        );
      },
    },
  };
}
