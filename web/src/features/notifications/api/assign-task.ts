import { useQueryClient } from '@tanstack/react-query';
import type { TaskUpdateInput } from '#domain/tasks.ts';
import { shownAlertTask, useUpdateTask } from '../../planning/public.ts';
import { type AssignScope, assignmentInput } from '../lib/assign-form.ts';
import type { AlertItemView } from './get-alerts.ts';
import { alertKeys } from './keys.ts';

/**
 * Changes an alert's item (another adult, another time; for a series this occurrence or the whole
 * series) through the planning's own write, so every task query refreshes; the alerts are refreshed
 * too, the one just handled leaves the list. A single task is sent with what the alert showed of it
 * (`was`): the Worker saves it and tells the family in one round trip
 * (docs/decisions/086-every-task-save-tells-in-one-trip.md).
 */
export function useFixTask(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const update = useUpdateTask(spaceId);
  return async (item: AlertItemView, input: TaskUpdateInput) => {
    const was = item.isRecurring ? undefined : shownAlertTask(item);
    const result = await update.mutateAsync({
      id: item.taskId,
      input: was ? { ...input, was } : input,
    });
    if (spaceId) await queryClient.invalidateQueries({ queryKey: alertKeys.all(spaceId) });
    return result;
  };
}

/** Gives a task with no responsible to an adult. */
export function useAssignTask(spaceId: string | undefined) {
  const fix = useFixTask(spaceId);
  return (item: AlertItemView, responsable: string, scope: AssignScope) =>
    fix(item, assignmentInput(item, responsable, scope));
}

export type AssignResult = Awaited<ReturnType<ReturnType<typeof useFixTask>>>;
