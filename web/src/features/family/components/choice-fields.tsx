import { AVATARS } from '#domain/avatars.ts';
import { MISSING_ROLE_LABEL, PROFILE_ROLE_LABELS, PROFILE_ROLES } from '#domain/roles.ts';
import type { Choice } from '../../../ui/choice-group.tsx';

export function roleLabel(role: string | null | undefined): string {
  return role && role in PROFILE_ROLE_LABELS
    ? PROFILE_ROLE_LABELS[role as keyof typeof PROFILE_ROLE_LABELS]
    : MISSING_ROLE_LABEL;
}

export const ROLE_OPTIONS: Choice[] = PROFILE_ROLES.map((role) => ({
  value: role,
  label: PROFILE_ROLE_LABELS[role],
}));

export const AVATAR_OPTIONS: Choice[] = AVATARS.map((avatar) => ({
  value: avatar.emoji,
  label: avatar.label,
  emoji: avatar.emoji,
}));
