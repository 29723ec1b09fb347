/**
 * Family profiles (docs/product.md#profiles): rules, French messages
 * and the shape the API returns, shared by the Worker and the SPA.
 */
import {
  PROFILE_COLOUR_TEXTS,
  type ProfileColourId,
  profileColourSchema,
} from './profile-colours.ts';
import { PROFILE_ROLES, type ProfileRole } from './roles.ts';
import { EMOJI_MAX_LENGTH } from './spaces.ts';
import { safeText, z } from './validation.ts';

export const PROFILE_NAME_MAX_LENGTH = 100;

export const PROFILE_MESSAGES = {
  nameRequired: 'Le prénom est requis',
  nameTooLong: `Le prénom ne doit pas dépasser ${PROFILE_NAME_MAX_LENGTH} caractères`,
  roleRequired: 'Veuillez choisir un rôle',
  emojiInvalid: 'Veuillez choisir un avatar',
  colourRequired: PROFILE_COLOUR_TEXTS.invalid,
  notFound: "Ce profil n'existe pas ou n'appartient pas à cet espace",
  /** Two profiles of a space never share a name, whatever the case or accents (« Zoé » / « zoé »). */
  nameTaken: 'Un profil porte déjà ce prénom dans cet espace',
  /** Toasts. */
  added: 'Profil ajouté',
  updated: 'Profil modifié',
  deleted: 'Profil supprimé',
  addFailed: "Erreur lors de l'ajout du profil",
  updateFailed: 'Erreur lors de la modification du profil',
  deleteFailed: 'Erreur lors de la suppression du profil',
  loadFailed: 'Impossible de charger les profils de la famille',
  /** The chooser, /profile. */
  empty: 'Aucun profil trouvé. Ajoutez des membres à votre famille.',
  loading: 'Chargement des profils...',
  noLongerAccessibleTitle: 'Accès refusé',
  noLongerAccessible: "Ce profil n'est plus accessible",
} as const;

const profileNameSchema = safeText(
  z
    .string(PROFILE_MESSAGES.nameRequired)
    .trim()
    .min(1, PROFILE_MESSAGES.nameRequired)
    .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong),
);

const profileRoleSchema = z.enum(PROFILE_ROLES, PROFILE_MESSAGES.roleRequired);

const profileEmojiSchema = safeText(
  z
    .string(PROFILE_MESSAGES.emojiInvalid)
    .trim()
    .min(1, PROFILE_MESSAGES.emojiInvalid)
    .max(EMOJI_MAX_LENGTH, PROFILE_MESSAGES.emojiInvalid),
);

/**
 * Without an emoji, a profile gets its role's default (`defaultEmojiForRole`); without a colour, the
 * palette's least used in the space (`nextColour`).
 */
export const createProfileSchema = z.object({
  name: profileNameSchema,
  role: profileRoleSchema,
  emoji: profileEmojiSchema.optional(),
  colour: profileColourSchema.optional(),
});

/** Any of the four; an absent field is unchanged. */
export const updateProfileSchema = z.object({
  name: profileNameSchema.optional(),
  role: profileRoleSchema.optional(),
  emoji: profileEmojiSchema.optional(),
  colour: profileColourSchema.optional(),
});

/** What deleting a profile changes in the planning: the tasks it is responsible for or concerned by. */
export interface ProfileUsage {
  /** Tasks whose responsible adult it is: they become « Non assigné ». */
  assignedTasks: number;
  /** Tasks whose child it is: they become « sans enfant ». */
  childTasks: number;
}

export type CreateProfileInput = z.input<typeof createProfileSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** A family profile as the API returns it. */
export interface ProfileView {
  id: string;
  spaceId: string;
  name: string;
  role: ProfileRole;
  emoji: string;
  /** Chosen in Réglages, or given at creation (domain/profile-colours.ts). */
  colour: ProfileColourId;
  createdAt: string;
}
