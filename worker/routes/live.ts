/**
 * The live socket of a family space (docs/architecture.md#realtime). The membership gate in
 * worker/app.ts has already authenticated the cookie; the access check runs here, before the
 * upgrade is handed on. This route checks the
 * Origin against APP_ORIGIN like API writes do (browsers send it on every WebSocket handshake, and SameSite cookies do not stop a
 * cross-site socket) and only then hands the upgrade to the space's hub.
 */
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { isAppOrigin } from '../middleware/origin-check.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { spaceHub } from '../realtime/notify.ts';
import { HUB_CHAIN_HEADER, HUB_PROFILE_HEADER, HUB_USER_HEADER } from '../realtime/space-hub.ts';
import { profileQuery } from '../spaces/profiles.ts';

export const live = createRouter().get('/', async (c) => {
  if (!isAppOrigin(c.env, c.req.header('origin'))) {
    throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenOrigin);
  }
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError('validation', ERROR_MESSAGES.websocketRequired);
  }
  // The access check, with the selected profile: informative (who is looking), and one outside
  // the space is not recorded.
  const query = profileQuery(c.var.db, urlSpaceId(c), c.req.query('profileId') ?? '');
  const [profile] = (await guardedRead(c, { profile: query })).profile;
  const { space, user } = c.var;

  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_USER_HEADER, user.id);
  headers.set(HUB_CHAIN_HEADER, user.sessionChainId);
  if (profile) headers.set(HUB_PROFILE_HEADER, profile.id);
  else headers.delete(HUB_PROFILE_HEADER);
  return spaceHub(c.env, space.id).fetch(new Request(c.req.raw.url, { headers }));
});
