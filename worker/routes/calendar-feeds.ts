/**
 * Calendar subscriptions (docs/decisions/013-calendar-feed.md).
 *
 * - `/api/spaces/:spaceId/calendar-feeds`, behind the membership gate: a member lists, makes (or
 *   remakes) and revokes their own addresses, one for the whole space and one per profile. The token
 *   is in the answer of the POST only. `GET …/calendar-feeds/planning.ics` downloads the space's
 *   planning once, as a file.
 * - `/cal/<token>.ics`, public (the token is the credential): the planning around today as
 *   iCalendar (worker/calendar/feeds.ts `FEED_WINDOW`), with a weak ETag decided by the space's
 *   planning stamp (task count and last change), so that a 304 builds no body. An unknown or revoked token, or one whose maker
 *   left the space, is a 404.
 */
import {
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_TOASTS,
  calendarFeedCreateSchema,
  SPACE_FEED_SCOPE,
} from '#domain/calendar-feeds.ts';
import { isUuid } from '#domain/ids.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import {
  feedSchoolHolidayPeriods,
  feedTag,
  feedWindow,
  findFeedTasks,
  issueFeed,
  listFeeds,
  resolveFeed,
  revokeFeed,
  tagMatches,
  touchFeed,
} from '../calendar/feeds.ts';
import { planningToIcs } from '../calendar/ics.ts';
import { ApiError } from '../lib/api-error.ts';
import { linkOrigin } from '../lib/app-origin.ts';
import { inBackground } from '../lib/background.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { changes } from '../realtime/announce.ts';
import { isProfileOfSpace } from '../spaces/profiles.ts';

/** A token as randomToken(32) writes it: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The address a calendar application subscribes to. */
export function feedUrl(origin: string, token: string): string {
  return `${origin}/cal/${token}.ics`;
}

export const calendarFeedRoutes = createRouter()
  .get('/', async (c) => {
    await guardedRead(c, {});
    return c.json({ feeds: await listFeeds(c.var.db, c.var.space.id, c.var.user.id) });
  })

  /** 201 with the new address (shown once); a previous address of the same scope stops working. */
  .post('/', changes('none'), validate('json', calendarFeedCreateSchema), async (c) => {
    const { profileId } = c.req.valid('json');
    const { db, space, user, now } = c.var;
    if (profileId !== null && !(await isProfileOfSpace(db, space.id, profileId))) {
      throw new ApiError('not_found', CALENDAR_FEED_MESSAGES.profileNotFound);
    }
    const { token, feed, replaced } = await issueFeed(db, {
      spaceId: space.id,
      userId: user.id,
      profileId,
      now,
    });
    return c.json(
      {
        feed,
        url: feedUrl(linkOrigin(c.env), token),
        message: replaced ? CALENDAR_FEED_TOASTS.regenerated : CALENDAR_FEED_TOASTS.created,
        ...(replaced ? { description: CALENDAR_FEED_TOASTS.regeneratedDescription } : {}),
      },
      201,
    );
  })

  /**
   * « Télécharger le planning (.ics) » in Réglages: the whole space's planning as the feed builds it
   * (the same window and events), as a file to open in a calendar application.
   */
  .get('/planning.ics', async (c) => {
    // Its reads need the space's zone or a row read first: the check goes alone, before them.
    await guardedRead(c, {});
    const { db, space, now } = c.var;
    const today = zonedDate(now, space.timezone);
    const { tasks, schoolPeriods, custody } = await findFeedTasks(db, space.id, null, today);
    const body = planningToIcs({
      name: `Foyer · ${space.name}`,
      timeZone: space.timezone,
      tasks,
      schoolZone: space.schoolZone,
      schoolPeriods,
      pauseWindow: feedWindow(today),
      schoolHolidays: feedSchoolHolidayPeriods(space, today, schoolPeriods),
      custody,
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="foyer-planning-${today}.ics"`,
      'Cache-Control': 'private, no-store',
    });
  })

  /** `:scope` is `espace` for the whole space, else the profile's id. */
  .delete('/:scope', changes('none'), async (c) => {
    const scope = c.req.param('scope').toLowerCase();
    const profileId = scope === SPACE_FEED_SCOPE ? null : scope;
    if (profileId !== null && !isUuid(profileId)) {
      throw new ApiError('not_found', CALENDAR_FEED_MESSAGES.feedNotFound);
    }
    const revoked = await revokeFeed(c.var.db, {
      spaceId: c.var.space.id,
      userId: c.var.user.id,
      profileId,
    });
    if (!revoked) throw new ApiError('not_found', CALENDAR_FEED_MESSAGES.feedNotFound);
    return c.json({
      profileId,
      message: CALENDAR_FEED_TOASTS.revoked,
      description: CALENDAR_FEED_TOASTS.revokedDescription,
    });
  });

/** Mounted at `/cal`: `GET /cal/<token>.ics`. */
export const calendarFeedFile = createRouter().get('/:file', async (c) => {
  const file = c.req.param('file');
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const feed = TOKEN_PATTERN.test(token) ? await resolveFeed(c.var.db, token) : null;
  if (!feed) throw new ApiError('not_found', CALENDAR_FEED_MESSAGES.feedNotFound);
  const { db, now } = c.var;
  const today = zonedDate(now, feed.timeZone);
  // The tag comes from the planning's stamp, so an unchanged planning is a 304 without a build
  // (the conditional-GET layer leaves an answer that has its ETag alone).
  const tag = await feedTag(feed, today);
  await inBackground(c, () => touchFeed(db, feed, now));
  if (tagMatches(c.req.header('if-none-match'), tag)) {
    return c.body(null, 304, { ETag: tag, 'Cache-Control': 'private, no-cache' });
  }
  const { tasks, schoolPeriods, custody } = await findFeedTasks(
    db,
    feed.spaceId,
    feed.profileId,
    today,
  );
  const name = feed.profileName
    ? `${feed.profileName} · ${feed.spaceName}`
    : `Foyer · ${feed.spaceName}`;
  const body = planningToIcs({
    name,
    timeZone: feed.timeZone,
    tasks,
    schoolZone: feed.schoolZone,
    schoolPeriods,
    pauseWindow: feedWindow(today),
    schoolHolidays: feedSchoolHolidayPeriods(feed, today, schoolPeriods),
    custody,
  });
  return c.body(body, 200, {
    ETag: tag,
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="foyer.ics"',
    // Always revalidated: the ETag makes an unchanged planning a bodiless 304.
    'Cache-Control': 'private, no-cache',
  });
});
