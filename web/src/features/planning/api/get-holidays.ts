import tables from 'virtual:foyer-holidays';
import { useMemo } from 'react';
import { holidayCountryOf, holidaysInTable } from '#domain/holidays.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';

/**
 * The public holidays of [from, to] in the space's country, by day ("Armistice 1918"). They come
 * from a table worked out at build time (under a kilobyte gzipped, in the planning screens' own
 * code), so they are there with the first paint and offline; a day outside the years the table
 * covers simply carries no label (docs/decisions/021-planning-first-visit.md).
 */
export function useHolidays(from: IsoDate, to: IsoDate): Record<IsoDate, string> {
  const { space } = useActiveSpace();
  const country = holidayCountryOf(space ?? undefined);
  return useMemo(() => holidaysInTable(tables[country], from, to), [country, from, to]);
}
