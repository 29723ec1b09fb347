import type { ProfileRole } from './roles.ts';

/** The avatars offered when adding a member or a profile (docs/product.md#spaces). */
export const AVATARS = [
  { id: 'woman', emoji: '👩', label: 'Femme' },
  { id: 'man', emoji: '👨', label: 'Homme' },
  { id: 'baby', emoji: '👶', label: 'Bébé' },
  { id: 'girl', emoji: '👧', label: 'Fille' },
  { id: 'boy', emoji: '👦', label: 'Garçon' },
  { id: 'grandmother', emoji: '👵', label: 'Grand-mère' },
  { id: 'grandfather', emoji: '👴', label: 'Grand-père' },
] as const;

/** Default emoji of a new profile: a person for adults, a child for children (docs/product.md#profiles). */
export const DEFAULT_PROFILE_EMOJI = '🧑';
export const DEFAULT_CHILD_EMOJI = '🧒';

export function defaultEmojiForRole(role: ProfileRole): string {
  return role === 'enfant' ? DEFAULT_CHILD_EMOJI : DEFAULT_PROFILE_EMOJI;
}
