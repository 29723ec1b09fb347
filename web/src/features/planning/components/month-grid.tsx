import { Flag } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { dayOfMonth } from '#domain/french.ts';
import { HOLIDAY_TEXTS } from '#domain/holidays.ts';
import {
  addMonths,
  type CellTitle,
  cellTitles,
  type DayPerson,
  describePeople,
  peopleOfDay,
} from '#domain/month-view.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { namesInFrench } from '#domain/task-people.ts';
import { isoWeekday } from '#domain/zoned-time.ts';
import { cn } from '../../../lib/cn.ts';
import { PersonDot } from '../../../ui/person-dot.tsx';
import { type CustodyDayView, useCustodyDays } from '../api/custody.ts';
import { useSchoolHolidays } from '../api/get-school-holidays.ts';
import { addDays, capitalize, type IsoDate, isWeekend, longDay } from '../lib/dates.ts';
import { CUSTODY_BAND, custodyColour } from './custody-labels.tsx';
import { describeSubscribed, SubscribedMarks } from './month-subscribed.tsx';
import type { DayEvent } from './subscribed-events.tsx';

/** Titles written in a day before « +n ». */
const MAX_TITLES = 3;
/** How far a finger must travel sideways to turn the month. */
const SWIPE_DISTANCE = 60;

const NO_EVENTS: DayEvent[] = [];

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/**
 * The month's grid, Monday first: a button per day (one of them in the tab order, `focused`),
 * arrow keys and PageUp/PageDown move between days (`onMove`, maybe onto another month), and a
 * sideways swipe turns the month (`onSwipe`, +1 or -1).
 */
