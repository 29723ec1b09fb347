import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { monthTitle, weekdayAndDay } from '#domain/french.ts';
import { addMonths, monthWeeks, startOfMonth } from '#domain/month-view.ts';
import { colourLabel } from '#domain/profile-colours.ts';
import type { ProfileView } from '#domain/profiles.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { type LoadState, loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Card } from '../../ui/card.tsx';
import { PersonDot } from '../../ui/person-dot.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { LoadError, OfflineState } from '../../ui/state-views.tsx';
import { useHolidays } from './api/get-holidays.ts';
import { useTasksInRange } from './api/get-tasks.ts';
import { MonthCustodyLegend } from './components/custody-labels.tsx';
import { DatePickerButton } from './components/date-picker.tsx';
import { HolidayLabel } from './components/holiday-label.tsx';
import { DayAgenda, UpcomingList } from './components/month-agenda.tsx';
import { MonthGrid } from './components/month-grid.tsx';
import type { MonthViewState } from './components/month-link.tsx';
import { MonthSchoolHolidays } from './components/month-school-holidays.tsx';
import { PeriodNavigator } from './components/period-navigator.tsx';
import {
  concerns,
  EVERYONE,
  PersonFilter,
  type PlanningState,
} from './components/person-filter.tsx';
import { useSubscribedByDay } from './components/subscribed-events.tsx';
import { TruncatedNotice } from './components/truncated-notice.tsx';
import {
  addDays,
  capitalize,
  type IsoDate,
  readStoredDay,
  selectedDate,
  validDay,
} from './lib/dates.ts';
import { useFamily } from './lib/use-family.ts';
import { WIDE_MAIN_CLASS } from './lib/use-wide-screen.ts';

/**
 * /month: the month's grid, Monday first, each day writing its items' titles (the day's spoken
 * name says who has what), public holidays and week-ends
 * tinted alike. A tap chooses a day, whose items show under the grid (« Ouvrir dans le planning »
 * opens it in /planning), then « À venir » lists the next seven days; arrows, swipes and PageUp/PageDown turn the month; arrow keys move between days.
 */
export function MonthViewPage() {
  const { spaceId, today, profiles, space } = useFamily();
  const received = useLocation().state as MonthViewState | null;
  const { month, focused, setFocused, showMonth } = useShownMonth(today, received?.month);
  const [person, setPerson] = useState(received?.person ?? EVERYONE);
  const openInPlanning = useOpenInPlanning(person);

  const { weeks, from, to, range, holidays, state, byDay } = useMonthItems(spaceId, month, person);
  const subscribed = useSubscribedByDay(spaceId, from, to, space?.timezone, person);
  const loading = state === 'loading';
  const inMonth = (day: IsoDate) => day.startsWith(month.slice(0, 7));

  // A tap (or a key) chooses the day: its items show under the grid; another month's turns to it.
  const chooseDay = (day: IsoDate) => (inMonth(day) ? setFocused(day) : showMonth(day, day));
  const people = profiles.data ?? [];

  return (
    <>
      <MonthHeader
        value={inMonth(focused) ? focused : month}
        onChange={(day) => showMonth(day, day)}
      />
      <main id="contenu" className={WIDE_MAIN_CLASS}>
        <MonthNavigator
          month={month}
          isThisMonth={inMonth(today)}
          onShow={(date) => showMonth(date)}
          onThisMonth={() => showMonth(today, today)}
        />

        <PersonFilter profiles={people} value={person} onChange={setPerson} />
        <TruncatedNotice spaceId={spaceId} from={from} to={to} />

        <GridOrState state={state} error={range.error} onRetry={() => void range.refetch()}>
          <MonthGrid
            weeks={weeks}
            month={month}
            today={today}
            focused={focused}
            byDay={byDay}
            holidays={holidays}
            subscribed={subscribed}
            loading={loading}
            labelledBy="month-title"
            onMove={chooseDay}
            onFocusDay={setFocused}
            onOpen={chooseDay}
            onSwipe={(months) => showMonth(addMonths(month, months))}
          />
        </GridOrState>

        {state === 'ready' && ![...byDay.keys(), ...subscribed.keys()].some(inMonth) ? (
          <EmptyMonth everyone={person === EVERYONE} />
        ) : null}
        {state === 'offline' || state === 'error' ? null : (
          <DayAgenda
            day={focused}
            today={today}
            holiday={holidays[focused]}
            items={byDay.get(focused) ?? []}
            subscribed={subscribed.get(focused)}
            ready={state === 'ready'}
            onOpen={() => openInPlanning(focused)}
          />
        )}
        <Upcoming spaceId={spaceId} today={today} person={person} />
        <MonthLegends
          people={people}
          holidays={Object.entries(holidays).filter(([day]) => inMonth(day))}
          month={month}
          from={from}
          to={to}
        />
      </main>
    </>
  );
}

