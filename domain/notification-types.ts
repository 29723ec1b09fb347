/** Types of stored notification (docs/product.md#notifications). */
export const NOTIFICATION_TYPES = [
  'message',
  'reminder',
  'completed',
  'unassigned',
  'conflict',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
};