export function MonthGrid({
  weeks,
  month,
  today,
  focused,
  byDay,
  holidays,
  subscribed,
  loading,
  labelledBy,
  onMove,
  onFocusDay,
  onOpen,
  onSwipe,
}: {
  weeks: IsoDate[][];
  month: IsoDate;
  today: IsoDate;
  focused: IsoDate;
  byDay: Map<IsoDate, PlannedListItem[]>;
  holidays: Record<IsoDate, string>;
  /** The followed calendars' events by day, marked in the cells. */
  subscribed?: Map<IsoDate, DayEvent[]>;
  loading: boolean;
  labelledBy: string;
  onMove: (day: IsoDate) => void;
  onFocusDay: (day: IsoDate) => void;
  onOpen: (day: IsoDate) => void;
  onSwipe: (months: 1 | -1) => void;
}) {
  const inMonth = (day: IsoDate) => day.startsWith(month.slice(0, 7));
  const schoolHolidays = useSchoolHolidays(weeks[0]?.[0] ?? month, weeks.at(-1)?.[6] ?? month);
  const custody = useCustodyDays(weeks[0]?.[0] ?? month, weeks.at(-1)?.[6] ?? month);
  const { grid, onKeyDown } = useDayKeys(focused, onMove);
  const swipe = useSwipe(onSwipe);

  return (
    <>
      <p role="status" className={cn('px-2 pb-1 text-sm text-muted', !loading && 'sr-only')}>
        {loading ? 'Chargement du mois...' : ''}
      </p>
      <table
        ref={grid}
        aria-labelledby={labelledBy}
        aria-busy={loading || undefined}
        onKeyDown={onKeyDown}
        {...swipe}
        className="w-full table-fixed touch-pan-y border-separate border-spacing-0.5 sm:border-spacing-1"
      >
        <WeekdayHeader />
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
                    schoolHoliday={schoolHolidays[day]}
                    custody={custody[day]}
                    items={byDay.get(day) ?? []}
                    events={subscribed?.get(day) ?? NO_EVENTS}
                    focusable={day === focused}
                    onOpen={() => onOpen(day)}
                    onFocus={() => onFocusDay(day)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function WeekdayHeader() {
  return (
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
  );
}

/**
 * Arrow keys, Home/End and PageUp/PageDown move from the focused day (`onMove`); once the day is
 * shown (maybe in another month), the focus goes onto its button.
 */
function useDayKeys(focused: IsoDate, onMove: (day: IsoDate) => void) {
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
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
    onMove(next);
  };
  return { grid, onKeyDown };
}

/** A sideways swipe (not a mouse drag) turns the month; vertical moves still scroll the page. */
function useSwipe(onSwipe: (months: 1 | -1) => void) {
  const swipe = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        onSwipe(dx < 0 ? 1 : -1);
      }
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
  };
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
  schoolHoliday,
  custody,
  items,
  events,
  focusable,
  onOpen,
  onFocus,
}: {
  day: IsoDate;
  today: IsoDate;
  inMonth: boolean;
  holiday: string | undefined;
  /** « Vacances de Noël — zone C »: a sky-blue band along the cell's foot, not a week-end tint. */
  schoolHoliday?: string | undefined;
  /** Whose home the day is: a band in the parent's colour along the cell's top. */
  custody?: CustodyDayView[] | undefined;
  items: PlannedListItem[];
  events: DayEvent[];
  focusable: boolean;
  onOpen: () => void;
  onFocus: () => void;
}) {
  const isToday = day === today;
  const rest = isWeekend(day) || holiday !== undefined;
  const people = peopleOfDay(items);
  return (
    <button
      type="button"
      data-day={day}
      data-holiday={holiday ? 'true' : undefined}
      data-school-holiday={schoolHoliday ? 'true' : undefined}
      tabIndex={focusable ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      onClick={onOpen}
      onFocus={onFocus}
      className={cn(
        'relative flex min-h-24 w-full flex-col items-center gap-0.5 overflow-hidden rounded-xl border-2 p-1 text-app transition-colors sm:min-h-28 sm:items-start sm:gap-1 sm:p-2',
        rest
          ? 'border-transparent bg-amber-50 hover:bg-amber-100 dark:bg-amber-400/10 dark:hover:bg-amber-400/20'
          : 'border-transparent hover:bg-surface-muted',
        isToday && 'border-primary',
        // The chosen day, whose items are listed under the grid.
        focusable && !isToday && 'border-primary/50 bg-accent-soft dark:bg-transparent',
      )}
    >
      {/* The name is read from this text, not an aria-label: an aria-label that does not contain
          the visible text (« 1 » against « 1er », names beside the dots) fails WCAG 2.5.3. */}
      <span className="sr-only">
        {spokenDay(day, today, holiday, people, events, schoolHoliday)}
        {custody?.length ? `, ${custody.map(spokenCustody).join(', ')}` : ''}
      </span>
      <CellBands custody={custody} schoolHoliday={schoolHoliday} />
      <DayNumber day={day} isToday={isToday} inMonth={inMonth} rest={rest} holiday={holiday} />
      <DayTitles items={items} />
      <SubscribedMarks events={events} />
    </button>
  );
}

/** The day's number (circled today, muted out of the month) and its public holiday's name. */
function DayNumber({
  day,
  isToday,
  inMonth,
  rest,
  holiday,
}: {
  day: IsoDate;
  isToday: boolean;
  inMonth: boolean;
  rest: boolean;
  holiday: string | undefined;
}) {
  return (
    <>
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
        {dayOfMonth(day)}
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
    </>
  );
}

/** Whose home (a band along the top, in each parent's colour) and the school holidays (the foot). */
function CellBands({
  custody,
  schoolHoliday,
}: {
  custody: CustodyDayView[] | undefined;
  schoolHoliday: string | undefined;
}) {
  return (
    <>
      {custody?.length ? (
        <span aria-hidden="true" className="absolute inset-x-0 top-0 flex h-1.5">
          {custody.map((view) => (
            <span
              key={view.patternId}
              data-custody={view.parent.name}
              style={custodyColour(view.parent.colour)}
              className={cn('flex-1', CUSTODY_BAND)}
            />
          ))}
        </span>
      ) : null}
      {schoolHoliday ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1.5 bg-sky-400 dark:bg-sky-500"
        />
      ) : null}
    </>
  );
}

