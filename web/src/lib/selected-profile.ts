/**
 * The family profile using the app on this device (docs/product.md#profiles).
 * Its id lives in localStorage under `selectedProfileId`; the profile itself is read from the active
 * space (GET /api/spaces/:spaceId/profiles/:profileId), so a profile of another space, or of a space
 * the user left, answers 404/403 and counts as no longer accessible (RequireProfile then clears it).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isUuid } from '#domain/ids.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { useActiveSpace } from './active-space.ts';
import { ApiRequestError, api, readJson } from './api-client.ts';
import { profileKeys } from './query-keys.ts';
import {
  clearSelectedProfile as clearStoredProfile,
  SELECTED_PROFILE_CHANGED_EVENT,
  SELECTED_PROFILE_STORAGE_KEY,
} from './session.ts';

export const SELECTED_PROFILE_KEY = SELECTED_PROFILE_STORAGE_KEY;

/** The profiles of a space, oldest first. */
export function profilesQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: profileKeys.all(spaceId),
    queryFn: async (): Promise<ProfileView[]> => {
      const { profiles } = await readJson(
        api.api.spaces[':spaceId'].profiles.$get({ param: { spaceId } }),
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
        api.api.spaces[':spaceId'].profiles[':profileId'].$get({ param: { spaceId, profileId } }),
      );
      return profile;
    },
  });
}

export function readSelectedProfileId(): string | null {
  try {
    return localStorage.getItem(SELECTED_PROFILE_KEY);
  } catch {
    return null;
  }
}

export function storeSelectedProfileId(id: string): void {
  try {
    localStorage.setItem(SELECTED_PROFILE_KEY, id);
  } catch {
    // private mode: the choice lasts until the page is reloaded... or not at all; the chooser asks again
  }
  window.dispatchEvent(new Event(SELECTED_PROFILE_CHANGED_EVENT));
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_PROFILE_KEY || event.key === null) listener();
  };
  window.addEventListener(SELECTED_PROFILE_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SELECTED_PROFILE_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
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
  const profileId = useSyncExternalStore(subscribe, readSelectedProfileId, () => null);
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
    selectProfile: storeSelectedProfileId,
    clearSelectedProfile: clearStoredProfile,
  };
}
