import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';
import { memoKeys } from './keys.ts';

/** The To Do List of a profile, oldest first, its list reminders included. */
export function profileMemosQueryOptions(spaceId: string, profileId: string) {
  return queryOptions({
    queryKey: memoKeys.ofProfile(spaceId, profileId),
    queryFn: async () => {
      const { memos } = await readJson(
        api.spaces[':spaceId'].memos.$get({ param: { spaceId }, query: { profileId } }),
      );
      return memos;
    },
  });
}

/** The reminders about a list, whoever they are for. */
export function listMemosQueryOptions(spaceId: string, listId: string) {
  return queryOptions({
    queryKey: memoKeys.ofList(spaceId, listId),
    queryFn: async () => {
      const { memos } = await readJson(
        api.spaces[':spaceId'].memos.$get({ param: { spaceId }, query: { listId } }),
      );
      return memos;
    },
  });
}
