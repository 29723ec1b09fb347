/**
 * The planning range of a space (docs/decisions/012-compact-range.md): three reads that join the
 * access check in one D1 batch (worker/middleware/space-gate.ts), then expansion and ordering here.
 * The reads are plain SQL whose column names are the response's field names, so a row becomes a
 * series without a mapping layer; the filter is the one `findTaskRowsInRange` documents.
 */
import { colourOf } from '../../domain/profile-colours.ts';
import {
  compareOccurrences,
  isRecurring,
  occurrenceDates,
  occurrenceId,
} from '../../domain/recurrence.ts';
import type { IsoWeekday } from '../../domain/task-options.ts';
import type {
  RangeOccurrence,
  RangePerson,
  RangeSeries,
  TaskRangeResponse,
} from '../../domain/task-range.ts';
import { MAX_RANGE_OCCURRENCES, NO_PROFILE } from '../../domain/tasks.ts';
import type { IsoDate } from '../../domain/zoned-time.ts';
import { RawQuery } from '../lib/batch.ts';

/**
 * A series as SQLite hands it back: what the range sends ({@link RangeSeries}) and what expanding it
 * reads (its first day, and its rule's JSON columns as text), nothing else.
 */
type SeriesRow = RangeSeries & {
  date: IsoDate;
  recurrenceDays: string;
  recurrenceEndDate: IsoDate | null;
  recurrenceExceptions: string;
};

/** The series of a range, then its filter on the people; values: space, to, from, from[, profile]. */
const SERIES_SQL = `select id, name, type, date, time, end_time as endTime, location,
    recurrence, recurrence_days as recurrenceDays, recurrence_end_date as recurrenceEndDate,
    recurrence_exceptions as recurrenceExceptions, assigned_to as assignedToId,
    child_id as childId
  from tasks
  where space_id = ? and date <= ?
    and ((recurrence = 'none' and date >= ?)
      or (recurrence <> 'none' and (recurrence_end_date is null or recurrence_end_date >= ?)))`;

/**
 * A read's condition that the space's range version (migration 0007) is not the one given, as its
 * LIMIT: SQLite computes a LIMIT once, before the read, and a LIMIT 0 ends the statement without
 * reading a row of its tables (a condition in WHERE would be tested on every row read); -1 is no
 * limit. Values: space, version.
 */
const UNLESS = ` limit (case when exists (select 1 from family_spaces where id = ? and range_version = ?)
  then 0 else -1 end)`;

/** Prepared once per isolate (worker/lib/batch.ts), one per profile filter, each also `UNLESS`. */
const SERIES = {
  all: new RawQuery<SeriesRow>(SERIES_SQL),
  unassigned: new RawQuery<SeriesRow>(`${SERIES_SQL} and assigned_to is null`),
  profile: new RawQuery<SeriesRow>(`${SERIES_SQL} and (assigned_to = ? or child_id = ?)`),
};
const SERIES_UNLESS = {
  all: new RawQuery<SeriesRow>(`${SERIES_SQL}${UNLESS}`),
  unassigned: new RawQuery<SeriesRow>(`${SERIES_SQL} and assigned_to is null${UNLESS}`),
  profile: new RawQuery<SeriesRow>(`${SERIES_SQL} and (assigned_to = ? or child_id = ?)${UNLESS}`),
};

type ProfileRow = { id: string; name: string; emoji: string | null; colour: string | null };
type CompletionRow = { taskId: string; date: IsoDate; doneBy: string | null };

const PROFILES_SQL = 'select id, name, emoji, colour from family_profiles where space_id = ?';
const PROFILES = new RawQuery<ProfileRow>(PROFILES_SQL);
const PROFILES_UNLESS = new RawQuery<ProfileRow>(`${PROFILES_SQL}${UNLESS}`);

/** Who ticked: the profile selected then, else the member's name (worker/completions/queries.ts). */
const COMPLETIONS_SQL = `select
    c.task_id as taskId, c.date as date, coalesce(p.name, m.display_name) as doneBy
  from task_completions c
  left join family_profiles p on p.id = c.completed_by_profile_id
  left join space_members m on m.space_id = c.space_id and m.user_id = c.completed_by
  where c.space_id = ? and c.date >= ? and c.date <= ?`;
const COMPLETIONS = new RawQuery<CompletionRow>(COMPLETIONS_SQL);
const COMPLETIONS_UNLESS = new RawQuery<CompletionRow>(`${COMPLETIONS_SQL}${UNLESS}`);

