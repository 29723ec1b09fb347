/**
 * Tasks and activities: the forms' rules with their French messages (docs/product.md#tasks), the API's
 * inputs built from the same fields, and the item the API answers. Shared by the Worker and the SPA.
 *
 * The forms and the API take the same field names, so a form's parsed values are the request body:
 * `responsable` and `enfant` (the forms' words) carry a profile id, a profile name (matched without
 * regard to case within the space), or 'none'.
 */
import {
  ACTIVITY_CATEGORIES,
  CATEGORY_IDS,
  type CategoryId,
  isCategoryId,
  TASK_CATEGORIES,
} from './categories.ts';
import { clientIdField } from './client-ids.ts';
import {
  ALL_DAY_REMINDER_MINUTES,
  daysBetween,
  type EventSpan,
  MAX_SPAN_DAYS,
  remindable,
  reminderInstant,
  SPAN_MESSAGES,
  spanOverlapsNext,
} from './event-span.ts';
import { isUuid } from './ids.ts';
import {
  isCalendarDate,
  isRecurring,
  MAX_RECURRENCE_COUNT,
  MAX_RECURRENCE_INTERVAL,
  MONTH_POSITIONS,
  type MonthPosition,
  occurrenceDates,
} from './recurrence.ts';
import type { PauseRule } from './series-pause.ts';
import { kindOfType, MIN_TASK_DATE, type TaskKind } from './task-constants.ts';
import {
  DEFAULT_REMINDER_LEAD_MINUTES,
  type IsoWeekday,
  RECURRENCES,
  REMINDER_LEAD_MINUTES,
  type Recurrence,
} from './task-options.ts';
import { MAX_PEOPLE_PER_ROLE, type TaskPerson } from './task-people.ts';
import { safeText, trimText, z } from './validation.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

export {
  kindOfType,
  MAX_RANGE_OCCURRENCES,
  MIN_TASK_DATE,
  type TaskKind,
} from './task-constants.ts';
export const TASK_NAME_MAX_LENGTH = 200;
export const TASK_LOCATION_MAX_LENGTH = 200;
export const TASK_TEXT_MAX_LENGTH = 5000;
export const MEMO_TEXT_MAX_LENGTH = 500;
/** The widest window `GET /tasks?from&to` expands: two months and a bit, enough for any month view. */
export const MAX_RANGE_DAYS = 62;
/** The most tasks and activities one space may hold (a series counts once). */
export const MAX_TASKS_PER_SPACE = 5000;
/** The value of the responsable and enfant selects that means nobody. */
export const NO_PROFILE = 'none';

