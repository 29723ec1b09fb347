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
} as const;

export const ASSIGN_SCOPES = ['occurrence', 'series'] as const;
export type AssignScope = (typeof ASSIGN_SCOPES)[number];

const adultField = z.string(FORM_TEXTS.adultRequired).min(1, FORM_TEXTS.adultRequired);

export const assignSchema = z.object({
  responsable: adultField,
  scope: z.enum(ASSIGN_SCOPES),
});

export const conflictSchema = z.object({
  item: z.enum(['0', '1'], FORM_TEXTS.itemRequired),
  responsable: adultField,
  scope: z.enum(ASSIGN_SCOPES),
});

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
