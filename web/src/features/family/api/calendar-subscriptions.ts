import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SubscriptionCreateInput,
  SubscriptionSummary,
  SubscriptionUpdateInput,
} from '#domain/calendar-subscriptions.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';

/**
 * The calendars a space follows (docs/decisions/049-subscribed-calendars.md): one area of the space's
 * cache, so that the live `calendars.changed` event refreshes the list and the planning's events.
 */
export const calendarSubscriptionKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'calendars'),
  list: (spaceId: string) => [...spaceKeys.area(spaceId, 'calendars'), 'list'] as const,
};

const routes = () => api.spaces[':spaceId']['calendar-subscriptions'];

export function calendarSubscriptionsQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: calendarSubscriptionKeys.list(spaceId),
    queryFn: async (): Promise<SubscriptionSummary[]> => {
      const { subscriptions } = await readJson(routes().$get({ param: { spaceId } }));
      return subscriptions;
    },
  });
}

/** The calendars, and the alerts a calendar counting in conflicts changes. */
function useInvalidate(spaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarSubscriptionKeys.all(spaceId) }),
      queryClient.invalidateQueries({ queryKey: spaceKeys.area(spaceId, 'alerts') }),
    ]);
}

export function useAddCalendarSubscription(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: (json: SubscriptionCreateInput) =>
      readJson(routes().$post({ param: { spaceId }, json })),
    onSettled,
  });
}

export function useEditCalendarSubscription(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: ({ id, ...json }: SubscriptionUpdateInput & { id: string }) =>
      readJson(
        routes()[':subscriptionId'].$patch({ param: { spaceId, subscriptionId: id }, json }),
      ),
    onSettled,
  });
}

export function useDeleteCalendarSubscription(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: (id: string) =>
      readJson(routes()[':subscriptionId'].$delete({ param: { spaceId, subscriptionId: id } })),
    onSettled,
  });
}
