/**
 * The sentences of grouped list-tick notices and of change notices (docs/product.md#notifications):
 * « Julien a coché 5 éléments de Courses », « Claire a déplacé « Judo » à 18:00 (aujourd'hui) ».
 * Shared by the Worker (the stored text) and the tests.
 */
import { dayTitle } from './french.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

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

/** « aujourd'hui », « demain », else « jeudi 3 décembre »: the day as the family says it. */
export function relativeDay(date: IsoDate, today: IsoDate): string {
  if (date === today) return "aujourd'hui";
  if (date === addDays(today, 1)) return 'demain';
  if (date === addDays(today, -1)) return 'hier';
  return dayTitle(date);
}

/**
 * What follows the author's name, about the occurrence as it now is (as it was, when cancelled):
 * « a déplacé « Judo » à 18:00 (aujourd'hui) », « a changé le lieu de « Judo » (aujourd'hui
 * 18:00) », « a annulé « Judo » (demain 09:00) ».
 */
export function changeAction(
  kind: ChangeKind,
  taskName: string,
  date: IsoDate,
  time: string | null,
  today: IsoDate,
): string {
  const day = relativeDay(date, today);
  switch (kind) {
    case 'moved':
      return time
        ? ` a déplacé « ${taskName} » à ${time} (${day})`
        : ` a déplacé « ${taskName} » (${day})`;
    case 'place':
      return ` a changé le lieu de « ${taskName} » (${time ? `${day} ${time}` : day})`;
    case 'cancelled':
      return ` a annulé « ${taskName} » (${time ? `${day} ${time}` : day})`;
  }
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
