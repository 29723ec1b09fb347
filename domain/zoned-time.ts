/**
 * Calendar dates (`yyyy-MM-dd`), wall-clock times (`HH:mm`) and UTC instants in an IANA time zone,
 * with nothing but `Intl` (present in browsers, Node and workerd). Dates are plain strings: a family's
 * "mardi 24" must not move when the device is in another zone.
 */

export type IsoDate = string;

/**
 * The request header in which a write says the zone its dates were shown in (its space's), so the
 * Worker can compute a reminder's instant before its batch reads the space.
 */
export const SPACE_ZONE_HEADER = 'Foyer-Space-Zone';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * One formatter per zone, built at its first use: building one costs a tenth of a millisecond or more,
 * reading the wall clock through it a few microseconds. Keyed by the name in lower case, as Intl
 * reads it, so that the names a request may send stay as few as the zones.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const key = timeZone.toLowerCase();
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * True for an IANA zone the runtime knows (`Europe/Paris`, `America/Montreal`, `UTC`): Intl builds
 * its formatter, then kept for the dates computed in it (a write checks the zone it is sent in).
 */
export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, as if it were UTC (milliseconds since the epoch). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

function parseDate(date: IsoDate): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function formatUtcDate(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date of `instant` in `timeZone`. */
export function zonedDate(instant: Date, timeZone: string): IsoDate {
  return formatUtcDate(wallClockAsUtc(instant.getTime(), timeZone));
}

/** `date` plus `days` (negative to go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parseDate(date);
  return formatUtcDate(Date.UTC(year, month - 1, day + days));
}

/** ISO weekday of a date: 1 = lundi … 7 = dimanche. */
export function isoWeekday(date: IsoDate): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const [year, month, day] = parseDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

/** The Monday of the week of `date` (weeks start on Monday). */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * The UTC instant at which the wall clock of `timeZone` shows `date` `time`. A time skipped by a
 * spring-forward change resolves to the instant an hour later on the clock (02:30 → 03:30), a time
 * repeated in autumn to its first occurrence.
 */
export function zonedDateTimeToInstant(date: IsoDate, time: string, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a HH:mm time: ${time}`);
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  // The offsets in force a day before and a day after bracket any change around that time: each
  // gives a reading of the wall clock, kept if the zone really shows it then.
  const offsetAt = (instant: number) => wallClockAsUtc(instant, timeZone) - instant;
  const before = wall - offsetAt(wall - 86_400_000);
  const after = wall - offsetAt(wall + 86_400_000);
  const readings = [before, after].filter((at) => wallClockAsUtc(at, timeZone) === wall);
  // In the repeated autumn hour both readings are right: keep the first. In the skipped spring hour
  // none is: read with the offset before the change, the time lands as far after the gap (03:30).
  return new Date(readings.length > 0 ? Math.min(...readings) : before);
}
