/**
 * Subscribed calendars (docs/decisions/049-subscribed-calendars.md): an .ics address the family
 * follows read-only, its rules, French texts and the shape the API returns, shared by the Worker and
 * the SPA.
 */
import { isUuid } from './ids.ts';
import { PROFILE_COLOUR_IDS, type ProfileColourId } from './profile-colours.ts';
import { safeText, trimText, z } from './validation.ts';

export const SUBSCRIPTION_NAME_MAX_LENGTH = 60;
export const SUBSCRIPTION_URL_MAX_LENGTH = 2000;
/** Calendars a space may follow. */
export const MAX_SUBSCRIPTIONS = 20;
/** How often the cron refreshes a calendar. */
export const REFRESH_HOURS = 6;

export const SUBSCRIPTION_MESSAGES = {
  nameRequired: 'Veuillez nommer ce calendrier',
  nameTooLong: `Le nom ne doit pas dépasser ${SUBSCRIPTION_NAME_MAX_LENGTH} caractères`,
  colourInvalid: 'Veuillez choisir une couleur',
  urlRequired: "Veuillez saisir l'adresse du calendrier (https:// ou webcal://)",
  urlTooLong: 'Cette adresse est trop longue',
  profileInvalid: 'Profil invalide',
  profileNotFound: 'Profil introuvable',
  notFound: "Ce calendrier n'existe pas ou a été supprimé",
  tooMany: `Un espace peut suivre au plus ${MAX_SUBSCRIPTIONS} calendriers`,
  added: 'Calendrier ajouté',
  updated: 'Calendrier modifié',
  deleted: 'Calendrier retiré',
  addFailed: "Le calendrier n'a pas pu être ajouté",
  editFailed: "Le calendrier n'a pas pu être modifié",
} as const;

const nameSchema = safeText(
  z
    .string(SUBSCRIPTION_MESSAGES.nameRequired)
    .overwrite(trimText)
    .min(1, SUBSCRIPTION_MESSAGES.nameRequired)
    .max(SUBSCRIPTION_NAME_MAX_LENGTH, SUBSCRIPTION_MESSAGES.nameTooLong),
);
const colourSchema = z.enum(PROFILE_COLOUR_IDS, SUBSCRIPTION_MESSAGES.colourInvalid);
/** Null for the whole family. */
const profileSchema = z
  .string(SUBSCRIPTION_MESSAGES.profileInvalid)
  .transform((value) => value.toLowerCase())
  .refine(isUuid, SUBSCRIPTION_MESSAGES.profileInvalid)
  .nullable();

/** `POST /api/spaces/:spaceId/calendar-subscriptions`. */
export const subscriptionCreateSchema = z.object({
  name: nameSchema,
  colour: colourSchema,
  url: z
    .string(SUBSCRIPTION_MESSAGES.urlRequired)
    .overwrite(trimText)
    .min(1, SUBSCRIPTION_MESSAGES.urlRequired)
    .max(SUBSCRIPTION_URL_MAX_LENGTH, SUBSCRIPTION_MESSAGES.urlTooLong),
  profileId: profileSchema.default(null),
  inConflicts: z.boolean().default(false),
});

/** `PATCH …/calendar-subscriptions/:id`: an absent field is unchanged; the address is not edited. */
export const subscriptionUpdateSchema = z.object({
  name: nameSchema.optional(),
  colour: colourSchema.optional(),
  profileId: profileSchema.optional(),
  inConflicts: z.boolean().optional(),
});

export type SubscriptionCreateInput = z.input<typeof subscriptionCreateSchema>;
export type SubscriptionUpdateInput = z.input<typeof subscriptionUpdateSchema>;

/** One occurrence as the planning shows it (read-only). */
export interface SubscribedEvent {
  subscriptionId: string;
  uid: string;
  title: string;
  /** ISO instant, or `yyyy-MM-dd` when `allDay`. */
  start: string;
  end: string;
  allDay: boolean;
  location?: string;
}

/** What Réglages lists: never the events, never credentials of the address. */
export interface SubscriptionSummary {
  id: string;
  name: string;
  colour: ProfileColourId;
  /** The address without user name, password or fragment. */
  url: string;
  profileId: string | null;
  inConflicts: boolean;
  eventCount: number;
  lastSuccessAt: string | null;
  lastError: string | null;
}
