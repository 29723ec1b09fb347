/**
 * How the planning shows an item: its category's emoji and label, its kind's colour and word (the
 * legend: tasks blue, activities green; the word and icon make sure colour is never alone).
 */
import {
  ACTIVITY_CATEGORIES,
  type CategoryId,
  categoryLabel,
  TASK_CATEGORIES,
} from '#domain/categories.ts';
import { ALL_DAY_REMINDERS } from '#domain/event-span.ts';
import type { TaskKind } from '#domain/tasks.ts';

const CATEGORY_EMOJI: Record<string, string> = {
  ecole: '🏫',
  nounou: '🧸',
  periscolaire: '🎨',
  sante: '🩺',
  repas: '🍽️',
  sport: '⚽',
  musique: '🎵',
  danse: '💃',
  theatre: '🎭',
  anniversaire: '🎂',
  soiree: '🌙',
  vacances: '🏖️',
};

/** 'autres' is in both lists: a task's "Autres" is a pin, an activity's a sparkle. */
export function categoryEmoji(id: CategoryId, kind: TaskKind): string {
  return CATEGORY_EMOJI[id] ?? (kind === 'task' ? '📌' : '✨');
}

export { categoryLabel };

export function categoriesOf(kind: TaskKind) {
  return kind === 'task' ? TASK_CATEGORIES : ACTIVITY_CATEGORIES;
}

export const KIND_LABEL: Record<TaskKind, string> = { task: 'Tâche', activity: 'Activité' };

/** Tailwind classes by kind, from the `--color-task` / `--color-activity` tokens. */
export const KIND_STYLE: Record<TaskKind, { bar: string; soft: string; text: string }> = {
  task: {
    bar: 'border-l-task',
    soft: 'bg-task/10 dark:bg-task/15',
    text: 'text-blue-700 dark:text-blue-300',
  },
  activity: {
    bar: 'border-l-activity',
    soft: 'bg-activity/10 dark:bg-activity/15',
    // green-700 on the activity tint is 4.4:1, under AA for small text.
    text: 'text-green-800 dark:text-green-300',
  },
};

/** "1 heure avant" etc. for the lead-time select and the detail's reminder card. */
export function leadTimeLabel(minutes: number): string {
  // An all-day event's hour: « la veille à 18:00 » (domain/event-span.ts).
  const hour = ALL_DAY_REMINDERS.find((reminder) => reminder.minutes === minutes);
  if (hour) return hour.label.charAt(0).toLowerCase() + hour.label.slice(1);
  if (minutes === 1440) return '1 jour avant';
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} heure${hours > 1 ? 's' : ''} avant`;
  }
  return `${minutes} minutes avant`;
}

export const RECURRENCE_LABELS = {
  none: 'Aucune',
  daily: 'Tous les jours',
  weekly: 'Toutes les semaines',
  monthly: 'Tous les mois',
  yearly: 'Tous les ans',
} as const;
