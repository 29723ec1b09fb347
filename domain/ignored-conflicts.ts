/**
 * « C'est voulu, ignorer »: a clash the family accepts is remembered for that pair of occurrences
 * (docs/decisions/046-ignored-conflicts.md). An occurrence is named by its id, its day and its
 * times, so moving either one (another time, another day, an occurrence split off its series) names
 * another occurrence and the clash is shown again.
 */
import { z } from 'zod';
import type { IsoDate } from './zoned-time.ts';

export const IGNORED_CONFLICT_MESSAGES = {
  occurrencesRequired: 'Choisissez les deux rendez-vous en conflit',
  occurrenceInvalid: "Ce rendez-vous n'est pas reconnu",
  sameTask: 'Les deux rendez-vous doivent être différents',
  notFound: "Ce conflit n'existe plus : la liste des alertes a changé",
  ignored: 'Conflit ignoré : il ne sera plus signalé',
  /** « Ignorer pour toute la série »: every clash of the same two stored items, now and later. */
  seriesChoice: 'Ignorer pour toute la série',
  onceChoice: 'Cette fois seulement',
  ignoredSeries: 'Conflit ignoré pour toute la série : il ne sera plus signalé',
  seriesOfCalendar: "Un calendrier suivi n'a pas de série à ignorer : ignorez ce conflit une fois",
  /** « Conflits ignorés »: a row that stands for the whole series. */
  seriesRow: 'Toute la série',
  /** The toast's undo and its answer: the pair is flagged again. */
  undo: 'Annuler',
  restored: 'Le conflit est de nouveau signalé',
  /** « Conflits ignorés » on the Alertes screen: each pair can be flagged again from there. */
  listTitle: 'Conflits ignorés',
  listHint: "Marqués « C'est voulu » : ils ne comptent plus dans les alertes.",
  flagAgain: 'Signaler de nouveau',
  flagAgainFailed: 'Impossible de signaler ce conflit de nouveau : réessayez',
} as const;

/**
 * `<taskId>[_recurring_<date>]@<date>T[<HH:mm>]-[<HH:mm>]`, or for an event of a followed calendar
 * `<calendarId>_cal_<8 hex>@…` (domain/subscribed-conflicts.ts), at most 100 characters.
 */
const OCCURRENCE_KEY =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(_recurring_\d{4}-\d{2}-\d{2}|_cal_[0-9a-f]{8})?@\d{4}-\d{2}-\d{2}T(\d{2}:\d{2})?-(\d{2}:\d{2})?$/i;

/** The key of one occurrence: what « C'est voulu » remembers of it. */
export function occurrenceKey(occurrence: {
  occurrenceId: string;
  date: IsoDate;
  time: string | null;
  endTime: string | null;
}): string {
  const { occurrenceId, date, time, endTime } = occurrence;
  return `${occurrenceId}@${date}T${time ?? ''}-${endTime ?? ''}`;
}

/**
 * `<taskId>@*`: every occurrence of one stored task, what « Ignorer pour toute la série » remembers
 * of each side. Moving one occurrence alone splits it off (another id), so it is flagged again.
 */
const SERIES_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@\*$/i;

/** The series key of an occurrence key's stored task; null for a followed calendar's event. */
export function seriesKeyOf(key: string): string | null {
  const task = taskOfKey(key);
  return task ? `${task}@*` : null;
}

/** The series key of a stored task: {@link seriesKeyOf} from its id. */
export function seriesKeyOfTask(taskId: string): string {
  return `${taskId}@*`;
}

/** Whether a stored key stands for a whole series ({@link SERIES_KEY}). */
export function isSeriesKey(key: string): boolean {
  return SERIES_KEY.test(key);
}

/** The stored task an occurrence (or series) key names; null for a followed calendar's event. */
export function taskOfKey(key: string): string | null {
  const series = SERIES_KEY.exec(key);
  if (series) return series[1] ?? null;
  const match = OCCURRENCE_KEY.exec(key);
  return match && !match[2]?.startsWith('_cal_') ? (match[1] ?? null) : null;
}

/** The day of an occurrence key (`yyyy-MM-dd`, what follows its `@`). */
export function dayOfKey(key: string): IsoDate {
  return key.slice(key.indexOf('@') + 1, key.indexOf('@') + 11) as IsoDate;
}

/** The task or the followed calendar an occurrence key names. */
function sourceOfKey(key: string): string | null {
  return OCCURRENCE_KEY.exec(key)?.[1] ?? null;
}

/** The two keys in one order, so a pair is the same whichever occurrence is named first. */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** One string for a pair of occurrences, the same both ways round. */
export function ignoredPairKey(a: string, b: string): string {
  return orderedPair(a, b).join(' ');
}

const keyField = z
  .string(IGNORED_CONFLICT_MESSAGES.occurrenceInvalid)
  .max(100, IGNORED_CONFLICT_MESSAGES.occurrenceInvalid)
  .regex(OCCURRENCE_KEY, IGNORED_CONFLICT_MESSAGES.occurrenceInvalid);

/**
 * `POST /api/spaces/:spaceId/alerts/ignored`, and `DELETE` of the same address to flag the pair
 * again: the two occurrences' keys, as the alert names them.
 */
export const ignoreConflictSchema = z
  .object({
    occurrences: z
      .tuple([keyField, keyField], IGNORED_CONFLICT_MESSAGES.occurrencesRequired)
      .refine(([a, b]) => sourceOfKey(a) !== sourceOfKey(b), IGNORED_CONFLICT_MESSAGES.sameTask),
    /** Every clash of the same two stored items, not only this pair of occurrences. */
    series: z.boolean(IGNORED_CONFLICT_MESSAGES.occurrenceInvalid).optional(),
  })
  .refine(
    ({ occurrences, series }) => !series || occurrences.every((key) => seriesKeyOf(key) !== null),
    { message: IGNORED_CONFLICT_MESSAGES.seriesOfCalendar, path: ['series'] },
  );

/** What a stored pair is made of: the two occurrences, or both series when `series`. */
export function storedPair(
  occurrences: readonly [string, string],
  series = false,
): [string, string] {
  if (!series) return [occurrences[0], occurrences[1]];
  return [
    seriesKeyOf(occurrences[0]) ?? occurrences[0],
    seriesKeyOf(occurrences[1]) ?? occurrences[1],
  ];
}

export type IgnoreConflictInput = z.input<typeof ignoreConflictSchema>;
