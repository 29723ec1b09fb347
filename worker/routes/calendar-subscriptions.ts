/**
 * Subscribed calendars (docs/decisions/049-subscribed-calendars.md), mounted at
 * `/api/spaces/:spaceId/calendar-subscriptions` behind the membership gate. Every member sees the
 * list and the events; adding, editing and removing are the space's settings, so admin-only like the
 * space's name. The add fetches the address once before it stores anything: an address that is not
 * a reachable calendar is a French 400 on the `url` field.
 */
import {
  MAX_SUBSCRIPTIONS,
  SUBSCRIPTION_MESSAGES,
  subscriptionCreateSchema,
  subscriptionUpdateSchema,
} from '#domain/calendar-subscriptions.ts';
import { taskRangeQuerySchema } from '#domain/tasks.ts';
import { consume, memberSubject, type RateLimitRule } from '../auth/rate-limit.ts';
import {
  countSubscriptions,
  createSubscription,
  deleteSubscription,
  eventsInRange,
  firstCopy,
  subscriptionsQuery,
  toSummary,
  updateSubscription,
} from '../calendar/subscriptions.ts';
import {
  normaliseCalendarAddress,
  SubscriptionFetchError,
} from '../calendar/subscriptions-fetch.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { requireSpaceAdmin } from '../middleware/space-member.ts';
import { changes } from '../realtime/announce.ts';
import { isProfileOfSpace } from '../spaces/profiles.ts';

/**
 * Adds (each one an outbound fetch of an address the member chose) per member per hour: far above
 * a family setting up its calendars, far below using the Worker to probe addresses by script.
 */
export const CALENDAR_ADD_LIMIT: RateLimitRule = {
  name: 'calendar-adds',
  limit: 20,
  windowMs: 60 * 60 * 1000,
};

function notFound(): ApiError {
  return new ApiError('not_found', SUBSCRIPTION_MESSAGES.notFound);
}

function urlRefused(message: string): ApiError {
  return new ApiError('validation', message, { url: message });
}

export const calendarSubscriptionRoutes = createRouter()
  .get('/', async (c) => {
    const read = await guardedRead(c, { rows: subscriptionsQuery(c.var.db, urlSpaceId(c)) });
    return c.json({ subscriptions: read.rows.map(toSummary) });
  })

  /** `?from=yyyy-MM-dd&to=yyyy-MM-dd`, as the planning's range: every calendar's occurrences then. */
  .get('/events', validate('query', taskRangeQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    const { rows } = await guardedRead(c, { rows: subscriptionsQuery(c.var.db, urlSpaceId(c)) });
    return c.json({ calendars: rows.map(toSummary), events: eventsInRange(rows, from, to) });
  })

  .post(
    '/',
    changes('calendars'),
    requireSpaceAdmin,
    validate('json', subscriptionCreateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, space, user, now } = c.var;
      if (input.profileId !== null && !(await isProfileOfSpace(db, space.id, input.profileId))) {
        throw new ApiError('not_found', SUBSCRIPTION_MESSAGES.profileNotFound);
      }
      if ((await countSubscriptions(db, space.id)) >= MAX_SUBSCRIPTIONS) {
        throw new ApiError('conflict', SUBSCRIPTION_MESSAGES.tooMany);
      }
      await consume(db, CALENDAR_ADD_LIMIT, memberSubject(space.id, user.id), now);
      const url = normaliseCalendarAddress(input.url);
      let copy: Awaited<ReturnType<typeof firstCopy>>;
      try {
        copy = await firstCopy(url, now, c.env.ENVIRONMENT, space.timezone);
      } catch (error) {
        if (error instanceof SubscriptionFetchError) throw urlRefused(error.message);
        throw error;
      }
      const row = await createSubscription(
        db,
        {
          spaceId: space.id,
          userId: user.id,
          name: input.name,
          colour: input.colour,
          url,
          profileId: input.profileId,
          inConflicts: input.inConflicts,
          copy,
        },
        now,
      );
      return c.json({ subscription: toSummary(row), message: SUBSCRIPTION_MESSAGES.added }, 201);
    },
  )

  .patch(
    '/:subscriptionId',
    changes('calendars', 'subscriptionId'),
    requireSpaceAdmin,
    validate('json', subscriptionUpdateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db, space, now } = c.var;
      if (input.profileId != null && !(await isProfileOfSpace(db, space.id, input.profileId))) {
        throw new ApiError('not_found', SUBSCRIPTION_MESSAGES.profileNotFound);
      }
      const row = await updateSubscription(db, space.id, c.req.param('subscriptionId'), input, now);
      if (!row) throw notFound();
      return c.json({ subscription: toSummary(row), message: SUBSCRIPTION_MESSAGES.updated });
    },
  )

  .delete(
    '/:subscriptionId',
    changes('calendars', 'subscriptionId'),
    requireSpaceAdmin,
    async (c) => {
      const deleted = await deleteSubscription(
        c.var.db,
        c.var.space.id,
        c.req.param('subscriptionId'),
      );
      if (!deleted) throw notFound();
      return c.json({ message: SUBSCRIPTION_MESSAGES.deleted });
    },
  );
