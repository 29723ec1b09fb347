/**
 * The month view's calendar (docs/product.md#month-view): the weeks of a month, Monday first, and
 * who has what on a day. Pure, so the grid and its spoken names are tested without a browser.
 */
import type { ProfileColourId } from './profile-colours.ts';
import type { TaskListItem } from './tasks.ts';
import { addDays, type IsoDate, isoWeekday, startOfWeek } from './zoned-time.ts';

/** The first day of `date`'s month. */
export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (or before) `date`'s. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of `date`'s month. */
export function endOfMonth(date: IsoDate): IsoDate {
  return addDays(addMonths(date, 1), -1);
}

/**
 * The grid of `date`'s month: whole weeks, Monday to Sunday, from the week of its first day to the
 * week of its last (4 to 6 weeks, at most 42 days, so one request of the 62-day range covers it).
 */
export function monthWeeks(date: IsoDate): IsoDate[][] {
  const first = startOfWeek(startOfMonth(date));
  const last = endOfMonth(date);
  const weeks: IsoDate[][] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}

/** Someone on a day of the month, with the names of their items (a dot on the grid). */
export interface DayPerson {
  /** The profile's id, or null for the items nobody is assigned to. */
  id: string | null;
  name: string;
  emoji: string | null;
  colour: ProfileColourId | null;
  items: string[];
}

export const UNASSIGNED_LABEL = 'Non assigné';

/**
 * Who has what on a day: each person named by an item (its responsible adult, its child), in the
 * order their first item comes; the items with nobody at all under « Non assigné », last.
 */
export function peopleOfDay(items: readonly TaskListItem[]): DayPerson[] {
  const people = new Map<string | null, DayPerson>();
  const add = (
    id: string | null,
    name: string,
    emoji: string | null,
    colour: ProfileColourId | null,
    item: string,
  ) => {
    const person = people.get(id) ?? { id, name, emoji, colour, items: [] };
    if (!person.items.includes(item)) person.items.push(item);
    people.set(id, person);
  };
  for (const item of items) {
    // Every person of the event: its responsible adults, then its children.
    const everyone = [...(item.responsibles ?? []), ...(item.children ?? [])];
    for (const person of everyone) {
      add(person.id, person.name, person.emoji, person.colour, item.name);
    }
    if (everyone.length === 0) add(null, UNASSIGNED_LABEL, null, null, item.name);
  }
  const nobody = people.get(null);
  people.delete(null);
  return nobody ? [...people.values(), nobody] : [...people.values()];
}

/** « Camille : Piscine, Réunion ; Léo : Piscine » (what a screen reader says of a day). */
export function describePeople(people: readonly DayPerson[]): string {
  return people.map((person) => `${person.name} : ${person.items.join(', ')}`).join(' ; ');
}

/** Where a day sits in a multi-day event: its bar's first, middle or last piece. */
export type SpanPiece = 'first' | 'middle' | 'last';

/** An item written in a month cell: its title, time, every person, and its piece of a bar. */
export interface CellTitle {
  id: string;
  name: string;
  /** The start, on a timed one-day item and on a multi-day event's first day only. */
  time: string | null;
  /** Every responsible adult, then every child (named on a wide screen, dotted on a phone). */
  people: { name: string; colour: ProfileColourId | null }[];
  /** The piece of a multi-day event's bar; null for an event of one day. */
  piece: SpanPiece | null;
  /** Whether the title is written: a bar names its event on its first day and on each Monday. */
  titled: boolean;
}

function pieceOf(item: TaskListItem): SpanPiece | null {
  if (!item.span) return null;
  if (item.date === item.span.start) return 'first';
  return item.date === item.span.end ? 'last' : 'middle';
}

/**
 * What a month cell writes: the day's first `max` items and how many more there are (« +2 »). The
 * multi-day events come first, by start, so that each bar keeps its line across its days; the others
 * keep the API's order (by time).
 */
export function cellTitles(
  items: readonly TaskListItem[],
  max: number,
): { shown: CellTitle[]; more: number } {
  const bars = items
    .filter((item) => item.span)
    .sort((a, b) => (a.span?.start ?? '').localeCompare(b.span?.start ?? ''));
  const ordered = [...bars, ...items.filter((item) => !item.span)];
  const shown = ordered.slice(0, max).map((item) => {
    const piece = pieceOf(item);
    return {
      id: item.id,
      name: item.name,
      time: item.allDay || (piece && piece !== 'first') ? null : item.time,
      people: [...item.responsibles, ...item.children].map(({ name, colour }) => ({
        name,
        colour,
      })),
      piece,
      titled: piece === null || piece === 'first' || isoWeekday(item.date) === 1,
    };
  });
  return { shown, more: Math.max(0, items.length - shown.length) };
}

/** The days from `today` on, `count` of them (« À venir » under the month: the next 7 days). */
export function upcomingDays(today: IsoDate, count = 7): IsoDate[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

/**
 * « À venir »: the items of the days from `today`, `count` days, grouped by day in order, days
 * without any left out.
 */
export function upcoming<T extends Pick<TaskListItem, 'date'>>(
  items: readonly T[],
  today: IsoDate,
  count = 7,
): { day: IsoDate; items: T[] }[] {
  return upcomingDays(today, count)
    .map((day) => ({ day, items: items.filter((item) => item.date === day) }))
    .filter((group) => group.items.length > 0);
}
