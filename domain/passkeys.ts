/**
 * Passkeys (« clés d'accès », docs/decisions/038-passkeys.md): signing in without the password, and
 * the list of them in Mon compte. The rules and French texts shared by the Worker and the SPA.
 */
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { safeText, trimText, z } from './validation.ts';

export const PASSKEY_MESSAGES = {
  /** The browser's dialog was closed or timed out (a `NotAllowedError`): nothing happened. */
  cancelled: 'Opération annulée : aucune clé d’accès n’a été utilisée.',
  unsupported: 'Ce navigateur ne permet pas d’utiliser les clés d’accès.',
  /** The challenge is unknown, already used or past its few minutes. */
  expired: 'La demande a expiré. Recommencez.',
  /** A sign-in with a passkey this server does not know (removed from Mon compte, another site). */
  unknown:
    'Cette clé d’accès n’est pas reconnue : elle a peut-être été supprimée de votre compte. Connectez-vous avec votre mot de passe.',
  /** The signature or a flag did not verify: a broken authenticator or a forged answer. */
  invalid: 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
  tooMany: 'Vous avez déjà 20 clés d’accès : supprimez-en une avant d’en ajouter une autre.',
  alreadyRegistered: 'Cette clé d’accès est déjà enregistrée sur votre compte.',
  notFound: 'Clé d’accès introuvable ou déjà supprimée',
  passwordRequired: 'Saisissez votre mot de passe pour confirmer',
  passwordIncorrect: 'Mot de passe incorrect. Aucune clé d’accès n’a été ajoutée.',
  nameRequired: 'Donnez un nom à cette clé d’accès',
  nameTooLong: 'Le nom ne doit pas dépasser 60 caractères',
  added: 'Clé d’accès ajoutée',
  renamed: 'Clé d’accès renommée',
  removed: 'Clé d’accès supprimée',
} as const;

/** Longest name of a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** A passkey as Mon compte lists it (never its key material). */
export interface PasskeyView {
  id: string;
  /** « Chrome sur Android » at first, or what the user renamed it to. */
  name: string;
  createdAt: string;
  /** The last sign-in made with it; null until the first one. */
  lastUsedAt: string | null;
}

export const passkeyIdSchema = z.object({
  passkeyId: z.uuid(PASSKEY_MESSAGES.notFound),
});

export const passkeyNameSchema = safeText(
  z
    .string(PASSKEY_MESSAGES.nameRequired)
    .overwrite(trimText)
    .min(1, PASSKEY_MESSAGES.nameRequired)
    .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong),
);

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;

/**
 * What `navigator.credentials` answered, as SimpleWebAuthn's browser side serialises it. Only its
 * outline is checked here; the library verifies every field (docs/decisions/038-passkeys.md).
 */
const credentialResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(8192) }),
  clientExtensionResults: z.looseObject({}),
});

/**
 * « Ajouter une clé d'accès » asks the password first: a session cookie alone, stolen or left open,
 * must not be enough to plant a way in that outlives a password change.
 */
export const passkeyRegistrationOptionsSchema = z.object({
  password: z
    .string(PASSKEY_MESSAGES.passwordRequired)
    .min(1, PASSKEY_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, PASSKEY_MESSAGES.passwordIncorrect),
});
export type PasskeyRegistrationOptionsInput = z.input<typeof passkeyRegistrationOptionsSchema>;

/** A browser's answer as the API accepts it. */
export type PasskeyCredentialJSON = z.input<typeof credentialResponseSchema>;

export const passkeyRegistrationSchema = z.object({ credential: credentialResponseSchema });

/** A passkey sign-in, with « Rester connecté » as on the password form. */
export const passkeySignInSchema = z.object({
  credential: credentialResponseSchema,
  remember: z.boolean().default(true),
});
