import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { API_CACHE, SECURITY_HEADERS } from '../lib/security-headers.ts';

/** The headers as pairs, listed once rather than at every request. */
const PAIRS = Object.entries(SECURITY_HEADERS);
/** Those of an API answer: the same, and no caching. */
const API_PAIRS: [string, string][] = [...PAIRS, ['Cache-Control', API_CACHE]];

/** API answers built with {@link API_PAIRS} already: {@link applySecurityHeaders} leaves them be. */
const dressed = new WeakSet<Response>();

/**
 * An API answer with its security headers from the start, for a route that builds its own response
 * (the range, docs/decisions/025-worker-throughput.md): one Headers built from a list rather than
 * a Hono response whose headers are then set one call each. `headers`: the route's own (they come
 * after, as they would have been set before the security headers).
 */
export function apiResponse(
  body: string | null,
  status: number,
  headers: [string, string][],
): Response {
  const response = new Response(body, { status, headers: [...headers, ...API_PAIRS] });
  dressed.add(response);
  return response;
}

/**
 * The same headers as the static assets' `_headers`, plus no caching of family data, on the answer
 * in `c.res`: applied by the app's one middleware (worker/lib/create-app.ts) to every answer, errors
 * and 404s included. `api`: the request's path is /api or below it.
 */
export function applySecurityHeaders(c: Context<AppEnv>, api: boolean): void {
  // A WebSocket handshake's response comes from the Durable Object with immutable headers, and
  // carries no document these headers could protect.
  if (c.res.status === 101) return;
  // Built by apiResponse with the same headers, and not copied since (a copy is a new object).
  if (dressed.has(c.res)) return;
  // A static file handed over by onNotFound has immutable headers too: answer a copy (Hono's
  // setter rebuilds the response) rather than fail on the first `set`.
  if (!api) c.res = new Response(c.res.body, c.res);
  const headers = c.res.headers;
  for (const [name, value] of PAIRS) headers.set(name, value);
  if (api) headers.set('Cache-Control', API_CACHE);
}
