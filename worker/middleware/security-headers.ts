import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { API_CACHE, REVALIDATED_API_CACHE, SECURITY_HEADERS } from '../lib/security-headers.ts';

/**
 * The same headers as the static assets' `_headers`, plus no caching of family data on /api, on
 * whatever answers: a route, an error (Hono's onError has set `c.res` by the time `next` returns),
 * a 404, or a static file handed over by onNotFound. Only an answer marked revalidated
 * (worker/app.ts, the week's conditional GET) keeps its own `private, no-cache`.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A WebSocket handshake's response comes from the Durable Object with immutable headers, and
  // carries no document these headers could protect.
  if (c.res.status === 101) return;
  const api = c.req.path.startsWith('/api');
  // A static file has immutable headers: answer a copy rather than fail on the first `set`.
  if (!api) c.res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (api && c.res.headers.get('Cache-Control') !== REVALIDATED_API_CACHE) {
    c.res.headers.set('Cache-Control', API_CACHE);
  }
});
