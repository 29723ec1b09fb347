import { weekdayAndDay } from '#domain/french.ts';
import type { PausedOccurrence } from '#domain/task-range.ts';
import { cn } from '../../../lib/cn.ts';
import { useSchoolHolidays } from '../api/get-school-holidays.ts';
import { type IsoDate, isWeekend, longDay } from '../lib/dates.ts';
import { AddMenu } from './add-menu.tsx';
import { CustodyDayPills } from './custody-labels.tsx';
import { slotCount } from './day-entries.tsx';
import { HolidayLabel } from './holiday-label.tsx';
import { PausedTrace } from './paused-trace.tsx';
import { SchoolHolidayLabel } from './school-holiday-label.tsx';

/** The day's name (« Aujourd'hui » on today), how many entries, its holidays and custody, « + ». */
export function DayCardHeader({
  day,
  today,
  holiday,
  count,
  titleId,
  narrow = false,
  paused = [],
}: {
  day: IsoDate;
  today: IsoDate;
  holiday: string | undefined;
  count: number;
  titleId: string;
  /** A column of the desktop's grid: the « + » goes under the name rather than past the column. */
  narrow?: boolean;
  /** The series' occurrences skipped that day for a holiday: a quiet trace each. */
  paused?: readonly PausedOccurrence[];
}) {
  const schoolHoliday = useSchoolHolidays(day, day)[day];
  return (
    <header
      className={cn(
        'flex justify-between gap-2 rounded-t-2xl py-2',
        narrow ? 'flex-wrap items-start px-2' : 'items-center px-3',
        isWeekend(day) || holiday ? 'bg-amber-50 dark:bg-amber-400/10' : 'bg-surface-muted',
      )}
    >
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <h3 id={titleId} className="font-bold text-app first-letter:uppercase">
          {weekdayAndDay(day)}
          {day === today ? (
            <span
              className={cn(
                'rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-on-primary',
                // In a grid's column, under the name: beside it, it would not fit.
                narrow ? 'mt-1 block w-fit' : 'ml-2',
              )}
            >
              Aujourd'hui
            </span>
          ) : null}
          <span className="sr-only"> — {slotCount(count)}</span>
        </h3>
        {holiday ? <HolidayLabel name={holiday} /> : null}
        {schoolHoliday ? <SchoolHolidayLabel name={schoolHoliday} /> : null}
        <CustodyDayPills day={day} />
        <PausedTrace paused={paused} />
      </div>
      <AddMenu date={day} label={`Ajouter le ${longDay(day)}`} variant="soft" />
    </header>
  );
}