export const TASK_MESSAGES = {
  taskNameRequired: 'Le nom de la tâche est requis',
  activityNameRequired: "Le titre de l'activité est requis",
  nameTooLong: `Le nom ne doit pas dépasser ${TASK_NAME_MAX_LENGTH} caractères`,
  dateRequired: 'Veuillez sélectionner une date',
  dateTooEarly: 'La date ne peut pas être antérieure au 01/01/1900',
  timeRequired: "L'heure est requise",
  timeInvalid: "L'heure doit être au format HH:mm",
  endTimeInvalid: "L'heure de fin doit être au format HH:mm",
  endTimeBeforeStart: "L'heure de fin doit être après l'heure de début",
  taskTypeRequired: 'Veuillez sélectionner un type de tâche',
  activityTypeRequired: "Veuillez sélectionner un type d'activité",
  recurrenceInvalid: 'Récurrence invalide',
  recurrenceDaysInvalid: 'Jours de récurrence invalides',
  recurrenceEndDateInvalid: 'Date de fin invalide',
  recurrenceEndDateNotAfterToday: "La date de fin doit être postérieure à aujourd'hui",
  recurrenceEndDateBeforeStart: 'La date de fin doit être postérieure à la date de début',
  recurrenceIntervalInvalid: `Choisissez un intervalle entre 1 et ${MAX_RECURRENCE_INTERVAL}`,
  recurrenceMonthPositionInvalid: 'Position dans le mois invalide',
  recurrenceCountInvalid: `Choisissez un nombre de fois entre 1 et ${MAX_RECURRENCE_COUNT}`,
  recurrenceCountTooFar: "La série n'atteint pas ce nombre de fois avant l'an 10000",
  locationTooLong: `Le lieu ne doit pas dépasser ${TASK_LOCATION_MAX_LENGTH} caractères`,
  textTooLong: `Le texte ne doit pas dépasser ${TASK_TEXT_MAX_LENGTH} caractères`,
  leadTimeInvalid: 'Délai de rappel invalide',
  childRequired: 'Veuillez sélectionner un enfant',
  authorProfileInvalid: 'Profil invalide',
  responsableUnknown: "Ce responsable ne fait pas partie de l'espace famille",
  responsableNotAdult:
    'Le responsable doit être un parent, un grand-parent ou un autre adulte de la famille',
  enfantUnknown: "Cet enfant ne fait pas partie de l'espace famille",
  enfantNotChild: "L'enfant concerné doit être un profil enfant de la famille",
  tooManyPeople: `Choisissez au plus ${MAX_PEOPLE_PER_ROLE} personnes`,
  scopeInvalid: 'Choisissez : cette occurrence, les suivantes ou toute la série',
  instanceDateRequired: "La date de l'occurrence est requise",
  notAnOccurrence: "Cette date n'est pas une occurrence de la série",
  occurrenceAlreadyExcluded: 'Cette occurrence est déjà exclue de la série.',
  /** Two edits of one occurrence at once (or one from a stale screen): the first one won. */
  occurrenceAlreadyModified: 'Cette occurrence a déjà été modifiée',
  tooManyTasks: `Cet espace famille a atteint la limite de ${MAX_TASKS_PER_SPACE} tâches et activités`,
  taskNotFound: 'Tâche introuvable',
  memoNotFound: 'Mémo introuvable',
  memoTextRequired: 'Le texte du mémo est requis',
  memoTextTooLong: `Le mémo ne doit pas dépasser ${MEMO_TEXT_MAX_LENGTH} caractères`,
  memoTimeInvalid: "L'heure du mémo doit être au format HH:mm",
  rangeFromRequired: 'La date de début est requise',
  rangeToRequired: 'La date de fin est requise',
  rangeDateInvalid: 'Date invalide (format attendu : AAAA-MM-JJ)',
  rangeOrder: 'La date de début doit précéder la date de fin',
  rangeTooLong: `La période demandée ne doit pas dépasser ${MAX_RANGE_DAYS} jours`,
  profileInvalid: 'Profil invalide',
  shownTaskInvalid: 'La tâche affichée est illisible : rechargez la page',
} as const;

