import { CalendarRange, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TaskKind } from '#domain/tasks.ts';
import { loadState } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { NotificationBell } from '../notifications/public.ts';
import { useHolidays } from './api/get-holidays.ts';
import { usePausedInRange, useTasksInRange, useTodosInRange } from './api/get-tasks.ts';
import { AddMenu } from './components/add-menu.tsx';
import { DatePickerButton } from './components/date-picker.tsx';
import { DaySection } from './components/day-section.tsx';
import { todosOf } from './components/day-todos.tsx';
import { MonthLink } from './components/month-link.tsx';
import {
  concerns,
  EVERYONE,
  PersonFilter,
  type PlanningState,
} from './components/person-filter.tsx';
import { useSubscribedByDay } from './components/subscribed-events.tsx';
import { TruncatedNotice } from './components/truncated-notice.tsx';
import { WeekStrip } from './components/week-strip.tsx';
import { addDays, type IsoDate, readStoredDay, selectedDate, startOfWeek } from './lib/dates.ts';
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
          todos={todos}
          profiles={profiles.data ?? []}
        />
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
