import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { useMemo } from 'react';
import type { SubscribedEvent, SubscriptionSummary } from '#domain/calendar-subscriptions.ts';
import { addDays, type IsoDate, zonedDate } from '#domain/zoned-time.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { PersonDot } from '../../../ui/person-dot.tsx';
import { EVERYONE } from './person-filter.tsx';

/** One occurrence of a followed calendar on one day of the family's zone. */
export interface DayEvent {
  key: string;
  title: string;
  /** `HH:mm` in the family's zone, or null for an all-day event. */
  time: string | null;
  calendar: SubscriptionSummary;
}

function timeIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/**
 * The occurrences by day of the family's zone over `[from, to]`: a timed one on the day it starts,
 * an all-day one on each of its days (its end is exclusive). A calendar for one person shows only
 * when no one is chosen or that person is.
 */
export function eventsByDay(
  events: readonly SubscribedEvent[],
  calendars: readonly SubscriptionSummary[],
  from: IsoDate,
  to: IsoDate,
  timeZone: string,
  profileId: string | null,
): Map<IsoDate, DayEvent[]> {
  const byId = new Map(calendars.map((c) => [c.id, c]));
  const days = new Map<IsoDate, DayEvent[]>();
  const put = (day: IsoDate, event: DayEvent) => {
    if (day < from || day > to) return;
    days.set(day, [...(days.get(day) ?? []), event]);
  };
  for (const event of events) {
    const calendar = byId.get(event.subscriptionId);
    if (!calendar) continue;
    if (profileId && calendar.profileId && calendar.profileId !== profileId) continue;
    const key = `${event.subscriptionId}/${event.uid}`;
    if (event.allDay) {
      for (let day = event.start; day < event.end && day <= to; day = addDays(day, 1)) {
        put(day, { key, title: event.title, time: null, calendar });
      }
    } else {
      const day = zonedDate(new Date(event.start), timeZone);
      put(day, { key, title: event.title, time: timeIn(event.start, timeZone), calendar });
    }
  }
  for (const list of days.values()) {
    list.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  }
  return days;
}

/**
 * The occurrences of the followed calendars over the planning's days, in the space's `calendars`
 * area: the live `calendars.changed` event refreshes them (docs/decisions/049-subscribed-calendars.md).
 */
function subscribedEventsQueryOptions(spaceId: string, from: IsoDate, to: IsoDate) {
  return queryOptions({
    queryKey: [...spaceKeys.area(spaceId, 'calendars'), 'events', from, to] as const,
    queryFn: async (): Promise<{ calendars: SubscriptionSummary[]; events: SubscribedEvent[] }> =>
      readJson(
        api.spaces[':spaceId']['calendar-subscriptions'].events.$get({
          param: { spaceId },
          query: { from, to },
        }),
      ),
  });
}

/** The followed calendars' occurrences of the planning's days, by day (empty while loading). */
export function useSubscribedByDay(
  spaceId: string | undefined,
  from: IsoDate,
  to: IsoDate,
  timeZone: string | undefined,
  /** The person filter's profile id, or `EVERYONE`. */
  person: string = EVERYONE,
): Map<IsoDate, DayEvent[]> {
  const profileId = person === EVERYONE ? null : person;
  const query = useQuery({
    ...subscribedEventsQueryOptions(spaceId ?? '', from, to),
    enabled: Boolean(spaceId),
  });
  const data = query.data;
  return useMemo(
    () =>
      data
        ? eventsByDay(data.events, data.calendars, from, to, timeZone ?? 'Europe/Paris', profileId)
        : new Map(),
    [data, from, to, timeZone, profileId],
  );
}

/**
 * A followed calendar's events of a day, read-only: its colour, the time, the title and a small
 * badge with the calendar's name (never a link: the event belongs to the other calendar).
 */
export function SubscribedEvents({
  events,
  compact = false,
}: {
  events: readonly DayEvent[] | undefined;
  /** The month grid's cells: the title only, on one line. */
  compact?: boolean;
}) {
  if (!events || events.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" data-subscribed>
      {events.map((event) => (
        <li
          key={event.key}
          className={
            compact
              ? 'flex min-w-0 items-center gap-1 text-xs text-app'
              : 'flex min-w-0 items-center gap-2 rounded-xl border border-dashed border-app px-2 py-1.5 text-sm text-app'
          }
        >
          <PersonDot colour={event.calendar.colour} />
          {event.time && !compact ? (
            <span className="font-semibold tabular-nums">{event.time}</span>
          ) : null}
          <span className="min-w-0 flex-1 truncate">{event.title}</span>
          {compact ? null : (
            <span className="inline-flex max-w-[45%] shrink-0 items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-muted">
              <CalendarRange aria-hidden="true" className="size-3 shrink-0" />
              <span className="sr-only">Calendrier suivi : </span>
              <span className="truncate">{event.calendar.name}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
