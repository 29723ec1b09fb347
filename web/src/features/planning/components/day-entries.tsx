import { CalendarRange } from 'lucide-react';
import { Link } from 'react-router';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { cn } from '../../../lib/cn.ts';
import { PersonDot } from '../../../ui/person-dot.tsx';
import { categoryEmoji, KIND_LABEL, KIND_STYLE } from '../lib/task-display.ts';
import { DoneToggle } from './done-toggle.tsx';
import { EventPeople } from './event-people.tsx';
import { SpanSuffix } from './event-span-label.tsx';
import type { DayEvent } from './subscribed-events.tsx';
import { taskLink, timeRange } from './task-item-card.tsx';

/** One line of a day: the family's own item, or a followed calendar's event (read-only). */
export type DayEntry =
  | { kind: 'item'; item: PlannedListItem }
  | { kind: 'subscribed'; event: DayEvent };

/** An entry's start for ordering: all-day and untimed first (''), then by « HH:mm ». */
function startOf(entry: DayEntry): string {
  return (entry.kind === 'item' ? entry.item.time : entry.event.time) ?? '';
}

/**
 * The day's items and followed-calendar events in one list, in time order: an 18:00 training of
 * the club's calendar sits after the 08:20 drop-off, not above it. The sort is stable, so the
 * server's order stays among items of the same time.
 */
export function dayEntries(
  items: readonly PlannedListItem[],
  events: readonly DayEvent[] | undefined,
): DayEntry[] {
  const entries: DayEntry[] = [
    ...items.map((item) => ({ kind: 'item' as const, item })),
    ...(events ?? []).map((event) => ({ kind: 'subscribed' as const, event })),
  ];
  return entries.sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/** « 3 créneaux »: every entry counts, the followed calendars' too. */
export function slotCount(count: number): string {
  return `${count} créneau${count > 1 ? 'x' : ''}`;
}

/**
 * The entries as rows (a list; `label` names it for a screen reader when the page has several).
 * `compact` (the home) keeps each row to two lines: see ItemRow.
 */
export function DayEntryList({
  entries,
  label,
  className,
  compact = false,
}: {
  entries: readonly DayEntry[];
  label?: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <ul className={cn('flex flex-col gap-1', className)} aria-label={label}>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <li key={entry.item.id}>
            <ItemRow item={entry.item} compact={compact} />
          </li>
        ) : (
          <li key={entry.event.key}>
            <SubscribedRow event={entry.event} compact={compact} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A compact row of an item (the week's days, the home's « Aujourd'hui »): the title first (two
 * lines at most), then the time, the kind's word and every person by name. The names wrap rather
 * than being cut: who does the drop-off is the one thing to read. `compact` (the home, whose two
 * days must fit a phone's first screen) keeps the title to one line and the rest to another, each
 * cut with « … »: the link's accessible name and its tooltip still say all of it.
 */
export function ItemRow({ item, compact = false }: { item: PlannedListItem; compact?: boolean }) {
  const style = KIND_STYLE[item.kind];
  const link = taskLink(item);
  const people = [...item.responsibles, ...item.children].map((person) => person.name);
  return (
    <div
      className={cn(
        'flex items-center rounded-xl border-l-4 transition-colors',
        style.bar,
        item.done ? 'bg-surface-muted' : style.soft,
      )}
    >
      <Link
        to={link.to}
        state={link.state}
        data-done={item.done ? 'true' : undefined}
        title={compact ? [item.name, ...people].join(' · ') : undefined}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-l-xl px-2 py-1 hover:brightness-95 dark:hover:brightness-125"
      >
        <span aria-hidden="true" className="text-lg">
          {categoryEmoji(item.type, item.kind)}
        </span>
        <span className="min-w-0 flex-1">
          <span
            data-title
            className={cn(
              'text-sm font-semibold text-app',
              compact ? 'block truncate' : 'line-clamp-2 break-words',
              item.done && 'text-muted line-through decoration-2',
            )}
          >
            {item.name}
            <SpanSuffix item={item} />
          </span>
          <span
            className={cn(
              'text-xs text-muted',
              // One line cut with « … »: its parts flow as text (a flex line cannot end in « … »).
              compact
                ? 'block truncate [&>*]:mr-1.5 [&>*]:inline [&>*>[aria-hidden]]:mr-1'
                : 'flex flex-wrap items-center gap-x-1.5',
            )}
          >
            {timeRange(item) ? (
              <span className="font-semibold text-app tabular-nums">{timeRange(item)}</span>
            ) : null}
            {item.done ? (
              <span className="font-semibold text-green-800 dark:text-green-300">Fait</span>
            ) : null}
            <span className={cn('font-semibold', style.text)}>{KIND_LABEL[item.kind]}</span>
            <EventPeople responsibles={item.responsibles} kids={item.children} showUnassigned />
          </span>
        </span>
      </Link>
      <DoneToggle item={item} />
    </div>
  );
}

/**
 * A followed calendar's event as a row among the family's: its colour, the title first and whole
 * (wrapping), then its time and the calendar's name. Not a link: it belongs to the other calendar.
 */
export function SubscribedRow({ event, compact = false }: { event: DayEvent; compact?: boolean }) {
  return (
    <div
      data-subscribed
      title={compact ? event.title : undefined}
      className="flex min-h-11 items-center gap-2 rounded-xl border border-dashed border-app px-2 py-1"
    >
      <PersonDot colour={event.calendar.colour} className="mx-1" />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'text-sm font-semibold text-app',
            compact ? 'block truncate' : 'line-clamp-2 break-words',
          )}
        >
          {event.title}
        </span>
        <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
          {event.time ? (
            <span className="font-semibold text-app tabular-nums">{event.time}</span>
          ) : (
            <span>Toute la journée</span>
          )}
          <span className="inline-flex min-w-0 items-center gap-1">
            <CalendarRange aria-hidden="true" className="size-3 shrink-0" />
            <span className="sr-only">Calendrier suivi : </span>
            {event.calendar.name}
          </span>
        </span>
      </span>
    </div>
  );
}
