import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { openPhonePage, setupBrowser } from './support/browser.ts';

const baseUrl = inject('baseUrl');

setupBrowser();

/** The scripts an HTML document names: `<script src>` and `<link rel="modulepreload">`. */
function scriptsNamedBy(html: string): Set<string> {
  return new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
      ),
    ].map((m) => m[1] as string),
  );
}

// Decision 017: each public page's HTML names every script of its route, so that all are asked
// for in the first round trip after the HTML (no chain of lazy chunks).
describe('first visit of the public pages', () => {
  for (const [path, heading] of [
    ['/', 'Foyer'],
    ['/login', 'Connexion'],
    ['/signup', 'Créer un compte'],
    ['/forgot-password', 'Mot de passe oublié'],
    ['/conditions-utilisation', "Conditions d'utilisation"],
    ['/confidentialite', 'Politique de confidentialité'],
  ] as const) {
    it(`${path}: every script the page asks for is named by its HTML`, async () => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const named = scriptsNamedBy(html);
      const page = await openPhonePage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The service worker, and the module that registers it, which the page asks for after its
        // load event on purpose (web/src/main.tsx): not part of what paints the page.
        if (
          url.pathname.endsWith('.js') &&
          !/^\/(sw|workbox-[\w-]+)\.js$/.test(url.pathname) &&
          !/^\/assets\/service-worker-[\w-]+\.js$/.test(url.pathname)
        )
          asked.push(url.pathname);
      });
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.length).toBeGreaterThan(3);
      expect(asked.filter((script) => !named.has(script))).toEqual([]);
    });
  }
});

// The public pages' budget: their scripts, each gzipped as a CDN sends it, within 100 KiB. What
// keeps them there is visible in the source (docs/decisions/034-first-visit-by-the-import-graph.md):
// no tailwind-merge on these pages, the password estimator and zod loaded when first needed.
describe('weight of the public pages', () => {
  for (const path of [
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/conditions-utilisation',
    '/confidentialite',
  ]) {
    it(`${path}: the scripts its HTML names weigh at most 100 KiB gzipped`, async () => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      let gzipped = 0;
      for (const script of scriptsNamedBy(html)) {
        const response = await fetch(`${baseUrl}${script}`);
        expect(response.status).toBe(200);
        gzipped += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
      }
      expect(gzipped).toBeGreaterThan(50 * 1024);
      expect(gzipped).toBeLessThanOrEqual(100 * 1024);
    });
  }
});