/** The write toasts (docs/product.md#tasks), sent back with each write so the SPA shows the same words. */
export const TASK_TOASTS = {
  created: { task: 'Tâche créée', activity: 'Activité créée' },
  updated: { task: 'Tâche modifiée', activity: 'Activité modifiée' },
  updatedDescription: 'Les modifications ont été sauvegardées.',
  deleted: { task: 'Tâche supprimée', activity: 'Activité supprimée' },
  seriesDeletedDescription: 'Toute la série récurrente a été supprimée.',
  occurrenceDeleted: 'Occurrence supprimée',
  occurrenceDeletedDescription: 'Seule cette occurrence a été supprimée.',
  followingDeletedDescription: 'Cette occurrence et les suivantes ont été supprimées.',
  memoAdded: 'Mémo ajouté',
  memoAddedDescription: 'Votre rappel a été enregistré avec succès.',
  memoDeleted: 'Mémo supprimé',
  memoDeletedDescription: 'Le rappel a été supprimé.',
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
// --- field schemas -------------------------------------------------------------------------------

/** '' and null (an emptied input) mean "no value": null; absent stays undefined (a PATCH leaves it). */
const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

function optionalText(max: number, message: string, options: { multiline?: boolean } = {}) {
  return z.preprocess(
    emptyToNull,
    safeText(z.string().trim().max(max, message), options).nullable().optional(),
  );
}

const dateField = z
  .string(TASK_MESSAGES.dateRequired)
  .refine(isCalendarDate, TASK_MESSAGES.dateRequired)
  .refine((date) => date >= MIN_TASK_DATE, TASK_MESSAGES.dateTooEarly);

const timeField = z
  .string(TASK_MESSAGES.timeRequired)
  .min(1, TASK_MESSAGES.timeRequired)
  .regex(TIME_PATTERN, TASK_MESSAGES.timeInvalid);

/** The start time: required unless the event is all day (see {@link timeRequiredUnlessAllDay}). */
const startTimeField = z.preprocess(emptyToNull, timeField.nullable().optional());

const endTimeField = z.preprocess(
  emptyToNull,
  z.string().regex(TIME_PATTERN, TASK_MESSAGES.endTimeInvalid).nullable().optional(),
);

const recurrenceField = z.preprocess(
  (value) => (value === null || value === '' ? 'none' : value),
  z.enum(RECURRENCES, TASK_MESSAGES.recurrenceInvalid),
);

const recurrenceDaysField = z
  .array(z.number().int().min(1).max(7), TASK_MESSAGES.recurrenceDaysInvalid)
  .max(7, TASK_MESSAGES.recurrenceDaysInvalid)
  // Stored sorted and without duplicates.
  .transform((days) => [...new Set(days)].sort((a, b) => a - b) as IsoWeekday[]);

const recurrenceEndDateField = z.preprocess(
  emptyToNull,
  z.string().refine(isCalendarDate, TASK_MESSAGES.recurrenceEndDateInvalid).nullable().optional(),
);

// Richer recurrence (domain/recurrence.ts). The forms' inputs send text: numeric text reads as a number.
const numericText = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

const recurrenceIntervalField = z.preprocess(
  (value) => (value === null || emptyToNull(value) === null ? 1 : numericText(value)),
  z
    .number(TASK_MESSAGES.recurrenceIntervalInvalid)
    .int(TASK_MESSAGES.recurrenceIntervalInvalid)
    .min(1, TASK_MESSAGES.recurrenceIntervalInvalid)
    .max(MAX_RECURRENCE_INTERVAL, TASK_MESSAGES.recurrenceIntervalInvalid)
    .optional(),
);

/** 1–4 or -1 (last) for monthly by weekday; null (or '') by day of month. */
const recurrenceMonthPositionField = z.preprocess(
  (value) => numericText(emptyToNull(value)),
  z
    .number(TASK_MESSAGES.recurrenceMonthPositionInvalid)
    .refine(
      (position) => (MONTH_POSITIONS as readonly number[]).includes(position),
      TASK_MESSAGES.recurrenceMonthPositionInvalid,
    )
    .transform((position) => position as MonthPosition)
    .nullable()
    .optional(),
);

/** « Après N fois »: N; null (or '') for an end on a date or none. */
const recurrenceCountField = z.preprocess(
  (value) => numericText(emptyToNull(value)),
  z
    .number(TASK_MESSAGES.recurrenceCountInvalid)
    .int(TASK_MESSAGES.recurrenceCountInvalid)
    .min(1, TASK_MESSAGES.recurrenceCountInvalid)
    .max(MAX_RECURRENCE_COUNT, TASK_MESSAGES.recurrenceCountInvalid)
    .nullable()
    .optional(),
);

/** A profile id, a name, or 'none' / '' / null for nobody (stored as null). */
const personField = z.preprocess(
  (value) => (value === null || emptyToNull(value) === null ? NO_PROFILE : value),
  safeText(z.string().trim().max(TASK_NAME_MAX_LENGTH)).optional(),
);

/**
 * Several people of one role (`responsables`, `enfants`), each an id or a name; an empty list is
 * nobody. Beside them, `responsable` and `enfant` (one person) are still read for one release
 * (docs/decisions/042-several-people-per-event.md); a list, when sent, is what counts.
 */
const peopleField = z
  .array(safeText(z.string().trim().min(1).max(TASK_NAME_MAX_LENGTH)))
  .max(MAX_PEOPLE_PER_ROLE, TASK_MESSAGES.tooManyPeople)
  .optional();

/**
 * The profile selected on the author's device: who hands a task over (« Claire vous a confié … »), and
 * whose own profile gets no notice (docs/product.md#notifications). Not stored.
 */
const authorProfileField = z
  .string(TASK_MESSAGES.authorProfileInvalid)
  .transform((value) => value.toLowerCase())
  .refine(isUuid, TASK_MESSAGES.authorProfileInvalid)
  .optional();

/** Profiles by id, as a page read them with a task. */
const profileIdsField = z
  .array(
    z
      .string(TASK_MESSAGES.profileInvalid)
      .transform((value) => value.toLowerCase())
      .refine(isUuid, TASK_MESSAGES.profileInvalid),
  )
  .max(MAX_PEOPLE_PER_ROLE, TASK_MESSAGES.tooManyPeople);

/**
 * Lead time in minutes; the forms' selects send text, so numeric text is read as a number. An
 * all-day event's hours (domain/event-span.ts) are accepted here; which list applies is a rule.
 */
const leadTimeField = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
  z
    .number(TASK_MESSAGES.leadTimeInvalid)
    .refine(
      (minutes) =>
        (REMINDER_LEAD_MINUTES as readonly number[]).includes(minutes) ||
        ALL_DAY_REMINDER_MINUTES.includes(minutes),
      TASK_MESSAGES.leadTimeInvalid,
    ),
);

