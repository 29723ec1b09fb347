import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOLIDAY_TEXTS } from '#domain/holidays.ts';
import {
  addMonths,
  type DayPerson,
  describePeople,
  monthWeeks,
  peopleOfDay,
  startOfMonth,
} from '#domain/month-view.ts';
import { colourLabel } from '#domain/profile-colours.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { isoWeekday } from '#domain/zoned-time.ts';
import { paths } from '../../app/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { Card } from '../../ui/card.tsx';
import { PersonDot } from '../../ui/person-dot.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { LoadError, OfflineState } from '../../ui/state-views.tsx';
import { useHolidays } from './api/get-holidays.ts';
import { useTasksInRange } from './api/get-tasks.ts';
import { DatePickerButton } from './components/date-picker.tsx';
import { HolidayLabel } from './components/holiday-label.tsx';
import type { MonthViewState } from './components/month-link.tsx';
import {
  concerns,
  EVERYONE,
  PersonFilter,
  type PlanningState,
} from './components/person-filter.tsx';
import { TruncatedNotice } from './components/truncated-notice.tsx';
import {
  addDays,
  capitalize,
  formatDay,
  type IsoDate,
  isWeekend,
  longDay,
  readStoredDay,
  selectedDate,
  validDay,
} from './lib/dates.ts';
import { useFamily } from './lib/use-family.ts';

/** Dots drawn in a day before « +n ». */
const MAX_DOTS = 4;
/** How far a finger must travel sideways to turn the month. */
const SWIPE_DISTANCE = 60;

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/**
 * /month: the month's grid, Monday first, a dot per person per day in their colour (the day's
 * spoken name says who has what), public holidays and week-ends tinted alike. A day opens in
 * /planning; arrows, swipes and PageUp/PageDown turn the month; arrow keys move between days.
 */
