/**
 * Per-route HTML for the public pages (docs/decisions/017-first-visit.md): the build writes
 * `login.html`, `signup.html` and `forgot-password.html` beside `index.html`, each naming with
 * `<link rel="modulepreload">` every chunk its page's module needs, from the bundle's own
 * import graph. The browser then asks for all of a page's scripts in the first round trip after
 * the HTML, instead of discovering the page's chunks only once the entry has run (a waterfall of
 * two or three round trips on a phone).
 *
 * Each page's HTML also carries the page itself, rendered at build time (web/src/public/prerender.tsx),
 * which the entry hydrates: the first paint waits for no script
 * (docs/decisions/020-prerendered-public-pages.md). The public pages' own files run their own
 * entry, built apart on Preact (scripts/lib/public-build.ts), and are rendered by Preact;
 * index.html runs the app's entry, React, and its welcome page is rendered by React
 * (docs/decisions/029-public-pages-on-preact.md).
 *
 * And nothing in the head waits for a file before the first paint: the stylesheet and
 * web/public/theme-init.js are written inline into every HTML page, the script allowed by its hash
 * in the CSP (docs/decisions/024-inline-first-paint.md).
 *
 * Workers static assets serve `/login` from `login.html` (wrangler.toml's `[assets]`, whose default
 * `html_handling` is "auto-trailing-slash"); any other path still falls back to `index.html`, which
 * carries the welcome page's preloads (`/`, and the installed app's start_url). A signed-out visit
 * of `/` gets `welcome.html` from the Worker instead (worker/routes/home.ts, decision 026).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin } from 'vite';
import type { PublicPageName } from '../../web/src/public/routes.ts';
import { THEME_INIT_SHA256 } from '../../worker/lib/security-headers.ts';
import { candidatesOf, reachableChunks, stylesheetFor } from './page-css.ts';
import { buildPublicPages, PREACT_ALIASES, PUBLIC_ENTRY } from './public-build.ts';

export interface PublicRoute {
  /** The URL path. */
  path: string;
  /** The HTML file of dist/ that serves it. */
  html: string;
  /** The page that web/src/main.tsx hydrates there (web/src/public/routes.ts). */
  page: PublicPageName;
  /** The lazily imported modules the page renders (relative to the repository root). */
  modules: string[];
}

/** The public pages and the modules that web/src/main.tsx imports for each. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    html: 'index.html',
    page: 'welcome',
    modules: ['web/src/features/welcome/welcome-page.tsx'],
  },
  {
    path: '/login',
    html: 'login.html',
    page: 'login',
    modules: ['web/src/features/auth/login-page.tsx'],
  },
  {
    path: '/signup',
    html: 'signup.html',
    page: 'signup',
    modules: ['web/src/features/auth/signup-page.tsx'],
  },
  {
    path: '/forgot-password',
    html: 'forgot-password.html',
    page: 'forgot-password',
    modules: ['web/src/features/auth/forgot-password-page.tsx'],
  },
];

/**
 * The HTML of each page, from web/src/public/prerender.tsx loaded by Vite's SSR loader. `preact`:
 * rendered by Preact's server renderer, for the pages that Preact hydrates (their own HTML files,
 * docs/decisions/029-public-pages-on-preact.md); React's otherwise (index.html's welcome page).
 */
export async function prerenderPages(
  pages: PublicPageName[],
  { preact = false }: { preact?: boolean } = {},
): Promise<Map<PublicPageName, string>> {
  const server = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, '../../web'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Preact in place of React, for the libraries too (react-hook-form, lucide-react): none of
    // them is left to Node, which would load React itself.
    ...(preact ? { resolve: { alias: PREACT_ALIASES }, ssr: { noExternal: true } } : {}),
    plugins: [react()],
  });
  try {
    const { prerender } = (await server.ssrLoadModule('/src/public/prerender.tsx')) as {
      prerender: (page: PublicPageName) => string;
    };
    return new Map(pages.map((page) => [page, prerender(page)]));
  } finally {
    await server.close();
  }
}

const ROOT = '<div id="root"></div>';

/** `html` with `markup` in its root, marked as prerendered (index.css, web/public/theme-init.js). */
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

/** The scripts the app (web/src/app/app.tsx) needs before it runs, beside the entry's. */
function appScripts(bundle: OutputBundle): Set<string> {
  return staticClosure(bundle, chunkOf(bundle, APP_MODULE).fileName);
}

const APP_MODULE = 'web/src/app/app.tsx';
/** The welcome page for a signed-out visitor of `/`, beside index.html (decision 026). */
export const WELCOME_HTML = 'welcome.html';
const THEME_INIT = '<script src="/theme-init.js"></script>';

/**
 * `html` naming `scripts` in `<meta name="foyer-page-preloads">`, before theme-init.js, which
 * preloads them unless the path is the app's.
 */
