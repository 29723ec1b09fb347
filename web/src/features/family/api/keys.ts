import { spaceKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the family area that are not shared (the spaces, the profiles and `me` are: they live
 * in lib/query-keys.ts). Everything sits under the space's `invitations` area.
 */
export const invitationKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'invitations'),
  /** This member's generated code not yet saved. */
  draftCode: (spaceId: string) => [...invitationKeys.all(spaceId), 'code'] as const,
  /** « Invitations en attente ». */
  pending: (spaceId: string) => [...invitationKeys.all(spaceId), 'pending'] as const,
};
