import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's own origin plus those of `APP_ORIGIN` (comma-separated). */
export function allowedOrigins(requestUrl: string, appOrigin: string | undefined): Set<string> {
  const origins = new Set([new URL(requestUrl).origin]);
  for (const entry of (appOrigin ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      origins.add(new URL(trimmed).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/**
 * CSRF defence on top of SameSite=Lax cookies (docs/security.md): a state-changing API request must come
 * from a page of Foyer itself, as its Origin header shows. Browsers send Origin on every POST, PUT,
 * PATCH and DELETE, same-origin included, and a page cannot forge it; a request without one (an old
 * client, a tool) is refused too, as the API has no other callers.
 * https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html#using-standard-headers-to-verify-origin
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (!origin || !allowedOrigins(c.req.url, c.env.APP_ORIGIN).has(origin)) {
      throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenOrigin);
    }
  }
  await next();
});
