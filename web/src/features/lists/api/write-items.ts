import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LIST_TOASTS } from '#domain/lists.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { isUndoCancelled, undoWindow } from '../../../lib/undo.ts';
import { listDetailQueryOptions } from './get-lists.ts';
import { listKeys } from './keys.ts';

/**
 * Writing a list's items (docs/product.md#lists). `profileId` is the profile selected on the device
 * (when it belongs to the list's space): the server records it as "ajouté par" / "coché par".
 * Ticking and deleting show at once and are rolled back if the server refuses; adding waits for the
 * server (the input keeps the text until then).
 */
function useListCache(spaceId: string, listId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = listDetailQueryOptions(spaceId, listId);
  /** Refreshes the list and the progress shown on /lists, once no other change is still on its way. */
  const settle = () => {
    if (queryClient.isMutating({ mutationKey: queryKey }) > 1) return;
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: listKeys.acrossSpaces() });
  };
  return { queryClient, queryKey, settle };
}

export function useAddItem(spaceId: string, listId: string) {
  const { queryClient, queryKey, settle } = useListCache(spaceId, listId);
  return useMutation({
    mutationKey: queryKey,
    // A client-made id (the form's): the same add sent twice creates the item once.
    mutationFn: ({ id, text, profileId }: { id: string; text: string; profileId: string | null }) =>
      readJson(
        api.api.spaces[':spaceId'].lists[':listId'].items.$post({
          param: { spaceId, listId },
          json: { id, text, profileId },
        }),
      ),
    onSuccess: ({ item }) => {
      queryClient.setQueryData(queryKey, (old) =>
        old && !old.items.some((other) => other.id === item.id)
          ? { ...old, items: [...old.items, item] }
          : old,
      );
    },
    onSettled: settle,
  });
}

export interface ToggleInput {
  itemId: string;
  completed: boolean;
  profileId: string | null;
  /** The selected profile's name, shown as "coché par" until the server's answer. */
  profileName: string | null;
}

export function useToggleItem(spaceId: string, listId: string) {
  const { queryClient, queryKey, settle } = useListCache(spaceId, listId);
  return useMutation({
    mutationKey: queryKey,
    mutationFn: ({ itemId, completed, profileId }: ToggleInput) =>
      readJson(
        api.api.spaces[':spaceId'].lists[':listId'].items[':itemId'].$patch({
          param: { spaceId, listId, itemId },
          json: { completed, profileId },
        }),
      ),
    onMutate: async ({ itemId, completed, profileName }) => {
      // A refetch landing now would overwrite the tick with the old state.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey)?.items.find((item) => item.id === itemId);
      queryClient.setQueryData(queryKey, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) =>
                item.id === itemId
                  ? {
                      ...item,
                      completed,
                      checkedBy: completed ? profileName : null,
                      completedAt: completed ? new Date().toISOString() : null,
                    }
                  : item,
              ),
            }
          : old,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      // Only this item goes back: another tick made meanwhile keeps its own state.
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData(queryKey, (old) =>
          old
            ? {
                ...old,
                items: old.items.map((item) => (item.id === previous.id ? previous : item)),
              }
            : old,
        );
      }
      toast.error('Erreur', { description: LIST_TOASTS.itemUpdateFailed });
    },
    onSettled: settle,
  });
}

export function useDeleteItem(spaceId: string, listId: string) {
  const { queryClient, queryKey, settle } = useListCache(spaceId, listId);
  return useMutation({
    mutationKey: queryKey,
    // Hidden at once (onMutate); sent once « Annuler » has not been pressed (lib/undo.ts).
    mutationFn: async (itemId: string) => {
      await undoWindow({ title: LIST_TOASTS.itemDeleted });
      return readJson(
        api.api.spaces[':spaceId'].lists[':listId'].items[':itemId'].$delete({
          param: { spaceId, listId, itemId },
        }),
      );
    },
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey });
      const items = queryClient.getQueryData(queryKey)?.items ?? [];
      const index = items.findIndex((item) => item.id === itemId);
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, items: old.items.filter((item) => item.id !== itemId) } : old,
      );
      return { removed: items[index], index };
    },
    onError: (error, _itemId, context) => {
      // The item comes back where it was (and the list is reloaded from the server: settle).
      const removed = context?.removed;
      if (removed) {
        queryClient.setQueryData(queryKey, (old) => {
          if (!old || old.items.some((item) => item.id === removed.id)) return old;
          const items = [...old.items];
          items.splice(Math.min(context.index, items.length), 0, removed);
          return { ...old, items };
        });
      }
      if (!isUndoCancelled(error)) {
        toast.error('Erreur', { description: LIST_TOASTS.itemDeleteFailed });
      }
    },
    onSettled: settle,
  });
}
