/**
 * Comments on an event (docs/decisions/075-event-comments.md): the thread under the space's
 * `comments` area, which the live `comments.changed` event refreshes on every open device.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventComment } from '#domain/comments.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { selectedProfileId } from '../../../lib/selected-profile.ts';

export const commentKeys = {
  thread: (spaceId: string, taskId: string) =>
    [...spaceKeys.area(spaceId, 'comments'), taskId] as const,
};

const routes = () => api.spaces[':spaceId'].tasks[':id'].comments;

export function commentsQueryOptions(spaceId: string, taskId: string) {
  return queryOptions({
    queryKey: commentKeys.thread(spaceId, taskId),
    queryFn: async (): Promise<EventComment[]> => {
      const body = await readJson(routes().$get({ param: { spaceId, id: taskId } }));
      return body.comments;
    },
  });
}

export function useAddComment(spaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => {
      // Named as the profile selected on this device, as a hand-over is.
      const author = selectedProfileId.read();
      const json = author ? { body, authorProfileId: author } : { body };
      return readJson(routes().$post({ param: { spaceId, id: taskId }, json }));
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: commentKeys.thread(spaceId, taskId) }),
  });
}

export function useDeleteComment(spaceId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      readJson(routes()[':commentId'].$delete({ param: { spaceId, id: taskId, commentId } })),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: commentKeys.thread(spaceId, taskId) }),
  });
}