/** « Ouvrir dans le planning »: the day in /planning, the person filter kept. */
function useOpenInPlanning(person: string) {
  const navigate = useNavigate();
  return (day: IsoDate) => {
    selectedDate.write(day);
    const state: PlanningState = { person };
    navigate(paths.planning, { state });
  };
}

function MonthHeader({ value, onChange }: { value: IsoDate; onChange: (day: IsoDate) => void }) {
  return (
    <ScreenHeader
      title="Vue mensuelle"
      wide
      backTo={paths.planning}
      actions={<DatePickerButton value={value} onChange={onChange} label="Choisir un mois" />}
    />
  );
}

/** The month's grid in its card, or why it cannot be drawn (offline, a failed load). */
function GridOrState({
  state,
  error,
  onRetry,
  children,
}: {
  state: LoadState;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state === 'offline')
    return <OfflineState message={OFFLINE_TEXTS.planning} onRetry={onRetry} />;
  if (state === 'error') return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
  return <Card className="p-1.5 sm:p-3">{children}</Card>;
}

/** Under the month: who is which colour and its holidays, its school holidays, its custody. */
function MonthLegends({
  people,
  holidays,
  month,
  from,
  to,
}: {
  people: ProfileView[];
  holidays: [string, string][];
  month: IsoDate;
  from: IsoDate;
  to: IsoDate;
}) {
  return (
    <>
      <MonthKey people={people} holidays={holidays} />
      <MonthSchoolHolidays month={month} />
      <MonthCustodyLegend from={from} to={to} />
    </>
  );
}

/**
 * The month shown (from the navigation's state, else the planning's day, else today's) and its
 * day in the tab order: today in the current month, else the first, or the day a key or the
 * date picker went to.
 */
function useShownMonth(today: IsoDate, received: string | undefined) {
  const [month, setMonth] = useState<IsoDate>(() =>
    startOfMonth(validDay(received) ?? readStoredDay(selectedDate) ?? today),
  );
  const [focused, setFocused] = useState<IsoDate>(() =>
    today.startsWith(month.slice(0, 7)) ? today : month,
  );
  const showMonth = (date: IsoDate, focusDay?: IsoDate) => {
    const start = startOfMonth(date);
    setMonth(start);
    setFocused(focusDay ?? (today.startsWith(start.slice(0, 7)) ? today : start));
  };
  return { month, focused, setFocused, showMonth };
}

/** The month's days (whole weeks), its items for `person` by day, and its public holidays. */
function useMonthItems(spaceId: string | undefined, month: IsoDate, person: string) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const from = weeks[0]?.[0] ?? month;
  const to = weeks.at(-1)?.[6] ?? month;
  const range = useTasksInRange(spaceId, from, to);
  const holidays = useHolidays(from, to);
  const state = loadState(range);
  const byDay = useMemo(() => {
    const days = new Map<IsoDate, PlannedListItem[]>();
    if (state !== 'ready') return days;
    for (const item of range.data ?? []) {
      if (person !== EVERYONE && !concerns(item, person)) continue;
      days.set(item.date, [...(days.get(item.date) ?? []), item]);
    }
    return days;
  }, [range.data, person, state]);
  return { weeks, from, to, range, holidays, state, byDay };
}

