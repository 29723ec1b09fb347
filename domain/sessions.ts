/**
 * « Appareils connectés » in Mon compte: the account's live sign-ins, ending one, and ending all the
 * others (which asks the password). The rules and French texts shared by the Worker and the SPA.
 */
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { z } from './validation.ts';

export const SESSION_MESSAGES = {
  notFound: 'Appareil introuvable ou déjà déconnecté',
  thisDevice: 'Pour déconnecter cet appareil, utilisez « Se déconnecter »',
  passwordRequired: 'Saisissez votre mot de passe pour confirmer',
  passwordIncorrect: "Mot de passe incorrect. Aucun appareil n'a été déconnecté.",
  ended: 'Appareil déconnecté',
  endedOthers: (count: number) =>
    count === 0
      ? 'Aucun autre appareil n’était connecté'
      : count === 1
        ? '1 autre appareil déconnecté'
        : `${count} autres appareils déconnectés`,
} as const;

/** At most this many sign-ins are listed, the most recently used first. */
export const MAX_LISTED_SESSIONS = 50;

/** A sign-in as Mon compte lists it. */
export interface SessionView {
  /** The sign-in's id (its refresh-token chain): what « Déconnecter » names. */
  id: string;
  /** « Chrome sur Android ». */
  label: string;
  signedInAt: string;
  /** The last time this sign-in renewed its access (every 15 minutes while it is used). */
  lastUsedAt: string;
  /** The sign-in of the browser asking: « Cet appareil ». */
  current: boolean;
}

export const sessionIdSchema = z.object({
  sessionId: z.uuid(SESSION_MESSAGES.notFound),
});

/** « Déconnecter tous les autres appareils »: the password, as for deleting the account. */
export const endOtherSessionsSchema = z.object({
  password: z
    .string(SESSION_MESSAGES.passwordRequired)
    .min(1, SESSION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, SESSION_MESSAGES.passwordIncorrect),
});

export type EndOtherSessionsInput = z.input<typeof endOtherSessionsSchema>;
