/**
 * `GET /api/digest/unsubscribe?token=…`: the digest email's link, without signing in
 * (worker/notifications/unsubscribe.ts). Turns that space's digest email off, keeps every other
 * choice, and says so in French; a second click says the same. A bad or expired link says that.
 */
import { eq } from 'drizzle-orm';
import { familySpaces } from '../../db/schema.ts';
import { createRouter } from '../lib/create-app.ts';
import { escapeHtml } from '../mail/templates.ts';
import { stopDigestEmail } from '../notifications/preferences.ts';
import { readUnsubscribeToken } from '../notifications/unsubscribe.ts';

export const DIGEST_UNSUBSCRIBE_TEXTS = {
  title: 'Résumé du soir',
  done: (spaceName: string) =>
    `Vous ne recevrez plus le résumé du soir par email pour « ${spaceName} ».`,
  again: 'Vous pouvez le réactiver dans Réglages › Notifications.',
  invalid: 'Ce lien de désinscription n’est pas valide ou a expiré.',
  invalidHint: 'Vous pouvez arrêter le résumé par email dans Réglages › Notifications.',
} as const;

function page(lines: string[]): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DIGEST_UNSUBSCRIBE_TEXTS.title} – Foyer</title></head>
<body><main><h1>Foyer</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="/settings">Ouvrir Réglages</a></p></main></body></html>`;
}

export const digestRoutes = createRouter().get('/unsubscribe', async (c) => {
  const { db, now } = c.var;
  const key = await readUnsubscribeToken(c.env, c.req.query('token') ?? '', now);
  const space = key
    ? await db
        .select({ name: familySpaces.name, timezone: familySpaces.timezone })
        .from(familySpaces)
        .where(eq(familySpaces.id, key.spaceId))
        .get()
    : undefined;
  if (!key || !space) {
    return c.html(
      page([DIGEST_UNSUBSCRIBE_TEXTS.invalid, DIGEST_UNSUBSCRIBE_TEXTS.invalidHint]),
      400,
    );
  }
  await stopDigestEmail(db, key, space.timezone, now);
  return c.html(page([DIGEST_UNSUBSCRIBE_TEXTS.done(space.name), DIGEST_UNSUBSCRIBE_TEXTS.again]));
});