/** « À venir »: the next seven days from today, whatever month is shown, for `person`. */
function Upcoming({
  spaceId,
  today,
  person,
}: {
  spaceId: string | undefined;
  today: IsoDate;
  person: string;
}) {
  const range = useTasksInRange(spaceId, today, addDays(today, 6));
  const items = (range.data ?? []).filter((item) => person === EVERYONE || concerns(item, person));
  return <UpcomingList items={items} today={today} ready={loadState(range) === 'ready'} />;
}

/** « Juin 2026 » between the arrows, and « Ce mois-ci » when another month is shown. */
function MonthNavigator({
  month,
  isThisMonth,
  onShow,
  onThisMonth,
}: {
  month: IsoDate;
  isThisMonth: boolean;
  onShow: (month: IsoDate) => void;
  onThisMonth: () => void;
}) {
  return (
    <Card asChild className="p-2">
      <PeriodNavigator
        previousLabel="Mois précédent"
        nextLabel="Mois suivant"
        onPrevious={() => onShow(addMonths(month, -1))}
        onNext={() => onShow(addMonths(month, 1))}
      >
        <div className="flex flex-col items-center">
          <h2
            id="month-title"
            className="text-center text-lg font-bold text-app"
            aria-live="polite"
          >
            {capitalize(monthTitle(month))}
          </h2>
          {isThisMonth ? null : (
            <button
              type="button"
              onClick={onThisMonth}
              className="min-h-8 rounded-lg px-2 text-sm font-semibold text-accent hover:bg-accent-soft"
            >
              Ce mois-ci
            </button>
          )}
        </div>
      </PeriodNavigator>
    </Card>
  );
}

function EmptyMonth({ everyone }: { everyone: boolean }) {
  return (
    <Card className="border-dashed bg-surface/60 px-4 py-6 text-center shadow-none">
      <p className="font-medium text-app">
        {everyone ? 'Rien de prévu ce mois-ci' : 'Rien de prévu ce mois-ci pour cette personne'}
      </p>
      <p className="text-sm text-muted">Touchez un jour pour le voir et y ajouter un élément.</p>
    </Card>
  );
}

/** Under the grid: whose colour is whose, and the month's public holidays. */
function MonthKey({ people, holidays }: { people: ProfileView[]; holidays: [IsoDate, string][] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {people.length > 0 ? (
        <section aria-labelledby="who-title" className="flex flex-col gap-2">
          <h2 id="who-title" className="text-sm font-semibold text-muted">
            Qui est qui
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-app">
            {people.map((profile) => (
              <li key={profile.id} className="inline-flex items-center gap-1.5">
                <PersonDot colour={profile.colour} />
                <span aria-hidden="true">{profile.emoji}</span>
                {profile.name}
                <span className="sr-only">, {colourLabel(profile.colour)}</span>
              </li>
            ))}
            <li className="inline-flex items-center gap-1.5 text-muted">
              <PersonDot colour={null} />
              Non assigné
            </li>
          </ul>
        </section>
      ) : null}
      {holidays.length > 0 ? (
        <section aria-labelledby="holidays-title" className="flex flex-col gap-2">
          <h2 id="holidays-title" className="text-sm font-semibold text-muted">
            Jours fériés
          </h2>
          <ul className="flex flex-col gap-1 text-sm text-app">
            {holidays.map(([day, name]) => (
              <li key={day} className="flex items-center gap-2">
                <span className="w-28 shrink-0 text-muted first-letter:uppercase">
                  {weekdayAndDay(day)}
                </span>
                <HolidayLabel name={name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
