import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { isUuid } from '../../domain/ids.ts';
import type { AppEnv } from '../env.ts';
import { database } from '../middleware/db.ts';
import { onError, onNotFound } from '../middleware/error-handler.ts';
import { jsonObjectBody } from '../middleware/json-body.ts';
import { originCheck } from '../middleware/origin-check.ts';
import { securityHeaders } from '../middleware/security-headers.ts';
import { ApiError } from './api-error.ts';
import { appOrigins } from './app-origin.ts';

/** The largest JSON body the API reads; far above any form of the app. */
export const MAX_BODY_BYTES = 256 * 1024;

/** A sub-app for one resource, typed with the app's env so routes chained on it keep their types. */
export function createRouter() {
  return new Hono<AppEnv>({ strict: false });
}

/** The root app with everything that applies to every request, registered once. */
export function createApp() {
  const app = createRouter();
  // Each request's id, echoed as X-Request-Id and written in its error logs. A client's own id is
  // kept only when it is a UUID: anything else (a forged log line, a huge header) is replaced.
  app.use('*', async (c, next) => {
    const given = c.req.header('x-request-id')?.toLowerCase();
    const id = given && isUuid(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  });
  app.use('*', async (c, next) => {
    c.set('now', new Date());
    await next();
  });
  app.use('*', securityHeaders);
  // Outside development, no APP_ORIGIN means no request is served (a logged 500): links and
  // Origin checks would have nothing trustworthy to use.
  app.use('*', async (c, next) => {
    appOrigins(c.env);
    await next();
  });
  app.use('/api/*', originCheck);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError('payload_too_large', ERROR_MESSAGES.payloadTooLarge);
      },
    }),
  );
  app.use('/api/*', jsonObjectBody);
  app.use('/api/*', database);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
