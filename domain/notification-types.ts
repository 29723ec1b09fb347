/** Types of stored notification (spec: planning §3). */
export const NOTIFICATION_TYPES = [
  'message',
  'reminder',
  'completed',
  'unassigned',
  'conflict',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
