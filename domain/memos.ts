/**
 * Memos: the dashboard's "To Do List" of the selected profile, and list reminders (a memo with a
 * `listId`). Rules and French texts shared by the Worker and the SPA (docs/product.md#memos).
 *
 * The reminder rule (docs/product.md#reminders): a memo reminds its author once, at its date and time
 * read in the space's time zone, and only when both are set. A date without a time is a to-do for that
 * day and never reminds (the reminder matches a time of day, and nothing says which one); a time
 * without a date is refused, so that no reminder is silently dropped.
 */
import { clientIdField } from './client-ids.ts';
import { isUuid } from './ids.ts';
import { isCalendarDate } from './recurrence.ts';
import { safeText, trimText, z } from './validation.ts';
import { type IsoDate, zonedDateTimeToInstant } from './zoned-time.ts';

export const MEMO_MAX_LENGTH = 500;
/** The most memos one profile's To Do List may hold, list reminders included. */
export const MAX_MEMOS_PER_PROFILE = 500;

export const MEMO_MESSAGES = {
  textRequired: 'Le texte du mémo est requis',
  textTooLong: `Le mémo ne doit pas dépasser ${MEMO_MAX_LENGTH} caractères`,
  dateInvalid: 'Date invalide (format attendu : AAAA-MM-JJ)',
  dateInPast: "La date du rappel ne peut pas être antérieure à aujourd'hui",
  timeInvalid: "L'heure doit être au format HH:mm",
  dateRequiredForTime: 'Veuillez sélectionner une date pour ce rappel',
  profileRequired: 'Aucun profil sélectionné',
  profileInvalid: 'Profil invalide',
  profileNotFound: "Ce profil n'existe pas ou n'appartient pas à cet espace",
  listInvalid: 'Liste invalide',
  listNotFound: 'Liste non trouvée',
  notFound: 'Mémo introuvable',
  tooManyMemos: `Ce profil a atteint la limite de ${MAX_MEMOS_PER_PROFILE} mémos`,
  doneInvalid: 'Indiquez si le mémo est fait',
} as const;

export { MEMO_TOASTS } from './memo-texts.ts';

/** The notification a due memo creates for its author (docs/product.md#reminders). */
export const MEMO_REMINDER = {
  title: 'Rappel To Do List',
  description: (text: string) => `Il est temps de : ${text}`,
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '' and null (an emptied input) mean "no value": null; absent stays undefined (a PATCH leaves it). */
const emptyToNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const textField = safeText(
  z
    .string(MEMO_MESSAGES.textRequired)
    .overwrite(trimText)
    .min(1, MEMO_MESSAGES.textRequired)
    .max(MEMO_MAX_LENGTH, MEMO_MESSAGES.textTooLong),
  { multiline: true },
);

const dateField = z.preprocess(
  emptyToNull,
  z.string(MEMO_MESSAGES.dateInvalid).refine(isCalendarDate, MEMO_MESSAGES.dateInvalid).nullable(),
);

const timeField = z.preprocess(
  emptyToNull,
  z.string(MEMO_MESSAGES.timeInvalid).regex(TIME_PATTERN, MEMO_MESSAGES.timeInvalid).nullable(),
);

/** A row id; `missing` when absent, `invalid` when not a UUID. */
const uuidField = (missing: string, invalid: string) =>
  z
    .string(missing)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, invalid);

const listIdField = z.preprocess(
  emptyToNull,
  uuidField(MEMO_MESSAGES.listInvalid, MEMO_MESSAGES.listInvalid).nullable(),
);

/** French messages by field for the rules involving today (the family's date) or several fields. */
export function memoRuleErrors(
  values: { date: IsoDate | null; time: string | null },
  today: IsoDate,
  previousDate?: IsoDate | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  // Keeping a date that has passed is allowed: a memo of yesterday can still be reworded.
  if (values.date && values.date !== previousDate && values.date < today) {
    errors.date = MEMO_MESSAGES.dateInPast;
  }
  if (values.time && !values.date) errors.date = MEMO_MESSAGES.dateRequiredForTime;
  return errors;
}

