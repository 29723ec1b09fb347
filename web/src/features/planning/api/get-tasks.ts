import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { plannedItems } from '#domain/task-range.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

/**
 * A range as cached: its occurrences and whether the server cut them at its limit (3,000 per
 * response, docs/product.md#tasks).
 */
export interface TaskRange {
  tasks: PlannedListItem[];
  truncated: boolean;
}

/**
 * The last answer of each range with its ETag: a refetch (a live event, a return to the tab) names
 * it in If-None-Match, and a 304 reuses it, the very same object, so nothing re-renders. Bounded:
 * a session visits a few dozen weeks at most, and the oldest entry goes first.
 */
const lastRanges = new Map<string, { etag: string; range: TaskRange }>();
const MAX_REMEMBERED_RANGES = 30;

/**
 * The occurrences of [from, to] (recurrences expanded by the server), ordered by date and time. One
 * request per visible week; filters by person are applied on the screen, so switching them is instant.
 * Each series arrives once and is spread over its days here (docs/decisions/012-compact-range.md).
 */
export function tasksInRangeQueryOptions(spaceId: string, from: string, to: string) {
  return queryOptions({
    queryKey: taskKeys.range(spaceId, from, to),
    queryFn: async (): Promise<TaskRange> => {
      const key = `${spaceId}|${from}|${to}`;
      const last = lastRanges.get(key);
      const response = await api.spaces[':spaceId'].tasks.$get(
        { param: { spaceId }, query: { from, to } },
        last ? { headers: { 'If-None-Match': last.etag } } : undefined,
      );
      // Not in the route's typed statuses: Hono's etag layer answers it around the route.
      if ((response.status as number) === 304 && last) return last.range;
      const body = await readJson(response);
      const range = { tasks: plannedItems(body), truncated: body.truncated };
      const etag = response.headers.get('ETag');
      lastRanges.delete(key);
      if (etag) lastRanges.set(key, { etag, range });
      if (lastRanges.size > MAX_REMEMBERED_RANGES) {
        lastRanges.delete(lastRanges.keys().next().value ?? '');
      }
      return range;
    },
  });
}

/** The week (or day) of tasks; while the next week loads, the previous one stays on screen. */
export function useTasksInRange(spaceId: string | undefined, from: string, to: string) {
  return useQuery({
    ...tasksInRangeQueryOptions(spaceId ?? '', from, to),
    enabled: Boolean(spaceId),
    placeholderData: keepPreviousData,
    select: (range) => range.tasks,
  });
}

/** Whether the server cut that range (the same cached request as `useTasksInRange`). */
export function useRangeTruncated(spaceId: string | undefined, from: string, to: string): boolean {
  const query = useQuery({
    ...tasksInRangeQueryOptions(spaceId ?? '', from, to),
    enabled: Boolean(spaceId),
    select: (range) => range.truncated,
  });
  return query.data === true;
}
