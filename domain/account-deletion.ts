/**
 * « Supprimer mon compte » (RGPD, docs/decisions/018-account-deletion.md): the request's rule and its
 * French messages, shared by the Worker that enforces them and the settings dialog that shows them.
 */
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { z } from './validation.ts';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Saisissez votre mot de passe pour confirmer la suppression',
  passwordIncorrect: "Mot de passe incorrect. Votre compte n'a pas été supprimé.",
  /** The toast on the welcome page once the account is gone. */
  deleted: "Votre compte a été supprimé. Merci d'avoir utilisé Foyer.",
  failed: 'Erreur lors de la suppression du compte',
} as const;

/** The account's current password: a session alone (a borrowed phone) must not be enough. */
export const deleteAccountSchema = z.object({
  password: z
    .string(ACCOUNT_DELETION_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_DELETION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_MESSAGES.passwordIncorrect),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** What `DELETE /api/me` answers: what became of each space the account belonged to. */
export interface AccountDeletion {
  ok: true;
  spaces: { id: string; spaceDeleted: boolean; newAdminUserId: string | null }[];
  message: string;
}
