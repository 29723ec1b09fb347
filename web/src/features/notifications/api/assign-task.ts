import { useQueryClient } from '@tanstack/react-query';
import { useUpdateTask } from '../../planning/public.ts';
import { type AssignScope, assignmentInput } from '../lib/assign-form.ts';
import { alertKeys } from './keys.ts';

/**
 * Gives a task (for a series, this occurrence or the whole series) to an adult through the
 * planning's own write, so every task query refreshes; the alerts are refreshed too, the one just
 * handled leaves the list.
 */
export function useAssignTask(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const update = useUpdateTask(spaceId);
  return async (
    item: { taskId: string; isRecurring: boolean; date: string },
    responsable: string,
    scope: AssignScope,
  ) => {
    const result = await update.mutateAsync({
      id: item.taskId,
      input: assignmentInput(item, responsable, scope),
    });
    if (spaceId) await queryClient.invalidateQueries({ queryKey: alertKeys.all(spaceId) });
    return result;
  };
}

export type AssignResult = Awaited<ReturnType<ReturnType<typeof useAssignTask>>>;
