/**
 * The account forms' rules and French messages (docs/product.md#accounts), shared by the Worker that
 * enforces them and the SPA's forms that show them. The common-password list is not here: it is
 * checked by the Worker only (worker/auth/common-passwords.ts), so that its 80 kB stay out of the SPA,
 * and the form shows that refusal from the API's `fields.password`.
 */
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-constants.ts';
import { safeText, trimText, z } from './validation.ts';

export {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_HINT_COOKIE,
} from './auth-constants.ts';

export const AUTH_MESSAGES = {
  emailRequired: "L'adresse email est requise",
  emailInvalid: 'Adresse email invalide',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  passwordTooCommon: 'Ce mot de passe est trop courant. Choisissez-en un plus original.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  samePassword: "Le nouveau mot de passe doit être différent de l'ancien",
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  currentPasswordIncorrect: 'Mot de passe actuel incorrect',
  firstNameRequired: 'Le prénom est requis',
  firstNameTooLong: `Le prénom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères`,
  lastNameRequired: 'Le nom est requis',
  lastNameTooLong: `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères`,
  /** The same for an unknown address and a wrong password (no account enumeration). */
  invalidCredentials: 'Email ou mot de passe incorrect',
  /**
   * Sign-up with a taken address. It cannot look like a success (the sign-up flow opens a session at
   * once), so it says as little as it can and points to the ways back into the account.
   */
  signupUnavailable:
    'Impossible de créer un compte avec cette adresse email. Si elle vous appartient, connectez-vous ou réinitialisez votre mot de passe.',
  /** A reset or confirmation link that is unknown, used or expired (the reset page's "Lien invalide"). */
  invalidLink: 'Ce lien est invalide ou a expiré',
  linkRequired: 'Lien invalide',
  /** The reset page, before the form: what became of the link (`POST /api/auth/reset-password/check`). */
  linkUsed: 'Ce lien a déjà été utilisé',
  linkExpired: 'Ce lien a expiré',
  linkReplaced: 'Ce lien a été remplacé par un plus récent',
} as const;

/** Trimmed and lower-cased before it is checked, stored or compared. */
export const emailSchema = z
  .string(AUTH_MESSAGES.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Never trimmed: spaces are part of a password. */
export const passwordSchema = z
  .string(AUTH_MESSAGES.passwordRequired)
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const firstNameSchema = safeText(
  z
    .string(AUTH_MESSAGES.firstNameRequired)
    .overwrite(trimText)
    .min(1, AUTH_MESSAGES.firstNameRequired)
    .max(NAME_MAX_LENGTH, AUTH_MESSAGES.firstNameTooLong),
);

export const lastNameSchema = safeText(
  z
    .string(AUTH_MESSAGES.lastNameRequired)
    .overwrite(trimText)
    .min(1, AUTH_MESSAGES.lastNameRequired)
    .max(NAME_MAX_LENGTH, AUTH_MESSAGES.lastNameTooLong),
);

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** "Rester connecté", ticked by default. */
  remember: z.boolean().default(true),
});

export const signupSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The token comes from the emailed link's fragment (`#access_token=…&type=recovery`). */
export const resetPasswordSchema = z.object({
  token: z.string(AUTH_MESSAGES.linkRequired).min(1, AUTH_MESSAGES.linkRequired).max(200),
  password: passwordSchema,
});

/** What a reset link has become, read without using it (`POST /api/auth/reset-password/check`). */
export const RESET_LINK_STATES = ['valid', 'used', 'expired', 'replaced', 'unknown'] as const;
export type ResetLinkState = (typeof RESET_LINK_STATES)[number];

export const resetLinkCheckSchema = z.object({
  token: z.string(AUTH_MESSAGES.linkRequired).min(1, AUTH_MESSAGES.linkRequired).max(200),
});

/** The reset page's form: a new password and its confirmation (the API receives only the first). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmation'],
  });

export const verifyEmailSchema = z.object({
  token: z.string(AUTH_MESSAGES.linkRequired).min(1, AUTH_MESSAGES.linkRequired).max(200),
});

/** A blank new password (empty or only spaces) means "unchanged" (docs/product.md#accounts). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * "Mon compte". The display name is not an input: it is always first name plus last name,
 * so it is derived (see `displayName`). A new password needs the current one: a session alone (a
 * borrowed phone, a stolen cookie) must not be enough to take the account. Any future change of the
 * email address would need it too.
 */
export const accountUpdateSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    newPassword: z.preprocess(blankToUndefined, passwordSchema.optional()),
    currentPassword: z.preprocess(
      blankToUndefined,
      z
        .string(AUTH_MESSAGES.currentPasswordRequired)
        .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.currentPasswordIncorrect)
        .optional(),
    ),
  })
  .refine((value) => value.newPassword === undefined || value.currentPassword !== undefined, {
    message: AUTH_MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The signed-in user as `GET /api/me` and the sign-in routes return it. */
export interface Me {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  emailVerified: boolean;
}

/** The display name: first name plus last name. */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