// --- all-day and multi-day events (domain/event-span.ts) ---
const allDayField = z.boolean();
/** « Jusqu'au »: the last day of a multi-day event; '' or null for an event of one day. */
const endDateField = z.preprocess(
  emptyToNull,
  z.string().refine(isCalendarDate, SPAN_MESSAGES.endDateInvalid).nullable().optional(),
);

/**
 * The single task as a page showed it (its day, time, place and people): the edit form's save, a
 * save of some fields only and a delete tell the family what they changed from it in their own
 * batch, and are written in that batch only while the stored task is still what the page showed
 * (docs/decisions/085-notices-in-the-save-batch.md, 086-every-task-save-tells-in-one-trip.md).
 * A delete also says its name; a save of some fields only also says the fields its rules and
 * reminder read (end time, all day, last day, reminder). Not stored.
 */
const shownTaskShape = z.object({
  date: dateField,
  time: z.preprocess(
    emptyToNull,
    z.string().regex(TIME_PATTERN, TASK_MESSAGES.timeInvalid).nullable(),
  ),
  location: optionalText(TASK_LOCATION_MAX_LENGTH, TASK_MESSAGES.locationTooLong),
  responsables: profileIdsField,
  enfants: profileIdsField,
  name: z
    .string(TASK_MESSAGES.shownTaskInvalid)
    .max(TASK_NAME_MAX_LENGTH, TASK_MESSAGES.nameTooLong)
    .optional(),
  endTime: endTimeField,
  allDay: allDayField.optional(),
  endDate: endDateField,
  hasNotification: z.boolean(TASK_MESSAGES.shownTaskInvalid).optional(),
  notificationTime: leadTimeField.optional(),
});

const shownTaskField = shownTaskShape.optional();

/** {@link shownTaskShape} in a query string (a delete's): its JSON text. */
const shownTaskQueryField = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.shownTaskInvalid });
      return z.NEVER;
    }
  })
  .pipe(shownTaskShape)
  .optional();

/**
 * « L'heure est requise » unless the event is all day; checked on the object, also when other fields
 * are invalid, so that every missing field is reported at once (an old client always sends a time).
 */
function timeRequiredUnlessAllDay<T extends z.ZodType>(schema: T) {
  return schema.refine(
    (values) => {
      const { allDay, time } = values as { allDay?: unknown; time?: unknown };
      return allDay === true || (typeof time === 'string' && time !== '');
    },
    {
      path: ['time'],
      message: TASK_MESSAGES.timeRequired,
      when: (payload) => {
        const value = payload.value as { time?: unknown } | null;
        return (
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          (value.time === undefined || value.time === null || value.time === '')
        );
      },
    },
  );
}

function nameField(message: string) {
  return safeText(
    z
      .string(message)
      .overwrite(trimText)
      .min(1, message)
      .max(TASK_NAME_MAX_LENGTH, TASK_MESSAGES.nameTooLong),
  );
}

function typeField(kind: TaskKind | 'any') {
  const message =
    kind === 'activity' ? TASK_MESSAGES.activityTypeRequired : TASK_MESSAGES.taskTypeRequired;
  const ids =
    kind === 'task'
      ? TASK_CATEGORIES.map((c) => c.id)
      : kind === 'activity'
        ? ACTIVITY_CATEGORIES.map((c) => c.id)
        : CATEGORY_IDS;
  return z.enum(ids as [CategoryId, ...CategoryId[]], message);
}

