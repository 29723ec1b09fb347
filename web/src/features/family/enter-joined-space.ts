import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SpaceSummary } from '#domain/spaces.ts';
import { switchActiveSpace } from '../../lib/active-space.ts';
import { paths } from '../../lib/paths.ts';
import { selectProfile } from '../../lib/selected-profile.ts';
import { refreshSpaces } from './api/spaces.ts';

/**
 * After a join, the joiner lands in the space they joined, on their own profile (the one the join
 * created or matched), at the dashboard: no space chooser, no profile chooser, no « Commencer avec ».
 * Without the space in the refreshed list (a network failure), the chooser says what there is.
 */
export function useEnterJoinedSpace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (space: SpaceSummary | undefined, profileId: string | undefined) => {
    const spaces = await refreshSpaces(queryClient).catch(() => null);
    if (!spaces || !space || !switchActiveSpace(spaces, space.id)) {
      navigate(paths.joinSpace);
      return;
    }
    // switchActiveSpace forgot the previous space's profile: this one is the joiner's.
    if (profileId) selectProfile(profileId);
    navigate(profileId ? paths.dashboard : paths.profile);
  };
}
