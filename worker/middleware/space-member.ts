import { createMiddleware } from 'hono/factory';
import { SPACE_MESSAGES } from '#domain/spaces.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

/** Admin-only actions of a space (rename, delete): 403 for the other members. Behind `spaceGate`. */
export const requireSpaceAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.membership?.isAdmin) throw new ApiError('forbidden', SPACE_MESSAGES.adminOnly);
  await next();
});
