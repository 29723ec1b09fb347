/**
 * The signed-in user's notifications in one space (docs/product.md#notifications), mounted at
 * `/api/spaces/:spaceId/notifications` behind the membership middleware. Only the recipient sees or
 * changes a notification: another member's, or one of another space, is a 404. Each write is one
 * statement, awaited in one place: the commit point after which the route may announce the change.
 */
import type { Context } from 'hono';
import { isUuid } from '#domain/ids.ts';
import {
  handOverAnswerSchema,
  NOTIFICATION_MESSAGES,
  notificationQuerySchema,
  notificationUpdateSchema,
} from '#domain/notifications.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { validate } from '../lib/validate.ts';
import { urlSpaceId } from '../middleware/space-gate.ts';
import { answerHandOver } from '../notifications/hand-over-answer.ts';
import {
  deleteNotification,
  markAllRead,
  notificationsQueries,
  type Recipient,
  setRead,
  toNotificationList,
} from '../notifications/queries.ts';
import { changes } from '../realtime/announce.ts';

function notFound(): ApiError {
  return new ApiError('not_found', NOTIFICATION_MESSAGES.notFound);
}

function recipient(c: Context<AppEnv>): Recipient {
  return { spaceId: c.var.space.id, userId: c.var.user.id };
}

/** The `:notificationId` of the URL, if it can name a notification at all. */
function addressedId(c: Context<AppEnv>): string {
  const id = c.req.param('notificationId') ?? '';
  if (!isUuid(id)) throw notFound();
  return id;
}

export const notifications = createRouter()
  /** Newest first, with the unread count; `?profileId=` keeps only that profile's reminders. */
  .get('/', validate('query', notificationQuerySchema), async (c) => {
    const { profileId } = c.req.valid('query');
    const to = { spaceId: urlSpaceId(c), userId: c.var.user.id };
    return c.json(
      toNotificationList(await guardedRead(c, notificationsQueries(c.var.db, to, profileId))),
    );
  })

  /** Every unread notification shown (same `?profileId=` as the list) becomes read. */
  .post(
    '/read-all',
    changes('notifications'),
    validate('query', notificationQuerySchema),
    async (c) => {
      const { profileId } = c.req.valid('query');
      const updated = await markAllRead(c.var.db, recipient(c), profileId);
      return c.json({ updated, message: NOTIFICATION_MESSAGES.allRead });
    },
  )

  /** Mark read (`{}` or `{ read: true }`) or unread (`{ read: false }`). */
  .patch(
    '/:notificationId',
    changes('notifications'),
    validate('json', notificationUpdateSchema),
    async (c) => {
      const { read } = c.req.valid('json');
      const notification = await setRead(c.var.db, recipient(c), addressedId(c), read);
      if (!notification) throw notFound();
      return c.json({
        notification,
        message: read ? NOTIFICATION_MESSAGES.markedRead : NOTIFICATION_MESSAGES.markedUnread,
      });
    },
  )

  /**
   * « Accepter » / « Refuser » a hand-over notice, with an optional word
   * (worker/notifications/hand-over-answer.ts). Declared `tasks`: a refusal gives the event back to
   * its author, and every open planning refreshes.
   */
  .post(
    '/answers/:notificationId',
    changes('tasks'),
    validate('json', handOverAnswerSchema),
    async (c) => {
      const message = await answerHandOver(c, addressedId(c), c.req.valid('json'));
      return c.json({ message });
    },
  )

  .delete('/:notificationId', changes('notifications'), async (c) => {
    const id = addressedId(c);
    if (!(await deleteNotification(c.var.db, recipient(c), id))) throw notFound();
    return c.json({ id, message: NOTIFICATION_MESSAGES.deleted });
  });
