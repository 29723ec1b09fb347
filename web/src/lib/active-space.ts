/**
 * The active family space (docs/product.md#spaces). Its id lives in localStorage under
 * `activeSpaceId`; the spaces come from GET /api/spaces (newest first). The stored space stays active
 * while the user is still a member of it, otherwise the first space becomes active and is stored.
 * Every change is broadcast as the window event `activeSpaceChanged` ({ spaceId, space }), so that
 * any screen (and another feature's code) can follow it.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { SpaceSummary } from '#domain/spaces.ts';
import { SPACE_ZONE_HEADER } from '#domain/zoned-time.ts';
import { activeSpaceId } from './active-space-id.ts';
import { api, readJson } from './api-client.ts';
import { spaceKeys } from './query-keys.ts';
import { clearSelectedProfile } from './selected-profile.ts';
import { useStoredValue } from './stored-value.ts';

export { type ActiveSpaceChangedDetail, activeSpaceId } from './active-space-id.ts';

/** The user's spaces, newest first, each with its member count and the user's Admin badge. */
export function spacesQueryOptions() {
  return queryOptions({
    queryKey: spaceKeys.list(),
    queryFn: async (): Promise<SpaceSummary[]> => {
      const { spaces } = await readJson(api.spaces.$get());
      return spaces;
    },
  });
}

/**
 * The header by which a write says in which zone its page showed the dates (the space's, from the
 * spaces already read), so the Worker computes a reminder without reading the space first.
 */
export function spaceZoneHeaders(
  queryClient: QueryClient,
  spaceId: string | undefined,
): Record<string, string> {
  const spaces = queryClient.getQueryData(spacesQueryOptions().queryKey);
  const zone = spaces?.find((space) => space.id === spaceId)?.timezone;
  return zone ? { [SPACE_ZONE_HEADER]: zone } : {};
}

/** Stores the active space and tells everyone. */
function storeActiveSpace(space: SpaceSummary | null): void {
  activeSpaceId.write(space?.id ?? null, { spaceId: space?.id ?? null, space });
}

/** Forgets the active space (sign-out, or the last space left). */
export function clearActiveSpace(): void {
  if (activeSpaceId.read() !== null) storeActiveSpace(null);
}

/** The active space among `spaces`: the stored one while still a member, otherwise the first. */
export function resolveActiveSpace(
  spaces: readonly SpaceSummary[],
  storedId: string | null,
): SpaceSummary | null {
  return spaces.find((space) => space.id === storedId) ?? spaces[0] ?? null;
}

/**
 * Makes `id` the active space if it is one of `spaces` (refused otherwise: false, logged only). Profiles
 * belong to a space, so changing space forgets the profile chosen in the previous one. For code that
 * has just fetched the list (after creating or joining a space); screens use `useActiveSpace`.
 */
export function switchActiveSpace(spaces: readonly SpaceSummary[], id: string): boolean {
  const target = spaces.find((candidate) => candidate.id === id);
  if (!target) {
    console.warn(`activeSpace: ${id} is not one of the user's spaces`);
    return false;
  }
  if (target.id !== activeSpaceId.read()) clearSelectedProfile();
  storeActiveSpace(target);
  return true;
}

export interface ActiveSpace {
  /** The active space; null while loading, on error, or when the user has no space. */
  space: SpaceSummary | null;
  /** The user's spaces, newest first (empty while loading). */
  spaces: SpaceSummary[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  /**
   * Makes a space of the list active; refused (false, logged only) for any other id. Profiles belong
   * to a space, so changing space forgets the profile chosen in the previous one.
   */
  setActiveSpace: (id: string) => boolean;
}

export function useActiveSpace(): ActiveSpace {
  const query = useQuery(spacesQueryOptions());
  const storedId = useStoredValue(activeSpaceId);
  const spaces = query.data ?? [];
  const space = query.data ? resolveActiveSpace(query.data, storedId) : null;
  const resolvedId = space?.id ?? null;

  // Store the fallback (the first space), or forget the id when no space is left. A profile chosen in
  // a space the user lost is not cleared here: RequireProfile does it, with its toast.
  useEffect(() => {
    if (!query.data || resolvedId === storedId) return;
    storeActiveSpace(query.data.find((candidate) => candidate.id === resolvedId) ?? null);
  }, [query.data, resolvedId, storedId]);

  const data = query.data;
  const setActiveSpace = useCallback((id: string) => switchActiveSpace(data ?? [], id), [data]);

  const { refetch } = query;
  return {
    space,
    spaces,
    isPending: query.isPending,
    isError: query.isError,
    refetch: useCallback(() => void refetch(), [refetch]),
    setActiveSpace,
  };
}
