/**
 * Arrival notices (docs/product.md#notifications): when someone joins a space with an invitation
 * code, every other member is told « Jeanne a rejoint Famille Martin ». Shared by the Worker (the
 * stored text and its push) and the tests.
 */

/** « Jeanne a rejoint Famille Martin »: the joiner's profile name, then the space's name. */
export function joinedTitle(joinerName: string, spaceName: string): string {
  return `${joinerName} a rejoint ${spaceName}`;
}

/** One notice per recipient per invitation: an invitation is used once, so a replay adds nothing. */
export function joinedDedupeKey(invitationId: string): string {
  return `joined:${invitationId}`;
}
