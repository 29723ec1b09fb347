import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskMemo, TaskMemoInput } from '#domain/tasks.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { taskKeys } from './keys.ts';

/** The "Mémos" card of a task (stored with the series, so every occurrence shows them). */
export function taskMemosQueryOptions(spaceId: string, taskId: string) {
  return queryOptions({
    queryKey: taskKeys.memos(spaceId, taskId),
    queryFn: async (): Promise<TaskMemo[]> => {
      const body = await readJson(
        api.spaces[':spaceId'].tasks[':id'].memos.$get({ param: { spaceId, id: taskId } }),
      );
      return body.memos;
    },
  });
}

export function useAddTaskMemo(spaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskMemoInput) =>
      readJson(
        api.spaces[':spaceId'].tasks[':id'].memos.$post({
          param: { spaceId, id: taskId },
          json: input,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.memos(spaceId, taskId) }),
  });
}

export function useDeleteTaskMemo(spaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoId: string) =>
      readJson(
        api.spaces[':spaceId'].tasks[':id'].memos[':memoId'].$delete({
          param: { spaceId, id: taskId, memoId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.memos(spaceId, taskId) }),
  });
}
