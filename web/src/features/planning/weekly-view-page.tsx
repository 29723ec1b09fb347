import { Layers, UserX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { doneCount } from '#domain/task-constants.ts';
import { itemNeedsNobody } from '#domain/task-people.ts';
import type { PausedOccurrence } from '#domain/task-range.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { type LoadState, loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../ui/state-views.tsx';
import { useHolidays } from './api/get-holidays.ts';
import { usePausedInRange, useTasksInRange } from './api/get-tasks.ts';
import { CustodyWeekBand } from './components/custody-labels.tsx';
import { DatePickerButton } from './components/date-picker.tsx';
import { DayEntryList, dayEntries } from './components/day-entries.tsx';
import { KindLegend } from './components/legend.tsx';
import { MonthLink } from './components/month-link.tsx';
import { PeriodNavigator } from './components/period-navigator.tsx';
import { type DayEvent, useSubscribedByDay } from './components/subscribed-events.tsx';
import { TruncatedNotice } from './components/truncated-notice.tsx';
import { DayCardHeader } from './components/week-day-header.tsx';
import { WeekGrid, type WeekProps } from './components/week-grid.tsx';
import {
  addDays,
  type IsoDate,
  readStoredDay,
  startOfWeek,
  validDay,
  weekDays,
  weekLabel,
  weeklyViewDate,
} from './lib/dates.ts';
import { useFamily } from './lib/use-family.ts';
import { useWideScreen, WIDE_MAIN_CLASS } from './lib/use-wide-screen.ts';

/** Items shown per day card before '+n autres...' (docs/product.md#tasks). */
const PREVIEW_SIZE = 5;

type WeekFilter = 'all' | 'unassigned';

/** Navigation state /weekly-view may receive: the week to show. */
export interface WeeklyViewState {
  weekStart?: string;
}

/** /weekly-view: the week's seven days, with the "Total créneaux" / "Non assigné" filters. */
export function WeeklyViewPage() {
  const { spaceId, today, space } = useFamily();
  const location = useLocation();
  const { monday, showWeek } = useShownWeek(
    today,
    (location.state as WeeklyViewState | null)?.weekStart,
  );
  const [filter, setFilter] = useState<WeekFilter>('all');

  const week = useTasksInRange(spaceId, monday, addDays(monday, 6));
  const holidays = useHolidays(monday, addDays(monday, 6));
  // The followed calendars' events, read-only beside the family's own.
  const subscribed = useSubscribedByDay(spaceId, monday, addDays(monday, 6), space?.timezone);
  const paused = usePausedByDay(spaceId, monday, filter === 'all');
  const all = week.data ?? [];
  const unassigned = all.filter((item) => item.responsibles.length === 0 && !itemNeedsNobody(item));
  const done = doneCount(all).done;
  const shown = filter === 'unassigned' ? unassigned : all;
  const byDay = useMemo(() => {
    const days = new Map<IsoDate, PlannedListItem[]>();
    for (const item of shown) days.set(item.date, [...(days.get(item.date) ?? []), item]);
    return days;
  }, [shown]);
  // Another week's data (kept while this one loads) never stands for this one, counts included.
  const state = loadState(week);
  const ready = state === 'ready';

  return (
    <>
      <ScreenHeader
        title="Vue hebdomadaire"
        wide
        backTo={paths.planning}
        actions={
          <>
            <DatePickerButton value={monday} onChange={showWeek} label="Choisir une semaine" />
            <MonthLink day={monday} />
          </>
        }
      />
      <main id="contenu" className={WIDE_MAIN_CLASS}>
        <Card asChild className="p-2">
          <PeriodNavigator
            previousLabel="Semaine précédente"
            nextLabel="Semaine suivante"
            onPrevious={() => showWeek(addDays(monday, -7))}
            onNext={() => showWeek(addDays(monday, 7))}
          >
            <h2 className="text-center font-semibold text-app" aria-live="polite">
              {weekLabel(monday, today)}
            </h2>
          </PeriodNavigator>
        </Card>

        <WeekSummary
          total={ready ? all.length : null}
          done={done}
          unassigned={ready ? unassigned.length : null}
          filter={filter}
          onFilter={setFilter}
        />
        <TruncatedNotice spaceId={spaceId} from={monday} to={addDays(monday, 6)} />
        <CustodyWeekBand monday={monday} />

        <WeekBody
          monday={monday}
          today={today}
          byDay={byDay}
          holidays={holidays}
          subscribed={subscribed}
          paused={paused}
          state={state}
          error={week.error}
          onRetry={() => void week.refetch()}
        />
      </main>
    </>
  );
}

/** The week shown (from the navigation's state, else the last one seen, else today's), kept. */
function useShownWeek(today: IsoDate, received: string | undefined) {
  const [monday, setMonday] = useState<IsoDate>(() => {
    const start = startOfWeek(validDay(received) ?? readStoredDay(weeklyViewDate) ?? today);
    weeklyViewDate.write(start);
    return start;
  });
  const showWeek = (date: IsoDate) => {
    const start = startOfWeek(date);
    setMonday(start);
    weeklyViewDate.write(start);
  };
  return { monday, showWeek };
}

/** The week's occurrences skipped for a holiday, by day (none while only « Non assigné » shows). */
function usePausedByDay(spaceId: string | undefined, monday: IsoDate, shown: boolean) {
  const paused = usePausedInRange(spaceId, monday, addDays(monday, 6));
  return useMemo(() => {
    const days = new Map<IsoDate, PausedOccurrence[]>();
    if (!shown) return days;
    for (const pause of paused) days.set(pause.date, [...(days.get(pause.date) ?? []), pause]);
    return days;
  }, [paused, shown]);
}

/** The two counts, each a filter (« Non assigné » toggles), and what the list shows. */
function WeekSummary({
  total,
  done,
  unassigned,
  filter,
  onFilter,
}: {
  /** null while the week loads. */
  total: number | null;
  done: number;
  unassigned: number | null;
  filter: WeekFilter;
  onFilter: (filter: WeekFilter) => void;
}) {
  return (
    <>
      <section aria-label="Résumé de la semaine" className="grid grid-cols-2 gap-3">
        <SummaryFilter
          label="Total créneaux"
          count={total}
          detail={total === null ? undefined : `${done} fait${done > 1 ? 's' : ''}`}
          icon={<Layers aria-hidden="true" className="size-5" />}
          active={filter === 'all'}
          onClick={() => onFilter('all')}
        />
        <SummaryFilter
          label="Non assigné"
          count={unassigned}
          icon={<UserX aria-hidden="true" className="size-5" />}
          active={filter === 'unassigned'}
          onClick={() => onFilter(filter === 'unassigned' ? 'all' : 'unassigned')}
          tone="warning"
        />
      </section>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {filter === 'unassigned'
            ? 'Seuls les créneaux sans responsable sont affichés.'
            : 'Tous les créneaux de la semaine.'}
        </p>
        <KindLegend />
      </div>
    </>
  );
}

/** The week once loaded: a grid of hours on a desktop, the day cards on a phone. */
function WeekBody({
  state,
  error,
  onRetry,
  ...week
}: Parameters<typeof WeekDays>[0] & { state: LoadState; error: unknown; onRetry: () => void }) {
  const wide = useWideScreen();
  if (state !== 'ready') return <WeekNotReady state={state} error={error} onRetry={onRetry} />;
  return wide ? <WeekGrid {...week} /> : <WeekDays {...week} />;
}

/** The seven day cards of the week. */
function WeekDays({ monday, today, byDay, holidays, subscribed, paused }: WeekProps) {
  return (
    // Four days a row from 1280 px: seven columns would squeeze the names (who does what) to letters.
    // grid-cols-1 on a phone: a column of minmax(0, 1fr), so that a row's long line (truncated)
    // cannot widen the days past the screen, as an implicit auto column would.
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {weekDays(monday).map((day) => (
        <li key={day}>
          <DayCard
            day={day}
            today={today}
            items={byDay.get(day) ?? []}
            holiday={holidays[day]}
            subscribed={subscribed.get(day)}
            paused={paused.get(day)}
          />
        </li>
      ))}
    </ul>
  );
}

/** While the week cannot be shown: offline, failed (each with a retry), or loading. */
function WeekNotReady({
  state,
  error,
  onRetry,
}: {
  state: LoadState;
  error: unknown;
  onRetry: () => void;
}) {
  return state === 'offline' ? (
    <OfflineState message={OFFLINE_TEXTS.planning} onRetry={onRetry} />
  ) : state === 'error' ? (
    <LoadError message={errorMessage(error)} onRetry={onRetry} />
  ) : (
    <ItemSkeletons count={4} />
  );
}

function SummaryFilter({
  label,
  count,
  detail,
  icon,
  active,
  onClick,
  tone = 'default',
}: {
  label: string;
  count: number | null;
  /** A second line, e.g. "2 faits". */
  detail?: string;
  icon: ReactNode;
  active: boolean;
  onClick: () => void;
  tone?: 'default' | 'warning';
}) {
  return (
    <Card
      asChild
      className={cn(
        'flex min-h-20 flex-col items-start justify-between gap-1 border-2 p-3 text-left transition-colors',
        active ? 'border-primary bg-accent-soft text-accent' : 'text-app hover:bg-surface-muted',
      )}
    >
      <button type="button" onClick={onClick} aria-pressed={active}>
        <span className="flex items-center gap-2 text-sm font-semibold">
          <span
            className={cn(tone === 'warning' && !active && 'text-amber-600 dark:text-amber-400')}
          >
            {icon}
          </span>
          {label}
        </span>
        <span className="flex items-baseline gap-2">
          <span className="text-3xl leading-none font-extrabold tabular-nums">{count ?? '–'}</span>
          {detail ? (
            <span className="text-sm font-semibold text-green-800 dark:text-green-300">
              {detail}
            </span>
          ) : null}
        </span>
      </button>
    </Card>
  );
}

function DayCard({
  day,
  today,
  items,
  holiday,
  subscribed,
  paused,
}: {
  day: IsoDate;
  today: IsoDate;
  items: PlannedListItem[];
  paused?: PausedOccurrence[] | undefined;
  /** The followed calendars' events of the day (read-only). */
  subscribed?: DayEvent[] | undefined;
  /** The public holiday's name: the day is tinted like a week-end day and says which. */
  holiday?: string | undefined;
}) {
  const [expanded, setExpanded] = useState(false);
  const entries = dayEntries(items, subscribed);
  const shown = expanded ? entries : entries.slice(0, PREVIEW_SIZE);
  const hidden = entries.length - shown.length;
  const titleId = `day-${day}`;
  return (
    <Card
      asChild
      className={cn(
        'flex h-full flex-col p-0',
        day === today && 'border-primary ring-1 ring-primary',
      )}
    >
      <article aria-labelledby={titleId}>
        <DayCardHeader
          day={day}
          today={today}
          holiday={holiday}
          count={entries.length}
          titleId={titleId}
          paused={paused}
        />
        <div className="flex flex-1 flex-col gap-1 p-2">
          {entries.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted">Rien de prévu</p>
          ) : (
            <DayEntryList entries={shown} />
          )}
          {hidden > 0 || expanded ? (
            <button
              type="button"
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
              className="mt-1 min-h-11 rounded-xl px-2 text-left text-sm font-semibold text-accent hover:bg-accent-soft"
            >
              {expanded ? 'Voir moins' : `+${hidden} autres...`}
            </button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
