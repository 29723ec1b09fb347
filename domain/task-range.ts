/**
 * The planning range as it travels (`GET /api/spaces/:spaceId/tasks?from&to`,
 * docs/decisions/012-compact-range.md): each series once, its occurrences as references, the people
 * once. The server expands, orders, cuts at {@link MAX_RANGE_OCCURRENCES} and applies the « Fait »
 * ticks; the SPA rebuilds the occurrence list with {@link plannedItems}, item for item what the
 * planning always received.
 */
import type { ProfileColourId } from './profile-colours.ts';
import { isRecurring, occurrenceId } from './recurrence.ts';
import type { PlannedListItem } from './task-completions.ts';
import { kindOfType } from './task-constants.ts';
import type { TaskPerson } from './task-people.ts';
import type { TaskListItem } from './tasks.ts';
import type { RangeTodo } from './todos.ts';
import type { IsoDate } from './zoned-time.ts';

/**
 * A stored task as the range carries it: `id` is the stored id; no date (each occurrence has its
 * own), nothing derived (kind, names of people), nothing the list does not show. A repeating
 * multi-day event travels once per occurrence in the range, each with that occurrence's `span`.
 */
export type RangeSeries = RangeSeriesFields & {
  /** Its responsible adults and children, by profile id, in the space's profile order. */
  responsibleIds: string[];
  childIds: string[];
};

type RangeSeriesFields = Omit<
  TaskListItem,
  | 'date'
  | 'originalId'
  | 'instanceDate'
  | 'isRecurring'
  | 'kind'
  | 'spaceId'
  | 'responsibles'
  | 'children'
>;

/** A profile named by some series of the range. */
export interface RangePerson {
  name: string;
  emoji: string | null;
  colour: ProfileColourId;
}

/**
 * One occurrence: its day and the index of its series in `series`; a third element (the name of
 * who ticked it, possibly null) when it is done.
 */
export type RangeOccurrence = [date: IsoDate, series: number] | [IsoDate, number, string | null];

export interface TaskRangeResponse {
  from: IsoDate;
  to: IsoDate;
  spaceId: string;
  /** The series that have at least one occurrence (or skipped day) below, each once. */
  series: RangeSeries[];
  /** The responsables and enfants of those series, by profile id. */
  people: Record<string, RangePerson>;
  /** Ordered by date, time (none first), name (French order), then id. */
  occurrences: RangeOccurrence[];
  /** More occurrences than {@link MAX_RANGE_OCCURRENCES} existed; the first ones are here. */
  truncated: boolean;
  /**
   * The days a series skips for a holiday (« Sauf vacances scolaires »): day, series, reason
   * (« vacances de Noël »). Absent when none: most weeks pay nothing.
   */
  paused?: RangePause[];
  /**
   * The to-dos due in the range, still to do (docs/decisions/082-shared-to-dos.md). Absent when
   * none.
   */
  todos?: RangeTodo[];
}

/** A skipped occurrence: its day, the index of its series in `series`, why it is skipped. */
export type RangePause = [date: IsoDate, series: number, reason: string];

/** A series' occurrence skipped for a holiday, as the planning writes its trace. */
export interface PausedOccurrence {
  date: IsoDate;
  originalId: string;
  name: string;
  reason: string;
  /** Its responsible adults and children, as the person filter reads them. */
  responsibles: TaskPerson[];
  children: TaskPerson[];
}

/** The range's skipped occurrences (none from an older server). */
export function pausedItems(range: TaskRangeResponse): PausedOccurrence[] {
  return (range.paused ?? []).flatMap(([date, index, reason]) => {
    const task = range.series[index];
    if (!task) return [];
    return [
      {
        date,
        originalId: task.id,
        name: task.name,
        reason,
        responsibles: personList(task.responsibleIds, range.people),
        children: personList(task.childIds, range.people),
      },
    ];
  });
}

/** The occurrences of a range as the planning lists them, in the response's order. */
export function plannedItems(range: TaskRangeResponse): PlannedListItem[] {
  const { series, people, spaceId } = range;
  return range.occurrences.map((occurrence) => {
    const [date, index] = occurrence;
    const task = series[index];
    if (!task) throw new RangeError(`occurrence of unknown series ${index}`);
    const recurring = isRecurring(task.recurrence);
    const { responsibleIds, childIds, ...fields } = task;
    // Each day of a repeating multi-day event belongs to the occurrence its span starts.
    const instanceDate = task.span?.start ?? date;
    return {
      ...fields,
      id: recurring ? occurrenceId(task.id, instanceDate) : task.id,
      originalId: task.id,
      instanceDate,
      isRecurring: recurring,
      kind: kindOfType(task.type),
      spaceId,
      date,
      responsibles: personList(responsibleIds, people),
      children: personList(childIds, people),
      done: occurrence.length === 3,
      doneBy: occurrence.length === 3 ? occurrence[2] : null,
    };
  });
}

/** The people of a series, as the task item lists them (a profile not sent is left out). */
function personList(ids: readonly string[], people: Record<string, RangePerson>): TaskPerson[] {
  const list: TaskPerson[] = [];
  for (const id of ids) {
    const person = people[id];
    if (person) list.push({ id, ...person });
  }
  return list;
}
