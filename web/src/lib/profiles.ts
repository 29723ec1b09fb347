/**
 * The profiles of a space, and the selected one resolved in the active space (docs/product.md#profiles).
 * The profile is read from the active space (GET /api/spaces/:spaceId/profiles/:profileId), so a
 * profile of another space, or of a space the user left, answers 404/403 and counts as no longer
 * accessible (RequireProfile then clears it). The choice itself is lib/selected-profile.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isUuid } from '#domain/ids.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { useActiveSpace } from './active-space.ts';
import { ApiRequestError, api, readJson } from './api-client.ts';
import { profileKeys } from './query-keys.ts';
import { clearSelectedProfile, selectedProfileId, selectProfile } from './selected-profile.ts';
import { useStoredValue } from './stored-value.ts';

/** The profiles of a space, oldest first. */
export function profilesQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: profileKeys.all(spaceId),
    queryFn: async (): Promise<ProfileView[]> => {
      const { profiles } = await readJson(
        api.spaces[':spaceId'].profiles.$get({ param: { spaceId } }),
      );
      return profiles;
    },
  });
}

/** One profile of a space (under the list's key: invalidating the list refreshes it too). */
export function profileQueryOptions(spaceId: string, profileId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(spaceId, profileId),
    queryFn: async (): Promise<ProfileView> => {
      const { profile } = await readJson(
        api.spaces[':spaceId'].profiles[':profileId'].$get({ param: { spaceId, profileId } }),
      );
      return profile;
    },
  });
}

export interface SelectedProfile {
  /** The selected profile of the active space, once loaded and accessible. */
  profile: ProfileView | null;
  /** The stored id (null: no profile chosen on this device). */
  profileId: string | null;
  isPending: boolean;
  /**
   * The stored profile cannot be used: not a profile id, or the active space answers 404/403 for it
   * (deleted, another space, a space the user left).
   */
  isInaccessible: boolean;
  /** Any other failure (offline, server error): worth a retry, not a reason to forget the choice. */
  isError: boolean;
  refetch: () => void;
  selectProfile: (id: string) => void;
  clearSelectedProfile: () => void;
}

export function useSelectedProfile(): SelectedProfile {
  const { space, isPending: spacePending } = useActiveSpace();
  const profileId = useStoredValue(selectedProfileId);
  const validId = profileId !== null && isUuid(profileId) ? profileId : null;
  const query = useQuery({
    ...profileQueryOptions(space?.id ?? '', validId ?? ''),
    enabled: Boolean(space && validId),
  });
  const status = query.error instanceof ApiRequestError ? query.error.status : undefined;
  const lost = status === 404 || status === 403;
  const { refetch } = query;
  return {
    profile: query.data ?? null,
    profileId,
    isPending: validId !== null && (spacePending || (space !== null && query.isPending)),
    isInaccessible: profileId !== null && (validId === null || (!spacePending && !space) || lost),
    isError: query.isError && !lost,
    refetch: useCallback(() => void refetch(), [refetch]),
    selectProfile,
    clearSelectedProfile,
  };
}
