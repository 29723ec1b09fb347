import { hc } from 'hono/client';
import type { AppType } from '../../../worker/app.ts';
import { fetchWithRefresh } from './session.ts';

// The failure and the reading of a response live in api-request.ts, which the prerendered public
// pages use without the typed client (docs/decisions/020-prerendered-public-pages.md).
export { ApiRequestError, errorMessage, readJson } from './api-request.ts';

/**
 * The typed client of the Worker's routes (docs/architecture.md#shape: a route change that breaks
 * the SPA breaks the type check). Cookies carry the session, so requests stay same-origin with
 * credentials; an expired access token is renewed and the call replayed (lib/session.ts). Every
 * route sits under /api, so the client starts there: `api.spaces.$get()` asks for /api/spaces.
 */
export const api = hc<AppType>('/', {
  fetch: fetchWithRefresh,
  init: { credentials: 'same-origin' },
}).api;
