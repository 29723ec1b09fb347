/**
 * Invitations (docs/product.md#invitations): codes, the invite and join forms' rules and
 * their French messages, shared by the Worker and the SPA.
 */
import { firstNameSchema, lastNameSchema, NAME_MAX_LENGTH } from './auth.ts';
import { PROFILE_ROLES, type ProfileRole } from './roles.ts';
import { safeText, trimText, z } from './validation.ts';

export const INVITE_CODE_LENGTH = 8;
/**
 * The characters new codes are drawn from: upper-case letters and digits without the look-alikes
 * 0/O and 1/I/L, so a code read aloud over the phone or copied by hand comes out right (31 symbols,
 * 31^8 ≈ 8.5·10^11 codes). Older codes may hold any of A–Z and 0–9: typed codes are still checked
 * against that wider set.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again. */
const ACCEPTED_BYTE_LIMIT = 256 - (256 % INVITE_CODE_ALPHABET.length);

/**
 * 8 characters of INVITE_CODE_ALPHABET from `random` (the Worker passes the CSPRNG), by rejection
 * sampling (no modulo bias).
 */
export function drawInviteCode(random: (bytes: Uint8Array) => void): string {
  let code = '';
  const bytes = new Uint8Array(INVITE_CODE_LENGTH * 2);
  while (code.length < INVITE_CODE_LENGTH) {
    random(bytes);
    for (const byte of bytes) {
      if (byte >= ACCEPTED_BYTE_LIMIT) continue;
      code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
      if (code.length === INVITE_CODE_LENGTH) break;
    }
  }
  return code;
}

/**
 * How long a saved invitation can be used, counted from the moment it is saved. Long enough for a
 * grand-parent to find the message, short enough that a code copied into an old chat is dead.
 * An invitation is also single-use: the first successful join marks it accepted.
 */
export const INVITATION_LIFETIME_DAYS = 7;
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export const INVITATION_MESSAGES = {
  /** Inviting (settings "Inviter quelqu'un"). */
  inviteeNamesRequired: 'Veuillez saisir le prénom et le nom de la personne',
  generateFirst: "Veuillez d'abord générer un code d'invitation",
  codeGenerated: "Code d'invitation généré",
  generateFailed: 'Erreur lors de la génération du code',
  createFailed: "Erreur lors de la création de l'invitation",
  roleInvalid: 'Veuillez choisir le rôle de la personne',
  /** Joining. */
  codeRequired: "Veuillez saisir un code d'invitation",
  codeLength: `Le code d'invitation doit contenir ${INVITE_CODE_LENGTH} caractères`,
  codeCharacters:
    "Le code d'invitation doit contenir uniquement des lettres majuscules et des chiffres",
  namesRequired: 'Veuillez saisir votre prénom et nom',
  invalidCode: "Code d'invitation invalide ou expiré",
  namesMismatch: "Le prénom ou le nom ne correspond pas à l'invitation",
  /** The refusal with the clue of what the inviter wrote: « … : elle est au nom de « Mamie B. » ». */
  namesMismatchAs: (invited: string) =>
    `Le prénom ou le nom ne correspond pas à l'invitation : elle est au nom de « ${invited} »`,
  alreadyMember: 'Vous êtes déjà membre de cet espace',
  joined: 'Espace famille rejoint avec succès !',
  joinedTitle: 'Espace rejoint',
  joinedDescription: 'Vous avez rejoint le nouvel espace famille avec succès !',
  joinFailed: "Impossible de rejoindre l'espace",
  /** « Invitations en attente ». */
  cancelled: 'Invitation annulée',
  cancelledDescription: (name: string) => `Le code envoyé à ${name} ne fonctionne plus.`,
  cancelForbidden:
    'Seuls un administrateur et la personne qui a invité peuvent annuler cette invitation',
  notPending: "Cette invitation n'est plus en attente",
  cancelFailed: "Erreur lors de l'annulation de l'invitation",
} as const;

