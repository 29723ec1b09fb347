/**
 * Custody patterns (« Garde », docs/decisions/062-custody-patterns.md): the list under the space's
 * `custody` area (the live `custody.changed` event refreshes it), its writes, and the days the
 * planning draws from it with the school holidays of the space's zone.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CustodyPattern, custodyDays } from '#domain/custody.ts';
import type {
  CustodyCreateInput,
  CustodySwapInput,
  CustodyUpdateInput,
} from '#domain/custody-schemas.ts';
import type { ProfileView } from '#domain/profiles.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { profilesQueryOptions } from '../../../lib/profiles.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { selectedProfileId } from '../../../lib/selected-profile.ts';
import { useSchoolPeriods } from './get-school-holidays.ts';

export const custodyKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'custody'),
  list: (spaceId: string) => [...spaceKeys.area(spaceId, 'custody'), 'list'] as const,
};

const routes = () => api.spaces[':spaceId'].custody;

export function custodyQueryOptions(spaceId: string) {
  return queryOptions({
    queryKey: custodyKeys.list(spaceId),
    queryFn: async (): Promise<CustodyPattern[]> => {
      const { patterns } = await readJson(routes().$get({ param: { spaceId } }));
      return patterns;
    },
    // Patterns change seldom and the live event refreshes them: no refetch on every screen.
    staleTime: 5 * 60 * 1000,
  });
}

function useInvalidate(spaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: custodyKeys.all(spaceId) });
}

export function useAddCustody(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: (json: CustodyCreateInput) =>
      readJson(routes().$post({ param: { spaceId }, json })),
    onSettled,
  });
}

export function useEditCustody(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: ({ id, ...json }: CustodyUpdateInput & { id: string }) =>
      readJson(routes()[':patternId'].$patch({ param: { spaceId, patternId: id }, json })),
    onSettled,
  });
}

export function useDeleteCustody(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: (id: string) =>
      readJson(routes()[':patternId'].$delete({ param: { spaceId, patternId: id } })),
    onSettled,
  });
}

/** Who swaps: the profile selected on this device, named in « Fil de la famille » and told nothing. */
function author(): { authorProfileId?: string } {
  const id = selectedProfileId.read();
  return id ? { authorProfileId: id } : {};
}

export function useAddSwap(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: ({ patternId, ...json }: CustodySwapInput & { patternId: string }) =>
      readJson(
        routes()[':patternId'].swaps.$post({
          param: { spaceId, patternId },
          json: { ...json, ...author() },
        }),
      ),
    onSettled,
  });
}

export function useDeleteSwap(spaceId: string) {
  const onSettled = useInvalidate(spaceId);
  return useMutation({
    mutationFn: ({ patternId, swapId }: { patternId: string; swapId: string }) =>
      readJson(
        routes()[':patternId'].swaps[':swapId'].$delete({
          param: { spaceId, patternId, swapId },
          query: author(),
        }),
      ),
    onSettled,
  });
}

/** One pattern's day as a screen shows it: whose home, and who it is about. */
export interface CustodyDayView {
  patternId: string;
  /** The child's name; null for all the children. */
  child: string | null;
  parent: ProfileView;
  /** Set on a hand-over day: the home the children leave, at `time`. */
  handoverFrom?: ProfileView;
  time: string;
}

/**
 * Every pattern's days of [from, to], by day (one entry per pattern: a child with a pattern of their
 * own and the pattern for all both show). Empty while loading, without a pattern, or offline before
 * the first answer.
 */
export function useCustodyDays(from: IsoDate, to: IsoDate): Record<IsoDate, CustodyDayView[]> {
  const { space } = useActiveSpace();
  const spaceId = space?.id ?? '';
  const patterns = useQuery({ ...custodyQueryOptions(spaceId), enabled: spaceId !== '' });
  const profiles = useQuery({ ...profilesQueryOptions(spaceId), enabled: spaceId !== '' });
  const { periods } = useSchoolPeriods();
  return useMemo(() => {
    const byDay: Record<IsoDate, CustodyDayView[]> = {};
    const people = new Map((profiles.data ?? []).map((p) => [p.id, p]));
    for (const pattern of patterns.data ?? []) {
      const days = custodyDays(pattern, from, to, periods ?? []);
      const child = pattern.childId ? (people.get(pattern.childId)?.name ?? null) : null;
      for (const [day, { parentId, handoverFrom }] of Object.entries(days)) {
        const parent = people.get(parentId);
        if (!parent) continue;
        const left = handoverFrom ? people.get(handoverFrom) : undefined;
        byDay[day] = byDay[day] ?? [];
        byDay[day].push({
          patternId: pattern.id,
          child,
          parent,
          ...(left ? { handoverFrom: left } : {}),
          time: pattern.handoverTime,
        });
      }
    }
    return byDay;
  }, [patterns.data, profiles.data, periods, from, to]);
}
