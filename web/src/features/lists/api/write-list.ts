import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListCreateInput, ListUpdateInput } from '#domain/lists.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { memoKeys } from '../../memos/public.ts';
import { allListsQueryOptions, listDetailQueryOptions } from './get-lists.ts';
import { listKeys } from './keys.ts';

/** After a write: the space's lists and the gathering of /lists. */
function useInvalidateLists(spaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKeys.all(spaceId) }),
      queryClient.invalidateQueries({ queryKey: listKeys.acrossSpaces() }),
    ]);
}

/**
 * Creates a list in `spaceId` ("Liste créée"). The new list is put in the caches at once, so that
 * its screen opens on it without a "Liste non trouvée" while /lists is fetched again.
 */
export function useCreateList(spaceId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLists(spaceId);
  return useMutation({
    mutationFn: (input: ListCreateInput) =>
      readJson(api.spaces[':spaceId'].lists.$post({ param: { spaceId }, json: input })),
    onSuccess: ({ list }) => {
      queryClient.setQueryData(allListsQueryOptions().queryKey, (lists) =>
        lists ? [list, ...lists.filter((other) => other.id !== list.id)] : [list],
      );
      queryClient.setQueryData(listDetailQueryOptions(spaceId, list.id).queryKey, {
        list,
        items: [],
      });
      void invalidate();
    },
  });
}

/** Renames a list or changes its icon ("Liste modifiée"). */
export function useUpdateList(spaceId: string, listId: string) {
  const invalidate = useInvalidateLists(spaceId);
  return useMutation({
    mutationFn: (input: ListUpdateInput) =>
      readJson(
        api.spaces[':spaceId'].lists[':listId'].$patch({
          param: { spaceId, listId },
          json: input,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Deletes a list with its items and its reminders ("Liste supprimée"). */
export function useDeleteList(spaceId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      readJson(api.spaces[':spaceId'].lists[':listId'].$delete({ param: { spaceId, listId } })),
    onSuccess: () => {
      queryClient.setQueryData(allListsQueryOptions().queryKey, (lists) =>
        lists?.filter((list) => list.id !== listId),
      );
      // The list's screen is left right after; its own query is simply forgotten in time.
      void queryClient.invalidateQueries({ queryKey: listKeys.acrossSpaces() });
      void queryClient.invalidateQueries({ queryKey: memoKeys.all(spaceId) });
    },
  });
}
