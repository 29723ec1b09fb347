import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { holidayCountryOf } from '#domain/holidays.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { holidayKeys } from './keys.ts';

/**
 * The public holidays of [from, to] in the space's country, by day ("Armistice 1918"). The calendar
 * is a chunk of its own, fetched the first time a planning screen asks; until it is there (or if it
 * cannot be fetched, offline before its first use) the days simply carry no label.
 */
export function useHolidays(from: IsoDate, to: IsoDate): Record<IsoDate, string> {
  const { space } = useActiveSpace();
  const country = holidayCountryOf(space ?? undefined);
  const query = useQuery({
    queryKey: holidayKeys.range(space?.id ?? '', country, from, to),
    queryFn: async () => {
      const { holidaysIn } = await import('../lib/holiday-calendar.ts');
      return holidaysIn(country, from, to);
    },
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  return query.data ?? NONE;
}

const NONE: Record<IsoDate, string> = {};
