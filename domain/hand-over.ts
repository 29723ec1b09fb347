/**
 * Hand-over notices (docs/product.md#notifications): when someone gives a task or activity to
 * another person's responsibility, that person is told « Claire vous a confié « Récupérer Tom »
 * (jeudi 17:30) ». Shared by the Worker (the stored text) and the tests.
 */
import { dayTitle, weekdayName } from './french.ts';
import { isRecurring, occurrenceDates, type RecurrenceRule } from './recurrence.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

/**
 * « jeudi 17:30 » within the coming week, « mardi 8 décembre, 17:00 » further off (a weekday alone
 * would be read as this week's), or the day alone without a time: as the family reads it (its zone).
 */
export function handOverWhen(date: IsoDate, time: string | null, today: IsoDate): string {
  const thisWeek = date >= today && date < addDays(today, 7);
  const day = thisWeek ? weekdayName(date) : dayTitle(date);
  if (!time) return day;
  return thisWeek ? `${day} ${time}` : `${day}, ${time}`;
}

/** What follows the author's name: « vous a confié « Récupérer Tom » (jeudi 17:30) ». */
export function handOverAction(
  taskName: string,
  date: IsoDate,
  time: string | null,
  today: IsoDate,
): string {
  return ` vous a confié « ${taskName} » (${handOverWhen(date, time, today)})`;
}

/** « Claire vous a confié « Récupérer Tom » (jeudi 17:30) ». */
export function handOverTitle(
  author: string,
  taskName: string,
  date: IsoDate,
  time: string | null,
  today: IsoDate,
): string {
  return `${author}${handOverAction(taskName, date, time, today)}`;
}

/**
 * The occurrence a notice names: a single item's own day; for a series its next day from `today`
 * (within a year), else its first day.
 */
export function handOverDate(rule: RecurrenceRule, today: IsoDate): IsoDate {
  if (!isRecurring(rule.recurrence)) return rule.date;
  const from = rule.date > today ? rule.date : today;
  return occurrenceDates(rule, from, addDays(from, 366), 1)[0] ?? rule.date;
}

/**
 * Whether a write hands the item over: it now has a responsible, who was not already responsible
 * (`before`: undefined for a creation) and is not the author's own profile (the device's).
 */
export function isHandOver(
  after: string | null,
  before: string | null | undefined,
  authorProfileId: string | undefined,
): after is string {
  return after !== null && after !== before && after !== authorProfileId;
}

/** « Accepter » / « Refuser » on a hand-over notice (docs/decisions/078-hand-over-answers.md). */
export const HAND_OVER_MESSAGES = {
  answerInvalid: 'Veuillez accepter ou refuser',
  wordTooLong: 'Un mot fait au plus 200 caractères',
  notFound: 'Ce relais n’existe pas ou a été supprimé',
  answered: 'Ce relais a déjà reçu une réponse',
  taskGone: 'Cet événement a été supprimé',
  notYours: 'Cet événement n’est plus confié à ce profil',
  accepted: 'Relais accepté',
  declined: 'Relais refusé : il revient à son auteur',
  failed: 'La réponse n’a pas pu être envoyée',
} as const;

/** At most this many characters in the word sent with an answer. */
export const HAND_OVER_WORD_MAX = 200;

/**
 * The answer as its author reads it: « Thomas a accepté « Judo » (mardi 8 décembre, 17:00) »,
 * « Thomas a refusé « Judo » (mardi 17:00) : vous en êtes de nouveau responsable » (« : personne
 * n’en est plus responsable » when the author wrote from no profile).
 */
export function handOverAnswerTitle(
  who: string,
  answer: 'accepted' | 'declined',
  taskName: string,
  when: string,
  backToAuthor: boolean,
): string {
  if (answer === 'accepted') return `${who} a accepté « ${taskName} » (${when})`;
  const back = backToAuthor
    ? 'vous en êtes de nouveau responsable'
    : 'personne n’en est plus responsable';
  return `${who} a refusé « ${taskName} » (${when}) : ${back}`;
}

/**
 * The answer as « Fil de la famille » says it, after the answerer's name: « a accepté « Judo »
 * (mardi 8 décembre, 17:00) », « a refusé « Judo » (…) » (the feed adds who has it back).
 */
export function handOverAnswerAction(
  answer: 'accepted' | 'declined',
  taskName: string,
  when: string,
): string {
  return ` a ${answer === 'accepted' ? 'accepté' : 'refusé'} « ${taskName} » (${when})`;
}
