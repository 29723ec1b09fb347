/**
 * Family spaces: the rules and French messages of creating, renaming, leaving and deleting a space
 * (docs/product.md#spaces), shared by the Worker that enforces them and the SPA's forms.
 */

import { normalizeName } from './invitations.ts';
import { PROFILE_ROLES, type ProfileRole } from './roles.ts';
import { SCHOOL_HOLIDAY_TEXTS, SCHOOL_ZONES, type SchoolZone } from './school-holidays.ts';
import { DEFAULT_TIME_ZONE } from './space-defaults.ts';
import { safeText, trimText, z } from './validation.ts';
import { isTimeZone } from './zoned-time.ts';

export const SPACE_NAME_MAX_LENGTH = 100;
export const MEMBER_NAME_MAX_LENGTH = 100;
export const SPACE_DESCRIPTION_MAX_LENGTH = 200;
/**
 * Members listed when creating a space. Far above a household; it keeps the creation batch (one
 * statement per profile) small.
 */
export const MAX_MEMBERS_AT_CREATION = 30;
/** An emoji may be several code points (skin tone, ZWJ sequences); this bounds the stored text. */
export const EMOJI_MAX_LENGTH = 16;

export const SPACE_MESSAGES = {
  /** Create form. */
  createNameRequired: 'Veuillez saisir un nom pour votre espace famille',
  membersRequired: 'Veuillez ajouter au moins un membre à votre famille',
  memberIncomplete: "Veuillez remplir le prénom, le rôle et l'avatar",
  /** Profile names are unique in a space without regard to case or accents. */
  memberNameTaken: 'Un membre porte déjà ce prénom',
  memberNameTooLong: `Le prénom ne doit pas dépasser ${MEMBER_NAME_MAX_LENGTH} caractères`,
  tooManyMembers: `Une famille peut compter au plus ${MAX_MEMBERS_AT_CREATION} membres à la création`,
  /** Rename. */
  nameRequired: "Le nom de l'espace est requis",
  nameTooLong: `Le nom de l'espace ne doit pas dépasser ${SPACE_NAME_MAX_LENGTH} caractères`,
  descriptionTooLong: `La description ne doit pas dépasser ${SPACE_DESCRIPTION_MAX_LENGTH} caractères`,
  unknownTimeZone: 'Fuseau horaire inconnu',
  /** Rename and delete are for admins (docs/product.md#roles). */
  adminOnly: "Seul un administrateur de l'espace peut effectuer cette action",
  /** Success toasts. */
  renamed: 'Espace renommé avec succès',
  timeZoneChanged: 'Fuseau horaire modifié',
  schoolZoneChanged: 'Zone scolaire modifiée',
  deleted: 'Espace supprimé avec succès',
  left: 'Espace quitté',
  /** Failure toasts. */
  createFailed: "Impossible de créer l'espace famille",
  loadFailed: 'Impossible de charger vos espaces famille',
  renameFailed: 'Erreur lors de la modification',
  deleteFailed: 'Erreur lors de la suppression',
  leaveFailed: "Erreur lors de la sortie de l'espace",
} as const;

/** « Membres ayant accès » (docs/product.md#members): the accounts of a space, apart from its profiles. */
export const MEMBER_MESSAGES = {
  /** Removing or promoting is for admins; a non-admin gets SPACE_MESSAGES.adminOnly. */
  removed: 'Accès retiré',
  removedDescription: (name: string) =>
    `${name} n'a plus accès à l'espace. Son profil reste dans la famille.`,
  promoted: (name: string) => `${name} est maintenant administrateur`,
  /** An admin's own access goes with « Quitter », which hands admin on when needed. */
  cannotRemoveSelf: "Vous ne pouvez pas retirer votre propre accès : utilisez « Quitter l'espace »",
  notMember: "Cette personne n'a plus accès à cet espace",
  removeFailed: "Erreur lors du retrait de l'accès",
  promoteFailed: 'Erreur lors de la nomination',
  /** « Retirer le rôle admin »: the member keeps their access, without admin rights. */
  demoted: (name: string) => `${name} n'est plus administrateur`,
  lastAdmin: "L'espace doit garder au moins un administrateur",
  demoteFailed: 'Erreur lors du retrait du rôle admin',
  /**
   * Two co-parents share a space as equals: an admin's access and role are theirs alone to give up
   * (« Quitter l'espace »), so that neither can shut the other out.
   */
  otherAdmin:
    "Un administrateur ne peut pas retirer l'accès ni le rôle d'un autre administrateur : seul celui-ci peut y renoncer",
  otherAdminNote: 'Administrateur : seul·e cette personne peut renoncer à son accès ou à son rôle',
} as const;

