/**
 * Types of stored notification (docs/product.md#notifications). `assigned`: a hand-over notice (someone
 * gave you a task or activity). `joined`: an arrival notice (someone joined the space). `ticked`: a
 * burst of list ticks told at once. `changed`: an event soon moved or cancelled by someone else.
 * `digest`: the evening digest, « Demain : … » (worker/notifications/digest.ts). `accepted` /
 * `declined`: the answer to a hand-over, told to its author.
 */
export const NOTIFICATION_TYPES = [
  'message',
  'reminder',
  'completed',
  'unassigned',
  'conflict',
  'assigned',
  'joined',
  // Grouped list ticks and changes within 24 hours (worker/notifications/list-ticks.ts, changes.ts).
  'ticked',
  'changed',
  'digest',
  // The answer to a hand-over, told to its author (worker/notifications/hand-over-answer.ts).
  'accepted',
  'declined',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types that concern a profile, shown only on a device where that profile is selected. */
export const PROFILE_NOTIFICATION_TYPES = [
  'reminder',
  'assigned',
  'changed',
] as const satisfies readonly NotificationType[];

/** Each type's colour, the same on every screen (docs/product.md#notifications). */
export const NOTIFICATION_TYPE_COLOURS: Record<
  NotificationType,
  'blue' | 'orange' | 'green' | 'red' | 'amber'
> = {
  message: 'blue',
  reminder: 'orange',
  completed: 'green',
  unassigned: 'red',
  conflict: 'amber',
  assigned: 'blue',
  joined: 'green',
  ticked: 'green',
  changed: 'amber',
  digest: 'blue',
  accepted: 'green',
  declined: 'red',
};

/** « Accepter » / « Refuser » on a hand-over notice (docs/decisions/078-hand-over-answers.md). */
export const HAND_OVER_ANSWERS = ['accepted', 'declined'] as const;
export type HandOverAnswer = (typeof HAND_OVER_ANSWERS)[number];
