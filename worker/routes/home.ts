/**
 * `/` (docs/decisions/026-public-pages-own-stylesheet.md). A signed-out visitor gets the welcome
 * page as the other public pages are served, with its own small stylesheet (welcome.html); a
 * signed-in one gets index.html, the app, with the whole stylesheet its screens need. The session
 * hint cookie decides, as it decides in the browser (`destinationOf` in web/src/public/routes.ts,
 * which lists the public pages and their files), so both sides pick the same page. wrangler.toml runs the
 * Worker first for `/`, `/index.html` and `/welcome` only: every other file is served by the
 * assets directly.
 */
import { hasSessionHintIn } from '#domain/auth-constants.ts';
import { createRouter } from '../lib/create-app.ts';

export const home = createRouter()
  .get('/', async (c) => {
    const signedIn = hasSessionHintIn(c.req.header('cookie') ?? '');
    const url = new URL(signedIn ? '/' : '/welcome', c.req.url);
    const asset = await c.env.ASSETS.fetch(new Request(url, c.req.raw));
    const response = new Response(asset.body, asset);
    // One address, two documents: no cache may give one visitor the other's.
    response.headers.append('Vary', 'Cookie');
    return response;
  })
  // The service worker keeps `/index.html` for every path of the app (vite.config.ts'
  // navigateFallback) and fetches it at install, most often from a signed-out public page: the
  // assets would redirect it to `/`, answered above with the welcome page. It is always the app's.
  .get('/index.html', (c) => c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), c.req.raw)))
  // welcome.html is the Worker's answer for `/`, not an address of its own.
  .get('/welcome', (c) => c.redirect('/', 301));
