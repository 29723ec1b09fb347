import { useMemo } from 'react';
import { isSchoolZone, schoolHolidaysBetween } from '#domain/school-holidays.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';

/**
 * The school holidays of [from, to] in the space's « Zone scolaire », by day (« Vacances de Noël —
 * zone C »); none without a zone, or for a school year the snapshot does not cover
 * (docs/decisions/048-school-holidays.md).
 */
export function useSchoolHolidays(from: IsoDate, to: IsoDate): Record<IsoDate, string> {
  const { space } = useActiveSpace();
  const zone = isSchoolZone(space?.schoolZone) ? space.schoolZone : null;
  return useMemo(() => schoolHolidaysBetween(zone, from, to), [zone, from, to]);
}
