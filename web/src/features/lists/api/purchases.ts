import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { listKeys } from './keys.ts';

/**
 * What the list bought, last first (docs/decisions/077-list-purchase-history.md): « Récemment
 * achetés ». Under the space's `lists` area, so the lists' live events (a clearing on another phone,
 * or this one's deletions coming back) read it again.
 */
export function purchasesQueryOptions(spaceId: string, listId: string) {
  return queryOptions({
    queryKey: listKeys.purchases(spaceId, listId),
    queryFn: async () => {
      const { purchases } = await readJson(
        api.spaces[':spaceId'].lists[':listId'].purchases.$get({ param: { spaceId, listId } }),
      );
      return purchases;
    },
  });
}
