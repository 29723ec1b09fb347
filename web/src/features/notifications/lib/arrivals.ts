/**
 * A notification that arrives while the app is open (a reminder on the minute, « Claire vous a
 * confié … ») says so in a toast with « Voir », not only on the bell's badge
 * (docs/product.md#notifications). The live stream's `notifications.changed` calls
 * {@link toastArrivals}: what the list held before the event, against what it holds after.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationType } from '#domain/notification-types.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type NotificationItem,
  type NotificationList,
  notificationsQueryOptions,
} from '../api/get-notifications.ts';
import { notificationKeys } from '../api/keys.ts';

/** At most this many toasts for one event; the bell has the rest. */
const MOST = 3;

/** Long enough to read a sentence and reach « Voir » (sonner's default is 4 s). */
const DURATION_MS = 8_000;

/**
 * Types whose related id is a task: « Voir » opens it; a list's ticks open the list. Others open the
 * notifications' page.
 */
const ABOUT_A_TASK: readonly NotificationType[] = ['assigned', 'completed', 'changed'];

/** Where « Voir » goes for a notification. */
export function arrivalTarget(item: Pick<NotificationItem, 'type' | 'relatedId'>): string {
  if (item.type === 'ticked' && item.relatedId) return paths.list(item.relatedId);
  return ABOUT_A_TASK.includes(item.type) && item.relatedId
    ? paths.task(item.relatedId)
    : paths.notifications;
}

/**
 * The unread notifications of `after` that `before` did not hold. Without a list before (the
 * device had not read it yet), those created since `since` (when the stream opened).
 */
export function arrivals(
  before: NotificationList | undefined,
  after: NotificationList,
  since: string,
): NotificationItem[] {
  const known = new Set(before?.notifications.map((item) => item.id));
  return after.notifications.filter(
    (item) =>
      !item.read && !known.has(item.id) && (before !== undefined || item.createdAt >= since),
  );
}

/**
 * Reads the list again (the event's invalidation is already fetching it: the same request) and
 * shows a toast for each newly arrived notification, the newest first.
 */
export async function toastArrivals(
  queryClient: QueryClient,
  scope: { spaceId: string; profileId: string | null; since: string },
  before: NotificationList | undefined,
  navigate: (to: string) => void,
): Promise<void> {
  let after: NotificationList;
  try {
    after = await queryClient.fetchQuery(notificationsQueryOptions(scope.spaceId, scope.profileId));
  } catch {
    // The bell says what it can; a failed read shows no toast.
    return;
  }
  for (const item of arrivals(before, after, scope.since).slice(0, MOST)) {
    toast(item.title, {
      id: `notification-${item.id}`,
      duration: DURATION_MS,
      ...(item.description ? { description: item.description } : {}),
      action: { label: 'Voir', onClick: () => navigate(arrivalTarget(item)) },
    });
  }
}

/** The list as this device last read it, before an event makes it stale. */
export function listBefore(
  queryClient: QueryClient,
  spaceId: string,
  profileId: string | null,
): NotificationList | undefined {
  return queryClient.getQueryData<NotificationList>(notificationKeys.list(spaceId, profileId));
}
