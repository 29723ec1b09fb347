import type { ProfileRole } from '#domain/roles.ts';

/** A member listed on /setup-space, before the space exists. */
export interface DraftMember {
  /** Local key only (React lists); the server gives the real ids. */
  key: string;
  name: string;
  role: ProfileRole;
  emoji: string;
}

/** What /setup-space hands to /space-summary (router state), and "Modifier" hands back. */
export interface SpaceDraft {
  name: string;
  members: DraftMember[];
  /** The family's IANA time zone (absent in an older draft: the server's default). */
  timezone?: string;
}

export function isSpaceDraft(value: unknown): value is SpaceDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<SpaceDraft>;
  return typeof draft.name === 'string' && Array.isArray(draft.members);
}

export function memberCountLabel(count: number): string {
  return `${count} membre${count > 1 ? 's' : ''}`;
}

export function profileCountLabel(count: number): string {
  return `${count} profil${count > 1 ? 's' : ''}`;
}

/** The space's avatar: a family emoji. */
export const SPACE_EMOJI = '👨‍👩‍👧‍👦';
