import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { COMPLETION_TEXTS } from '#domain/task-constants.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { useSelectedProfile } from '../../../lib/profiles.ts';
import { toast } from '../../../lib/toast.ts';
import type { TaskRange } from './get-tasks.ts';
import { taskKeys } from './keys.ts';

export interface SetDoneInput {
  /** The stored task (the series of an occurrence). */
  taskId: string;
  /** The occurrence's day (the first of a multi-day one: each of its days shows the tick). */
  date: string;
  done: boolean;
}

function marked(item: PlannedListItem, input: SetDoneInput, by: string | null): PlannedListItem {
  return item.originalId === input.taskId && (item.instanceDate ?? item.date) === input.date
    ? { ...item, done: input.done, doneBy: input.done ? by : null }
    : item;
}

/**
 * « Fait » on one occurrence, shown at once on every cached day, week and month (rolled back if the
 * server refuses), then a toast whose « Annuler » puts it back. Every task query is refreshed after.
 */
export function useSetDone(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const { profile } = useSelectedProfile();
  const all = taskKeys.all(spaceId ?? '');
  const rangeKey = [...all, 'range'] as const;

  const mutation = useMutation({
    mutationFn: (input: SetDoneInput) =>
      readJson(
        api.spaces[':spaceId'].tasks[':id'].done.$put({
          param: { spaceId: spaceId ?? '', id: input.taskId },
          json: {
            done: input.done,
            date: input.date,
            ...(profile ? { profileId: profile.id } : {}),
          },
        }),
      ),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: all });
      const by = profile?.name ?? null;
      queryClient.setQueriesData<TaskRange>({ queryKey: rangeKey }, (old) =>
        old ? { ...old, tasks: old.tasks.map((item) => marked(item, input, by)) } : old,
      );
    },
    onError: () => {
      toast.error('Erreur', { description: COMPLETION_TEXTS.failed });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: all }),
  });

  /** Ticks or unticks, with the toast and its undo. */
  return (input: SetDoneInput) =>
    mutation.mutate(input, {
      onSuccess: (body) => {
        toast.success(body.message, {
          action: {
            label: COMPLETION_TEXTS.undo,
            onClick: () => mutation.mutate({ ...input, done: !input.done }),
          },
        });
      },
    });
}
