import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemoCreateInput, MemoUpdateInput } from '#domain/memos.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { memoKeys } from './keys.ts';

/**
 * Adding, editing and deleting memos. Each answers its French toast in `message` and `description`;
 * every memo query of the space (the To Do List, the lists' reminders) is refreshed afterwards.
 */
function useInvalidateMemos(spaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memoKeys.all(spaceId) });
}

export function useCreateMemo(spaceId: string) {
  const invalidate = useInvalidateMemos(spaceId);
  return useMutation({
    mutationFn: (input: MemoCreateInput) =>
      readJson(api.api.spaces[':spaceId'].memos.$post({ param: { spaceId }, json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateMemo(spaceId: string) {
  const invalidate = useInvalidateMemos(spaceId);
  return useMutation({
    mutationFn: ({ memoId, input }: { memoId: string; input: MemoUpdateInput }) =>
      readJson(
        api.api.spaces[':spaceId'].memos[':memoId'].$patch({
          param: { spaceId, memoId },
          json: input,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteMemo(spaceId: string) {
  const invalidate = useInvalidateMemos(spaceId);
  return useMutation({
    mutationFn: (memoId: string) =>
      readJson(api.api.spaces[':spaceId'].memos[':memoId'].$delete({ param: { spaceId, memoId } })),
    onSuccess: invalidate,
  });
}
