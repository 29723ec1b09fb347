import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ProfileView } from '#domain/profiles.ts';
import { isAssignableRole } from '#domain/roles.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { todayIn } from './dates.ts';

/**
 * What every planning screen reads (under RequireProfile, so the space is known): the active space,
 * today in its time zone, and its profiles split as the forms offer them (adults can be responsible,
 * children only concerned).
 */
export function useFamily() {
  const { space } = useActiveSpace();
  const spaceId = space?.id;
  const profiles = useQuery({ ...profilesQueryOptions(spaceId ?? ''), enabled: Boolean(spaceId) });
  const today = todayIn(space?.timezone);
  const { adults, childProfiles } = useMemo(() => {
    const all: ProfileView[] = profiles.data ?? [];
    return {
      adults: all.filter((profile) => isAssignableRole(profile.role)),
      childProfiles: all.filter((profile) => profile.role === 'enfant'),
    };
  }, [profiles.data]);
  return { space, spaceId, today, profiles, adults, childProfiles };
}
