import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
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
