import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import { CALENDAR_FEED_MESSAGES } from '#domain/calendar-feeds.ts';
import type { AppEnv } from './env.ts';
import { ApiError } from './lib/api-error.ts';
import { createApp } from './lib/create-app.ts';
import { REVALIDATED_API_CACHE } from './lib/security-headers.ts';
import { database } from './middleware/db.ts';
import { spaceGate } from './middleware/space-gate.ts';
import { alerts } from './routes/alerts.ts';
import { auth } from './routes/auth.ts';
import { calendarFeedFile, calendarFeedRoutes } from './routes/calendar-feeds.ts';
import { calendarSubscriptionRoutes } from './routes/calendar-subscriptions.ts';
import { custodyRoutes } from './routes/custody.ts';
import { dev } from './routes/dev.ts';
import { digestRoutes } from './routes/digest.ts';
import { exportRoutes } from './routes/export.ts';
import { familyChangeRoutes } from './routes/family-changes.ts';
import { health } from './routes/health.ts';
import { home } from './routes/home.ts';
import { invitations, spaceInvitations } from './routes/invitations.ts';
import { allLists, itemSuggestions, lists } from './routes/lists.ts';
import { live } from './routes/live.ts';
import { me } from './routes/me.ts';
import { meals } from './routes/meals.ts';
import { memos } from './routes/memos.ts';
import { notificationPreferenceRoutes } from './routes/notification-preferences.ts';
import { notifications } from './routes/notifications.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { profiles } from './routes/profiles.ts';
import { push } from './routes/push.ts';
import { schoolHolidays } from './routes/school-holidays.ts';
import { listShopRoutes, shopRoutes } from './routes/shops.ts';
import { spaces } from './routes/spaces.ts';
import { taskCommentRoutes } from './routes/task-comments.ts';
import { taskCompletionRoutes } from './routes/task-completions.ts';
import { tasks } from './routes/tasks.ts';

export const app = createApp();

// The one access check of every space route, session and membership in one statement
// (docs/architecture.md#request-path). Hono's trailing `/*` also matches `/api/spaces/:spaceId`
// itself, so this covers the space and all its sub-resources, including routers mounted later. The
// same layer announces the committed writes to the space's live sockets (worker/realtime/announce.ts).
app.use('/api/spaces/:spaceId/*', spaceGate);
// The week's conditional GET: a weak ETag, the SHA-1 of the body, a bodiless 304 when
// `If-None-Match` names it, and `private, no-cache` so that the browser's own HTTP cache keeps the
// week and revalidates it. A refetch after a live event that changed nothing this view shows costs
// the check and the read, but not the transfer. The 304 keeps the request id beside the headers
// HTTP asks it to keep. The lists have none: they are small and change with every tick.
const conditionalGet = etag({
  weak: true,
  retainedHeaders: [...RETAINED_304_HEADERS, 'x-request-id'],
});
const revalidated = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'GET' && (c.res.status === 200 || c.res.status === 304)) {
    c.res.headers.set('Cache-Control', REVALIDATED_API_CACHE);
  }
});
app.use('/api/spaces/:spaceId/tasks', revalidated, conditionalGet);
// The public calendar feed (`/cal/<token>.ics`, the token is its credential): outside /api, so it
// gets the database here; its ETag lets calendar applications poll for a bodiless 304.
app.use('/cal/:file', database, conditionalGet);
app.route('/cal', calendarFeedFile);
// Nothing else under /cal is a screen: a 404 rather than the SPA's index.html.
app.all('/cal/*', () => {
  throw new ApiError('not_found', CALENDAR_FEED_MESSAGES.feedNotFound);
});

// `/`: the welcome page or the app, by the session hint (worker/routes/home.ts).
app.route('/', home);

// One sub-app per resource, chained so that AppType carries every route to the SPA's hc client.
const routes = app
  .route('/api/health', health)
  .route('/api/auth', auth)
  .route('/api/me', me)
  .route('/api/passkeys', passkeyRoutes)
  .route('/api/spaces', spaces)
  .route('/api/spaces/:spaceId/profiles', profiles)
  .route('/api/spaces/:spaceId/tasks', tasks)
  .route('/api/spaces/:spaceId/tasks', taskCompletionRoutes)
  .route('/api/spaces/:spaceId/tasks', taskCommentRoutes)
  .route('/api/spaces/:spaceId/alerts', alerts)
  .route('/api/spaces/:spaceId/memos', memos)
  .route('/api/spaces/:spaceId/lists', lists)
  .route('/api/spaces/:spaceId/lists', listShopRoutes)
  .route('/api/spaces/:spaceId/shops', shopRoutes)
  .route('/api/spaces/:spaceId/item-suggestions', itemSuggestions)
  .route('/api/spaces/:spaceId/meals', meals)
  .route('/api/spaces/:spaceId/notifications', notifications)
  .route('/api/spaces/:spaceId/notification-preferences', notificationPreferenceRoutes)
  .route('/api/spaces/:spaceId/invitations', spaceInvitations)
  .route('/api/spaces/:spaceId/live', live)
  .route('/api/spaces/:spaceId/calendar-feeds', calendarFeedRoutes)
  .route('/api/spaces/:spaceId/calendar-subscriptions', calendarSubscriptionRoutes)
  .route('/api/spaces/:spaceId/school-holidays', schoolHolidays)
  .route('/api/spaces/:spaceId/custody', custodyRoutes)
  .route('/api/spaces/:spaceId/changes', familyChangeRoutes)
  .route('/api/invitations', invitations)
  .route('/api/lists', allLists)
  .route('/api/export', exportRoutes)
  .route('/api/push', push)
  .route('/api/digest', digestRoutes)
  .route('/api/dev', dev);

export type AppType = typeof routes;
