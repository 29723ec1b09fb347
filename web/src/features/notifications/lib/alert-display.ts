/** How the alerts name their items: "Sortie scolaire · École · demain à 08:30". */
import { categoryLabel } from '#domain/categories.ts';
import type { AlertItemView } from '../api/get-alerts.ts';
import { capitalize, dayLabel } from './time.ts';

export const KIND_WORD = { task: 'Tâche', activity: 'Activité' } as const;

export function timeRange(item: Pick<AlertItemView, 'time' | 'endTime'>): string {
  if (!item.time) return '';
  return item.endTime ? `${item.time} – ${item.endTime}` : item.time;
}

/** "Demain à 08:30", "Samedi 21 novembre, 10:00 – 11:00". */
export function whenLabel(item: Pick<AlertItemView, 'date' | 'time' | 'endTime'>, today: string) {
  const day = capitalize(dayLabel(item.date, today));
  if (!item.time) return day;
  return item.endTime ? `${day}, ${timeRange(item)}` : `${day} à ${item.time}`;
}

export function categoryOf(item: AlertItemView): string {
  if (item.calendar) return `Calendrier suivi · ${item.calendar}`;
  return `${KIND_WORD[item.kind]} · ${categoryLabel(item.type)}`;
}

/** "Se répète : 4 fois dans les 30 prochains jours" for a series, else nothing. */
export function repeatsLabel(item: AlertItemView, dates: readonly string[]): string | null {
  if (!item.isRecurring) return null;
  return dates.length > 1
    ? `Se répète : ${dates.length} fois dans les 30 prochains jours`
    : 'Fait partie d’une série récurrente';
}
