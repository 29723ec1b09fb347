/** Recurrence of a task (docs/product.md#recurrence). */
export const RECURRENCES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/**
 * Days of a daily recurrence, stored in `tasks.recurrence_days` as ISO weekday numbers
 * (1 = lundi … 7 = dimanche, as date-fns `getISODay`), shown with their French names.
 * An empty list means every day.
 */
export const WEEKDAYS = [
  { iso: 1, label: 'Lundi', short: 'Lun' },
  { iso: 2, label: 'Mardi', short: 'Mar' },
  { iso: 3, label: 'Mercredi', short: 'Mer' },
  { iso: 4, label: 'Jeudi', short: 'Jeu' },
  { iso: 5, label: 'Vendredi', short: 'Ven' },
  { iso: 6, label: 'Samedi', short: 'Sam' },
  { iso: 7, label: 'Dimanche', short: 'Dim' },
] as const;
export type IsoWeekday = (typeof WEEKDAYS)[number]['iso'];

/** Reminder lead times offered by the task forms, in minutes (docs/product.md#tasks). */
export const REMINDER_LEAD_MINUTES = [5, 15, 30, 60, 120, 1440] as const;
export const DEFAULT_REMINDER_LEAD_MINUTES = 15;
