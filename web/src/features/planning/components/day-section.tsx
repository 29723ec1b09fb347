import type { ProfileView } from '#domain/profiles.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import type { PausedOccurrence } from '#domain/task-range.ts';
import type { RangeTodo } from '#domain/todos.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type LoadState, OFFLINE_TEXTS } from '../../../lib/network.ts';
import { Card } from '../../../ui/card.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../../ui/state-views.tsx';
import { useSchoolHolidays } from '../api/get-school-holidays.ts';
import { type IsoDate, longDay } from '../lib/dates.ts';
import { AddMenu } from './add-menu.tsx';
import { CustodyDayLine } from './custody-labels.tsx';
import { dayEntries, SubscribedRow } from './day-entries.tsx';
import { DayTodos } from './day-todos.tsx';
import { HolidayLabel } from './holiday-label.tsx';
import { KindLegend } from './legend.tsx';
import { PausedTrace } from './paused-trace.tsx';
import { SchoolHolidayLabel } from './school-holiday-label.tsx';
import type { DayEvent } from './subscribed-events.tsx';
import { TaskItemCard } from './task-item-card.tsx';

interface DayContent {
  selected: IsoDate;
  items: PlannedListItem[];
  subscribed: DayEvent[] | undefined;
  /** The day's to-dos (docs/decisions/082-shared-to-dos.md), under its items. */
  todos: readonly RangeTodo[];
  profiles: readonly ProfileView[];
  state: LoadState;
  error: unknown;
  onRetry: () => void;
}

/**
 * « Planning du … »: the selected day's items and to-dos, or why there are none to show. A day
 * whose only entries are to-dos is not empty: it lists them without « Aucune tâche prévue ».
 */
export function DaySection({
  today,
  holiday,
  paused,
  ...content
}: DayContent & {
  today: IsoDate;
  holiday: string | undefined;
  /** The series' occurrences the day skips for a holiday: a quiet trace each. */
  paused: PausedOccurrence[];
}) {
  const { selected } = content;
  const schoolHoliday = useSchoolHolidays(selected, selected)[selected];
  return (
    <section aria-labelledby="day-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex flex-col items-start gap-1">
          <h2 id="day-title" className="text-lg font-bold text-app first-letter:uppercase">
            Planning du {longDay(selected, today)}
          </h2>
          {holiday ? <HolidayLabel name={holiday} className="text-sm" /> : null}
          {schoolHoliday ? <SchoolHolidayLabel name={schoolHoliday} className="text-sm" /> : null}
          <CustodyDayLine day={selected} />
          <PausedTrace paused={paused} className="text-sm" />
        </div>
        <KindLegend />
      </div>
      <DayBody {...content} />
    </section>
  );
}

/** The day's entries, its to-dos under them, the state that stands for them, or the empty day. */
function DayBody({
  selected,
  items,
  subscribed,
  todos,
  profiles,
  state,
  error,
  onRetry,
}: DayContent) {
  if (state === 'offline')
    return <OfflineState message={OFFLINE_TEXTS.planning} onRetry={onRetry} />;
  if (state === 'error') return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
  if (state === 'loading') return <ItemSkeletons />;
  const entries = dayEntries(items, subscribed);
  if (entries.length === 0 && todos.length === 0) return <EmptyDay selected={selected} />;
  return (
    <>
      {entries.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={`Planning du ${longDay(selected)}`}>
          {entries.map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.item.id}>
                <TaskItemCard item={entry.item} />
              </li>
            ) : (
              <li key={entry.event.key}>
                <SubscribedRow event={entry.event} />
              </li>
            ),
          )}
        </ul>
      ) : null}
      <DayTodos todos={todos} profiles={profiles} />
    </>
  );
}

/** « Aucune tâche prévue pour ce jour »: no item, no followed event and no to-do. */
function EmptyDay({ selected }: { selected: IsoDate }) {
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed bg-surface/60 px-4 py-10 text-center shadow-none">
      <span aria-hidden="true" className="text-4xl">
        🗓️
      </span>
      <p className="font-medium text-app">Aucune tâche prévue pour ce jour</p>
      <AddMenu
        date={selected}
        label="Ajouter une tâche ou une activité ce jour-là"
        trigger={
          <span className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary px-4 font-semibold text-on-primary">
            Ajouter
          </span>
        }
      />
    </Card>
  );
}
