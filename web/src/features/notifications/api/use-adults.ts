import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isAssignableRole } from '#domain/roles.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';

/** The adults of the space who can be responsible: roles parent, grand-parent and autre. */
export function useAdults(spaceId: string | undefined) {
  const profiles = useQuery({ ...profilesQueryOptions(spaceId ?? ''), enabled: Boolean(spaceId) });
  const adults = useMemo(
    () => (profiles.data ?? []).filter((profile) => isAssignableRole(profile.role)),
    [profiles.data],
  );
  return {
    adults,
    isPending: profiles.isPending,
    isError: profiles.isError,
    error: profiles.error,
  };
}
