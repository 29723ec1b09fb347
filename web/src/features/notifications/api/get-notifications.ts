import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUuid } from '#domain/ids.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { selectedProfileId } from '../../../lib/selected-profile.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { notificationKeys } from './keys.ts';

/**
 * The signed-in user's notifications in the space, newest first (at most 100), with the unread count
 * of them all. `profileId`: the selected profile, whose reminders only are included
 * (docs/product.md#notifications).
 */
function fetchNotifications(spaceId: string, profileId: string | null) {
  return readJson(
    api.spaces[':spaceId'].notifications.$get({
      param: { spaceId },
      query: profileId ? { profileId } : {},
    }),
  );
}

export type NotificationList = Awaited<ReturnType<typeof fetchNotifications>>;
export type NotificationItem = NotificationList['notifications'][number];

export function notificationsQueryOptions(spaceId: string, profileId: string | null) {
  return queryOptions({
    queryKey: notificationKeys.list(spaceId, profileId),
    queryFn: () => fetchNotifications(spaceId, profileId),
  });
}

/** The space and profile the notifications are read for: the active space, the selected profile. */
export function useNotificationScope(): { spaceId: string | undefined; profileId: string | null } {
  const { space } = useActiveSpace();
  const stored = useStoredValue(selectedProfileId);
  return { spaceId: space?.id, profileId: stored && isUuid(stored) ? stored : null };
}

/** The notifications of the active space for the selected profile (the bell, the Alertes screen). */
export function useNotifications() {
  const { spaceId, profileId } = useNotificationScope();
  return useQuery({
    ...notificationsQueryOptions(spaceId ?? '', profileId),
    enabled: Boolean(spaceId),
  });
}

/** The unread count alone (the badges); 0 until loaded. */
export function useUnreadCount(): number {
  return useNotifications().data?.unreadCount ?? 0;
}
