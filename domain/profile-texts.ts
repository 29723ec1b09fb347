/**
 * The French texts of family profiles, without zod, for the screens that show them before any form
 * (the guards' « Ce profil n'est plus accessible », docs/decisions/021-planning-first-visit.md);
 * `profiles.ts` re-exports them beside its schemas.
 */
import { PROFILE_COLOUR_TEXTS } from './profile-colours.ts';

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
  /** A profile is one of the family's people: only an admin deletes one. */
  deleteAdminOnly: "Seul un administrateur de l'espace peut supprimer un profil",
  loadFailed: 'Impossible de charger les profils de la famille',
  /** The chooser, /profile. */
  empty: 'Aucun profil trouvé. Ajoutez des membres à votre famille.',
  loading: 'Chargement des profils...',
  noLongerAccessibleTitle: 'Accès refusé',
  noLongerAccessible: "Ce profil n'est plus accessible",
} as const;
