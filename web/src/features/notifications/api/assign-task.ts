import { useQueryClient } from '@tanstack/react-query';
import type { TaskUpdateInput } from '#domain/tasks.ts';
import { useUpdateTask } from '../../planning/public.ts';
import { type AssignScope, assignmentInput } from '../lib/assign-form.ts';
import { alertKeys } from './keys.ts';

/**
 * Changes a task from the alerts (another adult, another time; for a series this occurrence or the
 * whole series) through the planning's own write, so every task query refreshes; the alerts are
 * refreshed too, the one just handled leaves the list.
 */
export function useFixTask(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const update = useUpdateTask(spaceId);
  return async (taskId: string, input: TaskUpdateInput) => {
    const result = await update.mutateAsync({ id: taskId, input });
    if (spaceId) await queryClient.invalidateQueries({ queryKey: alertKeys.all(spaceId) });
    return result;
  };
}

/** Gives a task with no responsible to an adult. */
export function useAssignTask(spaceId: string | undefined) {
  const fix = useFixTask(spaceId);
  return (
    item: { taskId: string; isRecurring: boolean; date: string },
    responsable: string,
    scope: AssignScope,
  ) => fix(item.taskId, assignmentInput(item, responsable, scope));
}

export type AssignResult = Awaited<ReturnType<ReturnType<typeof useFixTask>>>;
