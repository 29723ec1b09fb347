import type { Context, Next } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createDb } from '../../db/client.ts';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { isUuid } from '../../domain/ids.ts';
import type { AppEnv } from '../env.ts';
import { onError, onNotFound } from '../middleware/error-handler.ts';
import { assertJsonObjectBody } from '../middleware/json-body.ts';
import { refuseForeignWrite } from '../middleware/origin-check.ts';
import { applySecurityHeaders } from '../middleware/security-headers.ts';
import { ApiError } from './api-error.ts';
import { appOrigins } from './app-origin.ts';

/** The largest JSON body the API reads; far above any form of the app. */
export const MAX_BODY_BYTES = 256 * 1024;

/** A sub-app for one resource, typed with the app's env so routes chained on it keep their types. */
export function createRouter() {
  return new Hono<AppEnv>({ strict: false });
}

/** Hono's limit, run before the JSON check (its `next` does nothing: the frame goes on itself). */
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError('payload_too_large', ERROR_MESSAGES.payloadTooLarge);
  },
});
const nothing = async () => {};

/** `/api` itself or a path below it (what Hono's `/api/*` matches), given `path` starts with /api. */
function isApiPath(path: string): boolean {
  return path.length === 4 || path.charCodeAt(4) === 47; // '/'
}

/**
 * What must hold before any route runs, in this order (each a refusal of its own): outside
 * development, no APP_ORIGIN means no request is served (a logged 500: links and Origin checks
 * would have nothing trustworthy to use); then, on /api, the Origin of a write (CSRF,
 * worker/middleware/origin-check.ts), the body's size and its being one JSON object
 * (worker/middleware/json-body.ts), and the request's database client.
 */
async function checks(c: Context<AppEnv>, api: boolean): Promise<void> {
  appOrigins(c.env);
  if (!api) return;
  refuseForeignWrite(c);
  if (c.req.raw.body !== null) {
    await limitBody(c, nothing);
    await assertJsonObjectBody(c);
  }
  c.set('db', createDb(c.env.DB));
}

/**
 * Everything that applies to every request, as ONE middleware rather than a layer each (every
 * `await next()` layer costs a promise and a closure per request,
 * docs/decisions/022-week-request-cost.md): the request's id and instant, the {@link checks}, then
 * the security headers on whatever answers, errors and 404s included.
 */
async function frame(c: Context<AppEnv>, next: Next): Promise<void> {
  // Each request's id, echoed as X-Request-Id and written in its error logs. A client's own id is
  // kept only when it is a UUID: anything else (a forged log line, a huge header) is replaced.
  const given = c.req.header('x-request-id')?.toLowerCase();
  const id = given && isUuid(given) ? given : crypto.randomUUID();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  c.set('now', new Date());
  const path = c.req.path;
  // The checks cover /api and the paths below it; the API's cache rule, any path starting /api.
  const api = path.startsWith('/api');
  try {
    await checks(c, api && isApiPath(path));
  } catch (error) {
    // As Hono answers an error thrown by a middleware of its own layer.
    if (!(error instanceof Error)) throw error;
    c.error = error;
    c.res = await onError(error, c);
    applySecurityHeaders(c, api);
    return;
  }
  await next();
  applySecurityHeaders(c, api);
}

/** The root app with everything that applies to every request, registered once. */
export function createApp() {
  const app = createRouter();
  app.use('*', frame);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
