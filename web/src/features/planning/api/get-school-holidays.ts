import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  isSchoolZone,
  type SchoolHolidayPeriod,
  type SchoolZone,
  schoolHolidaysBetween,
  withFetchedPeriods,
} from '#domain/school-holidays.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';

/** The zone's periods the weekly refresh stored, under the space's area, by zone. */
export const schoolHolidayKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'school-holidays'),
  zone: (spaceId: string, zone: SchoolZone | null) =>
    [...schoolHolidayKeys.all(spaceId), zone] as const,
};

function fetchSchoolHolidays(spaceId: string) {
  return readJson(api.spaces[':spaceId']['school-holidays'].$get({ param: { spaceId } }));
}

export type SchoolHolidaysBody = Awaited<ReturnType<typeof fetchSchoolHolidays>>;

/** Stable, so that TanStack Query merges once per answer, not once per component. */
function merged(body: SchoolHolidaysBody): readonly SchoolHolidayPeriod[] {
  return withFetchedPeriods(body.periods);
}

/** They change once a week at most: an hour before asking again is plenty. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The stored periods of the space's zone and when the calendar was last refreshed
 * (docs/decisions/050-school-calendar-refresh.md); « À propos » reads the date.
 */
export function useSchoolCalendar() {
  const { space } = useActiveSpace();
  const spaceId = space?.id ?? '';
  const zone = isSchoolZone(space?.schoolZone) ? space.schoolZone : null;
  return useQuery({
    queryKey: schoolHolidayKeys.zone(spaceId, zone),
    queryFn: () => fetchSchoolHolidays(spaceId),
    enabled: spaceId !== '',
    staleTime: STALE_MS,
  });
}

/**
 * The space's zone and its periods: the ones the weekly refresh stored win for the school years they
 * carry, the snapshot shipped with the app serves the others, and all of them until the answer comes
 * (offline, first paint).
 */
export function useSchoolPeriods(): {
  zone: SchoolZone | null;
  periods: readonly SchoolHolidayPeriod[] | undefined;
} {
  const { space } = useActiveSpace();
  const spaceId = space?.id ?? '';
  const zone = isSchoolZone(space?.schoolZone) ? space.schoolZone : null;
  const { data } = useQuery({
    queryKey: schoolHolidayKeys.zone(spaceId, zone),
    queryFn: () => fetchSchoolHolidays(spaceId),
    enabled: spaceId !== '' && zone !== null,
    staleTime: STALE_MS,
    select: merged,
  });
  return { zone, periods: data };
}

/**
 * The school holidays of [from, to] in the space's « Zone scolaire », by day (« Vacances de Noël —
 * zone C »); none without a zone, or for a school year neither the refresh nor the snapshot covers.
 */
export function useSchoolHolidays(from: IsoDate, to: IsoDate): Record<IsoDate, string> {
  const { zone, periods } = useSchoolPeriods();
  return useMemo(() => schoolHolidaysBetween(zone, from, to, periods), [zone, from, to, periods]);
}
