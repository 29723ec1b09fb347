/**
 * The link to join a space (docs/product.md#invitations): `/rejoindre?code=XXXXXXXX`. Opened signed
 * out, the code is kept on the device (`pendingJoinCode`) across sign-up or sign-in, which land on
 * /setup-space or /join-space; those send on to the link's join screen, which uses the code up.
 */
import { cleanInviteCodeInput, INVITE_CODE_LENGTH } from '#domain/invitations.ts';
import { paths } from '../../lib/paths.ts';
import { storedValue } from '../../lib/stored-value.ts';

export const pendingJoinCode = storedValue('pendingJoinCode', 'pendingJoinCodeChanged');

/** The shareable address of an invitation's code on this origin. */
export function joinLink(origin: string, code: string): string {
  return `${origin}${paths.joinByLink}?code=${encodeURIComponent(code)}`;
}

/** The join screen of a code. */
export function joinPath(code: string): string {
  return `${paths.joinByLink}?code=${encodeURIComponent(code)}`;
}

/** A code as a link carries it (cleaned like a typed one), or null when it cannot be one. */
export function codeFromLink(search: string): string | null {
  const raw = new URLSearchParams(search).get('code');
  if (raw === null) return null;
  const code = cleanInviteCodeInput(raw);
  return code.length === INVITE_CODE_LENGTH ? code : null;
}
