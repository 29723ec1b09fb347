import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JoinSpaceRequest } from '#domain/invitations.ts';
import type { createSpaceSchema, SpaceSummary, updateSpaceSchema } from '#domain/spaces.ts';
import { spacesQueryOptions } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';

/** The user's spaces as the server has them now (after a create, join, leave or delete). */
export function refreshSpaces(queryClient: QueryClient): Promise<SpaceSummary[]> {
  return queryClient.fetchQuery({ ...spacesQueryOptions(), staleTime: 0 });
}

/** "Valider et continuer" on /space-summary: the space, its creator as admin, a profile per member. */
export function useCreateSpace() {
  return useMutation({
    mutationFn: (input: z.input<typeof createSpaceSchema>) =>
      readJson(api.spaces.$post({ json: input })),
  });
}

/** « Modifier l'espace »: a new name and/or time zone. */
export function useRenameSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, ...input }: z.input<typeof updateSpaceSchema> & { spaceId: string }) =>
      readJson(api.spaces[':spaceId'].$patch({ param: { spaceId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.list() }),
  });
}

/** For admins: the space and everything in it. */
export function useDeleteSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) =>
      readJson(api.spaces[':spaceId'].$delete({ param: { spaceId } })),
    onSuccess: (_data, spaceId) => {
      queryClient.removeQueries({ queryKey: spaceKeys.detail(spaceId) });
    },
  });
}

export function useLeaveSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) =>
      readJson(api.spaces[':spaceId'].leave.$post({ param: { spaceId } })),
    onSuccess: (_data, spaceId) => {
      queryClient.removeQueries({ queryKey: spaceKeys.detail(spaceId) });
    },
  });
}

/** Joins the space of an invitation code (absent names: the account's own). */
export function useJoinSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinSpaceRequest) => readJson(api.invitations.join.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.list() }),
  });
}

/** The space and the accounts that have access to it (« Membres ayant accès »), oldest first. */
export function spaceMembersQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: spaceKeys.area(spaceId, 'members'),
    queryFn: () => readJson(api.spaces[':spaceId'].$get({ param: { spaceId } })),
  });
}

/** For admins: « Retirer l'accès » (the account loses the space; its profile stays). */
export function useRemoveMember(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      readJson(api.spaces[':spaceId'].members[':userId'].$delete({ param: { spaceId, userId } })),
    onSuccess: () => refreshMembers(queryClient, spaceId),
  });
}

/** For admins: « Nommer admin ». */
export function usePromoteMember(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      readJson(
        api.spaces[':spaceId'].members[':userId'].admin.$post({ param: { spaceId, userId } }),
      ),
    onSuccess: () => refreshMembers(queryClient, spaceId),
  });
}

/** For admins: « Retirer le rôle admin » of another admin (the last one keeps it: 409). */
export function useDemoteMember(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      readJson(
        api.spaces[':spaceId'].members[':userId'].admin.$delete({ param: { spaceId, userId } }),
      ),
    onSuccess: () => refreshMembers(queryClient, spaceId),
  });
}

function refreshMembers(queryClient: QueryClient, spaceId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: spaceKeys.area(spaceId, 'members') }),
    queryClient.invalidateQueries({ queryKey: spaceKeys.list() }),
  ]);
}