export function withPagePreloads(html: string, scripts: string[]): string {
  if (scripts.length === 0) return html;
  if (!html.includes(THEME_INIT)) throw new Error(`route-html: no ${THEME_INIT}`);
  const meta = `<meta name="foyer-page-preloads" content="${scripts.map((f) => `/${f}`).join(' ')}" />`;
  return html.replace(THEME_INIT, () => `${meta}\n    ${THEME_INIT}`);
}

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
    // Still named, but disabled (never fetched nor applied): Vite's preload helper, which loads a
    // lazy chunk's stylesheets unless a `<link rel="stylesheet">` of the page already names them,
    // would otherwise fetch and apply the file again when the app's chunks (which import
    // index.css) load.
    return `\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
  if (styles.length === 0) return html;
  return out.replace('</head>', () => `  <style>${styles.join('\n')}</style>\n  </head>`);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="\/[^"]+"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/[^"]+">/g;

/**
 * `html` running `entry` in place of the app's entry, without the app's module preloads: the public
 * pages' HTML files load the public build's scripts only (docs/decisions/029-public-pages-on-preact.md).
 */
export function withEntry(html: string, entry: string): string {
  if (!MODULE_SCRIPT.test(html)) throw new Error('route-html: no module script in index.html');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () => `<script type="module" crossorigin src="/${entry}"></script>`);
}

export function routeHtml(
  routes: PublicRoute[] = PUBLIC_ROUTES,
  render: typeof prerenderPages = prerenderPages,
  buildPublic: typeof buildPublicPages = buildPublicPages,
): Plugin {
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
        // What index.html already loads: the entry and its static imports, and their styles.
        const entry = Object.values(bundle)
          .filter(isChunk)
          .find((c) => c.isEntry);
        const loaded = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
        const loadedCss = new Set(
          [...loaded].flatMap((f) => [
            ...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? []),
          ]),
        );
        const pages = routes.map((route) => route.page);
        // index.html's welcome page, which the app's entry hydrates with React.
        const markup = await render(pages);
        // The public pages' own files, which their entry hydrates with Preact: rendered by Preact
        // and run by the public build's scripts, written beside the app's.
        const publicMarkup = await render(pages, { preact: true });
        const pub = await buildPublic();
        for (const file of Object.values(pub))
          this.emitFile({
            type: 'asset',
            fileName: file.fileName,
            source: isChunk(file) ? file.code : file.source,
          });
        const publicEntry = chunkOf(pub, PUBLIC_ENTRY).fileName;
        const publicTemplate = withEntry(template, publicEntry);
        const styleOf = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return undefined;
          const { source } = asset;
          return typeof source === 'string' ? source : new TextDecoder().decode(source);
        };
        // The public pages as a signed-out visitor gets them (welcome.html for `/`) carry only the
        // rules their own code can use (docs/decisions/026-public-pages-own-stylesheet.md): every
        // script of the public build can run there. index.html, which answers the app's paths
        // too, keeps the whole stylesheet.
        const ownCss = await stylesheetFor(
          candidatesOf([
            ...[...reachableChunks(pub, publicEntry)].map((f) => ({
              content: (pub[f] as OutputChunk).code,
              extension: 'js',
            })),
            ...[...publicMarkup.values()].map((content) => ({ content, extension: 'html' })),
          ]),
        );
        const ownStyleOf = (file: string) => (loadedCss.has(file) ? ownCss : styleOf(file));
        /** A public page's own file: the public entry, the page's chunks, its own stylesheet. */
        const publicPage = (route: PublicRoute) => {
          const files = staticClosure(pub, publicEntry);
          for (const module of route.modules)
            staticClosure(pub, chunkOf(pub, module).fileName, files);
          files.delete(publicEntry);
          return withInlineStyles(
            withInlineThemeInit(
              withPage(
                withPreloads(publicTemplate, [...files].sort(), []),
                publicMarkup.get(route.page) ?? '',
              ),
            ),
            ownStyleOf,
          );
        };
        for (const route of routes) {
          if (route.html !== 'index.html') {
            this.emitFile({ type: 'asset', fileName: route.html, source: publicPage(route) });
            continue;
          }
          // index.html answers every path of the app, and `/` when a session hint is there or
          // offline: the app's entry, React, and the welcome page prerendered by React. Its own
          // chunks are named for web/public/theme-init.js, which preloads them only where the
          // welcome page is shown (docs/decisions/021-planning-first-visit.md), and it keeps the
          // whole stylesheet, which the app's screens need.
          const files = new Set<string>();
          for (const module of route.modules)
            staticClosure(bundle, chunkOf(bundle, module).fileName, files);
          const scripts = [...files].filter((f) => !loaded.has(f)).sort();
          const app = appScripts(bundle);
          index.source = withInlineStyles(
            withInlineThemeInit(
              withPage(
                withPagePreloads(
                  withPreloads(
                    template,
                    scripts.filter((f) => app.has(f)),
                    [],
                  ),
                  scripts.filter((f) => !app.has(f)),
                ),
                markup.get(route.page) ?? '',
              ),
            ),
            styleOf,
          );
          // The welcome page as a signed-out visitor of `/` gets it from the Worker
          // (worker/routes/home.ts): a public page like the others (decision 026).
          this.emitFile({ type: 'asset', fileName: WELCOME_HTML, source: publicPage(route) });
        }
      },
    },
  };
}
