/**
 * The constants and plain helpers of tasks that the planning's first paint needs, without zod
 * (docs/decisions/021-planning-first-visit.md); `tasks.ts` re-exports them beside its schemas.
 */
import { type CategoryId, isTaskCategory } from './categories.ts';

export type TaskKind = 'task' | 'activity';

/** Earliest selectable date (docs/product.md#validation-limits). */
export const MIN_TASK_DATE = '1900-01-01';

/** At most this many occurrences in one range response; beyond, `truncated: true`. */
export const MAX_RANGE_OCCURRENCES = 3000;

export function kindOfType(type: CategoryId): TaskKind {
  return isTaskCategory(type) ? 'task' : 'activity';
}

/** The « Fait » ticks' texts (task-completions.ts). */
export const COMPLETION_TEXTS = {
  done: 'Fait',
  markDone: 'Marquer comme fait',
  markUndone: 'Marquer comme à faire',
  markedDone: 'Marqué comme fait',
  markedUndone: 'Remis à faire',
  undo: 'Annuler',
  failed: 'Impossible de mettre à jour',
  doneInvalid: 'Valeur invalide pour « fait »',
  dateInvalid: 'Date d’occurrence invalide',
  profileInvalid: 'Profil invalide',
  notOnThatDay: 'Cette occurrence n’existe pas',
  /** A tick on a day still to come asks first: a tap made on the wrong day is a false « fait ». */
  aheadTitle: 'Marquer comme fait en avance ?',
  aheadConfirm: 'Marquer comme fait',
  aheadCancel: 'Pas encore',
} as const;

/** « « Récupérer Léa » est prévu vendredi 4 décembre : la famille sera prévenue qu'il est fait. » */
export function doneAheadDescription(name: string, day: string): string {
  return `« ${name} » est prévu ${day}. La famille sera prévenue qu’il est fait dès maintenant.`;
}

/** "3/5 faits" in the week summary: how many occurrences are done out of all. */
export function doneCount(items: readonly { done: boolean }[]): { done: number; total: number } {
  return { done: items.filter((item) => item.done).length, total: items.length };
}
