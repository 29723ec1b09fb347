/**
 * The kinds a person turns on or off in « Préférences de notification » (docs/decisions/040), and
 * which kind each stored notification type belongs to. A new type is one line in
 * {@link NOTIFICATION_KIND_OF}: the compiler asks for it.
 */
import type { NotificationType } from './notification-types.ts';

export const NOTIFICATION_KINDS = ['reminders', 'assigned', 'lists', 'arrivals', 'digest'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The French names of the kinds, in Réglages. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  reminders: 'Rappels',
  assigned: 'Confiés',
  lists: 'Listes',
  arrivals: 'Arrivées',
  digest: 'Résumé du soir',
};

/**
 * The kind of each type; null for the types that are never sent to a device nor emailed (they are
 * only in the bell, whatever the preferences).
 */
export const NOTIFICATION_KIND_OF: Record<NotificationType, NotificationKind | null> = {
  message: null,
  reminder: 'reminders',
  completed: null,
  unassigned: null,
  conflict: null,
  assigned: 'assigned',
  joined: 'arrivals',
  ticked: 'lists',
  // A soon change to an event one is responsible for goes with the hand-overs: both are « yours ».
  changed: 'assigned',
  digest: 'digest',
  // The answer to a hand-over goes with the hand-overs.
  accepted: 'assigned',
  declined: 'assigned',
};

export function notificationKind(type: NotificationType): NotificationKind | null {
  return NOTIFICATION_KIND_OF[type];
}
