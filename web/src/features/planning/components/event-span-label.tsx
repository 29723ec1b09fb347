/**
 * How a day's list shows an all-day or multi-day event (docs/decisions/043-all-day-and-multi-day-events.md):
 * no time for an all-day event, « , jour 2/5 » after the name of each day of a multi-day one, its
 * start time on its first day and « jusqu'à 17:00 » on its last when it is timed.
 */
import { spanDayLabel } from '#domain/event-span.ts';
import type { TaskListItem } from '#domain/tasks.ts';

type Shown = Pick<TaskListItem, 'time' | 'endTime'> &
  Partial<Pick<TaskListItem, 'allDay' | 'span' | 'date'>>;

/** The time a day's row shows: '' for none. */
export function dayTimeRange(item: Shown): string {
  if (item.allDay || !item.time) return '';
  const span = item.span;
  if (span && item.date) {
    if (item.date === span.start) return item.time;
    if (item.date === span.end && item.endTime) return `jusqu'à ${item.endTime}`;
    return '';
  }
  return item.endTime ? `${item.time} – ${item.endTime}` : item.time;
}

/** « , jour 2/5 » after the name of a multi-day event's day; nothing otherwise. */
export function SpanSuffix({ item }: { item: Shown }) {
  if (!item.span || !item.date) return null;
  return <span className="font-normal text-muted">, {spanDayLabel(item.span, item.date)}</span>;
}

/** « Toute la journée »: the badge an all-day event shows where others show their time. */
export function AllDayBadge({ item }: { item: Shown }) {
  if (!item.allDay) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-app">
      Toute la journée
    </span>
  );
}
