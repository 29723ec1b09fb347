import { createMiddleware } from 'hono/factory';
import { createDb } from '../../db/client.ts';
import type { AppEnv } from '../env.ts';

/** A drizzle client over this request's D1 binding (bindings exist per request, never at module level). */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', createDb(c.env.DB));
  await next();
});