/** `POST /api/spaces/:spaceId/memos`: on the To Do List of `profileId`, about `listId` if set. */
export const memoCreateSchema = z.object({
  id: clientIdField,
  profileId: uuidField(MEMO_MESSAGES.profileRequired, MEMO_MESSAGES.profileInvalid),
  text: textField,
  date: dateField.optional(),
  time: timeField.optional(),
  listId: listIdField.optional(),
});

export type MemoCreateInput = z.input<typeof memoCreateSchema>;
export type MemoCreateValues = z.output<typeof memoCreateSchema>;

/** `PATCH /api/spaces/:spaceId/memos/:memoId`: only the fields sent change; null or '' clears one. */
export const memoUpdateSchema = z.object({
  text: textField.optional(),
  date: dateField.optional(),
  time: timeField.optional(),
  listId: listIdField.optional(),
});

export type MemoUpdateInput = z.input<typeof memoUpdateSchema>;
export type MemoUpdateValues = z.output<typeof memoUpdateSchema>;

/**
 * `PUT /api/spaces/:spaceId/memos/:memoId/done`: ticked « fait » on the To Do List, or unticked. A
 * memo done no longer reminds; unticked, it reminds again if its moment is still ahead.
 */
export const memoDoneSchema = z.object({ done: z.boolean(MEMO_MESSAGES.doneInvalid) });

export type MemoDoneInput = z.input<typeof memoDoneSchema>;

/** The add and edit forms: text, date and time, with the rules that involve the family's today. */
export function memoFormSchema(today: IsoDate, previousDate?: IsoDate | null) {
  return z
    .object({ text: textField, date: dateField.optional(), time: timeField.optional() })
    .superRefine((values, context) => {
      const errors = memoRuleErrors(
        { date: values.date ?? null, time: values.time ?? null },
        today,
        previousDate,
      );
      for (const [path, message] of Object.entries(errors)) {
        context.addIssue({ code: 'custom', message, path: [path] });
      }
    });
}

export type MemoFormInput = z.input<ReturnType<typeof memoFormSchema>>;

/** `GET /api/spaces/:spaceId/memos?profileId=&listId=`: a profile's memos, a list's reminders, or both. */
export const memoQuerySchema = z
  .object({
    profileId: uuidField(MEMO_MESSAGES.profileInvalid, MEMO_MESSAGES.profileInvalid).optional(),
    listId: uuidField(MEMO_MESSAGES.listInvalid, MEMO_MESSAGES.listInvalid).optional(),
  })
  .refine((query) => query.profileId !== undefined || query.listId !== undefined, {
    path: ['profileId'],
    message: MEMO_MESSAGES.profileRequired,
  });

/**
 * The UTC instant at which a memo reminds, or null: without a date and a time, or when that moment
 * is not after `now` (a reminder is never sent late, e.g. "today 08:00" written at 10:00).
 */
export function memoDueAt(
  memo: { date: IsoDate | null; time: string | null },
  timeZone: string,
  now: Date,
): string | null {
  if (!memo.date || !memo.time) return null;
  const at = zonedDateTimeToInstant(memo.date, memo.time, timeZone);
  return at.getTime() > now.getTime() ? at.toISOString() : null;
}

/** A memo as the API answers it. */
export interface MemoItem {
  id: string;
  spaceId: string;
  profileId: string;
  /** The author, who receives the reminder. */
  userId: string | null;
  listId: string | null;
  /** The list's title, for a list reminder. */
  listTitle: string | null;
  text: string;
  date: IsoDate | null;
  time: string | null;
  /** When the reminder is due (UTC), null without one. */
  dueAt: string | null;
  /** When the reminder was sent. */
  notifiedAt: string | null;
  /** When it was ticked « fait »; null while still to do. */
  doneAt: string | null;
  createdAt: string;
  updatedAt: string;
}
