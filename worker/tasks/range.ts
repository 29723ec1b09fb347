/**
 * The planning range of a space (docs/decisions/012-compact-range.md): its reads
 * (`rangeQueries`, sent in one batch with the access check) expanded and ordered here.
 */
import { type EventSpan, spanOccurrences, spanOf } from '#domain/event-span.ts';
import { colourOf } from '#domain/profile-colours.ts';
import {
  compareOccurrences,
  isRecurring,
  occurrenceDates,
  occurrenceId,
  pausedDates,
} from '#domain/recurrence.ts';
import type { SchoolHolidayPeriod, SchoolZone } from '#domain/school-holidays.ts';
import type { TaskPersonRole } from '#domain/task-people.ts';
import type {
  RangeOccurrence,
  RangePause,
  RangePerson,
  RangeSeries,
  TaskRangeResponse,
} from '#domain/task-range.ts';
import { MAX_RANGE_OCCURRENCES } from '#domain/tasks.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import type { rangeQueries } from './queries.ts';

/** What the range's reads answer (worker/tasks/queries.ts `rangeQueries`), in their order. */
type Queries = ReturnType<typeof rangeQueries>;
type RangeResults = [Awaited<Queries[0]>, Awaited<Queries[1]>, Awaited<Queries[2]>];
type SeriesRow = RangeResults[0][number];

/** One occurrence while ordering; its id (`<taskId>_recurring_<date>`) only settles full ties. */
class Entry {
  /** The place of its series in the planning's order of one day (see {@link rankSeries}). */
  rank = 0;

  constructor(
    readonly date: IsoDate,
    readonly series: RangeSeries,
    readonly recurring: boolean,
  ) {}

  /** The day its occurrence starts: the first day of its span, the day itself otherwise. */
  get start(): IsoDate {
    return this.series.span?.start ?? this.date;
  }

  /** No time (first of the day) on an all-day event and on a multi-day event after its first day. */
  get time(): string | null {
    return this.series.span && this.date !== this.series.span.start ? null : this.series.time;
  }

  get name(): string {
    return this.series.name;
  }

  get id(): string {
    return this.recurring ? occurrenceId(this.series.id, this.start) : this.series.id;
  }
}

/**
 * The planning's order (`compareOccurrences`) computed once per pair of series rather than once per
 * pair of occurrences: two occurrences of one day compare as their series do, by time, French name,
 * then id. Their ids differ from the stored ones by the same `_recurring_<date>` suffix at most,
 * which cannot change the order of two distinct ids of one length (neither is a prefix of the
 * other): the case of stored ids (UUIDs). With ids of several lengths, false: compare in full.
 */
function rankSeries(used: RangeSeries[], entries: Entry[]): boolean {
  const length = used[0]?.id.length;
  if (used.some((s) => s.id.length !== length)) return false;
  const ranked = used
    .map((s) => ({ date: '', time: s.time, name: s.name, id: s.id, series: s }))
    .sort(compareOccurrences);
  const rank = new Map(ranked.map((s, i) => [s.series, i]));
  for (const entry of entries) {
    entry.rank = rank.get(entry.series) ?? 0;
    // A timed multi-day event after its first day goes with the day's all-day events, first.
    if (entry.time === null && entry.series.time !== null) entry.rank -= used.length;
  }
  return true;
}

function byDayThenRank(a: Entry, b: Entry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.rank - b.rank;
}

/**
 * What the range sends of a series (see {@link RangeSeries}): one shape for every series. `span`:
 * the occurrence's own, for a repeating multi-day event (sent once per occurrence).
 */
function sent(
  row: SeriesRow,
  people: PeopleOfSeries,
  span: EventSpan | null = spanOf(row),
): RangeSeries {
  const responsibleIds = people.responsible;
  const childIds = people.child;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    time: row.time,
    endTime: row.endTime,
    allDay: row.allDay,
    span,
    location: row.location,
    recurrence: row.recurrence,
    responsibleIds,
    childIds,
  };
}

type PeopleOfSeries = Record<TaskPersonRole, string[]>;

/**
 * A task's people from its row's JSON pairs (worker/tasks/queries.ts `rangeQueries`), each role's
 * list in the space's profile order (`order`: a profile's place in it).
 */