function fields(kind: TaskKind | 'any') {
  return {
    name: nameField(
      kind === 'activity' ? TASK_MESSAGES.activityNameRequired : TASK_MESSAGES.taskNameRequired,
    ),
    type: typeField(kind),
    date: dateField,
    time: startTimeField,
    endTime: endTimeField,
    allDay: allDayField.default(false),
    endDate: endDateField,
    location: optionalText(TASK_LOCATION_MAX_LENGTH, TASK_MESSAGES.locationTooLong),
    recurrence: recurrenceField.default('none'),
    recurrenceDays: recurrenceDaysField.default([]),
    recurrenceEndDate: recurrenceEndDateField,
    recurrenceInterval: recurrenceIntervalField,
    recurrenceMonthPosition: recurrenceMonthPositionField,
    recurrenceCount: recurrenceCountField,
    // « Sauf jours fériés », « Sauf vacances scolaires » (domain/series-pause.ts).
    skipPublicHolidays: z.boolean().default(false),
    skipSchoolHolidays: z.boolean().default(false),
    responsable: personField,
    enfant: personField,
    responsables: peopleField,
    enfants: peopleField,
    hasNotification: z.boolean().default(false),
    notificationTime: leadTimeField.default(DEFAULT_REMINDER_LEAD_MINUTES),
    description: optionalText(TASK_TEXT_MAX_LENGTH, TASK_MESSAGES.textTooLong, { multiline: true }),
    notes: optionalText(TASK_TEXT_MAX_LENGTH, TASK_MESSAGES.textTooLong, { multiline: true }),
  };
}

// --- rules across fields -------------------------------------------------------------------------

/** The values the rules across fields look at, after a PATCH is merged onto the stored task. */
export interface TaskRuleValues {
  date: IsoDate;
  time?: string | null | undefined;
  allDay?: boolean | undefined;
  endDate?: IsoDate | null | undefined;
  hasNotification?: boolean | undefined;
  notificationTime?: number | undefined;
  endTime?: string | null | undefined;
  recurrence: Recurrence;
  /** The pattern, for « a repeating multi-day event ends before its next occurrence starts ». */
  recurrenceDays?: readonly number[] | undefined;
  recurrenceInterval?: number | null | undefined;
  recurrenceMonthPosition?: number | null | undefined;
  recurrenceEndDate?: IsoDate | null | undefined;
  /** With a count the end date is the Nth occurrence's day, not chosen: its rules do not apply. */
  recurrenceCount?: number | null | undefined;
}

/**
 * French messages by field for the rules that involve several fields or today's date:
 * the end time after the start time, the recurrence end date after today and not before the start.
 * `previousEndDate` is the stored end date of an edited series: keeping it unchanged is always allowed
 * (an old series whose end has passed can still be renamed).
 */
export function taskRuleErrors(
  values: TaskRuleValues,
  today: IsoDate,
  previousEndDate?: IsoDate | null,
): Record<string, string> {
  const errors: Record<string, string> = spanRuleErrors(values);
  const multiDay = Boolean(values.endDate && values.endDate > values.date);
  if (!multiDay && values.endTime && values.time && values.endTime <= values.time) {
    errors.endTime = TASK_MESSAGES.endTimeBeforeStart;
  }
  const end = values.recurrenceEndDate;
  if (isRecurring(values.recurrence) && end && end !== previousEndDate && !values.recurrenceCount) {
    if (end <= today) errors.recurrenceEndDate = TASK_MESSAGES.recurrenceEndDateNotAfterToday;
    else if (end < values.date) {
      errors.recurrenceEndDate = TASK_MESSAGES.recurrenceEndDateBeforeStart;
    }
  }
  return errors;
}

/** The pattern of the values, as expansion reads it (end, exceptions and pauses do not matter). */
function spanRule(values: TaskRuleValues) {
  return {
    date: values.date,
    endDate: values.endDate ?? null,
    recurrence: values.recurrence,
    recurrenceDays: values.recurrenceDays ?? [],
    recurrenceInterval: values.recurrenceInterval ?? null,
    recurrenceMonthPosition: values.recurrenceMonthPosition ?? null,
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    skipPublicHolidays: false,
    skipSchoolHolidays: false,
  };
}

