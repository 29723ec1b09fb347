/**
 * Series that pause (docs/decisions/048-school-holidays.md): « Sauf jours fériés » and « Sauf
 * vacances scolaires » on a recurring task or activity. The one expansion (`occurrenceDates`,
 * domain/recurrence.ts) drops a paused day as it drops an exception, so the week, the alerts, the
 * reminders and the calendar feed (as EXDATEs) all follow. A single task never pauses.
 */
import { type SchoolHolidayPeriod, type SchoolZone, schoolHolidayOn } from './school-holidays.ts';
import type { IsoDate } from './zoned-time.ts';

/** What a pause reads of a series; the zone is the space's, attached where the series is read. */
export interface PauseRule {
  /** « Sauf jours fériés ». */
  skipPublicHolidays?: boolean | null | undefined;
  /** « Sauf vacances scolaires ». */
  skipSchoolHolidays?: boolean | null | undefined;
  /** The space's « Zone scolaire »; without one, « Sauf vacances scolaires » skips nothing. */
  schoolZone?: SchoolZone | null | undefined;
  /**
   * The periods to read (the fetched ones merged over the snapshot, `withFetchedPeriods`), when the
   * Worker read them with the series; without them, the snapshot.
   */
  schoolPeriods?: readonly SchoolHolidayPeriod[] | undefined;
}

export const SERIES_PAUSE_TEXTS = {
  publicHolidays: 'Sauf jours fériés',
  schoolHolidays: 'Sauf vacances scolaires',
  /** Under the two boxes: whose school holidays. */
  zoneHint: 'Vacances de la zone scolaire choisie dans Réglages (« Modifier l’espace »).',
} as const;

/** Whether `rule` pauses on some days at all: most series do not, and pay nothing. */
export function pauses(rule: PauseRule): boolean {
  return Boolean(rule.skipPublicHolidays) || Boolean(rule.skipSchoolHolidays && rule.schoolZone);
}

/** Whether a series of `rule` skips `date`. */
export function pausedOn(rule: PauseRule, date: IsoDate): boolean {
  if (rule.skipPublicHolidays && isFrenchPublicHoliday(date)) return true;
  return Boolean(
    rule.skipSchoolHolidays && schoolHolidayOn(rule.schoolZone, date, rule.schoolPeriods),
  );
}

/**
 * France's eleven public holidays (metropolitan France): the fixed days, Easter Monday, Ascension
 * and Whit Monday. The SPA names them from `date-holidays`' rules (decision 008); the Worker cannot
 * carry that parser, so it computes them here, and a unit test checks the two agree for 1900–2100.
 */
export function isFrenchPublicHoliday(date: IsoDate): boolean {
  const monthDay = date.slice(5, 10);
  if (FIXED_HOLIDAYS.has(monthDay)) return true;
  const year = Number(date.slice(0, 4));
  const easter = easterSunday(year);
  const offset = Math.round((Date.parse(`${date}T00:00:00Z`) - easter) / DAY_MS);
  // Easter Monday, Ascension (39 days after Easter), Whit Monday (50).
  return offset === 1 || offset === 39 || offset === 50;
}

const DAY_MS = 86_400_000;

const FIXED_HOLIDAYS = new Set([
  '01-01',
  '05-01',
  '05-08',
  '07-14',
  '08-15',
  '11-01',
  '11-11',
  '12-25',
]);

/** Gregorian Easter Sunday of `year` at 00:00 UTC, in ms (the anonymous Gregorian algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}
