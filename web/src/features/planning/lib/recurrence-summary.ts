/**
 * The one-line French summary of a series' rule, under the form's « Récurrence » and on the detail
 * screen: « Toutes les 2 semaines le samedi, 10 fois », « Tous les mois le 2e mardi, jusqu'au
 * 30 juin 2027 ». Pure: the rule's fields and its first date.
 */

import { dayAndMonth, longDate } from '#domain/french.ts';
import { intervalOf, isoWeekdayOf, monthPositionOf } from '#domain/recurrence.ts';
import { type Recurrence, WEEKDAYS } from '#domain/task-options.ts';
import type { IsoDate } from './dates.ts';

export interface SummaryRule {
  date: IsoDate;
  recurrence: Recurrence;
  recurrenceDays: readonly number[];
  recurrenceEndDate: IsoDate | null;
  recurrenceInterval: number | null;
  recurrenceMonthPosition: number | null;
  recurrenceCount: number | null;
  /** « Sauf jours fériés » / « Sauf vacances scolaires »: the summary says the pause. */
  skipPublicHolidays?: boolean | undefined;
  skipSchoolHolidays?: boolean | undefined;
}

/** « , sauf vacances scolaires et jours fériés »: what a paused series skips, or ''. */
function pauseText(rule: SummaryRule): string {
  const skipped = [
    rule.skipSchoolHolidays ? 'vacances scolaires' : null,
    rule.skipPublicHolidays ? 'jours fériés' : null,
  ].filter((word) => word !== null);
  return skipped.length > 0 ? `, sauf ${skipped.join(' et ')}` : '';
}

/** « tous les 2 mois », « toutes les semaines »: the unit's gender picks « tous » or « toutes ». */
const UNITS: Record<Exclude<Recurrence, 'none'>, { one: string; many: string; every: string }> = {
  daily: { one: 'jour', many: 'jours', every: 'Tous les' },
  weekly: { one: 'semaine', many: 'semaines', every: 'Toutes les' },
  monthly: { one: 'mois', many: 'mois', every: 'Tous les' },
  yearly: { one: 'an', many: 'ans', every: 'Tous les' },
};

/** The unit of « Répéter tous les [N] … », singular or plural. */
export function intervalUnit(recurrence: Exclude<Recurrence, 'none'>, interval: number): string {
  const unit = UNITS[recurrence];
  return interval > 1 ? unit.many : unit.one;
}

function weekdayName(iso: number): string {
  return WEEKDAYS[iso - 1]?.label.toLowerCase() ?? '';
}

/** « lundi, mercredi et vendredi ». */
function list(words: string[]): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} et ${words.at(-1)}`;
}

/** « 1er », « 2e », and « dernier » for -1: the place of a weekday in its month. */
export function positionWord(position: number): string {
  if (position < 0) return 'dernier';
  return position === 1 ? '1er' : `${position}e`;
}

/** « le 14 », « le 1er », or « le 2e mardi » / « le dernier vendredi » for a monthly rule. */
export function monthlyDayText(date: IsoDate, position: number | null): string {
  if (position !== null) return `le ${positionWord(position)} ${weekdayName(isoWeekdayOf(date))}`;
  const day = Number(date.slice(8, 10));
  return `le ${day === 1 ? '1er' : day}`;
}

/** The summary, or null for a single task. */
export function recurrenceSummary(rule: SummaryRule): string | null {
  if (rule.recurrence === 'none') return null;
  const interval = intervalOf(rule);
  const unit = UNITS[rule.recurrence];
  let text = interval > 1 ? `${unit.every} ${interval} ${unit.many}` : `${unit.every} ${unit.many}`;
  switch (rule.recurrence) {
    case 'daily': {
      const days = [...new Set(rule.recurrenceDays)].sort((a, b) => a - b);
      if (days.length > 0 && days.length < 7) text += ` le ${list(days.map(weekdayName))}`;
      break;
    }
    case 'weekly':
      text += ` le ${weekdayName(isoWeekdayOf(rule.date))}`;
      break;
    case 'monthly':
      text += ` ${monthlyDayText(rule.date, monthPositionOf(rule))}`;
      break;
    case 'yearly':
      text += ` le ${dayAndMonth(rule.date)}`;
      break;
  }
  if (rule.recurrenceCount) text += `, ${rule.recurrenceCount} fois`;
  else if (rule.recurrenceEndDate) {
    text += `, jusqu'au ${longDate(rule.recurrenceEndDate)}`;
  }
  return text + pauseText(rule);
}
