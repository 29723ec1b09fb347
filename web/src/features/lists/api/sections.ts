import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SECTION_MESSAGES, type SectionId } from '#domain/sections.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { listDetailQueryOptions } from './get-lists.ts';

/**
 * The texts of the space's items, past and present, most used first: what the add field filters as
 * the family types. An area of its own, not under `lists`: a history changes slowly, and the lists'
 * live events would read it again after every add made while the field has the focus.
 */
export function suggestionsQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: spaceKeys.area(spaceId, 'list-suggestions'),
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const { suggestions } = await readJson(
        api.spaces[':spaceId']['item-suggestions'].$get({ param: { spaceId } }),
      );
      return suggestions;
    },
  });
}

/**
 * Moves an item to another aisle: shown at once, put back with « Impossible de déplacer l'élément »
 * if refused. The server remembers the choice for the item's name in the space.
 */
export function useMoveItem(spaceId: string, listId: string) {
  const queryClient = useQueryClient();
  const key = listDetailQueryOptions(spaceId, listId).queryKey;
  const place = (itemId: string, section: SectionId | null | undefined) =>
    queryClient.setQueryData(key, (old) =>
      old
        ? {
            ...old,
            items: old.items.map((item) => (item.id === itemId ? { ...item, section } : item)),
          }
        : old,
    );
  return useMutation({
    mutationFn: ({ itemId, section }: { itemId: string; section: SectionId }) =>
      readJson(
        api.spaces[':spaceId'].lists[':listId'].items[':itemId'].section.$put({
          param: { spaceId, listId, itemId },
          json: { section },
        }),
      ),
    onMutate: async ({ itemId, section }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key)?.items.find((item) => item.id === itemId);
      place(itemId, section);
      return { previous: previous?.section };
    },
    onError: (_error, { itemId }, context) => {
      place(itemId, context?.previous);
      toast.error('Erreur', { description: SECTION_MESSAGES.moveFailed });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
