import { CalendarRange, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PlannedListItem } from '#domain/task-completions.ts';
import type { PausedOccurrence } from '#domain/task-range.ts';
import type { TaskKind } from '#domain/tasks.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { type LoadState, loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../ui/state-views.tsx';
import { NotificationBell } from '../notifications/public.ts';
import { useHolidays } from './api/get-holidays.ts';
import { useSchoolHolidays } from './api/get-school-holidays.ts';
import { usePausedInRange, useTasksInRange, useTodosInRange } from './api/get-tasks.ts';
import { AddMenu } from './components/add-menu.tsx';
import { CustodyDayLine } from './components/custody-labels.tsx';
import { DatePickerButton } from './components/date-picker.tsx';
import { dayEntries, SubscribedRow } from './components/day-entries.tsx';
import { DayTodos, todosOf } from './components/day-todos.tsx';
import { HolidayLabel } from './components/holiday-label.tsx';
import { KindLegend } from './components/legend.tsx';
import { MonthLink } from './components/month-link.tsx';
import { PausedTrace } from './components/paused-trace.tsx';
import {
  concerns,
  EVERYONE,
  PersonFilter,
  type PlanningState,
} from './components/person-filter.tsx';
import { SchoolHolidayLabel } from './components/school-holiday-label.tsx';
import { type DayEvent, useSubscribedByDay } from './components/subscribed-events.tsx';
import { TaskItemCard } from './components/task-item-card.tsx';
import { TruncatedNotice } from './components/truncated-notice.tsx';
import { WeekStrip } from './components/week-strip.tsx';
import {
  addDays,
  type IsoDate,
  longDay,
  readStoredDay,
  selectedDate,
  startOfWeek,
} from './lib/dates.ts';
import { useFamily } from './lib/use-family.ts';

/** /planning: the week strip, the person filter and the chosen day's items. */
export function PlanningPage() {
  const { spaceId, today, profiles, space } = useFamily();
  const location = useLocation();
  const [selected, setSelected] = useState<IsoDate>(() => readStoredDay(selectedDate) ?? today);
  const [person, setPerson] = useState(
    () => (location.state as PlanningState | null)?.person ?? EVERYONE,
  );
  const select = (date: IsoDate) => {
    setSelected(date);
    selectedDate.write(date);
  };

  const { monday, week, holidays, kindsByDay, dayItems, paused, state } = useWeekOf(
    spaceId,
    selected,
    person,
  );
  // The followed calendars' events of the day, read-only above the family's own.
  const subscribed = useSubscribedByDay(spaceId, selected, selected, space?.timezone, person);
  const todos = todosOf(useTodosInRange(spaceId, monday, addDays(monday, 6)), selected, person);

  return (
    <>
      <ScreenHeader
        title="Planning"
        backTo={paths.dashboard}
        actions={
          <>
            <NotificationBell />
            <DatePickerButton value={selected} onChange={select} />
            <MonthLink day={selected} person={person} />
            <AddMenu date={selected} label="Ajouter au planning" />
          </>
        }
      />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-6">
        <WeekStrip
          selected={selected}
          today={today}
          onSelect={select}
          kindsByDay={state === 'ready' ? kindsByDay : undefined}
          holidays={holidays}
        />

        <WeekLinks monday={monday} onToday={selected === today ? null : () => select(today)} />

        <PersonFilter profiles={profiles.data ?? []} value={person} onChange={setPerson} />
        <TruncatedNotice spaceId={spaceId} from={monday} to={addDays(monday, 6)} />

        <DaySection
          selected={selected}
          today={today}
          holiday={holidays[selected]}
          items={dayItems}
          paused={paused}
          subscribed={subscribed.get(selected)}
          state={state}
          error={week.error}
          onRetry={() => void week.refetch()}
        />
        <DayTodos todos={todos} profiles={profiles.data ?? []} />
      </main>
    </>
  );
}

/**
 * The selected day's week: its items for `person`, their kinds by day (the strip's dots) and the
 * day's own. The previous week's data never stands for this one: while this week cannot load
 * (offline) the day says so, rather than « Aucune tâche prévue pour ce jour ».
 */