/** A space's name as renamed in the settings: trimmed, 1 to 100 characters. */
export const spaceNameSchema = safeText(
  z
    .string(SPACE_MESSAGES.nameRequired)
    .overwrite(trimText)
    .min(1, SPACE_MESSAGES.nameRequired)
    .max(SPACE_NAME_MAX_LENGTH, SPACE_MESSAGES.nameTooLong),
);

/** A member listed on /setup-space; it becomes a family profile of the new space. */
export const newMemberSchema = z.object(
  {
    name: safeText(
      z
        .string(SPACE_MESSAGES.memberIncomplete)
        .overwrite(trimText)
        .min(1, SPACE_MESSAGES.memberIncomplete)
        .max(MEMBER_NAME_MAX_LENGTH, SPACE_MESSAGES.memberNameTooLong),
    ),
    role: z.enum(PROFILE_ROLES, SPACE_MESSAGES.memberIncomplete),
    /** The chosen avatar's emoji (domain/avatars.ts). */
    emoji: safeText(
      z
        .string(SPACE_MESSAGES.memberIncomplete)
        .overwrite(trimText)
        .min(1, SPACE_MESSAGES.memberIncomplete)
        .max(EMOJI_MAX_LENGTH, SPACE_MESSAGES.memberIncomplete),
    ),
  },
  SPACE_MESSAGES.memberIncomplete,
);

export const createSpaceSchema = z.object({
  name: safeText(
    z
      .string(SPACE_MESSAGES.createNameRequired)
      .overwrite(trimText)
      .min(1, SPACE_MESSAGES.createNameRequired)
      .max(SPACE_NAME_MAX_LENGTH, SPACE_MESSAGES.nameTooLong),
  ),
  description: safeText(
    z.string().trim().max(SPACE_DESCRIPTION_MAX_LENGTH, SPACE_MESSAGES.descriptionTooLong),
    { multiline: true },
  ).optional(),
  timezone: z
    .string(SPACE_MESSAGES.unknownTimeZone)
    .refine(isTimeZone, SPACE_MESSAGES.unknownTimeZone)
    .default(DEFAULT_TIME_ZONE),
  members: z
    .array(newMemberSchema, SPACE_MESSAGES.membersRequired)
    .min(1, SPACE_MESSAGES.membersRequired)
    .max(MAX_MEMBERS_AT_CREATION, SPACE_MESSAGES.tooManyMembers)
    .refine(
      (members) =>
        new Set(members.map((member) => normalizeName(member.name))).size === members.length,
      SPACE_MESSAGES.memberNameTaken,
    ),
});

export const renameSpaceSchema = z.object({ name: spaceNameSchema });

/**
 * `PATCH /api/spaces/:spaceId`: a new name, a new time zone, or both. Moving the zone moves the
 * pending reminders with it (the family's "18:00" stays 18:00 on their clock).
 */
export const updateSpaceSchema = z
  .object({
    name: spaceNameSchema.optional(),
    timezone: z
      .string(SPACE_MESSAGES.unknownTimeZone)
      .refine(isTimeZone, SPACE_MESSAGES.unknownTimeZone)
      .optional(),
    /** « Zone scolaire »: A, B or C, or null for « Aucune » (docs/decisions/048-school-holidays.md). */
    schoolZone: z.enum(SCHOOL_ZONES, SCHOOL_HOLIDAY_TEXTS.unknownZone).nullable().optional(),
    /** « Vacances scolaires dans le calendrier abonné »: the zone's holidays in the feed. */
    feedSchoolHolidays: z.boolean(SCHOOL_HOLIDAY_TEXTS.feedInvalid).optional(),
  })
  .refine(
    (input) =>
      input.name !== undefined ||
      input.timezone !== undefined ||
      input.schoolZone !== undefined ||
      input.feedSchoolHolidays !== undefined,
    {
      path: ['name'],
      message: SPACE_MESSAGES.nameRequired,
    },
  );

export type NewMemberInput = z.input<typeof newMemberSchema>;
export type RenameSpaceInput = z.input<typeof renameSpaceSchema>;

/** A space as `GET /api/spaces` lists it (the chooser and the settings). */
export interface SpaceSummary {
  id: string;
  name: string;
  description: string;
  timezone: string;
  /** The school holidays the planning shows and the series that pause for them follow. */
  schoolZone: SchoolZone | null;
  /** Whether the calendar feed carries the zone's holidays as all-day events. */
  feedSchoolHolidays: boolean;
  isAdmin: boolean;
  /** Accounts that belong to the space. */
  memberCount: number;
  /** Its family profiles: the people the chooser counts (docs/product.md#spaces). */
  profileCount: number;
  createdAt: string;
}

/** A user's membership of a space, as `GET /api/spaces/:spaceId` lists it. */
export interface SpaceMemberView {
  userId: string;
  displayName: string;
  emoji: string;
  role: ProfileRole | null;
  isAdmin: boolean;
  joinedAt: string;
}

export interface SpaceDetail extends SpaceSummary {
  createdBy: string | null;
  updatedAt: string;
}
