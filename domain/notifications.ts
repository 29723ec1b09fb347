/**
 * Stored notifications of the signed-in user (docs/product.md#notifications): the query, the French
 * texts and the shape the API answers, shared by the Worker and the SPA. Reminders concern a profile
 * and are shown only while that profile is selected; the other types are always shown.
 */

import { HAND_OVER_MESSAGES, HAND_OVER_WORD_MAX } from './hand-over.ts';
import { isUuid } from './ids.ts';
import {
  HAND_OVER_ANSWERS,
  type HandOverAnswer,
  type NotificationType,
} from './notification-types.ts';
import { z } from './validation.ts';

/** The newest notifications a list answers; the unread count covers them all. */
export const NOTIFICATIONS_LIMIT = 100;

export const NOTIFICATION_MESSAGES = {
  profileInvalid: 'Profil invalide',
  readInvalid: 'Valeur invalide pour « lu »',
  notFound: 'Notification introuvable',
  /** Toasts (docs/product.md#messages). */
  markedRead: 'Notification marquée comme lue',
  markedUnread: 'Notification marquée comme non lue',
  allRead: 'Toutes les notifications ont été marquées comme lues',
  deleted: 'Notification supprimée',
  markReadFailed: 'Impossible de marquer comme lu',
  deleteFailed: 'Impossible de supprimer',
} as const;

/** "n nouvelles", the badge of the alerts screen. */
export function unreadLabel(count: number): string {
  return `${count} ${count > 1 ? 'nouvelles' : 'nouvelle'}`;
}

/** `?profileId=`: the selected profile, whose reminders only are included. */
export const notificationQuerySchema = z.object({
  profileId: z
    .string(NOTIFICATION_MESSAGES.profileInvalid)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, NOTIFICATION_MESSAGES.profileInvalid)
    .optional(),
});

/** Mark read (the default) or unread. */
export const notificationUpdateSchema = z.object({
  read: z.boolean(NOTIFICATION_MESSAGES.readInvalid).default(true),
});

export type NotificationUpdateInput = z.input<typeof notificationUpdateSchema>;

/** « Accepter » / « Refuser » a hand-over, with an optional word for its author. */
export const handOverAnswerSchema = z.object({
  answer: z.enum(HAND_OVER_ANSWERS, HAND_OVER_MESSAGES.answerInvalid),
  word: z
    .string(HAND_OVER_MESSAGES.wordTooLong)
    .trim()
    .max(HAND_OVER_WORD_MAX, HAND_OVER_MESSAGES.wordTooLong)
    .optional(),
});

export type HandOverAnswerInput = z.input<typeof handOverAnswerSchema>;

export interface NotificationView {
  id: string;
  spaceId: string;
  /** The profile a reminder concerns. */
  profileId: string | null;
  type: NotificationType;
  title: string;
  description: string | null;
  /** The task, memo, list or profile it is about, depending on the type. */
  relatedId: string | null;
  read: boolean;
  createdAt: string;
  /** A hand-over notice once answered (« Accepter » / « Refuser »); null otherwise. */
  answer: HandOverAnswer | null;
}