function useWeekOf(spaceId: string | undefined, selected: IsoDate, person: string) {
  const monday = startOfWeek(selected);
  const week = useTasksInRange(spaceId, monday, addDays(monday, 6));
  const holidays = useHolidays(monday, addDays(monday, 6));
  const visible = useMemo(
    () => (week.data ?? []).filter((item) => person === EVERYONE || concerns(item, person)),
    [week.data, person],
  );
  const kindsByDay = useMemo(() => {
    const counts = new Map<IsoDate, Record<TaskKind, number>>();
    for (const item of visible) {
      const day = counts.get(item.date) ?? { task: 0, activity: 0 };
      day[item.kind] += 1;
      counts.set(item.date, day);
    }
    return counts;
  }, [visible]);
  const dayItems = visible.filter((item) => item.date === selected);
  const paused = usePausedInRange(spaceId, monday, addDays(monday, 6)).filter(
    (pause) => pause.date === selected && (person === EVERYONE || concerns(pause, person)),
  );
  return { monday, week, holidays, kindsByDay, dayItems, paused, state: loadState(week) };
}

/** « Voir toute la semaine », and « Aujourd'hui » when another day is selected. */
function WeekLinks({ monday, onToday }: { monday: IsoDate; onToday: (() => void) | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Link
        to={paths.weeklyView}
        state={{ weekStart: monday }}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-accent hover:bg-accent-soft"
      >
        <CalendarRange aria-hidden="true" className="size-5" />
        Voir toute la semaine
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
      {onToday ? (
        <button
          type="button"
          onClick={onToday}
          className="inline-flex min-h-11 items-center rounded-xl border border-app bg-surface px-4 text-sm font-semibold text-app hover:bg-surface-muted"
        >
          Aujourd'hui
        </button>
      ) : null}
    </div>
  );
}

/** « Planning du … »: the selected day's items, or why there are none to show. */
function DaySection({
  selected,
  today,
  holiday,
  items,
  paused,
  subscribed,
  state,
  error,
  onRetry,
}: {
  selected: IsoDate;
  today: IsoDate;
  holiday: string | undefined;
  items: PlannedListItem[];
  /** The series' occurrences the day skips for a holiday: a quiet trace each. */
  paused: PausedOccurrence[];
  subscribed: DayEvent[] | undefined;
  state: LoadState;
  error: unknown;
  onRetry: () => void;
}) {
  const schoolHoliday = useSchoolHolidays(selected, selected)[selected];
  return (
    <section aria-labelledby="day-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex flex-col items-start gap-1">
          <h2 id="day-title" className="text-lg font-bold text-app first-letter:uppercase">
            Planning du {longDay(selected, today)}
          </h2>
          {holiday ? <HolidayLabel name={holiday} className="text-sm" /> : null}
          {schoolHoliday ? <SchoolHolidayLabel name={schoolHoliday} className="text-sm" /> : null}
          <CustodyDayLine day={selected} />
          <PausedTrace paused={paused} className="text-sm" />
        </div>
        <KindLegend />
      </div>
      {state === 'offline' ? (
        <OfflineState message={OFFLINE_TEXTS.planning} onRetry={onRetry} />
      ) : state === 'error' ? (
        <LoadError message={errorMessage(error)} onRetry={onRetry} />
      ) : state === 'loading' ? (
        <ItemSkeletons />
      ) : items.length === 0 && !subscribed?.length ? (
        <Card className="flex flex-col items-center gap-3 border-dashed bg-surface/60 px-4 py-10 text-center shadow-none">
          <span aria-hidden="true" className="text-4xl">
            🗓️
          </span>
          <p className="font-medium text-app">Aucune tâche prévue pour ce jour</p>
          <AddMenu
            date={selected}
            label="Ajouter une tâche ou une activité ce jour-là"
            trigger={
              <span className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary px-4 font-semibold text-on-primary">
                Ajouter
              </span>
            }
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`Planning du ${longDay(selected)}`}>
          {dayEntries(items, subscribed).map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.item.id}>
                <TaskItemCard item={entry.item} />
              </li>
            ) : (
              <li key={entry.event.key}>
                <SubscribedRow event={entry.event} />
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
