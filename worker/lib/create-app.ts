import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { clock } from '../middleware/clock.ts';
import { database } from '../middleware/db.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { configuredOrigin, originCheck } from '../middleware/origin-check.ts';
import { securityHeaders } from '../middleware/security-headers.ts';
import { ApiError } from './api-error.ts';
import { onError, onNotFound } from './error-handler.ts';

/** The largest JSON body the API reads; far above any form of the app. */
export const MAX_BODY_BYTES = 256 * 1024;

/** A sub-app for one resource, typed with the app's env so routes chained on it keep their types. */
export function createRouter() {
  return new Hono<AppEnv>({ strict: false });
}

/**
 * The root app: what applies to every request, in the order it runs (docs/architecture.md#request-path).
 * An error thrown by any layer or route is answered by `onError`, and the layers above it still
 * run on its answer (the security headers dress errors and 404s too).
 */
export function createApp() {
  return (
    createRouter()
      // Each request's id, echoed as X-Request-Id and written in its error logs. A client's own id
      // is kept only when short and made of word characters, `-` and `=` (no forged log line).
      .use(requestId({ limitLength: 64 }))
      .use(clock)
      .use(securityHeaders)
      .use(configuredOrigin)
      .use('/api/*', originCheck)
      .use(
        '/api/*',
        bodyLimit({
          maxSize: MAX_BODY_BYTES,
          onError: () => {
            throw new ApiError('payload_too_large', ERROR_MESSAGES.payloadTooLarge);
          },
        }),
      )
      .use('/api/*', jsonBody)
      .use('/api/*', database)
      .notFound(onNotFound)
      .onError(onError)
  );
}
