/**
 * The account rules' plain constants, without zod: the SPA's entry and its public pages read them
 * on every first visit, and zod loads only when a form is checked (docs/decisions/017). domain/auth.ts
 * re-exports them beside its schemas.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A cookie that says only "this browser holds a session" (value `1`, readable by scripts, set and
 * cleared with the session's own cookies): the SPA asks `GET /api/me` only when it is there, so a
 * signed-out visit makes no request that can only answer 401 (docs/decisions/016-session-hint-cookie.md).
 */
export const SESSION_HINT_COOKIE = 'foyer_session';

const SESSION_HINT = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SESSION_HINT_COOKIE}=1(?:;|$)`);

/**
 * Whether `cookies` (`document.cookie`, or a request's Cookie header) hold the session hint, with or
 * without its `__Host-` prefix. web/public/theme-init.js reads it the same way before the first paint.
 */
export function hasSessionHintIn(cookies: string): boolean {
  return SESSION_HINT.test(cookies);
}

/**
 * Why a sign-in was ended from elsewhere, kept on its revoked tokens and named in the refused
 * refresh's `reason` (worker/routes/auth.ts), so the device it ended can say why on /login.
 */
export const SESSION_END_REASONS = [
  'password_changed',
  'ended_elsewhere',
  'account_deleted',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  password_changed: 'Vous avez été déconnecté : le mot de passe a été changé sur un autre appareil',
  ended_elsewhere: 'Déconnecté depuis un autre appareil',
  // Told by the live socket (the deleted account's sessions go with it, so no refresh can say it).
  account_deleted: 'Vous avez été déconnecté : ce compte a été supprimé',
};
