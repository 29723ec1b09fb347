import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarFeedSummary, SPACE_FEED_SCOPE } from '#domain/calendar-feeds.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';

/** This member's calendar subscription addresses in the space (docs/decisions/013-calendar-feed.md). */
export const calendarFeedKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'calendar-feeds'),
};

export function calendarFeedsQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: calendarFeedKeys.all(spaceId),
    queryFn: async (): Promise<CalendarFeedSummary[]> => {
      const { feeds } = await readJson(
        api.spaces[':spaceId']['calendar-feeds'].$get({ param: { spaceId } }),
      );
      return feeds;
    },
  });
}

/** Makes (or remakes) the address of a scope: the answer carries the address, shown once. */
export function useIssueCalendarFeed(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string | null) =>
      readJson(
        api.spaces[':spaceId']['calendar-feeds'].$post({
          param: { spaceId },
          json: { profileId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all(spaceId) }),
  });
}

export function useRevokeCalendarFeed(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string | null) =>
      readJson(
        api.spaces[':spaceId']['calendar-feeds'][':scope'].$delete({
          param: { spaceId, scope: profileId ?? SPACE_FEED_SCOPE },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all(spaceId) }),
  });
}
