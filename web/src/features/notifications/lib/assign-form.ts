/**
 * The assignment and conflict forms: which adult (and, for the conflict, which of the two items), and
 * for a series whether the change applies to this occurrence or the whole series.
 */
import { z } from 'zod';
import type { ProfileView } from '#domain/profiles.ts';
import { PROFILE_ROLE_LABELS } from '#domain/roles.ts';
import type { Choice } from '../../../ui/choice-group.tsx';
import { dayLabel } from './time.ts';

export const FORM_TEXTS = {
  adultRequired: 'Choisissez un adulte',
  itemRequired: 'Choisissez ce que vous voulez changer',
  timeRequired: "Choisissez l'heure",
  timeInvalid: "L'heure doit être au format HH:mm",
  endBeforeStart: "L'heure de fin doit être après l'heure de début",
} as const;

export const ASSIGN_SCOPES = ['occurrence', 'series'] as const;
export type AssignScope = (typeof ASSIGN_SCOPES)[number];

const adultField = z.string(FORM_TEXTS.adultRequired).min(1, FORM_TEXTS.adultRequired);

export const assignSchema = z.object({
  responsable: adultField,
  scope: z.enum(ASSIGN_SCOPES),
});

/**
 * The three ways out of a conflict: « Qui le reprend ? » (another adult instead of the one with two
 * at once), « Décaler l'heure » (that occurrence at another time), « C'est voulu, ignorer ».
 */
export const CONFLICT_ACTIONS = ['reassign', 'move', 'ignore'] as const;
export type ConflictAction = (typeof CONFLICT_ACTIONS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What each action needs: the item for the first two, then the adult or the new times. */
export const conflictSchema = z
  .object({
    action: z.enum(CONFLICT_ACTIONS),
    // A radio group none of whose choices is picked reads null.
    item: z.string().nullish(),
    responsable: z.string().nullish(),
    scope: z.enum(ASSIGN_SCOPES),
    time: z.string().nullish(),
    endTime: z.string().nullish(),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.action === 'ignore') return;
    if (values.item !== '0' && values.item !== '1') issue('item', FORM_TEXTS.itemRequired);
    if (values.action === 'reassign' && !values.responsable) {
      issue('responsable', FORM_TEXTS.adultRequired);
    }
    if (values.action !== 'move') return;
    if (!values.time) issue('time', FORM_TEXTS.timeRequired);
    else if (!TIME.test(values.time)) issue('time', FORM_TEXTS.timeInvalid);
    if (values.endTime && !TIME.test(values.endTime)) issue('endTime', FORM_TEXTS.timeInvalid);
    else if (values.endTime && values.time && values.endTime <= values.time) {
      issue('endTime', FORM_TEXTS.endBeforeStart);
    }
  });

export function actionChoices(canReassign: boolean): Choice[] {
  return [
    ...(canReassign
      ? [{ value: 'reassign', label: 'Qui le reprend ?', hint: "Un autre adulte s'en charge" }]
      : []),
    { value: 'move', label: "Décaler l'heure", hint: "L'un des deux à une autre heure" },
    { value: 'ignore', label: "C'est voulu, ignorer", hint: 'Ne plus signaler ce conflit' },
  ];
}

/**
 * The people of an item once `replacement` takes over from `replaced`: the other responsible adults
 * stay, in their order, the newcomer in the replaced one's place.
 */
export function reassignedPeople(
  responsibleIds: readonly string[],
  replaced: string,
  replacement: string,
): string[] {
  const swapped = responsibleIds.includes(replaced)
    ? responsibleIds.map((id) => (id === replaced ? replacement : id))
    : [...responsibleIds, replacement];
  return [...new Set(swapped)];
}

/** The PATCH that gives an item's place to another adult: that occurrence, or the whole series. */
export function reassignmentInput(
  item: { isRecurring: boolean; date: string; responsibleIds: readonly string[] },
  replaced: string,
  replacement: string,
  scope: AssignScope,
) {
  const responsables = reassignedPeople(item.responsibleIds, replaced, replacement);
  return item.isRecurring ? { responsables, scope, instanceDate: item.date } : { responsables };
}

/** The PATCH that moves one occurrence (a series keeps its other dates) or the single item. */
export function moveInput(
  item: { isRecurring: boolean; date: string },
  time: string,
  endTime: string | null | undefined,
) {
  const times = { time, endTime: endTime || null };
  return item.isRecurring
    ? { ...times, scope: 'occurrence' as const, instanceDate: item.date }
    : times;
}

/** The end that keeps the item's length when its start becomes `start` (empty past midnight). */
export function shiftedEnd(
  item: { time: string | null; endTime: string | null },
  start: string,
): string {
  if (!item.time || !item.endTime || !TIME.test(start)) return item.endTime ?? '';
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const end = minutes(start) + minutes(item.endTime) - minutes(item.time);
  if (end >= 24 * 60) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

export function adultChoices(adults: readonly ProfileView[]): Choice[] {
  return adults.map((adult) => ({
    value: adult.id,
    label: adult.name,
    hint: PROFILE_ROLE_LABELS[adult.role],
    emoji: adult.emoji,
  }));
}

export function scopeChoices(date: string, today: string): Choice[] {
  return [
    { value: 'occurrence', label: 'Cette occurrence seulement', hint: dayLabel(date, today) },
    { value: 'series', label: 'Toute la série récurrente', hint: 'Toutes les dates de la série' },
  ];
}

/** The PATCH of a task's responsible adult: an occurrence of a series, or the task (series). */
export function assignmentInput(
  item: { isRecurring: boolean; date: string },
  responsable: string,
  scope: AssignScope,
) {
  return item.isRecurring ? { responsable, scope, instanceDate: item.date } : { responsable };
}
