import { queryOptions } from '@tanstack/react-query';
import { occurrenceId } from '#domain/recurrence.ts';
import type { PlannedTask } from '#domain/task-completions.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

/**
 * One task or activity. With an occurrence's date the server checks that the day is still in the
 * series and answers it as `instanceDate`; a deleted, foreign or unknown task is a 404 (no retry).
 */
export function taskQueryOptions(spaceId: string, taskId: string, instanceDate: string | null) {
  const id = instanceDate ? occurrenceId(taskId, instanceDate) : taskId;
  return queryOptions({
    queryKey: taskKeys.detail(spaceId, id),
    queryFn: async (): Promise<PlannedTask> => {
      const body = await readJson(
        api.spaces[':spaceId'].tasks[':id'].$get({ param: { spaceId, id } }),
      );
      return body.task;
    },
  });
}
