import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMO_TOASTS } from '#domain/memo-texts.ts';
import type { MemoCreateInput, MemoItem, MemoUpdateInput } from '#domain/memos.ts';
import { spaceZoneHeaders } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { isUndoCancelled, undoWindow } from '../../../lib/undo.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemoCreateInput) =>
      readJson(
        api.spaces[':spaceId'].memos.$post(
          { param: { spaceId }, json: input },
          { headers: spaceZoneHeaders(queryClient, spaceId) },
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useUpdateMemo(spaceId: string) {
  const invalidate = useInvalidateMemos(spaceId);
  return useMutation({
    mutationFn: ({ memoId, input }: { memoId: string; input: MemoUpdateInput }) =>
      readJson(
        api.spaces[':spaceId'].memos[':memoId'].$patch({
          param: { spaceId, memoId },
          json: input,
        }),
      ),
    onSuccess: invalidate,
  });
}

/**
 * Deleting a memo: it leaves every memo list at once, the toast offers « Annuler » for a few seconds,
 * and only then is the request sent (lib/undo.ts). « Annuler » or a refusal brings it back.
 */
export function useDeleteMemo(spaceId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMemos(spaceId);
  return useMutation({
    onMutate: async (memoId: string) => {
      await queryClient.cancelQueries({ queryKey: memoKeys.all(spaceId) });
      queryClient.setQueriesData<MemoItem[]>({ queryKey: memoKeys.all(spaceId) }, (old) =>
        old?.filter((memo) => memo.id !== memoId),
      );
    },
    mutationFn: async (memoId: string) => {
      await undoWindow({ title: MEMO_TOASTS.deleted, description: MEMO_TOASTS.deletedDescription });
      return readJson(
        api.spaces[':spaceId'].memos[':memoId'].$delete({ param: { spaceId, memoId } }),
      );
    },
    onError: (error) => {
      if (!isUndoCancelled(error)) toast.error('Erreur', { description: MEMO_TOASTS.deleteFailed });
    },
    onSettled: invalidate,
  });
}

/**
 * Ticking a memo « fait », or unticking it: shown at once on every memo list, told to the family's
 * other devices by the server's `memos` event; a refusal puts it back with « Impossible de modifier
 * le mémo ».
 */
export function useSetMemoDone(spaceId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMemos(spaceId);
  return useMutation({
    onMutate: async ({ memoId, done }: { memoId: string; done: boolean }) => {
      await queryClient.cancelQueries({ queryKey: memoKeys.all(spaceId) });
      const doneAt = done ? new Date().toISOString() : null;
      queryClient.setQueriesData<MemoItem[]>({ queryKey: memoKeys.all(spaceId) }, (old) =>
        old?.map((memo) => (memo.id === memoId ? { ...memo, doneAt } : memo)),
      );
    },
    mutationFn: ({ memoId, done }: { memoId: string; done: boolean }) =>
      readJson(
        api.spaces[':spaceId'].memos[':memoId'].done.$put({
          param: { spaceId, memoId },
          json: { done },
        }),
      ),
    onError: () => toast.error('Erreur', { description: MEMO_TOASTS.updateFailed }),
    onSettled: invalidate,
  });
}
