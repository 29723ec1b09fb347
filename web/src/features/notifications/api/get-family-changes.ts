import { useQuery } from '@tanstack/react-query';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { familyChangeKeys } from './keys.ts';

/**
 * « Fil de la famille » (docs/decisions/071-family-change-feed.md): the family's changes to the
 * planning, newest first, the last 60 days (at most 100 lines).
 */
export function useFamilyChanges() {
  const { space } = useActiveSpace();
  const spaceId = space?.id;
  return useQuery({
    queryKey: familyChangeKeys.all(spaceId ?? ''),
    queryFn: async () => {
      const body = await readJson(
        api.spaces[':spaceId'].changes.$get({ param: { spaceId: spaceId ?? '' } }),
      );
      return body.changes;
    },
    enabled: Boolean(spaceId),
  });
}

export type FamilyChange = NonNullable<ReturnType<typeof useFamilyChanges>['data']>[number];
