/**
 * What other features may use of the planning, and nothing more: the dashboard's « Aujourd'hui » and
 * « Demain » read both days through the planning's own query (one cache entry, one invalidation) and
 * show them with the planning's rows, custody and holidays, dated in the space's zone. The "Alertes" dialogs
 * assign tasks through the planning's own write (every task query refreshed), saying what they
 * showed of a single task as the planning's own forms do. « À propos » dates the
 * school calendar's last refresh from the planning's own query of it. Réglages' « Garde » writes the
 * custody patterns the planning draws, through the planning's own query of them. Any other import of
 * planning/ from outside is refused by the linter (biome.json).
 */
export {
  custodyQueryOptions,
  useAddCustody,
  useAddSwap,
  useDeleteCustody,
  useDeleteSwap,
  useEditCustody,
} from './api/custody.ts';
export { useSchoolCalendar } from './api/get-school-holidays.ts';
export { useUpdateTask } from './api/write-task.ts';
export { FamilyDays, NextHandover } from './components/family-days.tsx';
export { PeoplePicker } from './components/people-picker.tsx';
export { EVERYONE } from './components/person-filter.tsx';
export { todayIn } from './lib/dates.ts';
export { shownAlertTask } from './lib/shown-task.ts';
