import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeHtml } from './scripts/lib/route-html.ts';
import { renderAssetHeadersFile } from './worker/lib/security-headers.ts';

const THEME_COLOR = '#2563eb';
const PUSH_HANDLER = 'push-handler.js';
export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [
    {
      // Security and cache headers of the static assets, from the same policy as the API's.
      name: 'foyer:asset-headers',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: renderAssetHeadersFile() });
      },
    },
    {
      // The service worker's push handler (web/sw/push-handler.ts), built beside the app as
      // /push-handler.js for workbox's importScripts below (docs/decisions/014-web-push.md).
      name: 'foyer:push-handler',
      apply: 'build',
      buildStart() {
        this.emitFile({ type: 'chunk', id: 'web/sw/push-handler.ts', fileName: PUSH_HANDLER });
      },
    },
    react(),
    tailwindcss(),
    routeHtml(), // the public pages' HTML files, prerendered, their chunks preloaded (decision 030)
    VitePWA({
      // Registered by web/src/lib/service-worker.ts (the app's update prompt offers « Mettre à jour »
      // when a new version is waiting): never an inline script (the CSP forbids them), never a
      // silent reload.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Foyer — Organiseur familial',
        short_name: 'Foyer',
        description:
          'Organisez vos journées en famille avec simplicité et sérénité : planning partagé, listes, rappels et alertes.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        categories: ['lifestyle', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Fetched when a screen needs it, not on every install: the password estimator (password
        // screens). welcome.html is the Worker's answer to a first signed-out visit of `/`; once
        // installed, `/` is index.html, whose entry shows the welcome page or the app by the session
        // hint, as web/src/public/routes.ts decides. The other public pages are their own files.
        globIgnores: ['**/password-estimator-*.js', '**/welcome.html'],
        // Shows Web Push notifications and opens their screen (web/sw/push-handler.ts).
        importScripts: [PUSH_HANDLER],
        navigateFallback: '/index.html',
        // The API is live data: never answered from the service worker's cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/cal\//],
        cleanupOutdatedCaches: true,
        // The service worker's own maps are not published either.
        sourcemap: false,
      },
    }),
  ];
  // In `npm run dev`, the Worker runs in workerd inside Vite (API + SPA with hot reload).
  // `vite build` only builds the SPA; wrangler bundles the Worker itself.
  if (command === 'serve') {
    // `vite` is only ever a local server: wrangler.toml's [env.development], not its production top.
    process.env.CLOUDFLARE_ENV ??= 'development';
    plugins.push(
      cloudflare({
        configPath: fileURLToPath(new URL('./wrangler.toml', import.meta.url)),
        // The same local D1 as `wrangler dev` and `npm run seed` (Vite's root is web/).
        persistState: { path: fileURLToPath(new URL('./.wrangler/state', import.meta.url)) },
        // The origin scripts/dev.ts serves (emailed links, Origin checks); Vite's default port else.
        config: (worker) => {
          worker.vars = {
            ...worker.vars,
            APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173',
          };
          // The Worker picks `/`'s document among the built ones (worker/routes/home.ts); in dev
          // there is one, index.html, which Vite serves with its React-refresh preamble, an inline
          // script the Worker's CSP blocks (a blank page). So in dev the Worker runs first for
          // the API and the feeds only (`/api/*`, `/cal/*`), and the entry shows the welcome page
          // or the app by the session hint (web/src/public/routes.ts).
          const first = worker.assets?.run_worker_first;
          if (worker.assets && Array.isArray(first))
            worker.assets.run_worker_first = first.filter((path) => path.endsWith('/*'));
        },
      }),
    );
  }

  return {
    root: 'web',
    publicDir: 'public',
    plugins,
    build: {
      outDir: '../dist',
      emptyOutDir: true,
      // Not published: the deployed SPA would serve its whole source, comments included, beside it.
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The password estimator and its dictionaries (about 1 MB), which only the password
            // screens import: one named chunk, kept out of the service worker's precache above.
            groups: [{ name: 'password-estimator', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ }],
          },
        },
      },
    },
  };
});
