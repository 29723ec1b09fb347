/**
 * Which occurrence a write changed, for any date (docs/product.md#notifications, « Fil de la
 * famille »): the first day from today on whose occurrence moved, changed place or went. Pure, so
 * that the Worker and the tests share it.
 */
import { handOverDate } from './hand-over.ts';
import type { ChangeKind } from './notice-texts.ts';
import { isRecurring, occursOn, type RecurrenceRule } from './recurrence.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from './zoned-time.ts';

/** How far ahead a change is looked for: a series changed next year still says its first day. */
export const CHANGE_SCAN_DAYS = 400;

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

export interface ChangedOccurrence {
  kind: ChangeKind;
  /** The occurrence the sentence names: as it now is, or as it was when cancelled. */
  date: IsoDate;
  time: string | null;
  location: string | null;
  /** The change holds for the series from `date` on (« à partir du … »), not for one day. */
  onward: boolean;
}

/** Whether the write reaches beyond one occurrence of a series that goes on. */
function onward(before: Occurrences, after: Occurrences | null): boolean {
  const rule = after?.rule ?? before.rule;
  const only = after ? after.only : before.only;
  return isRecurring(rule.recurrence) && only === undefined;
}

/**
 * The first occurrence, from today on, that the write changed (before against after, `after` null:
 * deleted): a day whose time and place are unchanged is no change, nor is an occurrence of today
 * that has already started. Undefined for a rename, a note, or a change to the past only.
 */
export function changedOccurrence(
  before: Occurrences,
  after: Occurrences | null,
  now: Date,
  timeZone: string,
  today: IsoDate,
): ChangedOccurrence | undefined {
  const ahead = (date: IsoDate, occurrence: Timed | undefined) => {
    if (!occurrence) return false;
    if (date !== today || !occurrence.time) return true;
    return zonedDateTimeToInstant(date, occurrence.time, timeZone).getTime() >= now.getTime();
  };
  const spread = onward(before, after);
  for (let offset = 0; offset < CHANGE_SCAN_DAYS; offset++) {
    const date = addDays(today, offset);
    const was = onDay(before, date);
    const is = onDay(after, date);
    if (!ahead(date, was) && !ahead(date, is)) continue;
    if (was && is && was.time === is.time && was.location === is.location) continue;
    if (is) {
      const kind = was && was.time === is.time ? 'place' : 'moved';
      return { kind, date, time: is.time, location: is.location, onward: spread };
    }
    if (!was) continue;
    if (!after) {
      return { kind: 'cancelled', date, time: was.time, location: was.location, onward: spread };
    }
    // Moved to another day: the sentence names the next one it now has from that day.
    const next = after.only ?? handOverDate(after.rule, after.from ?? date);
    const { time, location } = after.rule;
    return { kind: 'moved', date: next, time, location, onward: spread };
  }
  return undefined;
}
