/**
 * Types of stored notification (docs/product.md#notifications). `assigned`: a hand-over notice (someone
 * gave you a task or activity). `joined`: an arrival notice (someone joined the space). `digest`: the
 * evening digest, « Demain : … » (worker/notifications/digest.ts).
 */
export const NOTIFICATION_TYPES = [
  'message',
  'reminder',
  'completed',
  'unassigned',
  'conflict',
  'assigned',
  'joined',
  'digest',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types that concern a profile, shown only on a device where that profile is selected. */
export const PROFILE_NOTIFICATION_TYPES = [
  'reminder',
  'assigned',
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
  digest: 'blue',
};