/**
 * The rules of all-day and multi-day events: a time unless all day, « Jusqu'au » not before the
 * start nor more than {@link MAX_SPAN_DAYS} days on, on a series shorter than the gap between two
 * occurrences (docs/decisions/081-repeating-multi-day-events.md), and a reminder from the list
 * that fits (an hour for an all-day event, a lead time otherwise).
 */
function spanRuleErrors(values: TaskRuleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const end = values.endDate;
  if (end) {
    if (end < values.date) errors.endDate = SPAN_MESSAGES.endDateBeforeStart;
    else if (daysBetween(values.date, end) >= MAX_SPAN_DAYS) {
      errors.endDate = SPAN_MESSAGES.spanTooLong;
    } else if (spanOverlapsNext(spanRule(values))) {
      errors.endDate = SPAN_MESSAGES.spanOverlapsNext;
    }
  }
  if (values.hasNotification && values.notificationTime !== undefined) {
    const hours = ALL_DAY_REMINDER_MINUTES.includes(values.notificationTime);
    if (values.allDay && !hours) errors.notificationTime = SPAN_MESSAGES.allDayReminderInvalid;
    if (!values.allDay && hours) errors.notificationTime = TASK_MESSAGES.leadTimeInvalid;
  }
  return errors;
}

function addRuleIssues(
  values: TaskRuleValues,
  today: IsoDate,
  context: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void },
) {
  for (const [path, message] of Object.entries(taskRuleErrors(values, today))) {
    context.addIssue({ code: 'custom', message, path: [path] });
  }
}

// --- the forms -----------------------------------------------------------------------------------

/**
 * The "Nouvelle tâche" / "Nouvelle activité" and edit forms. `today` is the family's date (in the
 * space's zone), for "the recurrence end date must be after today". On the edit form the child stays
 * optional as on creation (docs/product.md#tasks).
 */
export function taskFormSchema(kind: TaskKind, today: IsoDate) {
  return timeRequiredUnlessAllDay(
    z.object(fields(kind)).superRefine((values, context) => addRuleIssues(values, today, context)),
  );
}

export type TaskFormInput = z.input<ReturnType<typeof taskFormSchema>>;
export type TaskFormValues = z.output<ReturnType<typeof taskFormSchema>>;

// --- the API -------------------------------------------------------------------------------------

/**
 * `POST /api/spaces/:spaceId/tasks`: the form's fields, any category; the name's message follows the
 * type (an activity's title). The rules involving today run in the route, with the space's date.
 */
export const taskCreateSchema = timeRequiredUnlessAllDay(
  z
    .object({
      ...fields('any'),
      name: safeText(z.string().overwrite(trimText).max(TASK_NAME_MAX_LENGTH)).default(''),
      id: clientIdField,
      authorProfileId: authorProfileField,
    })
    .refine((values) => typeof values.name === 'string' && values.name.length > 0, {
      path: ['name'],
      // Also when other fields are invalid, so that every missing field is reported at once; but only
      // for an object: a body of null, a list or a number has only the object's own error (the check
      // would otherwise throw on `null.name` and the API answer 500).
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !Array.isArray(payload.value),
      error: (issue) => {
        const type = (issue.input as { type?: unknown } | undefined)?.type;
        const activity =
          typeof type === 'string' && isCategoryId(type) && kindOfType(type) === 'activity';
        return activity ? TASK_MESSAGES.activityNameRequired : TASK_MESSAGES.taskNameRequired;
      },
    }),
);

export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreateValues = z.output<typeof taskCreateSchema>;

/** What a recurring edit or delete applies to. */
export const TASK_SCOPES = ['occurrence', 'following', 'series'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];
const scopeField = z.enum(TASK_SCOPES, TASK_MESSAGES.scopeInvalid);
const instanceDateField = z.string().refine(isCalendarDate, TASK_MESSAGES.rangeDateInvalid);

const createFields = fields('any');

