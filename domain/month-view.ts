/**
 * The month view's calendar (docs/product.md#month-view): the weeks of a month, Monday first, and
 * who has what on a day. Pure, so the grid and its spoken names are tested without a browser.
 */
import type { ProfileColourId } from './profile-colours.ts';
import type { TaskListItem } from './tasks.ts';
import { addDays, type IsoDate, startOfWeek } from './zoned-time.ts';

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

/** A title written in a month cell on a wide screen: the time, the name, whose colour. */
export interface CellTitle {
  id: string;
  name: string;
  time: string | null;
  /** The first responsible adult's colour, else the first child's; null for nobody. */
  colour: ProfileColourId | null;
}

/**
 * What a wide month cell writes: the day's first `max` items (their order, the API's: by time) and
 * how many more there are (« +2 »).
 */
export function cellTitles(
  items: readonly TaskListItem[],
  max: number,
): { shown: CellTitle[]; more: number } {
  const shown = items.slice(0, max).map((item) => ({
    id: item.id,
    name: item.name,
    time: item.time,
    colour: item.responsibles[0]?.colour ?? item.children[0]?.colour ?? null,
  }));
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
