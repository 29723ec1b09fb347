import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/**
 * The request's instant, read once: every expiry and window of the request is computed from
 * `c.var.now`, and the functions below the routes take it as a parameter so tests can pass any.
 */
export const clock = createMiddleware<AppEnv>(async (c, next) => {
  c.set('now', new Date());
  await next();
});