/**
 * `PATCH /api/spaces/:spaceId/tasks/:id`: only the fields sent change. For a series, `scope` says what
 * the edit applies to ('series' when absent) and `instanceDate` which occurrence (or the id's
 * `_recurring_` suffix).
 */
export const taskUpdateSchema = z
  .object({
    name: createFields.name.optional(),
    type: createFields.type.optional(),
    date: dateField.optional(),
    time: startTimeField,
    endTime: endTimeField,
    allDay: allDayField.optional(),
    endDate: endDateField,
    location: createFields.location,
    recurrence: recurrenceField.optional(),
    recurrenceDays: recurrenceDaysField.optional(),
    recurrenceEndDate: recurrenceEndDateField,
    recurrenceInterval: recurrenceIntervalField,
    recurrenceMonthPosition: recurrenceMonthPositionField,
    recurrenceCount: recurrenceCountField,
    skipPublicHolidays: z.boolean().optional(),
    skipSchoolHolidays: z.boolean().optional(),
    responsable: personField,
    enfant: personField,
    responsables: peopleField,
    enfants: peopleField,
    hasNotification: z.boolean().optional(),
    notificationTime: leadTimeField.optional(),
    description: createFields.description,
    notes: createFields.notes,
    scope: scopeField.optional(),
    instanceDate: instanceDateField.optional(),
    authorProfileId: authorProfileField,
    was: shownTaskField,
  })
  // No time is said only with « Toute la journée », and leaving it needs a time.
  .refine((values) => values.time !== null || values.allDay === true, {
    path: ['time'],
    message: TASK_MESSAGES.timeRequired,
  })
  .refine((values) => values.allDay !== false || typeof values.time === 'string', {
    path: ['time'],
    message: TASK_MESSAGES.timeRequired,
  });

export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdateValues = z.output<typeof taskUpdateSchema>;

/** `DELETE /api/spaces/:spaceId/tasks/:id?scope=&instanceDate=`. */
export const taskDeleteQuerySchema = z.object({
  scope: scopeField.optional(),
  instanceDate: instanceDateField.optional(),
  // Who deletes, for the change notice « Claire a annulé … ».
  authorProfileId: authorProfileField,
  // The single task as the page showed it, name included (JSON): the notice goes in the delete's batch.
  was: shownTaskQueryField,
});

/** `GET /api/spaces/:spaceId/tasks?from&to[&profile]`: at most {@link MAX_RANGE_DAYS} days. */
export const taskRangeQuerySchema = z
  .object({
    from: z
      .string(TASK_MESSAGES.rangeFromRequired)
      .refine(isCalendarDate, TASK_MESSAGES.rangeDateInvalid),
    to: z
      .string(TASK_MESSAGES.rangeToRequired)
      .refine(isCalendarDate, TASK_MESSAGES.rangeDateInvalid),
    /** A profile id (tasks it is responsible for or concerned by) or 'none' (unassigned tasks). */
    profile: z
      .string()
      .refine(
        (value) => value === NO_PROFILE || isUuid(value.toLowerCase()),
        TASK_MESSAGES.profileInvalid,
      )
      .optional(),
  })
  .superRefine((query, context) => {
    // Field refinements do not stop this one: look only at real dates.
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: TASK_MESSAGES.rangeOrder });
    } else if (addDays(query.from, MAX_RANGE_DAYS - 1) < query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: TASK_MESSAGES.rangeTooLong });
    }
  });

/** The "Ajouter un mémo" dialog: text and optional time. */
export const taskMemoSchema = z.object({
  text: safeText(
    z
      .string(TASK_MESSAGES.memoTextRequired)
      .overwrite(trimText)
      .min(1, TASK_MESSAGES.memoTextRequired)
      .max(MEMO_TEXT_MAX_LENGTH, TASK_MESSAGES.memoTextTooLong),
    { multiline: true },
  ),
  time: z.preprocess(
    emptyToNull,
    z.string().regex(TIME_PATTERN, TASK_MESSAGES.memoTimeInvalid).nullable().optional(),
  ),
});

export type TaskMemoInput = z.input<typeof taskMemoSchema>;

// --- what the API answers ------------------------------------------------------------------------

