/**
 * Where the desktop week's grid places each entry (docs/decisions/068-at-a-glance.md): the all-day
 * and multi-day entries as bars in lanes above the hours, each multi-day event once across its
 * days; the timed ones by start and end in their day's column, side by side when they overlap.
 * Pure, so that the placing is tested without a browser.
 */
import type { PlannedListItem } from '#domain/task-completions.ts';
import type { DayEvent } from '../components/subscribed-events.tsx';
import { addDays, type IsoDate } from './dates.ts';

/** An entry of the row above the hours: its first column (0–6), how many days, its lane. */
export interface WeekBar {
  key: string;
  entry: { kind: 'item'; item: PlannedListItem } | { kind: 'subscribed'; event: DayEvent };
  column: number;
  days: number;
  lane: number;
}

/** A timed entry of a day: minutes from midnight, and its place among those it overlaps. */
export interface TimedBlock {
  entry: { kind: 'item'; item: PlannedListItem } | { kind: 'subscribed'; event: DayEvent };
  start: number;
  end: number;
  /** Where its box ends on the grid: past a short item's end, as far as the room below allows. */
  drawnEnd: number;
  column: number;
  columns: number;
}

/** An item without an end lasts an hour on the grid. */
const DEFAULT_MINUTES = 60;
/**
 * A short item (a 20-minute drop-off) is drawn up to an hour tall, so that its time, two lines of
 * title and its people stay readable, when nothing starts under it before then.
 */
export const MIN_MINUTES = 60;
/**
 * The room a short item keeps whatever follows it: its time and title on a line, its people on
 * the next. An item starting inside it goes beside it; one starting after it, under it at full
 * width (side by side, a long title would be cut to its first word).
 */
export const PLACED_MINUTES = 45;

function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether an item sits in the row above the hours: all day, untimed, or over several days. */
export function inBarRow(item: PlannedListItem): boolean {
  return item.allDay || item.span !== null || !item.time;
}

/**
 * The bars of the week: an item over several days (one occurrence a day in the range) or a
 * followed calendar's all-day event (one a day too) becomes one bar from its first day in the week
 * over its following days; each bar takes the first lane free on all its days.
 */
export function weekBars(
  monday: IsoDate,
  byDay: ReadonlyMap<IsoDate, readonly PlannedListItem[]>,
  subscribed: ReadonlyMap<IsoDate, readonly DayEvent[]>,
): WeekBar[] {
  const bars = new Map<string, WeekBar>();
  for (let column = 0; column < 7; column += 1) {
    const day = addDays(monday, column);
    const entries: [string, WeekBar['entry']][] = [
      ...(byDay.get(day) ?? [])
        .filter(inBarRow)
        .map((item): [string, WeekBar['entry']] => [
          item.span ? `${item.originalId}@${item.span.start}` : item.id,
          { kind: 'item', item },
        ]),
      ...(subscribed.get(day) ?? [])
        .filter((event) => event.time === null)
        .map((event): [string, WeekBar['entry']] => [event.key, { kind: 'subscribed', event }]),
    ];
    for (const [key, entry] of entries) {
      const bar = bars.get(key);
      // The next day of a bar already started lengthens it; a gap starts another.
      if (bar && bar.column + bar.days === column) bar.days += 1;
      else bars.set(bar ? `${key}#${column}` : key, { key, entry, column, days: 1, lane: 0 });
    }
  }
  return placeInLanes([...bars.values()]);
}

function placeInLanes(bars: WeekBar[]): WeekBar[] {
  const taken: boolean[][] = [];
  const sorted = bars.sort((a, b) => a.column - b.column || b.days - a.days);
  for (const bar of sorted) {
    let lane = 0;
    while (taken[lane]?.slice(bar.column, bar.column + bar.days).some(Boolean)) lane += 1;
    const row = taken[lane] ?? Array<boolean>(7).fill(false);
    for (let day = bar.column; day < bar.column + bar.days; day += 1) row[day] = true;
    taken[lane] = row;
    bar.lane = lane;
    bar.key = `${bar.key}#${bar.column}`;
  }
  return sorted;
}

/**
 * A day's timed entries placed: by start, each in the first column free at its start; a group
 * of entries that overlap shares the day's width in as many columns as it needs.
 */
export function timedBlocks(
  items: readonly PlannedListItem[],
  events: readonly DayEvent[],
): TimedBlock[] {
  const blocks: TimedBlock[] = [
    ...items
      .filter((item) => !inBarRow(item))
      .map((item) => span({ kind: 'item' as const, item }, item.time ?? '', item.endTime)),
    ...events
      .filter((event) => event.time !== null)
      .map((event) => span({ kind: 'subscribed' as const, event }, event.time ?? '', null)),
  ].sort((a, b) => a.start - b.start);
  let group: TimedBlock[] = [];
  let groupEnd = -1;
  const ends: number[] = [];
  const groups = new Map<TimedBlock, TimedBlock[]>();
  for (const block of blocks) {
    if (block.start >= groupEnd) {
      group = [];
      ends.length = 0;
    }
    const free = ends.findIndex((end) => end <= block.start);
    block.column = free === -1 ? ends.length : free;
    ends[block.column] = block.drawnEnd;
    group.push(block);
    groups.set(block, group);
    groupEnd = Math.max(groupEnd, ends[block.column] ?? 0);
    for (const member of group) member.columns = ends.length;
  }
  for (const block of blocks) block.drawnEnd = drawnEnd(block, blocks, groups);
  return blocks;
}

/**
 * A box grows to an hour unless something starts under it first: an entry of its own column, or
 * of a later group (at full width). The entries beside it in its group are no limit.
 */
function drawnEnd(
  block: TimedBlock,
  blocks: readonly TimedBlock[],
  groups: ReadonlyMap<TimedBlock, TimedBlock[]>,
): number {
  let limit = block.start + MIN_MINUTES;
  for (const other of blocks) {
    const under = other.column === block.column || groups.get(other) !== groups.get(block);
    if (other !== block && other.start >= block.start && under) {
      limit = Math.min(limit, other.start);
    }
  }
  return Math.max(block.drawnEnd, limit);
}

function span(entry: TimedBlock['entry'], time: string, endTime: string | null): TimedBlock {
  const start = minutes(time);
  const end = endTime && minutes(endTime) > start ? minutes(endTime) : start + DEFAULT_MINUTES;
  // Until it is placed, the room it keeps.
  const drawnEnd = Math.max(end, start + PLACED_MINUTES);
  return { entry, start, end, drawnEnd, column: 0, columns: 1 };
}

/** The hours the grid shows: 8 h to 20 h at least, widened to hold every block. */
export function hourRange(blocks: readonly TimedBlock[]): { first: number; last: number } {
  let first = 8;
  let last = 20;
  for (const block of blocks) {
    first = Math.min(first, Math.floor(block.start / 60));
    last = Math.max(last, Math.ceil(Math.max(block.drawnEnd, block.start + MIN_MINUTES) / 60));
  }
  return { first, last: Math.min(last, 24) };
}
