import { useMemo } from 'react';
import { holidaysBetween } from '#domain/holidays.ts';
import type { IsoDate } from '#domain/zoned-time.ts';

/**
 * The public holidays of [from, to], by day ("Armistice 1918"): France's eleven, computed on the
 * device (domain/holidays.ts), so they are there with the first paint and offline.
 */
export function useHolidays(from: IsoDate, to: IsoDate): Record<IsoDate, string> {
  return useMemo(() => holidaysBetween(from, to), [from, to]);
}
