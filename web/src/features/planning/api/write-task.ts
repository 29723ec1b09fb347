import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskCreateInput, TaskScope, TaskUpdateInput } from '#domain/tasks.ts';
import { spaceZoneHeaders } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { selectedProfileId } from '../../../lib/selected-profile.ts';
import type { shownToDelete } from '../lib/shown-task.ts';
import { taskKeys } from './keys.ts';

/**
 * Who writes: the profile selected on this device, so that a task handed to someone else tells them
 * « Claire vous a confié … » and one given to oneself tells nobody (docs/product.md#notifications).
 */
function author(): { authorProfileId?: string } {
  const id = selectedProfileId.read();
  return id ? { authorProfileId: id } : {};
}

/**
 * Creating, editing and deleting tasks. Each answers its French toast in `message` (and
 * `description`); every task query of the space is refreshed afterwards.
 */
function useInvalidateTasks(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  return () =>
    spaceId ? queryClient.invalidateQueries({ queryKey: taskKeys.all(spaceId) }) : undefined;
}

export function useCreateTask(spaceId: string | undefined) {
  const invalidate = useInvalidateTasks(spaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskCreateInput) =>
      readJson(
        api.spaces[':spaceId'].tasks.$post(
          { param: { spaceId: spaceId ?? '' }, json: { ...input, ...author() } },
          { headers: spaceZoneHeaders(queryClient, spaceId) },
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateTask(spaceId: string | undefined) {
  const invalidate = useInvalidateTasks(spaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TaskUpdateInput }) =>
      readJson(
        api.spaces[':spaceId'].tasks[':id'].$patch(
          { param: { spaceId: spaceId ?? '', id }, json: { ...input, ...author() } },
          { headers: spaceZoneHeaders(queryClient, spaceId) },
        ),
      ),
    onSuccess: invalidate,
  });
}

/**
 * A delete; `was`, the single task as the page showed it (lib/shown-task.ts), lets the Worker tell
 * the family in the delete's own round trip, in the zone the page showed its dates in.
 */
export function useDeleteTask(spaceId: string | undefined) {
  const invalidate = useInvalidateTasks(spaceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      scope,
      instanceDate,
      was,
    }: {
      id: string;
      scope?: TaskScope;
      instanceDate?: string | null;
      was?: ReturnType<typeof shownToDelete>;
    }) =>
      readJson(
        api.spaces[':spaceId'].tasks[':id'].$delete(
          {
            param: { spaceId: spaceId ?? '', id },
            query: {
              ...(scope ? { scope } : {}),
              ...(instanceDate ? { instanceDate } : {}),
              ...(was ? { was: JSON.stringify(was) } : {}),
              ...author(),
            },
          },
          { headers: spaceZoneHeaders(queryClient, spaceId) },
        ),
      ),
    onSuccess: invalidate,
  });
}
