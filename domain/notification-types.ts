/** Types of stored notification (docs/product.md#notifications). */
export const NOTIFICATION_TYPES = [
  'message',
  'reminder',
  'completed',
  'unassigned',
  'conflict',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
