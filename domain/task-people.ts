/**
 * The people of an event: several responsible adults and several children concerned
 * (docs/decisions/042-several-people-per-event.md). Stored one row per person and role in
 * `task_people`; everything that counts a person (filters, « Mes tâches », alerts, feeds, reminders)
 * counts every person of an event.
 */
import type { ProfileColourId } from './profile-colours.ts';

/** Which side of an event a person is on: an adult who takes care of it, a child it concerns. */
export const TASK_PERSON_ROLES = ['responsible', 'child'] as const;
export type TaskPersonRole = (typeof TASK_PERSON_ROLES)[number];

/** How many people of each role one event may name (a family is never larger). */
export const MAX_PEOPLE_PER_ROLE = 20;

/** A person of an event as the API answers it, in the space's profile order. */
export interface TaskPerson {
  id: string;
  name: string;
  emoji: string | null;
  colour: ProfileColourId;
}

/** The ids of an event's people, by role. */
export interface PeopleIds {
  responsibleIds: readonly string[];
  childIds: readonly string[];
}

/** Every profile an event names, responsible adults first, each once. */
export function everyoneOf(task: PeopleIds): string[] {
  return [...new Set([...task.responsibleIds, ...task.childIds])];
}

/** Whether `profileId` is one of the event's people (the person filter, « Mes tâches »). */
export function involves(task: PeopleIds, profileId: string): boolean {
  return task.responsibleIds.includes(profileId) || task.childIds.includes(profileId);
}

/**
 * An all-day or multi-day item nobody is responsible for (a birthday, a school trip): it happens
 * whoever is there, so it is neither « Non assigné » (the alerts, the week's count) nor a « Fait »
 * to tick, until someone is made responsible for it.
 */
export function needsNobody(item: {
  allDay?: boolean | null;
  multiDay: boolean;
  responsibleCount: number;
}): boolean {
  return item.responsibleCount === 0 && (Boolean(item.allDay) || item.multiDay);
}

/** No responsible adult: « Non assigné ». */
export function isUnassigned(task: Pick<PeopleIds, 'responsibleIds'>): boolean {
  return task.responsibleIds.length === 0;
}

/** `ids` without repeats, in their first order. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Who an event is about, as a calendar's DESCRIPTION says it: « Responsable : Claire · Pour : Léa,
 * Tom »; null when it names nobody.
 */
export function peopleLine(
  responsibles: readonly string[],
  children: readonly string[],
): string | null {
  const parts: string[] = [];
  if (responsibles.length > 0) {
    const label = responsibles.length > 1 ? 'Responsables' : 'Responsable';
    parts.push(`${label} : ${responsibles.join(', ')}`);
  }
  if (children.length > 0) parts.push(`Pour : ${children.join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Names as a French list: « Léa », « Léa et Tom », « Léa, Tom et Zoé ». */
export function namesInFrench(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

/**
 * {@link needsNobody} of an item as a range answers it: then it carries no « Fait » tick. Here, apart
 * from the completion schemas, so that the planning's first paint loads no zod (its probe is a CSP
 * violation).
 */
export function itemNeedsNobody(item: {
  allDay: boolean;
  span: unknown;
  responsibles: readonly unknown[];
}): boolean {
  return needsNobody({
    allDay: item.allDay,
    multiDay: item.span !== null,
    responsibleCount: item.responsibles.length,
  });
}