/**
 * The statements of one range, for `c.var.gate.read(...)`, in this order. `unless`: a range version
 * (worker/tasks/range-cache.ts); the statements then read nothing if the space is still at it.
 */
export function rangeStatements(
  d1: D1Database,
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  profile: string | undefined,
  unless?: number,
) {
  const kind = profile === undefined ? 'all' : profile === NO_PROFILE ? 'unassigned' : 'profile';
  const filter = kind === 'profile' ? [profile, profile] : [];
  if (unless === undefined) {
    return [
      SERIES[kind].bind(d1, spaceId, to, from, from, ...filter),
      PROFILES.bind(d1, spaceId),
      COMPLETIONS.bind(d1, spaceId, from, to),
    ] as const;
  }
  return [
    SERIES_UNLESS[kind].bind(d1, spaceId, to, from, from, ...filter, spaceId, unless),
    PROFILES_UNLESS.bind(d1, spaceId, spaceId, unless),
    COMPLETIONS_UNLESS.bind(d1, spaceId, from, to, spaceId, unless),
  ] as const;
}

type RangeResults = [SeriesRow[], ProfileRow[], CompletionRow[]];

/** A JSON array column: the common empty one without a parse. */
function jsonArray<T>(text: string): T[] {
  return text === '[]' ? [] : (JSON.parse(text) as T[]);
}

/** One occurrence while ordering; its id (`<taskId>_recurring_<date>`) only settles full ties. */
class Entry {
  /** The place of its series in the planning's order of one day (see {@link rankSeries}). */
  rank = 0;

  constructor(
    readonly date: IsoDate,
    readonly index: number,
    readonly series: RangeSeries,
    readonly recurring: boolean,
  ) {}

  get time(): string | null {
    return this.series.time;
  }

  get name(): string {
    return this.series.name;
  }

  get id(): string {
    return this.recurring ? occurrenceId(this.series.id, this.date) : this.series.id;
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
  for (const entry of entries) entry.rank = rank.get(entry.series) ?? 0;
  return true;
}

function byDayThenRank(a: Entry, b: Entry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.rank - b.rank;
}

/** What the range sends of a series (see {@link RangeSeries}): one shape for every series. */
function sent(row: SeriesRow): RangeSeries {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    time: row.time,
    endTime: row.endTime,
    location: row.location,
    recurrence: row.recurrence,
    assignedToId: row.assignedToId,
    childId: row.childId,
  };
}

/** Expands, orders, cuts and ticks: the response of `GET …/tasks?from&to`. */
export function buildRange(
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  [rows, profiles, completions]: RangeResults,
): TaskRangeResponse {
  const entries: Entry[] = [];
  const used: RangeSeries[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as SeriesRow;
    const dates = occurrenceDates(
      {
        date: row.date,
        recurrence: row.recurrence,
        recurrenceDays: jsonArray<IsoWeekday>(row.recurrenceDays),
        recurrenceEndDate: row.recurrenceEndDate,
        recurrenceExceptions: jsonArray<IsoDate>(row.recurrenceExceptions),
      },
      from,
      to,
    );
    if (dates.length === 0) continue;
    const series = sent(row);
    used.push(series);
    const recurring = isRecurring(series.recurrence);
    for (const date of dates) entries.push(new Entry(date, index, series, recurring));
  }
  entries.sort(rankSeries(used, entries) ? byDayThenRank : compareOccurrences);
  const truncated = entries.length > MAX_RANGE_OCCURRENCES;
  const kept = truncated ? entries.slice(0, MAX_RANGE_OCCURRENCES) : entries;

  const ticks =
    completions.length === 0
      ? undefined
      : new Map(completions.map((c) => [`${c.taskId}|${c.date}`, c.doneBy]));
  const renumbered = new Map<number, number>();
  const series: RangeSeries[] = [];
  const occurrences: RangeOccurrence[] = kept.map((entry) => {
    let index = renumbered.get(entry.index);
    if (index === undefined) {
      index = series.length;
      renumbered.set(entry.index, index);
      series.push(entry.series);
    }
    if (!ticks) return [entry.date, index];
    const key = `${entry.series.id}|${entry.date}`;
    return ticks.has(key) ? [entry.date, index, ticks.get(key) ?? null] : [entry.date, index];
  });

  const named = new Set(series.flatMap((s) => [s.assignedToId, s.childId]));
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
  return { from, to, spaceId, series, people, occurrences, truncated };
}