/** « chez Thomas », « Léa chez Camille », « échange de garde à 18:00 vers chez Camille ». */
function spokenCustody(view: CustodyDayView): string {
  const who = view.child ? `${view.child} ` : '';
  return view.handoverFrom
    ? `${who}échange de garde à ${view.time} vers chez ${view.parent.name}`
    : `${who}chez ${view.parent.name}`;
}

/** The day's name as read: « Mardi 3 juin, aujourd'hui, férié : …, Alice 2 éléments… ». */
function spokenDay(
  day: IsoDate,
  today: IsoDate,
  holiday: string | undefined,
  people: DayPerson[],
  events: readonly DayEvent[] = [],
  schoolHoliday?: string,
): string {
  return [
    capitalize(longDay(day, today)),
    day === today ? "aujourd'hui" : null,
    holiday ? `${HOLIDAY_TEXTS.holiday} : ${holiday}` : null,
    schoolHoliday ?? null,
    // One list of the day's people and calendars, each part ended by « ; ».
    [people.length > 0 ? describePeople(people) : null, describeSubscribed(events)]
      .filter(Boolean)
      .join(' ; ') || 'rien de prévu',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The pieces of a multi-day bar reach the cell's edges on their continuing sides. */
const PIECE_CLASS = {
  first: '-mr-1 rounded-r-none sm:-mr-2',
  middle: '-mx-1 rounded-none sm:-mx-2',
  last: '-ml-1 rounded-l-none sm:-ml-2',
} as const;

/**
 * What is planned, written in the cell: a line of title per item on a phone (11 px, cut at the
 * cell's edge), on a wider screen up to two lines of time and title then a line of every person's
 * name, « +n »
 * past `MAX_TITLES`. A multi-day event is one bar across its days, named on its first day and on
 * each Monday, its time on its first day only. Hidden from screen readers: the cell's name says it.
 */
function DayTitles({ items }: { items: PlannedListItem[] }) {
  const { shown, more } = cellTitles(items, MAX_TITLES);
  return (
    <span aria-hidden="true" className="flex w-full flex-col gap-0.5">
      {shown.map((title) => (
        <span
          key={title.id}
          data-cell-title
          data-piece={title.piece ?? undefined}
          className={cn(
            'flex min-h-3.5 min-w-0 items-start gap-1 rounded bg-task/10 px-0.5 text-left text-[11px] leading-[14px] dark:bg-task/20 sm:px-1 sm:text-xs sm:leading-4',
            // Light enough in the dark theme for the muted time and names (4.5:1).
            title.piece && 'bg-activity/15 dark:bg-activity/20',
            title.piece && PIECE_CLASS[title.piece],
          )}
        >
          {title.titled ? <CellTitleText title={title} /> : <span>&nbsp;</span>}
        </span>
      ))}
      {more > 0 ? (
        <span className="text-left text-[11px] leading-[14px] font-semibold text-muted sm:text-xs">
          +{more}
        </span>
      ) : null}
    </span>
  );
}

function CellTitleText({ title }: { title: CellTitle }) {
  const names = namesInFrench(title.people.map((person) => person.name));
  return (
    <>
      <PersonDot colour={title.people[0]?.colour} className="mt-1 hidden size-2 sm:inline-block" />
      <span className="flex min-w-0 flex-col">
        <span className="overflow-hidden whitespace-nowrap sm:line-clamp-2 sm:whitespace-normal sm:break-words">
          {title.time ? (
            <span className="hidden text-muted tabular-nums sm:inline">{title.time} </span>
          ) : null}
          <span className="font-medium">{title.name}</span>
        </span>
        {/* A line of its own, so that a long title never hides who is concerned. */}
        {names ? (
          <span data-cell-people className="hidden truncate text-muted sm:block">
            {names}
          </span>
        ) : null}
      </span>
    </>
  );
}
