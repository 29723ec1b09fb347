/**
 * The screen a notification's click opens (web/sw/push-handler.ts): the payload's path resolved
 * against the app's origin, kept only if it stays on that origin, else the app's home. Checked on
 * the parsed URL, not on the text: `/\evil.example` or `/<tab>/evil.example` start with one slash
 * yet parse to another host.
 */
export function screenUrl(url: unknown, origin: string): string {
  const home = new URL('/', origin).href;
  if (typeof url !== 'string' || !url.startsWith('/')) return home;
  const parsed = new URL(url, origin);
  return parsed.origin === new URL(origin).origin ? parsed.href : home;
}
