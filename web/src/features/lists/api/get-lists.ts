import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
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

/** One list and its items, oldest first (its reminders are the memos feature's). */
export function listDetailQueryOptions(spaceId: string, listId: string) {
  return queryOptions({
    queryKey: listKeys.detail(spaceId, listId),
    queryFn: async () => {
      const { list, items } = await readJson(
        api.spaces[':spaceId'].lists[':listId'].$get({ param: { spaceId, listId } }),
      );
      return { list, items };
    },
  });
}
