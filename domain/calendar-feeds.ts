/**
 * Calendar subscriptions (docs/decisions/013-calendar-feed.md): a member's secret `/cal/<token>.ics`
 * address for a space's whole planning or for one profile's items, shown once when made.
 */
import { z } from 'zod';
import { isUuid } from './ids.ts';

/** The scope segment of `DELETE /api/spaces/:spaceId/calendar-feeds/:scope` for the whole space. */
export const SPACE_FEED_SCOPE = 'espace';

export const CALENDAR_FEED_MESSAGES = {
  profileInvalid: 'Profil invalide',
  profileNotFound: 'Profil introuvable',
  feedNotFound: "Ce lien d'abonnement n'existe pas ou a déjà été révoqué",
} as const;

export const CALENDAR_FEED_TOASTS = {
  created: "Lien d'abonnement créé",
  regenerated: "Nouveau lien d'abonnement créé",
  regeneratedDescription: "L'ancien lien ne fonctionne plus.",
  revoked: "Lien d'abonnement révoqué",
  revokedDescription: 'Les calendriers abonnés ne recevront plus le planning.',
  copied: 'Lien copié',
  copyFailed: 'Copie impossible : sélectionnez le lien et copiez-le',
} as const;

/** `POST /api/spaces/:spaceId/calendar-feeds`: makes (or remakes) the address of a scope. */
export const calendarFeedCreateSchema = z.object({
  /** Null for the whole space. */
  profileId: z
    .string(CALENDAR_FEED_MESSAGES.profileInvalid)
    .transform((value) => value.toLowerCase())
    .refine(isUuid, CALENDAR_FEED_MESSAGES.profileInvalid)
    .nullable(),
});

export type CalendarFeedCreateInput = z.input<typeof calendarFeedCreateSchema>;

/** What the settings list of a member's addresses (never the token, which is not kept). */
export interface CalendarFeedSummary {
  /** Null for the whole space. */
  profileId: string | null;
  createdAt: string;
  /** The last time a calendar fetched it, or null. */
  lastUsedAt: string | null;
}
