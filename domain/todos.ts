/**
 * Shared to-dos (docs/decisions/082-shared-to-dos.md): an item of a « Tâches » list may be for one
 * or several family profiles (« Thomas »), due on a day (optionally at a time) and remind at an
 * instant before that moment. Rules and French texts shared by the Worker and the SPA.
 *
 * The due day, time and reminder are one value (`dueDate`, `dueTime`, `reminder`): a change sends
 * the three together, a field left out being none, so the rules between them are checked on the
 * request alone (one round trip: nothing stored has to be read first).
 */
import { isUuid } from './ids.ts';
import { isCalendarDate } from './recurrence.ts';
import { z } from './validation.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from './zoned-time.ts';

/** A to-do is for a few people; the bound keeps a request's parameters far under D1's 100. */
export const MAX_ASSIGNEES = 12;

/** The most to-dos one planning range answers: far above a family's week. */
export const MAX_RANGE_TODOS = 500;

/** A due to-do as the planning range answers it (`todos`), shown on its day with a link to its list. */
export interface RangeTodo {
  id: string;
  listId: string;
  listTitle: string;
  text: string;
  dueDate: IsoDate;
  dueTime: string | null;
  assigneeIds: string[];
}

export const TODO_MESSAGES = {
  assigneesInvalid: 'Personnes invalides',
  tooManyAssignees: `Une tâche est pour ${MAX_ASSIGNEES} personnes au plus`,
  assigneeUnknown: "Cette personne n'existe pas ou n'appartient pas à cet espace",
  dueDateInvalid: "Date d'échéance invalide (format attendu : AAAA-MM-JJ)",
  dueTimeInvalid: "L'heure doit être au format HH:mm",
  dueDateRequiredForTime: "Choisissez un jour d'échéance pour cette heure",
  reminderInvalid: 'Rappel invalide (format attendu : AAAA-MM-JJTHH:mm)',
  reminderNeedsDueDate: 'Un rappel demande un jour d’échéance',
  reminderAfterDue: "Le rappel doit précéder l'échéance",
  reminderInPast: "Le rappel ne peut pas être antérieur à aujourd'hui",
  notATodoList: 'Seule une liste de tâches accepte des personnes, une échéance ou un rappel',
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const REMINDER_PATTERN = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;

/** '' and null (an emptied input) are no value. */
const emptyToNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const dueDateField = z.preprocess(
  emptyToNull,
  z
    .string(TODO_MESSAGES.dueDateInvalid)
    .refine(isCalendarDate, TODO_MESSAGES.dueDateInvalid)
    .nullable()
    .optional(),
);

const dueTimeField = z.preprocess(
  emptyToNull,
  z
    .string(TODO_MESSAGES.dueTimeInvalid)
    .regex(TIME_PATTERN, TODO_MESSAGES.dueTimeInvalid)
    .nullable()
    .optional(),
);

/** `yyyy-MM-ddTHH:mm` in the space's zone, as `<input type="datetime-local">` gives it. */
const reminderField = z.preprocess(
  emptyToNull,
  z
    .string(TODO_MESSAGES.reminderInvalid)
    .refine(
      (value) => REMINDER_PATTERN.test(value) && isCalendarDate(value.slice(0, 10)),
      TODO_MESSAGES.reminderInvalid,
    )
    .nullable()
    .optional(),
);

/** Profile ids, each once, in lower case; an empty list is nobody. */
const assigneeIdsField = z
  .array(
    z
      .string(TODO_MESSAGES.assigneesInvalid)
      .transform((value) => value.toLowerCase())
      .refine(isUuid, TODO_MESSAGES.assigneesInvalid),
    TODO_MESSAGES.assigneesInvalid,
  )
  .max(MAX_ASSIGNEES, TODO_MESSAGES.tooManyAssignees)
  .transform((ids) => [...new Set(ids)])
  .optional();

/** The to-do fields of an item's create or change (see the module's comment). */
export const todoFields = {
  assigneeIds: assigneeIdsField,
  dueDate: dueDateField,
  dueTime: dueTimeField,
  reminder: reminderField,
};

/** The due value of a request: the three fields, absent ones none. */
export interface TodoDue {
  dueDate: IsoDate | null;
  dueTime: string | null;
  reminder: string | null;
}

/** Whether the request says anything of the due value (else a change leaves it). */
export function sendsDue(input: {
  dueDate?: string | null | undefined;
  dueTime?: string | null | undefined;
  reminder?: string | null | undefined;
}): boolean {
  return input.dueDate !== undefined || input.dueTime !== undefined || input.reminder !== undefined;
}

export function dueOf(input: {
  dueDate?: string | null | undefined;
  dueTime?: string | null | undefined;
  reminder?: string | null | undefined;
}): TodoDue {
  return {
    dueDate: input.dueDate ?? null,
    dueTime: input.dueTime ?? null,
    reminder: input.reminder ?? null,
  };
}

/** Whether the request gives the item anything only a to-do has. */
export function hasTodoFields(input: {
  assigneeIds?: readonly string[] | undefined;
  dueDate?: string | null | undefined;
  dueTime?: string | null | undefined;
  reminder?: string | null | undefined;
}): boolean {
  const due = dueOf(input);
  return (
    (input.assigneeIds?.length ?? 0) > 0 ||
    due.dueDate !== null ||
    due.dueTime !== null ||
    due.reminder !== null
  );
}

/**
 * The due moment as a wall-clock string comparable with a reminder: its time, else the end of its
 * day (a to-do « avant le 15 » may be done all the 15th).
 */
export function dueMoment(due: { dueDate: IsoDate; dueTime: string | null }): string {
  return `${due.dueDate}T${due.dueTime ?? '23:59'}`;
}

/**
 * French messages by field for the rules between the due fields and today (the family's date). A
 * reminder kept as it was is not refused for having passed (the to-do can still be reworded).
 */
export function todoRuleErrors(
  due: TodoDue,
  today: IsoDate,
  previousReminder?: string | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (due.dueTime && !due.dueDate) errors.dueDate = TODO_MESSAGES.dueDateRequiredForTime;
  if (!due.reminder) return errors;
  if (!due.dueDate) errors.reminder = TODO_MESSAGES.reminderNeedsDueDate;
  else if (due.reminder > dueMoment({ dueDate: due.dueDate, dueTime: due.dueTime })) {
    errors.reminder = TODO_MESSAGES.reminderAfterDue;
  } else if (due.reminder !== previousReminder && due.reminder.slice(0, 10) < today) {
    errors.reminder = TODO_MESSAGES.reminderInPast;
  }
  return errors;
}

/** The reminder's instant in UTC, read in the space's zone; null without a reminder. */
export function reminderInstant(reminder: string | null, timeZone: string): string | null {
  if (!reminder) return null;
  return zonedDateTimeToInstant(reminder.slice(0, 10), reminder.slice(11), timeZone).toISOString();
}

/** A to-do not done whose due moment is past, read on the family's wall clock (`yyyy-MM-ddTHH:mm`). */
export function isOverdue(
  item: { completed: boolean; dueDate?: IsoDate | null; dueTime?: string | null },
  wallClockNow: string,
): boolean {
  if (item.completed || !item.dueDate) return false;
  return dueMoment({ dueDate: item.dueDate, dueTime: item.dueTime ?? null }) < wallClockNow;
}

const SHORT_DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * When a to-do is due, in a few words for its row: « aujourd'hui », « demain à 18:00 »,
 * « avant le mar. 15 déc. ».
 */
export function dueWords(
  due: { dueDate: IsoDate; dueTime?: string | null },
  today: IsoDate,
): string {
  const at = due.dueTime ? ` à ${due.dueTime}` : '';
  if (due.dueDate === today) return `aujourd'hui${at}`;
  if (due.dueDate === addDays(today, 1)) return `demain${at}`;
  const day = SHORT_DAY.format(new Date(`${due.dueDate}T00:00:00Z`)).replace(
    /^(\S+) 1 /,
    '$1 1er ',
  );
  return `avant le ${day}${at}`;
}

/** The one line under a to-do: « Thomas · avant le mar. 15 déc. »; empty for a plain item. */
export function todoLine(names: readonly string[], due: string | null): string {
  return [names.join(', '), due ?? ''].filter(Boolean).join(' · ');
}
