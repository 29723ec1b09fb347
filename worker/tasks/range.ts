/**
 * The planning range of a space (docs/decisions/012-compact-range.md): three reads that join the
 * access check in one D1 batch (worker/middleware/space-gate.ts), then expansion and ordering here.
 * The reads are plain SQL whose column names are the response's field names, so a row becomes a
 * series without a mapping layer; the filter is the one `findTaskRowsInRange` documents.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** A series as SQLite hands it back: JSON columns as text, booleans as 0/1. */
type SeriesRow = Omit<
  RangeSeries,
  'recurrenceDays' | 'recurrenceExceptions' | 'hasNotification'
> & {
  recurrenceDays: string;
  recurrenceExceptions: string;
  hasNotification: number;
};

/** The statements of one range, for `c.var.gate.read(...)`, in this order. */
export function rangeStatements(
  db: Db,
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  profile: string | undefined,
) {
  const byProfile =
    profile === undefined
      ? sql``
      : profile === NO_PROFILE
        ? sql` and assigned_to is null`
        : sql` and (assigned_to = ${profile} or child_id = ${profile})`;
  return [
    db.all<SeriesRow>(sql`select id, name, type, date, time, end_time as endTime, location,
        recurrence, recurrence_days as recurrenceDays, recurrence_end_date as recurrenceEndDate,
        recurrence_exceptions as recurrenceExceptions, assigned_to as assignedToId,
        child_id as childId, has_notification as hasNotification,
        notification_time as notificationTime, created_by as createdBy, created_at as createdAt,
        updated_at as updatedAt
      from tasks
      where space_id = ${spaceId} and date <= ${to}
        and ((recurrence = 'none' and date >= ${from})
          or (recurrence <> 'none' and (recurrence_end_date is null or recurrence_end_date >= ${from})))${byProfile}`),
    db.all<ProfileRow>(
      sql`select id, name, emoji, colour from family_profiles where space_id = ${spaceId}`,
    ),
    // Who ticked: the profile selected then, else the member's name (worker/completions/queries.ts).
    db.all<{ taskId: string; date: IsoDate; doneBy: string | null }>(sql`select
        c.task_id as taskId, c.date as date, coalesce(p.name, m.display_name) as doneBy
      from task_completions c
      left join family_profiles p on p.id = c.completed_by_profile_id
      left join space_members m on m.space_id = c.space_id and m.user_id = c.completed_by
      where c.space_id = ${spaceId} and c.date >= ${from} and c.date <= ${to}`),
  ] as const;
}

type ProfileRow = { id: string; name: string; emoji: string | null; colour: string | null };

type RangeResults = [
  SeriesRow[],
  ProfileRow[],
  { taskId: string; date: IsoDate; doneBy: string | null }[],
];

/** One occurrence while ordering; its id (`<taskId>_recurring_<date>`) only settles full ties. */
class Entry {
  constructor(
    readonly date: IsoDate,
    readonly index: number,
    readonly time: string | null,
    readonly name: string,
    readonly recurring: boolean,
    readonly taskId: string,
  ) {}

  get id(): string {
    return this.recurring ? occurrenceId(this.taskId, this.date) : this.taskId;
  }
}

/** Expands, orders, cuts and ticks: the response of `GET …/tasks?from&to`. */
export function buildRange(
  spaceId: string,
  from: IsoDate,
  to: IsoDate,
  [rows, profiles, completions]: RangeResults,
): TaskRangeResponse {
  const all: (RangeSeries & { occurrences: IsoDate[] })[] = rows.map((row) => {
    const series = {
      ...row,
      recurrenceDays: JSON.parse(row.recurrenceDays) as IsoWeekday[],
      recurrenceExceptions: JSON.parse(row.recurrenceExceptions) as IsoDate[],
      hasNotification: row.hasNotification === 1,
    };
    return { ...series, occurrences: occurrenceDates(series, from, to) };
  });

  const entries: Entry[] = [];
  all.forEach((series, index) => {
    const recurring = isRecurring(series.recurrence);
    for (const date of series.occurrences) {
      entries.push(new Entry(date, index, series.time, series.name, recurring, series.id));
    }
  });
  entries.sort(compareOccurrences);
  const truncated = entries.length > MAX_RANGE_OCCURRENCES;
  const kept = truncated ? entries.slice(0, MAX_RANGE_OCCURRENCES) : entries;

  const ticks = new Map(completions.map((c) => [`${c.taskId}|${c.date}`, c.doneBy]));
  const renumbered = new Map<number, number>();
  const series: RangeSeries[] = [];
  const occurrences: RangeOccurrence[] = kept.map((entry) => {
    let index = renumbered.get(entry.index);
    if (index === undefined) {
      index = series.length;
      renumbered.set(entry.index, index);
      const { occurrences: _dates, ...stored } = all[entry.index] as (typeof all)[number];
      series.push(stored);
    }
    const key = `${entry.taskId}|${entry.date}`;
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
