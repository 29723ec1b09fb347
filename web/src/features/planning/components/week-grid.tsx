import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { namesInFrench } from '#domain/task-people.ts';
import type { PausedOccurrence } from '#domain/task-range.ts';
import { cn } from '../../../lib/cn.ts';
import { PersonDot } from '../../../ui/person-dot.tsx';
import { type IsoDate, longDay, weekDays } from '../lib/dates.ts';
import { categoryEmoji, KIND_STYLE } from '../lib/task-display.ts';
import {
  hourRange,
  MIN_MINUTES,
  type TimedBlock,
  timedBlocks,
  type WeekBar,
  weekBars,
} from '../lib/week-grid.ts';
import { EventPeople } from './event-people.tsx';
import type { DayEvent } from './subscribed-events.tsx';
import { taskLink, timeRange } from './task-item-card.tsx';
import { DayCardHeader } from './week-day-header.tsx';

/** One hour's height on the grid, in rem: an item's time, two lines of title and its people. */
const HOUR_REM = 3.5;
/** One lane of the row above the hours, in rem (two short lines, a 44 px target). */
const LANE_REM = 2.75;
/** The gap between two day columns, in rem: a bar over several days crosses it too. */
const GAP_REM = 0.25;

/** What both drawings of the week take: the grid here, the day cards on a phone. */
export interface WeekProps {
  monday: IsoDate;
  today: IsoDate;
  byDay: ReadonlyMap<IsoDate, PlannedListItem[]>;
  holidays: Record<IsoDate, string>;
  subscribed: ReadonlyMap<IsoDate, DayEvent[]>;
  /** The occurrences skipped for a holiday, by day: a quiet trace under the day's name. */
  paused: ReadonlyMap<IsoDate, PausedOccurrence[]>;
}

/**
 * The desktop week (from 1024 px): seven day columns beside an hour axis, the all-day and
 * multi-day entries as bars in a row above the hours, the timed ones placed by start and end.
 * Each day stays an article named by its header, its entries a list in time order, as on a phone.
 */
export function WeekGrid({ monday, today, byDay, holidays, subscribed, paused }: WeekProps) {
  const bars = weekBars(monday, byDay, subscribed);
  const lanes = Math.max(0, ...bars.map((bar) => bar.lane + 1));
  const days = weekDays(monday).map((day) => ({
    day,
    blocks: timedBlocks(byDay.get(day) ?? [], subscribed.get(day) ?? []),
  }));
  const hours = hourRange(days.flatMap((day) => day.blocks));
  return (
    <div
      data-week-grid
      className="grid rounded-2xl border border-app bg-surface p-2"
      style={{
        gridTemplateColumns: '3rem repeat(7, minmax(0, 1fr))',
        gridTemplateRows: `auto ${lanes * LANE_REM + 0.5}rem auto`,
        columnGap: `${GAP_REM}rem`,
      }}
    >
      <HourAxis first={hours.first} last={hours.last} />
      {days.map(({ day, blocks }, column) => (
        <GridDay
          key={day}
          day={day}
          today={today}
          column={column}
          holiday={holidays[day]}
          paused={paused.get(day)}
          count={(byDay.get(day)?.length ?? 0) + (subscribed.get(day)?.length ?? 0)}
          bars={bars.filter((bar) => bar.column === column)}
          blocks={blocks}
          hours={hours}
        />
      ))}
    </div>
  );
}

/** The hours down the left, each beside its line (decorative: every entry says its time). */
function HourAxis({ first, last }: { first: number; last: number }) {
  return (
    <div aria-hidden="true" className="relative" style={{ gridColumn: 1, gridRow: 3 }}>
      {Array.from({ length: last - first }, (_, index) => first + index).map((hour) => (
        <span
          key={hour}
          className="absolute right-1 -translate-y-1/2 text-xs text-muted tabular-nums"
          style={{ top: `${(hour - first) * HOUR_REM}rem` }}
        >
          {`${String(hour).padStart(2, '0')}:00`}
        </span>
      ))}
    </div>
  );
}

function GridDay({
  day,
  today,
  column,
  holiday,
  paused,
  count,
  bars,
  blocks,
  hours,
}: {
  day: IsoDate;
  today: IsoDate;
  column: number;
  holiday: string | undefined;
  paused: PausedOccurrence[] | undefined;
  count: number;
  bars: WeekBar[];
  blocks: TimedBlock[];
  hours: { first: number; last: number };
}) {
  const titleId = `day-${day}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        // One column as wide as the grid's: a long header wraps rather than widening the day.
        'row-span-3 grid min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-subgrid',
        day === today && 'rounded-2xl ring-2 ring-primary',
      )}
      style={{ gridColumn: column + 2, gridRow: '1 / span 3' }}
    >
      <DayCardHeader
        day={day}
        today={today}
        holiday={holiday}
        count={count}
        titleId={titleId}
        paused={paused}
        narrow
      />
      <ul aria-label="Toute la journée" className="relative">
        {bars.map((bar) => (
          <li
            key={bar.key}
            className="absolute z-10"
            style={{
              top: `${bar.lane * LANE_REM + 0.25}rem`,
              height: `${LANE_REM - 0.25}rem`,
              width: `calc(${bar.days * 100}% + ${(bar.days - 1) * GAP_REM}rem)`,
            }}
          >
            <BarEntry bar={bar} />
          </li>
        ))}
      </ul>
      <ul
        aria-label="Horaires"
        className="relative border-t border-app"
        style={{ height: `${(hours.last - hours.first) * HOUR_REM}rem`, ...hourLines }}
      >
        {blocks.map((block) => (
          <li key={entryKey(block.entry)} className="absolute px-px" style={blockBox(block, hours)}>
            <BlockEntry block={block} />
          </li>
        ))}
      </ul>
      {count === 0 ? <p className="sr-only">Rien de prévu</p> : null}
    </article>
  );
}

/** A line at each hour, in the border's colour of the theme. */
const hourLines: CSSProperties = {
  backgroundImage: `repeating-linear-gradient(to bottom, var(--app-border) 0 1px, transparent 1px ${HOUR_REM}rem)`,
};

function entryKey(entry: TimedBlock['entry']): string {
  return entry.kind === 'item' ? entry.item.id : entry.event.key;
}

function blockBox(block: TimedBlock, hours: { first: number }): CSSProperties {
  const top = ((block.start - hours.first * 60) / 60) * HOUR_REM;
  const height = ((block.drawnEnd - block.start) / 60) * HOUR_REM;
  return {
    top: `${top}rem`,
    height: `${height}rem`,
    left: `${(block.column / block.columns) * 100}%`,
    width: `${100 / block.columns}%`,
  };
}

/** A bar above the hours: an all-day item or a multi-day one over its days, or a calendar's. */
function BarEntry({ bar }: { bar: WeekBar }) {
  if (bar.entry.kind === 'subscribed') return <SubscribedBox event={bar.entry.event} />;
  const { item } = bar.entry;
  const until = item.span ? `jusqu'au ${longDay(item.span.end)}` : '';
  return <ItemBox item={item} time={[timeRange(item), until].filter(Boolean).join(' · ')} />;
}

