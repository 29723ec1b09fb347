import { ClipboardList, Sparkles } from 'lucide-react';
import { dayOfMonth, monthName, shortWeekday } from '#domain/french.ts';
import { HOLIDAY_TEXTS } from '#domain/holidays.ts';
import type { TaskKind } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import { useSchoolHolidays } from '../api/get-school-holidays.ts';
import {
  addDays,
  type IsoDate,
  isWeekend,
  startOfWeek,
  weekDays,
  weekLabel,
} from '../lib/dates.ts';
import { KIND_STYLE } from '../lib/task-display.ts';
import { PeriodNavigator } from './period-navigator.tsx';

/**
 * "Semaine du …", previous/next 7 days and the seven day buttons Lun … Dim of the selected day's
 * week. Weekends and public holidays sit on the same tinted background; a day with items shows the icon of each kind
 * it has (tasks, activities: icons, not dots, which are people's colours) and says how many to
 * screen readers.
 */
export function WeekStrip({
  selected,
  today,
  onSelect,
  kindsByDay,
  holidays = {},
}: {
  selected: IsoDate;
  today: IsoDate;
  onSelect: (date: IsoDate) => void;
  /** Per day, the number of tasks and of activities (absent while loading). */
  kindsByDay?: Map<IsoDate, Record<TaskKind, number>>;
  /** Public holidays of the week, by day: tinted like the week-end, named to screen readers. */
  holidays?: Record<IsoDate, string>;
}) {
  const monday = startOfWeek(selected);
  const schoolHolidays = useSchoolHolidays(monday, addDays(monday, 6));
  return (
    <Card asChild className="p-2">
      <section aria-labelledby="week-label">
        <PeriodNavigator
          previousLabel="Semaine précédente"
          nextLabel="Semaine suivante"
          onPrevious={() => onSelect(addDays(selected, -7))}
          onNext={() => onSelect(addDays(selected, 7))}
        >
          <h2
            id="week-label"
            className="text-center text-sm font-semibold text-app sm:text-base"
            aria-live="polite"
          >
            {weekLabel(monday, today)}
          </h2>
        </PeriodNavigator>
        <ul className="mt-1 grid grid-cols-7 gap-1">
          {weekDays(monday).map((day) => (
            <li key={day}>
              <DayButton
                day={day}
                selected={day === selected}
                today={today}
                holiday={holidays[day]}
                schoolHoliday={schoolHolidays[day]}
                counts={kindsByDay?.get(day)}
                onSelect={() => onSelect(day)}
              />
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** One day of the strip: its short name and number, an icon per kind of item, spoken in full. */
function DayButton({
  day,
  selected,
  today,
  holiday,
  schoolHoliday,
  counts,
  onSelect,
}: {
  day: IsoDate;
  selected: boolean;
  today: IsoDate;
  holiday: string | undefined;
  /** A school holiday: a sky-blue band under the day, its name to screen readers. */
  schoolHoliday?: string | undefined;
  counts: Record<TaskKind, number> | undefined;
  onSelect: () => void;
}) {
  const isToday = day === today;
  const weekend = isWeekend(day) || holiday !== undefined;
  const total = (counts?.task ?? 0) + (counts?.activity ?? 0);
  const name = shortWeekday(day).replace('.', '');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      data-holiday={holiday ? 'true' : undefined}
      data-school-holiday={schoolHoliday ? 'true' : undefined}
      className={cn(
        'relative flex min-h-16 overflow-hidden w-full flex-col items-center justify-center gap-0.5 rounded-xl border-2 text-sm transition-colors',
        selected
          ? 'border-primary bg-primary text-on-primary'
          : weekend
            ? 'border-transparent bg-amber-50 text-amber-900 hover:bg-amber-100 dark:bg-amber-400/10 dark:text-amber-200 dark:hover:bg-amber-400/20'
            : 'border-transparent text-app hover:bg-surface-muted',
        isToday && !selected && 'border-primary/60',
      )}
    >
      {/* The name spoken starts with the words shown ("mar 24 novembre"), for voice control. */}
      <span className="text-xs font-medium capitalize">{name}</span>{' '}
      <span className="text-lg leading-none font-bold">{dayOfMonth(day)}</span>
      <span className="sr-only">
        {` ${monthName(day)}${isToday ? ", aujourd'hui" : ''}${
          holiday ? `, ${HOLIDAY_TEXTS.holiday} : ${holiday}` : ''
        }${schoolHoliday ? `, ${schoolHoliday}` : ''}${total ? `, ${total} élément${total > 1 ? 's' : ''}` : ''}`}
      </span>
      {schoolHoliday ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1 bg-sky-400 dark:bg-sky-500"
        />
      ) : null}
      <span aria-hidden="true" className="flex h-3 gap-0.5">
        {(['task', 'activity'] as const).map((kind) => {
          if (!counts?.[kind]) return null;
          const Icon = kind === 'task' ? ClipboardList : Sparkles;
          return (
            <Icon
              key={kind}
              data-kind={kind}
              strokeWidth={2.5}
              className={cn('size-3', selected ? 'text-on-primary' : KIND_STYLE[kind].text)}
            />
          );
        })}
      </span>
    </button>
  );
}
