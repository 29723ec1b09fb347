import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { UNSUBSCRIBE_PATH } from '../notifications/unsubscribe.ts';

/** `application/json` and `application/<something>+json`, as Hono's validator reads them. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Every API body is one JSON object, checked once for every route before any handler or validator
 * runs (so that no schema ever reads a property of `null`, and routes that ignore their body refuse a
 * bad one too):
 * - a body in another media type (text/plain, a form…) is a 415;
 * - malformed JSON, `null`, an array, a string or a number is a 400.
 * An empty body passes (bodiless POSTs and DELETEs); the text read here is cached by Hono, so the
 * route's validator parses it without reading the stream again. Runs after the body's size limit.
 * The digest's unsubscribe address reads its own form body (a mail client's one-click POST).
 */
export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path === UNSUBSCRIBE_PATH) return next();
  const text = c.req.raw.body === null ? '' : await c.req.text();
  if (text !== '') {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new ApiError('unsupported_media_type', ERROR_MESSAGES.unsupportedMediaType);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError('validation', ERROR_MESSAGES.invalidJson);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new ApiError('validation', ERROR_MESSAGES.bodyNotObject);
    }
  }
  await next();
});
