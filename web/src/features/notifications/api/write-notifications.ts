import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandOverAnswerInput } from '#domain/notifications.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import type { NotificationList } from './get-notifications.ts';
import { notificationKeys } from './keys.ts';

/**
 * Mark read, mark all read, delete. Each shows at once in every cached list of the space (the bell and
 * the screen), is put back if the server refuses, and is confirmed by a refetch; the server answers
 * the French toast in `message`.
 */
function useOptimistic(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const key = notificationKeys.all(spaceId ?? '');
  return {
    async apply(change: (list: NotificationList) => NotificationList) {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<NotificationList>({ queryKey: key });
      queryClient.setQueriesData<NotificationList>({ queryKey: key }, (list) =>
        list ? change(list) : list,
      );
      return previous;
    },
    rollback(previous: [readonly unknown[], NotificationList | undefined][] | undefined) {
      for (const [queryKey, data] of previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    settle: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

function withoutUnread(list: NotificationList, ids: (id: string) => boolean): NotificationList {
  let cleared = 0;
  const notifications = list.notifications.map((item) => {
    if (!ids(item.id) || item.read) return item;
    cleared += 1;
    return { ...item, read: true };
  });
  return { notifications, unreadCount: Math.max(0, list.unreadCount - cleared) };
}

export function useMarkRead(spaceId: string | undefined) {
  const optimistic = useOptimistic(spaceId);
  return useMutation({
    mutationFn: (id: string) =>
      readJson(
        api.spaces[':spaceId'].notifications[':notificationId'].$patch({
          param: { spaceId: spaceId ?? '', notificationId: id },
          json: { read: true },
        }),
      ),
    onMutate: (id) => optimistic.apply((list) => withoutUnread(list, (other) => other === id)),
    onError: (_error, _id, previous) => optimistic.rollback(previous),
    onSettled: optimistic.settle,
  });
}

export function useMarkAllRead(spaceId: string | undefined, profileId: string | null) {
  const optimistic = useOptimistic(spaceId);
  return useMutation({
    mutationFn: () =>
      readJson(
        api.spaces[':spaceId'].notifications['read-all'].$post({
          param: { spaceId: spaceId ?? '' },
          query: profileId ? { profileId } : {},
        }),
      ),
    onMutate: () => optimistic.apply((list) => withoutUnread(list, () => true)),
    onError: (_error, _input, previous) => optimistic.rollback(previous),
    onSettled: optimistic.settle,
  });
}

export function useDeleteNotification(spaceId: string | undefined) {
  const optimistic = useOptimistic(spaceId);
  return useMutation({
    mutationFn: (id: string) =>
      readJson(
        api.spaces[':spaceId'].notifications[':notificationId'].$delete({
          param: { spaceId: spaceId ?? '', notificationId: id },
        }),
      ),
    onMutate: (id) =>
      optimistic.apply((list) => {
        const gone = list.notifications.find((item) => item.id === id);
        return {
          notifications: list.notifications.filter((item) => item.id !== id),
          unreadCount: list.unreadCount - (gone && !gone.read ? 1 : 0),
        };
      }),
    onError: (_error, _id, previous) => optimistic.rollback(previous),
    onSettled: optimistic.settle,
  });
}

/**
 * « Accepter » / « Refuser » a hand-over notice, with an optional word; the notices and the planning
 * (a refusal gives the event back to its author) are refetched afterwards.
 */
export function useAnswerHandOver(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: HandOverAnswerInput & { id: string }) =>
      readJson(
        api.spaces[':spaceId'].notifications.answers[':notificationId'].$post({
          param: { spaceId: spaceId ?? '', notificationId: id },
          json,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: spaceKeys.detail(spaceId ?? '') }),
  });
}
