import { queryOptions, useQuery } from '@tanstack/react-query';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { useUnreadCount } from './get-notifications.ts';
import { alertKeys } from './keys.ts';

function fetchAlerts(spaceId: string) {
  return readJson(api.spaces[':spaceId'].alerts.$get({ param: { spaceId } }));
}

export type AlertsBody = Awaited<ReturnType<typeof fetchAlerts>>;
export type UnassignedView = AlertsBody['unassigned'][number];
export type ConflictView = AlertsBody['conflicts'][number];
export type AlertView = UnassignedView | ConflictView;
export type AlertItemView = UnassignedView['item'];

/** The computed alerts of the space: unassigned tasks and conflicts over the next 30 days. */
export function alertsQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: alertKeys.all(spaceId),
    queryFn: () => fetchAlerts(spaceId),
  });
}

export function useAlerts(spaceId: string | undefined) {
  return useQuery({ ...alertsQueryOptions(spaceId ?? ''), enabled: Boolean(spaceId) });
}

/**
 * How many alerts « À traiter » lists on the Alertes screen (conflicts and unassigned tasks), for the
 * badges beside the unread count; 0 until loaded.
 */
function useToTreatCount(): number {
  const { space } = useActiveSpace();
  const { data } = useAlerts(space?.id);
  return data ? data.conflicts.length + data.unassigned.length : 0;
}

/**
 * What the Alertes badge counts on the dashboard's tile and the tabs: the unread notifications and the
 * alerts « À traiter » lists, so that the number matches what the screen holds. Spread on UnreadBadge.
 */
export function useAlertsBadge(): { count: number; toTreat: number } {
  return { count: useUnreadCount(), toTreat: useToTreatCount() };
}
