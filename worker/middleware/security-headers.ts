import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { API_CACHE, SECURITY_HEADERS } from '../lib/security-headers.ts';

/** The headers as pairs, listed once rather than at every request. */
const PAIRS = Object.entries(SECURITY_HEADERS);

/** The same headers as the static assets' `_headers`, plus no caching of family data. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A WebSocket handshake's response comes from the Durable Object with immutable headers, and
  // carries no document these headers could protect.
  if (c.res.status === 101) return;
  const api = c.req.path.startsWith('/api');
  // A static file handed over by onNotFound has immutable headers too: answer a copy (Hono's
  // setter rebuilds the response) rather than fail on the first `set`.
  if (!api) c.res = new Response(c.res.body, c.res);
  const headers = c.res.headers;
  for (const [name, value] of PAIRS) headers.set(name, value);
  if (api) headers.set('Cache-Control', API_CACHE);
});
