import { Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { dayTitle } from '#domain/french.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from '#domain/zoned-time.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../../lib/network.ts';
import { ItemSkeletons, LoadError, OfflineState } from '../../../ui/state-views.tsx';
import { type CustodyDayView, useCustodyDays } from '../api/custody.ts';
import { useHolidays } from '../api/get-holidays.ts';
import { useSchoolHolidays } from '../api/get-school-holidays.ts';
import { useTasksInRange, useTodosInRange } from '../api/get-tasks.ts';
import { useFamily } from '../lib/use-family.ts';
import { CustodyDayPills, handoverText } from './custody-labels.tsx';
import { DayEntryList, dayEntries, slotCount } from './day-entries.tsx';
import { DayTodos, todosOf } from './day-todos.tsx';
import { HolidayLabel } from './holiday-label.tsx';
import { concerns, EVERYONE } from './person-filter.tsx';
import { SchoolHolidayLabel } from './school-holiday-label.tsx';
import { type DayEvent, useSubscribedByDay } from './subscribed-events.tsx';

/**
 * The home's « Aujourd'hui » and « Demain »: the whole family's items and followed-calendar events
 * of both days in time order, with who does what, and each day's holidays and custody. One request
 * for the two days (the planning's own range query and cache); `person` narrows them to what
 * concerns that profile (« Mes tâches »).
 */
export function FamilyDays({ person = EVERYONE }: { person?: string }) {
  const { spaceId, today, space, profiles } = useFamily();
  const tomorrow = addDays(today, 1);
  const range = useTasksInRange(spaceId, today, tomorrow);
  const todos = useTodosInRange(spaceId, today, tomorrow);
  const holidays = useHolidays(today, tomorrow);
  const schoolHolidays = useSchoolHolidays(today, tomorrow);
  const subscribed = useSubscribedByDay(spaceId, today, tomorrow, space?.timezone, person);
  const state = loadState(range);
  if (state !== 'ready') {
    const onRetry = () => void range.refetch();
    if (state === 'offline') {
      return <OfflineState inCard message={OFFLINE_TEXTS.planning} onRetry={onRetry} />;
    }
    if (state === 'error')
      return <LoadError message={errorMessage(range.error)} onRetry={onRetry} />;
    return <ItemSkeletons count={3} />;
  }
  const items = (range.data ?? []).filter((item) => person === EVERYONE || concerns(item, person));
  return (
    <div className="flex flex-col gap-3">
      {[today, tomorrow].map((day) => (
        <AgendaDay
          key={day}
          day={day}
          title={day === today ? "Aujourd'hui" : 'Demain'}
          items={items.filter((item) => item.date === day)}
          events={subscribed.get(day)}
          todos={<DayTodos todos={todosOf(todos, day, person)} profiles={profiles.data ?? []} />}
          hasTodos={todosOf(todos, day, person).length > 0}
          holiday={holidays[day]}
          schoolHoliday={schoolHolidays[day]}
        />
      ))}
    </div>
  );
}

function AgendaDay({
  day,
  title,
  items,
  events,
  todos,
  hasTodos,
  holiday,
  schoolHoliday,
}: {
  day: IsoDate;
  title: string;
  items: readonly PlannedListItem[];
  events: readonly DayEvent[] | undefined;
  /** The day's to-dos, under its items. */
  todos: ReactNode;
  hasTodos: boolean;
  holiday: string | undefined;
  schoolHoliday: string | undefined;
}) {
  const entries = dayEntries(items, events);
  const titleId = `agenda-${day}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="font-bold text-app">
          {title}
          <span className="font-normal text-muted"> · {dayTitle(day)}</span>
          <span className="sr-only"> — {slotCount(entries.length)}</span>
        </h3>
        {holiday ? <HolidayLabel name={holiday} /> : null}
        {schoolHoliday ? <SchoolHolidayLabel name={schoolHoliday} /> : null}
        <CustodyDayPills day={day} />
      </div>
      {entries.length === 0 && !hasTodos ? (
        <p className="rounded-xl bg-surface-muted px-3 py-2 text-sm text-muted">Rien de prévu</p>
      ) : entries.length > 0 ? (
        <DayEntryList entries={entries} compact />
      ) : null}
      {todos}
    </section>
  );
}

/** How many days ahead the home looks for the next hand-over (a fortnight's rhythm and more). */
const HANDOVER_HORIZON_DAYS = 27;

/** « Aujourd'hui », « Demain », else « vendredi 4 décembre ». */
function dayWords(day: IsoDate, today: IsoDate): string {
  if (day === today) return "Aujourd'hui";
  if (day === addDays(today, 1)) return 'Demain';
  const words = dayTitle(day);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The next hand-over of any custody pattern from now on (today's once its time has passed is
 * over), or null without one in the next four weeks.
 */
export function nextHandover(
  byDay: Record<IsoDate, CustodyDayView[]>,
  now: Date,
  timeZone: string,
): { day: IsoDate; view: CustodyDayView } | null {
  for (const day of Object.keys(byDay).sort()) {
    const views = (byDay[day] ?? []).filter((view) => view.handoverFrom);
    const ahead = views
      .filter((view) => zonedDateTimeToInstant(day, view.time, timeZone) > now)
      .sort((a, b) => a.time.localeCompare(b.time));
    if (ahead[0]) return { day, view: ahead[0] };
  }
  return null;
}

/** « Demain · 18:00 Échange de garde : chez Thomas », or nothing without a pattern. */
export function NextHandover() {
  const { today, space } = useFamily();
  const byDay = useCustodyDays(today, addDays(today, HANDOVER_HORIZON_DAYS));
  const next = nextHandover(byDay, new Date(), space?.timezone ?? 'Europe/Paris');
  if (!next) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-app">
      <Repeat aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span>
        <span className="font-semibold">{dayWords(next.day, today)}</span>
        {` · ${handoverText(next.view)}`}
      </span>
    </p>
  );
}
