import { useMemo } from 'react';
import { longDate } from '#domain/french.ts';
import { addMonths } from '#domain/month-view.ts';
import { SCHOOL_HOLIDAY_TEXTS, schoolHolidayPeriods } from '#domain/school-holidays.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import { useSchoolPeriods } from '../api/get-school-holidays.ts';
import { SchoolHolidayLabel } from './school-holiday-label.tsx';

/** Under the month's grid: the school holidays of the space's zone that meet the month, with their dates. */
export function MonthSchoolHolidays({ month }: { month: IsoDate }) {
  const { zone, periods: known } = useSchoolPeriods();
  const periods = useMemo(
    () => (zone ? schoolHolidayPeriods(zone, month, addDays(addMonths(month, 1), -1), known) : []),
    [zone, month, known],
  );
  if (!zone || periods.length === 0) return null;
  return (
    <section aria-labelledby="school-holidays-title" className="flex flex-col gap-2">
      <h2 id="school-holidays-title" className="text-sm font-semibold text-muted">
        Vacances scolaires
      </h2>
      <ul className="flex flex-col gap-1 text-sm text-app">
        {periods.map((period) => (
          <li key={period.start} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <SchoolHolidayLabel name={SCHOOL_HOLIDAY_TEXTS.label(period.name, zone)} />
            <span className="text-muted">
              du {longDate(period.start)} au {longDate(period.end)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
