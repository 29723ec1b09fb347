import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { appOrigins } from '../lib/app-origin.ts';
import { isWriteMethod } from '../lib/write-methods.ts';
import { UNSUBSCRIBE_PATH } from '../notifications/unsubscribe.ts';

/** True when `origin` (an Origin header) is one of the configured APP_ORIGIN origins. */
export function isAppOrigin(env: AppEnv['Bindings'], origin: string | undefined): boolean {
  return origin !== undefined && appOrigins(env).includes(origin);
}

/**
 * Outside development, no APP_ORIGIN means no request is served: links and Origin checks would have
 * nothing trustworthy to use. `appOrigins` throws a ConfigurationError, a logged 500.
 */
export const configuredOrigin = createMiddleware<AppEnv>(async (c, next) => {
  appOrigins(c.env);
  await next();
});

/**
 * CSRF defence on top of SameSite=Lax cookies (docs/security.md): a state-changing API request must
 * come from a page of Foyer itself, as its Origin header shows: one of APP_ORIGIN's, never merely
 * the request's own (its Host is the sender's choice). Browsers send Origin on every POST, PUT,
 * PATCH and DELETE, same-origin included, and a page cannot forge it; a request without one (an old
 * client, a tool) is refused too, as the API has no other callers. `hono/csrf` is not enough: it
 * checks only form-like content types, and the API speaks JSON.
 * https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html#using-standard-headers-to-verify-origin
 *
 * One address is left to its route: the digest email's unsubscribe link, whose credential is the
 * token in its URL and never a cookie (nothing a forged request could borrow), and which mail clients
 * POST without an Origin (RFC 8058). Its route asks for the Origin or the one-click body itself.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (
    isWriteMethod(c.req.method) &&
    c.req.path !== UNSUBSCRIBE_PATH &&
    !isAppOrigin(c.env, c.req.header('origin'))
  ) {
    throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenOrigin);
  }
  await next();
});