function BlockEntry({ block }: { block: TimedBlock }) {
  if (block.entry.kind === 'subscribed') return <SubscribedBox event={block.entry.event} />;
  const { item } = block.entry;
  // The start beside the title (the box's place already says the hour); one line of title with
  // « … » in a box shorter than an hour, two in an hour's, more from two hours.
  const drawn = block.drawnEnd - block.start;
  const lines = drawn >= 120 ? 4 : drawn >= MIN_MINUTES ? 2 : 1;
  return <ItemBox item={item} start lines={lines} />;
}

const CLAMP = { 1: 'truncate', 2: 'line-clamp-2', 4: 'line-clamp-4' } as const;

/**
 * An item's box, which opens the item: its title (after its start time in the hours, `start`),
 * then its time range on a bar (`time`) and every person by name.
 */
function ItemBox({
  item,
  start,
  time,
  lines = 1,
}: {
  item: PlannedListItem;
  start?: boolean;
  time?: string;
  lines?: keyof typeof CLAMP;
}) {
  const style = KIND_STYLE[item.kind];
  const link = taskLink(item);
  return (
    <Link
      to={link.to}
      state={link.state}
      // The whole title and everyone under the pointer, where the box can only show their start.
      title={lines < 4 ? boxTitle(item) : undefined}
      data-done={item.done ? 'true' : undefined}
      className="block size-full overflow-hidden rounded-lg bg-surface text-left"
    >
      <span
        className={cn(
          'flex size-full flex-col rounded-lg border-l-4 px-1.5 py-0.5 text-xs hover:brightness-95 dark:hover:brightness-125',
          style.bar,
          item.done ? 'bg-surface-muted' : style.soft,
        )}
      >
        <span
          className={cn(
            'shrink-0 font-semibold break-words text-app',
            CLAMP[lines],
            item.done && 'text-muted line-through',
          )}
        >
          {start && item.time ? (
            <span className="tabular-nums">
              {item.time}
              {/* The end is the box's foot; a screen reader is told it. */}
              {item.endTime ? <span className="sr-only"> – {item.endTime}</span> : null}{' '}
            </span>
          ) : null}
          {/* Beside a start time in a short box, the category's emoji would push the title's
              first word to the next line: the box's colour says the kind there. */}
          {start && lines < 4 ? null : (
            <span aria-hidden="true">{categoryEmoji(item.type, item.kind)} </span>
          )}
          {item.name}
        </span>
        {/* In an hour's box, one line of people, cut at the box's edge: a second one would show
            cut in half. */}
        <span
          className={cn(
            'text-muted',
            // A block, not a flex row: a flex row would squeeze each name under the next one.
            start && lines < 4
              ? 'block overflow-hidden whitespace-nowrap *:mr-1'
              : 'flex flex-wrap gap-x-1',
          )}
        >
          {time ? <span className="font-semibold text-app tabular-nums">{time}</span> : null}
          {item.done ? <span className="font-semibold">Fait</span> : null}
          <EventPeople responsibles={item.responsibles} kids={item.children} showUnassigned />
        </span>
      </span>
    </Link>
  );
}

/** « Pédiatre (vaccin rappel) · Camille et Thomas · Hugo ». */
function boxTitle(item: PlannedListItem): string {
  const names = (people: readonly { name: string }[]) =>
    namesInFrench(people.map((person) => person.name));
  return [item.name, names(item.responsibles), names(item.children)].filter(Boolean).join(' · ');
}

/** A followed calendar's event: read-only, dashed, its title then its calendar's name. */
function SubscribedBox({ event }: { event: DayEvent }) {
  return (
    <div
      data-subscribed
      className="flex size-full flex-col overflow-hidden rounded-lg border border-dashed border-app bg-surface px-1.5 py-0.5 text-xs"
    >
      <span title={event.title} className="truncate font-semibold text-app">
        {event.title}
      </span>
      <span className="flex items-center gap-1 truncate text-muted">
        <PersonDot colour={event.calendar.colour} className="size-2" />
        {event.time ? <span className="tabular-nums">{event.time}</span> : null}
        <span className="sr-only">Calendrier suivi : </span>
        {event.calendar.name}
      </span>
    </div>
  );
}
