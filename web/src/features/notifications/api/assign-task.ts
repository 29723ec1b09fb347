import { useQueryClient } from '@tanstack/react-query';
import { useUpdateTask } from '../../planning/public.ts';
import { alertKeys } from './keys.ts';

/**
 * Gives a task (or one occurrence of it) to an adult through the planning's own write, so every task
 * query refreshes; the alerts are refreshed too, the one just handled leaves the list.
 */
export function useAssignTask(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const update = useUpdateTask(spaceId);
  return async (...args: Parameters<typeof update.mutateAsync>) => {
    const result = await update.mutateAsync(...args);
    if (spaceId) await queryClient.invalidateQueries({ queryKey: alertKeys.all(spaceId) });
    return result;
  };
}
