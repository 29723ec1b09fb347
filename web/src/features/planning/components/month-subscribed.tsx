/**
 * A followed calendar's events in a month cell (docs/decisions/049-subscribed-calendars.md): a
 * small diamond of the calendar's colour (a person's mark is a round dot), and on wider screens its
 * titles;
 * the cell's spoken name says them, so the marks themselves are hidden from assistive technology.
 */
import type { CSSProperties } from 'react';
import { PROFILE_COLOURS } from '#domain/profile-colours.ts';
import type { DayEvent } from './subscribed-events.tsx';

/** Diamonds drawn in a phone's cell, titles in a wide one, before « +n ». */
const MAX_MARKS = 2;

function Diamond({ event }: { event: DayEvent }) {
  const shade = PROFILE_COLOURS.find((candidate) => candidate.id === event.calendar.colour);
  const style = shade
    ? ({ '--dot-light': shade.light, '--dot-dark': shade.dark } as CSSProperties)
    : undefined;
  return (
    <span
      aria-hidden="true"
      data-subscribed-mark
      style={style}
      className="mx-px inline-block size-2 shrink-0 rotate-45 rounded-[1px] bg-[var(--dot-light,var(--app-text-muted))] dark:bg-[var(--dot-dark,var(--app-text-muted))]"
    />
  );
}

/** « Club de judo (calendrier suivi) : 14:00 Judo » per calendar, for the cell's spoken name. */
export function describeSubscribed(events: readonly DayEvent[]): string | null {
  if (events.length === 0) return null;
  const byCalendar = new Map<string, string[]>();
  for (const event of events) {
    const name = event.calendar.name;
    const said = event.time ? `${event.time} ${event.title}` : event.title;
    byCalendar.set(name, [...(byCalendar.get(name) ?? []), said]);
  }
  return [...byCalendar]
    .map(([name, titles]) => `${name} (calendrier suivi) : ${titles.join(', ')}`)
    .join(' ; ');
}

export function SubscribedMarks({ events }: { events: readonly DayEvent[] }) {
  if (events.length === 0) return null;
  const shown = events.slice(0, MAX_MARKS);
  const more = events.length - shown.length;
  return (
    <>
      <span aria-hidden="true" className="flex flex-wrap justify-center gap-1 sm:hidden">
        {shown.map((event) => (
          <Diamond key={event.key} event={event} />
        ))}
        {more > 0 ? <span className="text-[0.7rem] leading-none text-muted">+{more}</span> : null}
      </span>
      <span aria-hidden="true" className="hidden w-full flex-col gap-0.5 sm:flex">
        {shown.map((event) => (
          <span key={event.key} className="flex min-w-0 items-center gap-1 text-left text-xs">
            <Diamond event={event} />
            <span className="truncate">
              {event.time ? <span className="text-muted tabular-nums">{event.time} </span> : null}
              {event.title}
            </span>
          </span>
        ))}
        {more > 0 ? <span className="text-left text-xs text-muted">+{more}</span> : null}
      </span>
    </>
  );
}
