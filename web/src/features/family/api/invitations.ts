import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveInvitationInput } from '#domain/invitations.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { invitationKeys } from './keys.ts';

/** This member's generated code not yet saved (null: none), so a reload does not lose it. */
export function draftCodeQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: invitationKeys.draftCode(spaceId),
    queryFn: async (): Promise<string | null> => {
      const { code } = await readJson(
        api.spaces[':spaceId'].invitations.code.$get({ param: { spaceId } }),
      );
      return code;
    },
  });
}

/** Generates (or regenerates) the code; the previous unsaved one stops existing. */
export function useGenerateCode(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      readJson(api.spaces[':spaceId'].invitations.code.$post({ param: { spaceId } })),
    onSuccess: ({ code }) => queryClient.setQueryData(invitationKeys.draftCode(spaceId), code),
  });
}

/** Saves the invitation (the code and the invitee's names); the draft code is then used up. */
export function useSaveInvitation(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInvitationInput) =>
      readJson(api.spaces[':spaceId'].invitations.$post({ param: { spaceId }, json: input })),
    onSuccess: () => {
      queryClient.setQueryData(invitationKeys.draftCode(spaceId), null);
      return queryClient.invalidateQueries({ queryKey: invitationKeys.pending(spaceId) });
    },
  });
}

/** « Invitations en attente »: saved, unused and within their 7 days, newest first. */
export function pendingInvitationsQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: invitationKeys.pending(spaceId),
    queryFn: async () => {
      const { invitations } = await readJson(
        api.spaces[':spaceId'].invitations.$get({ param: { spaceId } }),
      );
      return invitations;
    },
  });
}

/** « Annuler »: the invitation's code stops working (its author or an admin). */
export function useCancelInvitation(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      readJson(
        api.spaces[':spaceId'].invitations[':invitationId'].$delete({
          param: { spaceId, invitationId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending(spaceId) }),
  });
}
