/**
 * Series that pause (docs/decisions/048-school-holidays.md): « Sauf jours fériés » and « Sauf
 * vacances scolaires » on a recurring task or activity. The one expansion (`occurrenceDates`,
 * domain/recurrence.ts) drops a paused day as it drops an exception, so the week, the alerts, the
 * reminders and the calendar feed (as EXDATEs) all follow. A single task never pauses.
 */
import { isFrenchPublicHoliday, publicHolidayOn } from './holidays.ts';
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
 * Why a series of `rule` skips `date`, as the week's quiet trace says it (« Pas de Judo : vacances
 * de Noël »): the school holiday (first), else the public holiday; null when it does not skip.
 */
export function pauseReason(rule: PauseRule, date: IsoDate): string | null {
  const school = rule.skipSchoolHolidays
    ? schoolHolidayOn(rule.schoolZone, date, rule.schoolPeriods)
    : undefined;
  if (school) return school.charAt(0).toLowerCase() + school.slice(1);
  const holiday = rule.skipPublicHolidays ? publicHolidayOn(date) : undefined;
  return holiday ? `${holiday} (jour férié)` : null;
}
