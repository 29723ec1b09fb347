import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { type CachedList, keepNewer } from '../lib/live-items.ts';
import { listKeys } from './keys.ts';

/** The lists of every space of the user, newest first, with their progress and space name. */
export function allListsQueryOptions() {
  return queryOptions({
    queryKey: listKeys.acrossSpaces(),
    queryFn: async () => {
      const { lists } = await readJson(api.lists.$get());
      return lists;
    },
  });
}

/**
 * One list and its items, oldest first (its reminders are the memos feature's). A read that left
 * before live changes already applied to the copy does not take them back (`keepNewer`,
 * docs/decisions/076-list-live-events-carry-the-item.md).
 */
export function listDetailQueryOptions(spaceId: string, listId: string) {
  return queryOptions({
    queryKey: listKeys.detail(spaceId, listId),
    queryFn: async (): Promise<CachedList> => {
      const { list, items } = await readJson(
        api.spaces[':spaceId'].lists[':listId'].$get({ param: { spaceId, listId } }),
      );
      return { list, items };
    },
    structuralSharing: (cached: unknown, read: unknown) => {
      const kept = keepNewer(cached as CachedList | undefined, read as CachedList);
      return kept === cached ? cached : replaceEqualDeep(cached, read);
    },
  });
}
