/** Roles of a family profile (docs/product.md#roles). */
export const PROFILE_ROLES = ['parent', 'enfant', 'grand-parent', 'autre'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export const PROFILE_ROLE_LABELS: Record<ProfileRole, string> = {
  parent: 'Parent',
  enfant: 'Enfant',
  'grand-parent': 'Grand-parent',
  autre: 'Autre',
};

/** Shown where a role is missing. */
export const MISSING_ROLE_LABEL = 'Membre';

/** Who may be responsible for a task; children only appear as "Enfant concerné" (docs/product.md#roles). */
export const ASSIGNABLE_ROLES = [
  'parent',
  'grand-parent',
  'autre',
] as const satisfies readonly ProfileRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export function isAssignableRole(role: ProfileRole): role is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly ProfileRole[]).includes(role);
}
