import { Clock, MapPin, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import type { PlannedListItem } from '#domain/task-completions.ts';
import type { TaskListItem } from '#domain/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { Card } from '../../../ui/card.tsx';
import { categoryEmoji, categoryLabel, KIND_LABEL, KIND_STYLE } from '../lib/task-display.ts';
import { DoneBadge, DoneToggle } from './done-toggle.tsx';
import { EventPeople } from './event-people.tsx';
import { AllDayBadge, dayTimeRange, SpanSuffix } from './event-span-label.tsx';

/** Navigation state of /task/:id: which occurrence of a series was opened. */
export interface TaskLinkState {
  instanceDate?: string;
}

/** /task/{originalId} with the occurrence's date as navigation state `instanceDate`. */
export function taskLink(item: TaskListItem): { to: string; state: TaskLinkState } {
  return {
    to: paths.task(item.originalId),
    state: item.isRecurring && item.instanceDate ? { instanceDate: item.instanceDate } : {},
  };
}

/** The time a row shows, for all-day and multi-day events too (see ./event-span-label.tsx). */
export function timeRange(
  item: Pick<TaskListItem, 'time' | 'endTime'> &
    Partial<Pick<TaskListItem, 'allDay' | 'span' | 'date'>>,
): string {
  return dayTimeRange(item);
}

/**
 * One item of a day: a coloured bar and a tinted badge by kind, with the kind's word in the badge
 * (colour is never the only signal), the title over the card's width (two lines at most), the
 * time under it, the people (each responsible adult's colour beside the name) and the place. The
 * card opens it; the tick beside it marks this occurrence « Fait » (a done item stays, struck
 * through).
 */
export function TaskItemCard({
  item,
  compact = false,
}: {
  item: PlannedListItem;
  compact?: boolean;
}) {
  const style = KIND_STYLE[item.kind];
  const link = taskLink(item);
  return (
    <Card
      className={cn(
        'flex items-center border-l-4 p-0 transition-colors hover:bg-surface-muted',
        style.bar,
        item.done && 'bg-surface-muted',
      )}
    >
      <Link
        to={link.to}
        state={link.state}
        data-done={item.done ? 'true' : undefined}
        className={cn(
          'group flex min-w-0 flex-1 items-start gap-3 rounded-l-2xl p-3',
          !compact && 'sm:p-4',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid shrink-0 place-items-center rounded-xl',
            compact ? 'size-9 text-xl' : 'size-11 text-2xl',
            style.soft,
          )}
        >
          {categoryEmoji(item.type, item.kind)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          {/* The title has the whole width and at most two lines (line-clamp only hides the rest
              from sight: a screen reader reads it all, and the item's screen shows it whole). */}
          <span
            data-title
            className={cn(
              'line-clamp-2 min-w-0 font-semibold break-words text-app',
              item.done && 'text-muted line-through decoration-2',
            )}
          >
            {item.name}
            <SpanSuffix item={item} />
          </span>
          <ItemBadges item={item} />
          {compact ? null : <ItemPeople item={item} />}
        </span>
      </Link>
      <DoneToggle item={item} className="mr-1.5 sm:mr-3" />
    </Card>
  );
}

/** The time, the kind and type badge, « Fait » and « Récurrent ». */
function ItemBadges({ item }: { item: PlannedListItem }) {
  const style = KIND_STYLE[item.kind];
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {timeRange(item) ? (
        <span className="inline-flex items-center gap-1 font-semibold text-app tabular-nums">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="sr-only">à</span>
          {timeRange(item)}
        </span>
      ) : null}
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
          style.soft,
          style.text,
        )}
      >
        {KIND_LABEL[item.kind]} · {categoryLabel(item.type)}
      </span>
      <AllDayBadge item={item} />
      <DoneBadge item={item} />
      {item.isRecurring ? (
        <span className="inline-flex items-center gap-1">
          <Repeat aria-hidden="true" className="size-3.5" />
          Récurrent
        </span>
      ) : null}
    </span>
  );
}

/** Who is responsible (their colours beside the names), for whom, and where. */
function ItemPeople({ item }: { item: PlannedListItem }) {
  if (item.responsibles.length === 0 && item.children.length === 0 && !item.location) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <EventPeople responsibles={item.responsibles} kids={item.children} />
      {item.location ? (
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Lieu : </span>
          <span className="truncate">{item.location}</span>
        </span>
      ) : null}
    </span>
  );
}
