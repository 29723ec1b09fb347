import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { isUuid } from '../../domain/ids.ts';
import { SPACE_MESSAGES } from '../../domain/spaces.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { findSpaceForUser } from '../spaces/spaces.ts';

/**
 * The one membership gate of every `/api/spaces/:spaceId/...` route
 * (docs/architecture.md#request-path), mounted once in worker/app.ts after `requireUser`:
 * - a non-UUID or unknown space id is a 404 (`not_found`);
 * - a signed-in non-member gets 403 "Vous n'avez pas accès à cet espace famille" and no data;
 * - a member goes on with `c.var.space` and `c.var.membership` set.
 * Routes below it still scope every row they read or write to `c.var.space.id`.
 */
export const requireSpaceMember = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  if (!user) throw new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  const spaceId = c.req.param('spaceId');
  if (!spaceId || !isUuid(spaceId)) throw new ApiError('not_found', ERROR_MESSAGES.notFound);
  const found = await findSpaceForUser(c.var.db, spaceId, user.id);
  if (!found) throw new ApiError('not_found', ERROR_MESSAGES.notFound);
  if (found.isAdmin === null) throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenSpace);
  c.set('space', found.space);
  c.set('membership', { isAdmin: found.isAdmin });
  await next();
});

/** Admin-only actions of a space (rename, delete): 403 for the other members. Behind `requireSpaceMember`. */
export const requireSpaceAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.membership?.isAdmin) throw new ApiError('forbidden', SPACE_MESSAGES.adminOnly);
  await next();
});
