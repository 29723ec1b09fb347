/**
 * Family profiles (docs/product.md#profiles): rules, French messages
 * and the shape the API returns, shared by the Worker and the SPA.
 */
import {
  PROFILE_COLOUR_IDS,
  PROFILE_COLOUR_TEXTS,
  type ProfileColourId,
} from './profile-colours.ts';
import { PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH } from './profile-texts.ts';
import { PROFILE_ROLES, type ProfileRole } from './roles.ts';
import { EMOJI_MAX_LENGTH } from './spaces.ts';
import { safeText, trimText, z } from './validation.ts';

export { PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH } from './profile-texts.ts';

/** A colour of the palette, by id (the profile forms' « Couleur »). */
export const profileColourSchema = z.enum(PROFILE_COLOUR_IDS, PROFILE_COLOUR_TEXTS.invalid);

const profileNameSchema = safeText(
  z
    .string(PROFILE_MESSAGES.nameRequired)
    .overwrite(trimText)
    .min(1, PROFILE_MESSAGES.nameRequired)
    .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong),
);

const profileRoleSchema = z.enum(PROFILE_ROLES, PROFILE_MESSAGES.roleRequired);

const profileEmojiSchema = safeText(
  z
    .string(PROFILE_MESSAGES.emojiInvalid)
    .overwrite(trimText)
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
