import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { dayTitle } from '#domain/french.ts';
import { upcoming } from '#domain/month-view.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import { useSchoolHolidays } from '../api/get-school-holidays.ts';
import { capitalize, type IsoDate, longDay } from '../lib/dates.ts';
import { categoryEmoji } from '../lib/task-display.ts';
import { AddMenu } from './add-menu.tsx';
import { CustodyDayLine } from './custody-labels.tsx';
import { EventPeople } from './event-people.tsx';
import { HolidayLabel } from './holiday-label.tsx';
import { SchoolHolidayLabel } from './school-holiday-label.tsx';
import { type DayEvent, SubscribedEvents } from './subscribed-events.tsx';
import { TaskItemCard, taskLink, timeRange } from './task-item-card.tsx';

/**
 * Under the month's grid, the chosen day's items (a tap on a day chooses it; on a phone the cells
 * only show dots), with « Ouvrir dans le planning » and the day's « + ».
 */
export function DayAgenda({
  day,
  today,
  holiday,
  items,
  ready,
  onOpen,
  subscribed,
}: {
  day: IsoDate;
  today: IsoDate;
  holiday: string | undefined;
  items: PlannedListItem[];
  /** The followed calendars' events of the day (read-only). */
  subscribed?: DayEvent[] | undefined;
  /** False while the month loads: the day says nothing rather than « Rien de prévu ». */
  ready: boolean;
  onOpen: () => void;
}) {
  const schoolHoliday = useSchoolHolidays(day, day)[day];
  return (
    <section aria-labelledby="agenda-title" className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col items-start gap-1">
          <h2 id="agenda-title" className="text-lg font-bold text-app" aria-live="polite">
            {capitalize(longDay(day, today))}
          </h2>
          {holiday ? <HolidayLabel name={holiday} className="text-sm" /> : null}
          {schoolHoliday ? <SchoolHolidayLabel name={schoolHoliday} className="text-sm" /> : null}
          <CustodyDayLine day={day} />
        </div>
        <AddMenu date={day} label={`Ajouter le ${longDay(day)}`} variant="soft" />
      </div>
      <SubscribedEvents events={subscribed} />
      {!ready || (items.length === 0 && subscribed?.length) ? null : items.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-4 text-center text-muted">
          Rien de prévu ce jour-là
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <TaskItemCard item={item} compact />
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={onOpen}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-xl px-2 font-semibold text-accent hover:bg-accent-soft"
      >
        Ouvrir dans le planning
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}

/** « À venir »: the next seven days' items, by day, each a link to the item. */
export function UpcomingList({
  items,
  today,
  ready,
}: {
  items: PlannedListItem[];
  today: IsoDate;
  ready: boolean;
}) {
  const days = upcoming(items, today);
  return (
    <Card asChild>
      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <h2 id="upcoming-title" className="text-lg font-bold text-app">
          À venir
        </h2>
        {!ready ? null : days.length === 0 ? (
          <p className="text-muted">Rien de prévu ces 7 prochains jours.</p>
        ) : (
          days.map(({ day, items: dayItems }) => (
            <div key={day} className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold text-muted">
                {day === today ? "Aujourd'hui" : capitalize(dayTitle(day))}
              </h3>
              <ul className="flex flex-col">
                {dayItems.map((item) => (
                  <li key={item.id}>
                    <UpcomingRow item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </Card>
  );
}

/** The title on its own line (its whole width), the time and every person under it. */
function UpcomingRow({ item }: { item: PlannedListItem }) {
  const link = taskLink(item);
  return (
    <Link
      to={link.to}
      state={link.state}
      className="flex min-h-11 items-center gap-2 rounded-xl px-2 py-1 text-app hover:bg-surface-muted"
    >
      <span aria-hidden="true">{categoryEmoji(item.type, item.kind)}</span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span
          data-title
          className={cn('truncate font-medium', item.done && 'text-muted line-through')}
        >
          {item.name}
        </span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-muted">
          {item.time ? (
            <span className="shrink-0 font-semibold text-app tabular-nums">
              <span className="sr-only">, </span>
              {timeRange(item)}
            </span>
          ) : null}
          <span className="sr-only">, </span>
          <EventPeople responsibles={item.responsibles} kids={item.children} />
        </span>
      </span>
    </Link>
  );
}