/** Why a join was refused, sent as the error's `reason`; the SPA maps each to its French text. */
export const JOIN_REFUSAL = {
  codeInvalid: 'code_invalid',
  namesMismatch: 'names_mismatch',
  alreadyMember: 'already_member',
} as const;

export type JoinRefusal = (typeof JOIN_REFUSAL)[keyof typeof JOIN_REFUSAL];

/** A code as typed: trimmed and upper-cased, then exactly 8 of A–Z and 0–9. */
export const inviteCodeSchema = z
  .string(INVITATION_MESSAGES.codeRequired)
  .trim()
  .toUpperCase()
  .min(1, INVITATION_MESSAGES.codeRequired)
  .length(INVITE_CODE_LENGTH, INVITATION_MESSAGES.codeLength)
  .regex(/^[A-Z0-9]*$/, INVITATION_MESSAGES.codeCharacters);

/** The join dialog of the settings and of the chooser: first name, last name and code. */
export const joinSpaceSchema = z.object({
  code: inviteCodeSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});

/**
 * What `POST /api/invitations/join` accepts: the dialog's fields, where absent names mean the account's
 * own (the join tab of /setup-space asks only for the code).
 */
export const joinSpaceRequestSchema = z.object({
  code: inviteCodeSchema,
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
});

const inviteeNameSchema = safeText(
  z
    .string(INVITATION_MESSAGES.inviteeNamesRequired)
    .overwrite(trimText)
    .min(1, INVITATION_MESSAGES.inviteeNamesRequired)
    .max(NAME_MAX_LENGTH, INVITATION_MESSAGES.inviteeNamesRequired),
);

/** Saving an invitation: the code generated just before and the invitee's names. */
export const saveInvitationSchema = z.object({
  code: z
    .string(INVITATION_MESSAGES.generateFirst)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, INVITATION_MESSAGES.generateFirst),
  invitedFirstName: inviteeNameSchema,
  invitedLastName: inviteeNameSchema,
  /** The role of the profile the join creates; an adult of the family when not said. */
  invitedRole: z.enum(PROFILE_ROLES, INVITATION_MESSAGES.roleInvalid).default('parent'),
});

export type JoinSpaceRequest = z.input<typeof joinSpaceRequestSchema>;
export type SaveInvitationInput = z.input<typeof saveInvitationSchema>;

/** A name as compared with an invitation's: no accents, no case, single inner spaces, trimmed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('fr-FR');
}

export function sameName(a: string, b: string): boolean {
  return normalizeName(a) === normalizeName(b);
}

/**
 * What a names refusal shows of the invitation: its first name and the initial of its last name
 * (« Mamie B. »). Enough for an invitee to recognise how they were written down; the last name must
 * still be typed whole, so a code passed on to a stranger does not hand them the names as well.
 */
export function invitedNameClue(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0]?.toLocaleUpperCase('fr-FR') ?? '';
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** A saved invitation as the API returns it. */
export interface InvitationView {
  id: string;
  code: string;
  invitedFirstName: string;
  invitedLastName: string;
  invitedRole: ProfileRole;
  createdAt: string;
  expiresAt: string;
}

/** A saved invitation nobody has used yet, within its lifetime (« Invitations en attente »). */
export interface PendingInvitationView {
  id: string;
  invitedFirstName: string;
  invitedLastName: string;
  invitedRole: ProfileRole;
  createdAt: string;
  expiresAt: string;
  /** Who invited: their name, or null when that account no longer exists. */
  invitedBy: { userId: string; name: string } | null;
}

/**
 * What a code field keeps of what is typed or pasted: spaces removed first (a pasted « ␣yudfh5vo »),
 * then upper-cased, then cut to the code's length, so a paste is never cut before it is cleaned.
 */
export function cleanInviteCodeInput(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().slice(0, INVITE_CODE_LENGTH);
}

/** The toast's second line after a join: the joiner's profile, created or already there. */
export function joinedProfileNote(profile: { name: string }, created: boolean): string {
  return created
    ? `Votre profil « ${profile.name} » a été créé.`
    : `Vous utilisez le profil « ${profile.name} », qui existait déjà.`;
}
