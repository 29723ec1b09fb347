/**
 * The sentences of grouped list-tick notices and of the family's change notices
 * (docs/product.md#notifications): « Julien a coché 5 éléments de Courses », « Claire a déplacé
 * « Judo » à 18:00 (aujourd'hui) », « Thomas a ajouté « Spectacle de Noël » pour Léa et Hugo (…) ».
 * Shared by the Worker (the stored text) and the tests.
 */
import { dayTitle, weekdayName } from './french.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

/** A member's edits to one event within this window are one feed line and one notice each. */
export const CHANGE_BURST_MS = 10 * 60 * 1000;

/** How long a list stays quiet before its ticks are told: a burst in the shop is one notice. */
export const LIST_TICK_QUIET_MS = 2 * 60 * 1000;

/**
 * « Julien a coché 5 éléments de Courses »; one item is named: « Julien a coché « Lait » dans
 * Courses » (« 1 élément » when its text is gone).
 */
export function listTicksTitle(
  author: string,
  count: number,
  listTitle: string,
  itemText?: string | null,
): string {
  if (count === 1) {
    return itemText
      ? `${author} a coché « ${itemText} » dans ${listTitle}`
      : `${author} a coché 1 élément de ${listTitle}`;
  }
  return `${author} a coché ${count} éléments de ${listTitle}`;
}

/** One notice per recipient per burst: the list, the author and the burst's last tick. */
export function listTicksDedupeKey(
  listId: string,
  userId: string,
  profileId: string | null,
  lastTickedAt: string,
): string {
  return `ticked:${listId}:${userId}:${profileId ?? ''}:${lastTickedAt}`;
}

/**
 * The day as the family says it: « aujourd'hui », « demain », « hier », the weekday within the
 * coming week (« mardi »), else the weekday and the date (« mardi 8 décembre »), so that a notice
 * about a day further off is never read as this week's.
 */
export function relativeDay(date: IsoDate, today: IsoDate): string {
  if (date === today) return "aujourd'hui";
  if (date === addDays(today, 1)) return 'demain';
  if (date === addDays(today, -1)) return 'hier';
  if (date > today && date < addDays(today, 7)) return weekdayName(date);
  return dayTitle(date);
}

/** « (mardi 17:00) » this week, « (mardi 8 décembre, 17:00) » further off; the day alone without a time. */
export function relativeWhen(date: IsoDate, time: string | null, today: IsoDate): string {
  const day = relativeDay(date, today);
  if (!time) return day;
  return date < addDays(today, 7) && date >= today ? `${day} ${time}` : `${day}, ${time}`;
}

/**
 * What follows the author's name, about the occurrence as it now is (as it was, when cancelled):
 * « a déplacé « Judo » à 18:00 (aujourd'hui) », « a changé le lieu de « Judo » (mardi 8 décembre,
 * 18:00) », « a annulé « Judo » (demain 09:00) »; a change to a series from a day on says
 * « à partir du vendredi 18 décembre ».
 */
export function changeAction(
  kind: ChangeKind,
  taskName: string,
  date: IsoDate,
  time: string | null,
  today: IsoDate,
  onward = false,
): string {
  const from = `à partir du ${dayTitle(date)}`;
  switch (kind) {
    case 'moved': {
      const at = time ? ` à ${time}` : '';
      return onward
        ? ` a déplacé « ${taskName} »${at}, ${from}`
        : ` a déplacé « ${taskName} »${at} (${relativeDay(date, today)})`;
    }
    case 'place':
      return onward
        ? ` a changé le lieu de « ${taskName} », ${from}`
        : ` a changé le lieu de « ${taskName} » (${relativeWhen(date, time, today)})`;
    case 'cancelled':
      return onward
        ? ` a annulé « ${taskName} », ${from}`
        : ` a annulé « ${taskName} » (${relativeWhen(date, time, today)})`;
  }
}

/** « Léa », « Léa et Hugo », « Léa, Hugo et Tom ». */
export function namesSentence(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

/** What follows the author's name for a new item, before whom it is for: « a ajouté « Piscine » ». */
export function addedAction(taskName: string): string {
  return ` a ajouté « ${taskName} »`;
}

/**
 * A comment as the family is told it: « a commenté « Judo » : « Je ne peux pas… » », as the text
 * around the event's name (the statement that tells it reads the name).
 */
export function commentedAction(body: string): { beforeName: string; afterName: string } {
  const excerpt = body.length > 80 ? `${body.slice(0, 79).trimEnd()}…` : body;
  return { beforeName: ' a commenté « ', afterName: ` » : « ${excerpt} »` };
}

/**
 * When a new item happens, after whom it is for: « (vendredi 18 décembre, 18:00) », or a series'
 * first day « (à partir du mercredi 2 décembre, 14:00) ».
 */
export function addedWhen(
  date: IsoDate,
  time: string | null,
  today: IsoDate,
  series: boolean,
): string {
  if (!series) return ` (${relativeWhen(date, time, today)})`;
  return ` (à partir du ${dayTitle(date)}${time ? `, ${time}` : ''})`;
}

/** « a confié « Judo » à Camille (mardi 8 décembre, 17:00) »: a hand-over as the others read it. */
export function reassignedAction(
  taskName: string,
  toNames: readonly string[],
  date: IsoDate,
  time: string | null,
  today: IsoDate,
): string {
  const to = toNames.length > 0 ? namesSentence(toNames) : 'personne';
  return ` a confié « ${taskName} » à ${to} (${relativeWhen(date, time, today)})`;
}

/**
 * A custody swap as the family is told it, before whose home and when: « a échangé la garde : »,
 * or « a annulé l’échange de garde : » when it is taken back.
 */
export function swapVerb(cancelled: boolean): string {
  return cancelled ? ' a annulé l’échange de garde : ' : ' a échangé la garde : ';
}

/**
 * The swapped days after « Léa chez Camille »: « (samedi) », « (samedi 19 décembre) », or a run
 * « (vendredi 18 décembre – dimanche 20 décembre) »; the date is said whenever a day is not within
 * the coming week.
 */
export function swapDays(firstDay: IsoDate, lastDay: IsoDate, today: IsoDate): string {
  const first = relativeDay(firstDay, today);
  return firstDay === lastDay ? ` (${first})` : ` (${first} – ${relativeDay(lastDay, today)})`;
}

export type ChangeKind = 'moved' | 'place' | 'cancelled';

/**
 * The line under a change notice's sentence: the new place (« Lieu : Gymnase », or « Sans lieu »
 * when it was taken off), the place of a moved item, nothing for a cancellation.
 */
export function changePlace(kind: ChangeKind, location: string | null): string | null {
  if (kind === 'cancelled') return null;
  if (location) return `Lieu : ${location}`;
  return kind === 'place' ? 'Sans lieu' : null;
}
