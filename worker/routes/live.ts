/**
 * The live socket of a family space (docs/architecture.md#realtime). The membership gate in
 * worker/app.ts has already authenticated the cookie and checked membership; this route checks the
 * Origin against APP_ORIGIN like API writes do (browsers send it on every WebSocket handshake, and SameSite cookies do not stop a
 * cross-site socket) and only then hands the upgrade to the space's hub.
 */
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { isAppOrigin } from '../middleware/origin-check.ts';
import { spaceHub } from '../realtime/notify.ts';
import { HUB_CHAIN_HEADER, HUB_PROFILE_HEADER, HUB_USER_HEADER } from '../realtime/space-hub.ts';
import { findProfile } from '../spaces/profiles.ts';

export const live = createRouter().get('/', async (c) => {
  if (!isAppOrigin(c.env, c.req.header('origin'))) {
    throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenOrigin);
  }
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError('validation', ERROR_MESSAGES.websocketRequired);
  }
  const { db, space, user } = c.var;
  // The selected profile is informative (who is looking); one outside the space is not recorded.
  const requested = c.req.query('profileId');
  const profile = requested ? await findProfile(db, space.id, requested) : undefined;

  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_USER_HEADER, user.id);
  headers.set(HUB_CHAIN_HEADER, user.sessionChainId);
  if (profile) headers.set(HUB_PROFILE_HEADER, profile.id);
  else headers.delete(HUB_PROFILE_HEADER);
  return spaceHub(c.env, space.id).fetch(new Request(c.req.raw.url, { headers }));
});
