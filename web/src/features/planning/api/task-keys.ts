/**
 * Query keys of a space's tasks. Everything sits under `['spaces', spaceId, 'tasks']`, so one
 * invalidation of that prefix (after a write here, or a `tasks.changed` live event) refreshes the
 * day, the week, the dashboard and the detail screens at once.
 */
export const taskKeys = {
  all: (spaceId: string) => ['spaces', spaceId, 'tasks'] as const,
  range: (spaceId: string, from: string, to: string) =>
    ['spaces', spaceId, 'tasks', 'range', from, to] as const,
  detail: (spaceId: string, id: string) => ['spaces', spaceId, 'tasks', 'detail', id] as const,
  memos: (spaceId: string, taskId: string) =>
    ['spaces', spaceId, 'tasks', 'memos', taskId] as const,
};