function peopleOfRow(json: string, order: ReadonlyMap<string, number>): PeopleOfSeries {
  const people: PeopleOfSeries = { responsible: [], child: [] };
  if (json === '[]') return people;
  const pairs = JSON.parse(json) as [string, TaskPersonRole][];
  if (pairs.length > 1) pairs.sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  for (const [profileId, role] of pairs) people[role].push(profileId);
  return people;
}

/**
 * The occurrences of a row in [from, to], each with the days of the window it covers: a day each,
 * or, for a multi-day event, its span (one that started before `from` and still runs included).
 */
function occurrencesOf(
  rule: Parameters<typeof occurrenceDates>[0] & { endDate: IsoDate | null },
  from: IsoDate,
  to: IsoDate,
): { span: EventSpan | null; days: IsoDate[] }[] {
  if (spanOf(rule)) return spanOccurrences(rule, from, to);
  return occurrenceDates(rule, from, to).map((date) => ({ span: null, days: [date] }));
}

/** Expands, orders, cuts and ticks: the response of `GET …/tasks?from&to`. */
export function buildRange(
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  [rows, profiles, completions]: RangeResults,
  /** The space's « Zone scolaire », for the series that pause for its holidays. */
  schoolZone: SchoolZone | null = null,
  /** Its periods as D1 and the snapshot give them (worker/school-holidays/periods.ts). */
  schoolPeriods?: readonly SchoolHolidayPeriod[],
): TaskRangeResponse {
  const order = new Map(profiles.map((profile, index) => [profile.id, index]));
  const entries: Entry[] = [];
  const used: RangeSeries[] = [];
  const skipped: { series: RangeSeries; date: IsoDate; reason: string }[] = [];
  for (const row of rows) {
    const rule = row.skipSchoolHolidays ? { ...row, schoolZone, schoolPeriods } : row;
    const recurring = isRecurring(row.recurrence);
    const pausedDays = pausedDates(rule, from, to);
    const occurrences = occurrencesOf(rule, from, to);
    if (occurrences.length === 0 && pausedDays.length === 0) continue;
    const people = peopleOfRow(row.people, order);
    const series = sent(row, people);
    for (const day of pausedDays) skipped.push({ series, ...day });
    for (const { span, days } of occurrences) {
      // A repeating multi-day event: each occurrence travels with its own span.
      const own = span && recurring ? sent(row, people, span) : series;
      if (own !== series || used.at(-1) !== series) used.push(own);
      for (const date of days) entries.push(new Entry(date, own, recurring));
    }
  }
  entries.sort(rankSeries(used, entries) ? byDayThenRank : compareOccurrences);
  const truncated = entries.length > MAX_RANGE_OCCURRENCES;
  const kept = truncated ? entries.slice(0, MAX_RANGE_OCCURRENCES) : entries;

  const ticks =
    completions.length === 0
      ? undefined
      : new Map(completions.map((c) => [`${c.taskId}|${c.date}`, c.doneBy]));
  const numbered = new Map<RangeSeries, number>();
  const series: RangeSeries[] = [];
  const indexOf = (one: RangeSeries): number => {
    let index = numbered.get(one);
    if (index === undefined) {
      index = series.length;
      numbered.set(one, index);
      series.push(one);
    }
    return index;
  };
  const occurrences: RangeOccurrence[] = kept.map((entry) => {
    const index = indexOf(entry.series);
    if (!ticks) return [entry.date, index];
    // « Fait » is ticked on the occurrence: a multi-day one shows it on each of its days.
    const key = `${entry.series.id}|${entry.start}`;
    return ticks.has(key) ? [entry.date, index, ticks.get(key) ?? null] : [entry.date, index];
  });

  const paused: RangePause[] = skipped.map((pause) => [
    pause.date,
    indexOf(pause.series),
    pause.reason,
  ]);

  const named = new Set(series.flatMap((s) => [...s.responsibleIds, ...s.childIds]));
  const people: Record<string, RangePerson> = {};
  for (const profile of profiles) {
    if (!named.has(profile.id)) continue;
    people[profile.id] = {
      name: profile.name,
      emoji: profile.emoji,
      // A profile stored before colours existed gets the one derived from its id, as everywhere.
      colour: colourOf(profile.colour, profile.id).id,
    };
  }
  const response: TaskRangeResponse = { from, to, spaceId, series, people, occurrences, truncated };
  if (paused.length > 0) response.paused = paused;
  return response;
}
