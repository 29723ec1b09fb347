import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProfileInput, ProfileUsage, UpdateProfileInput } from '#domain/profiles.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

/** Profile changes refresh the space's list and each profile under it (the selected one too). */
function useInvalidateProfiles(spaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.all(spaceId) });
}

export function useCreateProfile(spaceId: string) {
  const invalidate = useInvalidateProfiles(spaceId);
  return useMutation({
    mutationFn: (input: CreateProfileInput) =>
      readJson(api.spaces[':spaceId'].profiles.$post({ param: { spaceId }, json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateProfile(spaceId: string) {
  const invalidate = useInvalidateProfiles(spaceId);
  return useMutation({
    mutationFn: ({ profileId, ...input }: UpdateProfileInput & { profileId: string }) =>
      readJson(
        api.spaces[':spaceId'].profiles[':profileId'].$patch({
          param: { spaceId, profileId },
          json: input,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteProfile(spaceId: string) {
  const invalidate = useInvalidateProfiles(spaceId);
  return useMutation({
    mutationFn: (profileId: string) =>
      readJson(
        api.spaces[':spaceId'].profiles[':profileId'].$delete({
          param: { spaceId, profileId },
        }),
      ),
    onSuccess: invalidate,
  });
}

/** How many tasks would become « Non assigné » or lose their child if the profile were deleted. */
export function profileUsageQueryOptions(spaceId: string, profileId: string) {
  return queryOptions({
    queryKey: profileKeys.usage(spaceId, profileId),
    queryFn: async (): Promise<ProfileUsage> => {
      const { usage } = await readJson(
        api.spaces[':spaceId'].profiles[':profileId'].usage.$get({
          param: { spaceId, profileId },
        }),
      );
      return usage;
    },
  });
}
