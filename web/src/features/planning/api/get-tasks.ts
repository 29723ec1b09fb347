import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlannedTask } from '#domain/task-completions.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

/**
 * The occurrences of [from, to] (recurrences expanded by the server), ordered by date and time. One
 * request per visible week; filters by person are applied on the screen, so switching them is instant.
 */
export function tasksInRangeQueryOptions(spaceId: string, from: string, to: string) {
  return queryOptions({
    queryKey: taskKeys.range(spaceId, from, to),
    queryFn: async (): Promise<PlannedTask[]> => {
      const body = await readJson(
        api.api.spaces[':spaceId'].tasks.$get({ param: { spaceId }, query: { from, to } }),
      );
      return body.tasks;
    },
  });
}

/** The week (or day) of tasks; while the next week loads, the previous one stays on screen. */
export function useTasksInRange(spaceId: string | undefined, from: string, to: string) {
  return useQuery({
    ...tasksInRangeQueryOptions(spaceId ?? '', from, to),
    enabled: Boolean(spaceId),
    placeholderData: keepPreviousData,
  });
}
