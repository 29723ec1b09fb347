/**
 * Whether a write changed an occurrence starting within the next 24 hours (docs/product.md#notifications,
 * change notices), and which: pure, so that the Worker and the tests share it.
 */
import { handOverDate } from './hand-over.ts';
import type { ChangeKind } from './notice-texts.ts';
import { occursOn, type RecurrenceRule } from './recurrence.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from './zoned-time.ts';

/** How close a change must be to be told. */
export const CHANGE_NOTICE_HORIZON_MS = 24 * 60 * 60 * 1000;

export type Timed = RecurrenceRule & { time: string | null; location: string | null };

/**
 * The occurrences a write touched, before or after it: a task's or a series' (from `from` on, for a
 * « this and the following ones » scope), or one occurrence (`only`).
 */
export interface Occurrences {
  rule: Timed;
  from?: IsoDate | undefined;
  only?: IsoDate | undefined;
}

function onDay(set: Occurrences | null, date: IsoDate): Timed | undefined {
  if (!set) return undefined;
  if (set.only !== undefined ? date !== set.only : set.from !== undefined && date < set.from) {
    return undefined;
  }
  return occursOn(set.rule, date) ? set.rule : undefined;
}

export interface SoonChange {
  kind: ChangeKind;
  /** The occurrence the sentence names: as it now is, or as it was when cancelled. */
  date: IsoDate;
  time: string | null;
  location: string | null;
}

/**
 * The change a write made to an occurrence starting within the next 24 hours, if any: compared day by
 * day over today and tomorrow (the family's), before against after (`after` null: deleted). A day
 * counts when its occurrence, before or after, starts within the horizon (an item without a time:
 * the day itself); a day whose time and place are unchanged is no change.
 */
export function soonChange(
  before: Occurrences,
  after: Occurrences | null,
  now: Date,
  timeZone: string,
  today: IsoDate,
): SoonChange | undefined {
  const horizon = now.getTime() + CHANGE_NOTICE_HORIZON_MS;
  const soon = (date: IsoDate, occurrence: Timed | undefined) => {
    if (!occurrence) return false;
    const start = zonedDateTimeToInstant(date, occurrence.time ?? '00:00', timeZone).getTime();
    return occurrence.time ? start >= now.getTime() && start <= horizon : start <= horizon;
  };
  for (const date of [today, addDays(today, 1)]) {
    const was = onDay(before, date);
    const is = onDay(after, date);
    if (!soon(date, was) && !soon(date, is)) continue;
    if (was && is && was.time === is.time && was.location === is.location) continue;
    if (is) {
      const kind = was && was.time === is.time ? 'place' : 'moved';
      return { kind, date, time: is.time, location: is.location };
    }
    if (!was) continue;
    if (!after) return { kind: 'cancelled', date, time: was.time, location: was.location };
    // Moved to another day: the sentence names the next one it now has from that day.
    const next = after.only ?? handOverDate(after.rule, after.from ?? date);
    return { kind: 'moved', date: next, time: after.rule.time, location: after.rule.location };
  }
  return undefined;
}