/** A task or activity as the API answers it: a stored task, or one occurrence of it. */
export interface TaskItem {
  /** The stored id, or `<id>_recurring_<date>` for an occurrence of a series. */
  id: string;
  /** The stored task's id (the series of an occurrence). */
  originalId: string;
  /** The occurrence's day (ranges), the addressed occurrence (detail), or null. */
  instanceDate: IsoDate | null;
  isRecurring: boolean;
  kind: TaskKind;
  spaceId: string;
  name: string;
  type: CategoryId;
  /** The occurrence's day in a range; the first day of the series in a detail. */
  date: IsoDate;
  time: string | null;
  endTime: string | null;
  /** « Toute la journée »: no time. */
  allDay: boolean;
  /** The first and last day of a multi-day event; null for an event of one day. */
  span: EventSpan | null;
  location: string | null;
  recurrence: Recurrence;
  recurrenceDays: IsoWeekday[];
  recurrenceEndDate: IsoDate | null;
  recurrenceExceptions: IsoDate[];
  /** Every Nth day, week, month or year (1 for an older client's series). */
  recurrenceInterval: number;
  /** Monthly by weekday: 1–4 or -1 (last); null by day of month. */
  recurrenceMonthPosition: MonthPosition | null;
  /** « Après N fois »: N; `recurrenceEndDate` is then the Nth occurrence's day. */
  recurrenceCount: number | null;
  /** « Sauf jours fériés » / « Sauf vacances scolaires » (domain/series-pause.ts). */
  skipPublicHolidays: boolean;
  skipSchoolHolidays: boolean;
  /** Every responsible adult and every child of the event, in the space's profile order. */
  responsibles: TaskPerson[];
  children: TaskPerson[];
  hasNotification: boolean;
  notificationTime: number;
  description: string | null;
  notes: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What only the detail route answers (`GET …/tasks/:id`, read by the detail and edit screens): the
 * long texts, the series' rule beyond its kind, the reminder, and who created or changed it when.
 * The planning's views (day, week, month, dashboard) show none of them, so a range leaves them out
 * (docs/decisions/022-week-request-cost.md).
 */
export type DetailOnlyField =
  | 'description'
  | 'notes'
  | 'recurrenceDays'
  | 'recurrenceEndDate'
  | 'recurrenceExceptions'
  | 'recurrenceInterval'
  | 'recurrenceMonthPosition'
  | 'recurrenceCount'
  | 'skipPublicHolidays'
  | 'skipSchoolHolidays'
  | 'hasNotification'
  | 'notificationTime'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt';

/**
 * An occurrence as `GET …/tasks?from&to` lists it: what the planning shows, without the
 * {@link DetailOnlyField}s. A busy month stays a small response.
 */
export type TaskListItem = Omit<TaskItem, DetailOnlyField>;

export interface TaskMemo {
  id: string;
  taskId: string;
  text: string;
  time: string | null;
  userId: string | null;
  createdAt: string;
}

// --- reminders -----------------------------------------------------------------------------------

/**
 * The UTC instant of the next reminder still to send for a task: the first occurrence, from the family's
 * `today` on, whose start minus the lead time is after `now`; null without a reminder, a time or a future
 * occurrence. Looks ahead up to nine years (a 29 February series skips three years).
 */
export function nextReminderAt(
  task: {
    date: IsoDate;
    time: string | null;
    allDay?: boolean;
    recurrence: Recurrence;
    recurrenceDays: readonly number[];
    recurrenceEndDate: IsoDate | null;
    recurrenceExceptions: readonly IsoDate[];
    recurrenceInterval?: number | null | undefined;
    recurrenceMonthPosition?: number | null | undefined;
    hasNotification: boolean;
    notificationTime: number;
  } & PauseRule,
  now: Date,
  timeZone: string,
  today: IsoDate,
): Date | null {
  if (!task.hasNotification || !remindable(task)) return null;
  // The lead time can reach back one day (1440 minutes): start from yesterday.
  const horizon = addDays(today, 9 * 366);
  for (let from = addDays(today, -1); from <= horizon; from = addDays(from, 366)) {
    for (const date of occurrenceDates(task, from, addDays(from, 365), 8)) {
      const at = reminderInstant(task, date, timeZone);
      if (at > now.getTime()) return new Date(at);
    }
  }
  return null;
}
