import { spaceKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of a space's tasks. Everything sits under the space's `tasks` area, so one invalidation
 * of `taskKeys.all(spaceId)` (after a write here, or a `tasks.changed` live event) refreshes the
 * day, the week, the dashboard and the detail screens at once.
 */
export const taskKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'tasks'),
  range: (spaceId: string, from: string, to: string) =>
    [...taskKeys.all(spaceId), 'range', from, to] as const,
  detail: (spaceId: string, id: string) => [...taskKeys.all(spaceId), 'detail', id] as const,
  memos: (spaceId: string, taskId: string) => [...taskKeys.all(spaceId), 'memos', taskId] as const,
};
