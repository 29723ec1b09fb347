import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  theme_color: string;
  icons: ManifestIcon[];
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: ArrayBuffer) {
  const view = new DataView(bytes);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  signature.forEach((b, i) => {
    expect(view.getUint8(i)).toBe(b);
  });
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('installable web app', () => {
  setupBrowser();

  it('index.html links a valid French manifest with its icons', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const href = html.match(/<link rel="manifest" href="([^"]+)"/)?.[1];
    expect(href).toBeDefined();

    const response = await fetch(new URL(href ?? '', baseUrl));
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      short_name: 'Foyer',
      lang: 'fr',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
    });
    expect(manifest.name).toMatch(/Foyer/);
    expect(manifest.description).toMatch(/famille/);
    // A blue theme colour: the blue channel dominates.
    const [r, g, b] = [1, 3, 5].map((i) =>
      Number.parseInt(manifest.theme_color.slice(i, i + 2), 16),
    );
    expect(b).toBeGreaterThan(Math.max(r ?? 0, g ?? 0));

    const icons = manifest.icons;
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').includes(purpose));
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const file = await fetch(new URL(icon?.src ?? '', baseUrl));
      expect(file.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(await file.arrayBuffer());
      expect(`${width}x${height}`).toBe(sizes);
    }
  });

  it('registers a service worker that controls the app', async () => {
    const page = await openPhonePage({ serviceWorkers: 'allow' });
    await page.goto(baseUrl);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${baseUrl}/`);
    await page.context().close();
  });
});

describe('headers of the served app', () => {
  it('index.html and SPA routes carry the strict policy and are revalidated', async () => {
    for (const path of ['/', '/une/route/inconnue']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('hashed assets are cached for a year and index.html has no inline script but the theme bootstrap', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    // The one inline script, allowed by its hash (decision 024, tests/e2e/prerendered-pages.test.ts).
    const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inline).toEqual(['<script>']);
    expect(html).toContain('<script>// Runs before the first paint');
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the API is served by the Worker, not the SPA fallback', async () => {
    const response = await fetch(`${baseUrl}/api/inconnue`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('not_found');
  });
});

// A repeat visit is answered by the service worker, not the Worker: the document it gives each
// public path is the one web/src/public/routes.ts names (index.html for `/`, whose entry renders
// the welcome page for a signed-out visitor; the page's own prerendered file for the others).
describe('second visit with the service worker in control', () => {
  setupBrowser();

  it('`/` is index.html with the welcome page rendered by the entry; /login is its prerendered file', async () => {
    const page = await openPhonePage({ serviceWorkers: 'allow' });
    await page.goto(baseUrl);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const home = await page.goto(`${baseUrl}/`);
    expect(home?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Foyer' }).waitFor();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    await page.getByRole('link', { name: 'Me connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const login = await page.goto(`${baseUrl}/login`);
    expect(login?.fromServiceWorker()).toBe(true);
    expect(await login?.text()).toContain('data-prerendered');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await page.context().close();
  });
});
