import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { type PausedOccurrence, pausedItems, plannedItems } from '#domain/task-range.ts';
import type { RangeTodo } from '#domain/todos.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

/**
 * A range as cached: its occurrences and whether the server cut them at its limit (3,000 per
 * response, docs/product.md#tasks).
 */
export interface TaskRange {
  tasks: PlannedListItem[];
  truncated: boolean;
  /** The days a series skips for a holiday; absent from a range cached by an older version. */
  paused?: PausedOccurrence[];
  /** The to-dos due in it (docs/decisions/082-shared-to-dos.md); absent from an older cache. */
  todos?: RangeTodo[];
}

/**
 * The occurrences of [from, to] (recurrences expanded by the server), ordered by date and time. One
 * request per visible week; filters by person are applied on the screen, so switching them is instant.
 * Each series arrives once and is spread over its days here (docs/decisions/012-compact-range.md).
 */
export function tasksInRangeQueryOptions(spaceId: string, from: string, to: string) {
  return queryOptions({
    queryKey: taskKeys.range(spaceId, from, to),
    // The week is `private, no-cache` with an ETag: the browser's HTTP cache revalidates it, and an
    // unchanged week keeps its objects through TanStack's structural sharing, so nothing re-renders.
    queryFn: async (): Promise<TaskRange> => {
      const response = await api.spaces[':spaceId'].tasks.$get({
        param: { spaceId },
        query: { from, to },
      });
      const body = await readJson(response);
      return {
        tasks: plannedItems(body),
        truncated: body.truncated,
        paused: pausedItems(body),
        todos: body.todos ?? [],
      };
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

const NONE: PausedOccurrence[] = [];

/**
 * The occurrences skipped for a holiday over [from, to] (the same cached request as
 * `useTasksInRange`): the week writes a quiet « Pas de Judo : vacances de Noël » on their days.
 */
export function usePausedInRange(
  spaceId: string | undefined,
  from: string,
  to: string,
): PausedOccurrence[] {
  const query = useQuery({
    ...tasksInRangeQueryOptions(spaceId ?? '', from, to),
    enabled: Boolean(spaceId),
    select: (range) => range.paused ?? NONE,
  });
  return query.data ?? NONE;
}

const NO_TODOS: RangeTodo[] = [];

/** The to-dos due over [from, to] (the same cached request as `useTasksInRange`: no request more). */
export function useTodosInRange(
  spaceId: string | undefined,
  from: string,
  to: string,
): RangeTodo[] {
  const query = useQuery({
    ...tasksInRangeQueryOptions(spaceId ?? '', from, to),
    enabled: Boolean(spaceId),
    select: (range) => range.todos ?? NO_TODOS,
  });
  return query.data ?? NO_TODOS;
}