export function Component() {
  const { spaceId, today, profiles } = useFamily();
  const location = useLocation();
  const navigate = useNavigate();
  const received = location.state as MonthViewState | null;
  const [month, setMonth] = useState<IsoDate>(() =>
    startOfMonth(validDay(received?.month) ?? readStoredDay(selectedDate) ?? today),
  );
  const [person, setPerson] = useState(received?.person ?? EVERYONE);
  const [focused, setFocused] = useState<IsoDate>(() =>
    today.startsWith(month.slice(0, 7)) ? today : month,
  );
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  const weeks = useMemo(() => monthWeeks(month), [month]);
  const from = weeks[0]?.[0] ?? month;
  const to = weeks.at(-1)?.[6] ?? month;
  const range = useTasksInRange(spaceId, from, to);
  const holidays = useHolidays(from, to);
  const state = loadState(range);
  const loading = state === 'loading';

  const byDay = useMemo(() => {
    const days = new Map<IsoDate, PlannedListItem[]>();
    if (state !== 'ready') return days;
    for (const item of range.data ?? []) {
      if (person !== EVERYONE && !concerns(item, person)) continue;
      days.set(item.date, [...(days.get(item.date) ?? []), item]);
    }
    return days;
  }, [range.data, person, state]);
  const inMonth = (day: IsoDate) => day.startsWith(month.slice(0, 7));
  const monthHasItems = [...byDay.keys()].some(inMonth);
  const monthHolidays = Object.entries(holidays).filter(([day]) => inMonth(day));
  const monthTitle = capitalize(formatDay(month, 'MMMM yyyy'));

  const showMonth = (date: IsoDate, focusDay?: IsoDate) => {
    const start = startOfMonth(date);
    setMonth(start);
    setFocused(focusDay ?? (today.startsWith(start.slice(0, 7)) ? today : start));
  };
  const openDay = (day: IsoDate) => {
    selectedDate.write(day);
    const state: PlanningState = { person };
    navigate(paths.planning, { state });
  };

  // After a key moved the focus (maybe onto another month), put it on the new day's button.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyStep(event.key, focused);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    if (inMonth(next)) setFocused(next);
    else showMonth(next, next);
  };

  // A sideways swipe on the grid turns the month (vertical moves still scroll the page).
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > 1.5 * Math.abs(dy)) {
      showMonth(addMonths(month, dx < 0 ? 1 : -1));
    }
  };

  const arrow =
    'grid size-11 shrink-0 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted';
  const people = profiles.data ?? [];

  return (
    <>
      <ScreenHeader
        title="Vue mensuelle"
        wide
        backTo={paths.planning}
        actions={
          <DatePickerButton
            value={inMonth(focused) ? focused : month}
            onChange={(day) => showMonth(day, day)}
            label="Choisir un mois"
          />
        }
      />
      <main id="contenu" className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 pt-4 pb-6">
        <Card className="flex items-center justify-between gap-2 p-2">
          <button
            type="button"
            className={arrow}
            onClick={() => showMonth(addMonths(month, -1))}
            aria-label="Mois précédent"
            title="Mois précédent"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <div className="flex flex-col items-center">
            <h2
              id="month-title"
              className="text-center text-lg font-bold text-app"
              aria-live="polite"
            >
              {monthTitle}
            </h2>
            {inMonth(today) ? null : (
              <button
                type="button"
                onClick={() => showMonth(today, today)}
                className="min-h-8 rounded-lg px-2 text-sm font-semibold text-accent hover:bg-accent-soft"
              >
                Ce mois-ci
              </button>
            )}
          </div>
          <button
            type="button"
            className={arrow}
            onClick={() => showMonth(addMonths(month, 1))}
            aria-label="Mois suivant"
            title="Mois suivant"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
        </Card>

        <PersonFilter profiles={people} value={person} onChange={setPerson} />
        <TruncatedNotice spaceId={spaceId} from={from} to={to} />

        {state === 'offline' ? (
          <OfflineState message={OFFLINE_TEXTS.planning} onRetry={() => void range.refetch()} />
        ) : state === 'error' ? (
          <LoadError message={errorMessage(range.error)} onRetry={() => void range.refetch()} />
        ) : (
          <Card className="p-1.5 sm:p-3">
            <p role="status" className={cn('px-2 pb-1 text-sm text-muted', !loading && 'sr-only')}>
              {loading ? 'Chargement du mois...' : ''}
            </p>
            <table
              ref={grid}
              aria-labelledby="month-title"
              aria-busy={loading || undefined}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                swipe.current = null;
              }}
              className="w-full table-fixed touch-pan-y border-separate border-spacing-0.5 sm:border-spacing-1"
            >
              <thead>
                <tr>
                  {WEEKDAYS.map((name) => (
                    <th
                      key={name}
                      scope="col"
                      abbr={name}
                      className="pb-1 text-xs font-semibold text-muted capitalize sm:text-sm"
                    >
                      {name.slice(0, 3)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => (
                      <td key={day} className="p-0 align-top">
                        <DayCell
                          day={day}
                          today={today}
                          inMonth={inMonth(day)}
                          holiday={holidays[day]}
                          people={peopleOfDay(byDay.get(day) ?? [])}
                          focusable={day === focused}
                          onOpen={() => openDay(day)}
                          onFocus={() => setFocused(day)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}

        {state === 'ready' && !monthHasItems ? (
          <Card className="border-dashed bg-surface/60 px-4 py-6 text-center shadow-none">
            <p className="font-medium text-app">
              {person === EVERYONE
                ? 'Rien de prévu ce mois-ci'
                : 'Rien de prévu ce mois-ci pour cette personne'}
            </p>
            <p className="text-sm text-muted">
              Touchez un jour pour l'ouvrir et y ajouter un élément.
            </p>
          </Card>
        ) : null}

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
          {monthHolidays.length > 0 ? (
            <section aria-labelledby="holidays-title" className="flex flex-col gap-2">
              <h2 id="holidays-title" className="text-sm font-semibold text-muted">
                Jours fériés
              </h2>
              <ul className="flex flex-col gap-1 text-sm text-app">
                {monthHolidays.map(([day, name]) => (
                  <li key={day} className="flex items-center gap-2">
                    <span className="w-28 shrink-0 text-muted first-letter:uppercase">
                      {formatDay(day, 'EEEE d')}
                    </span>
                    <HolidayLabel name={name} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </main>
    </>
  );
}

/** Where a key moves the focus from `day`: by day, by week, to the week's ends, by month. */
function keyStep(key: string, day: IsoDate): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, 1 - isoWeekday(day));
    case 'End':
      return addDays(day, 7 - isoWeekday(day));
    case 'PageUp':
      return sameDayIn(day, -1);
    case 'PageDown':
      return sameDayIn(day, 1);
    default:
      return null;
  }
}

/** The same day of the month before or after (the last day when it has fewer). */
function sameDayIn(day: IsoDate, months: number): IsoDate {
  const first = addMonths(day, months);
  const last = addDays(addMonths(first, 1), -1);
  const wanted = `${first.slice(0, 8)}${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

function DayCell({
  day,
  today,
  inMonth,
  holiday,
  people,
  focusable,
  onOpen,
  onFocus,
}: {
  day: IsoDate;
  today: IsoDate;
  inMonth: boolean;
  holiday: string | undefined;
  people: DayPerson[];
  focusable: boolean;
  onOpen: () => void;
  onFocus: () => void;
}) {
  const isToday = day === today;
  const rest = isWeekend(day) || holiday !== undefined;
  const shown = people.slice(0, MAX_DOTS);
  const more = people.length - shown.length;
  const name = [
    capitalize(longDay(day, today)),
    isToday ? "aujourd'hui" : null,
    holiday ? `${HOLIDAY_TEXTS.holiday} : ${holiday}` : null,
    people.length > 0 ? describePeople(people) : 'rien de prévu',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      data-day={day}
      data-holiday={holiday ? 'true' : undefined}
      tabIndex={focusable ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      onClick={onOpen}
      onFocus={onFocus}
      className={cn(
        'flex min-h-16 w-full flex-col items-center gap-1 rounded-xl border-2 p-1 text-app transition-colors sm:min-h-24 sm:items-start sm:p-2',
        rest
          ? 'border-transparent bg-amber-50 hover:bg-amber-100 dark:bg-amber-400/10 dark:hover:bg-amber-400/20'
          : 'border-transparent hover:bg-surface-muted',
        isToday && 'border-primary',
      )}
    >
      {/* The name is read from this text, not an aria-label: an aria-label that does not contain
          the visible text (« 1 » against « 1er », names beside the dots) fails WCAG 2.5.3. */}
      <span className="sr-only">{name}</span>
      <span
        aria-hidden="true"
        className={cn(
          'grid size-7 place-items-center rounded-full text-sm font-bold tabular-nums',
          isToday && 'bg-primary text-on-primary',
          // The neighbouring months' days in the muted text colour, which keeps 4.5:1 (not opacity).
          !isToday && !inMonth && 'font-medium text-muted',
          rest && !isToday && inMonth && 'text-amber-900 dark:text-amber-200',
        )}
      >
        {formatDay(day, 'd')}
      </span>
      {holiday ? (
        <span
          aria-hidden="true"
          className="hidden w-full truncate text-left text-xs font-semibold text-amber-900 sm:block dark:text-amber-200"
        >
          {holiday}
        </span>
      ) : null}
      {holiday ? (
        <Flag
          aria-hidden="true"
          className="size-3 text-amber-800 sm:hidden dark:text-amber-300"
          strokeWidth={2.5}
        />
      ) : null}
      {/* Phones: a dot per person. Wider screens: the dot and the name. */}
      <span aria-hidden="true" className="flex flex-wrap justify-center gap-1 sm:hidden">
        {shown.map((person) => (
          <PersonDot key={person.id ?? 'none'} colour={person.colour} className="size-2.5" />
        ))}
        {more > 0 ? <span className="text-[0.7rem] leading-none text-muted">+{more}</span> : null}
      </span>
      <span aria-hidden="true" className="hidden w-full flex-col gap-0.5 sm:flex">
        {people.slice(0, 3).map((person) => (
          <span key={person.id ?? 'none'} className="flex min-w-0 items-center gap-1 text-xs">
            <PersonDot colour={person.colour} className="size-2.5" />
            <span className="truncate">{person.name}</span>
            {person.items.length > 1 ? (
              <span className="text-muted tabular-nums">×{person.items.length}</span>
            ) : null}
          </span>
        ))}
        {people.length > 3 ? (
          <span className="text-xs text-muted">+{people.length - 3}</span>
        ) : null}
      </span>
    </button>
  );
}
