/**
 * Data access for the signed-in user's notifications in one space: functions that take `db` first.
 * Every read and write names the recipient and the space, so another member's notification, or one of
 * another space, is never found.
 */
import { and, count, desc, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { PROFILE_NOTIFICATION_TYPES } from '#domain/notification-types.ts';
import { NOTIFICATIONS_LIMIT, type NotificationView } from '#domain/notifications.ts';
import type { Db } from '../../db/client.ts';
import { type Notification, notifications } from '../../db/schema.ts';
import { batchByName } from '../lib/guarded-write.ts';

export interface Recipient {
  spaceId: string;
  userId: string;
}

function toView(row: Notification): NotificationView {
  return {
    id: row.id,
    spaceId: row.spaceId,
    profileId: row.profileId,
    type: row.type,
    title: row.title,
    description: row.description,
    relatedId: row.relatedId,
    read: row.read,
    createdAt: row.createdAt,
    answer: row.answer,
  };
}

function ofRecipient(recipient: Recipient): SQL {
  return and(
    eq(notifications.spaceId, recipient.spaceId),
    eq(notifications.userId, recipient.userId),
  ) as SQL;
}

/**
 * With a selected profile, reminders and hand-over notices are kept only when they concern it: a
 * profile is not tied to an account, so every member gets them, and each device shows its own.
 */
function shownFor(recipient: Recipient, profileId: string | undefined): SQL {
  if (!profileId) return ofRecipient(recipient);
  return and(
    ofRecipient(recipient),
    or(
      notInArray(notifications.type, [...PROFILE_NOTIFICATION_TYPES]),
      eq(notifications.profileId, profileId),
    ),
  ) as SQL;
}

/** The newest notifications shown (at most {@link NOTIFICATIONS_LIMIT}) and the unread count, as statements. */
export function notificationsQueries(db: Db, recipient: Recipient, profileId: string | undefined) {
  const shown = shownFor(recipient, profileId);
  return {
    rows: db
      .select()
      .from(notifications)
      .where(shown)
      .orderBy(desc(notifications.createdAt), sql`${notifications}.rowid desc`)
      .limit(NOTIFICATIONS_LIMIT),
    unread: db
      .select({ count: count() })
      .from(notifications)
      .where(and(shown, eq(notifications.read, false))),
  };
}

/** What {@link notificationsQueries} read, as the bell shows it. */
export function toNotificationList(read: { rows: Notification[]; unread: { count: number }[] }): {
  notifications: NotificationView[];
  unreadCount: number;
} {
  return { notifications: read.rows.map(toView), unreadCount: read.unread[0]?.count ?? 0 };
}

/** The newest notifications shown and how many are unread, in one round trip. */
export async function findNotifications(
  db: Db,
  recipient: Recipient,
  profileId: string | undefined,
): Promise<{ notifications: NotificationView[]; unreadCount: number }> {
  return toNotificationList(await batchByName(db, notificationsQueries(db, recipient, profileId)));
}

/** The notification, read or unread as asked; undefined when it is not the recipient's. */
export async function setRead(
  db: Db,
  recipient: Recipient,
  notificationId: string,
  read: boolean,
): Promise<NotificationView | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read })
    .where(and(ofRecipient(recipient), eq(notifications.id, notificationId)))
    .returning();
  return row ? toView(row) : undefined;
}

/** Marks every unread notification shown (see `findNotifications`) read; returns how many. */
export async function markAllRead(
  db: Db,
  recipient: Recipient,
  profileId: string | undefined,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(shownFor(recipient, profileId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether the recipient's notification was deleted. */
export async function deleteNotification(
  db: Db,
  recipient: Recipient,
  notificationId: string,
): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(ofRecipient(recipient), eq(notifications.id, notificationId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
