/**
 * The digest email's link, without signing in (worker/notifications/unsubscribe.ts).
 * `GET /api/digest/unsubscribe?token=…` only asks: mail scanners and link previews open every link
 * of a message, and one of them must not stop a family's digest. The page's button sends
 * `POST` to the same address, which turns that space's digest email off, keeps every other choice
 * and says so in French; a second click says the same. A bad or expired link says that, for both.
 * A mail client's own « Se désabonner » (the email's `List-Unsubscribe-Post`, RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` there without Origin nor cookie: the Origin check leaves this address
 * to this route, which takes a POST from one of the app's pages or with that body, and no other.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { familySpaces } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { createRouter } from '../lib/create-app.ts';
import { escapeHtml } from '../mail/templates.ts';
import { isAppOrigin } from '../middleware/origin-check.ts';
import { stopDigestEmail } from '../notifications/preferences.ts';
import { readUnsubscribeToken } from '../notifications/unsubscribe.ts';

export const DIGEST_UNSUBSCRIBE_TEXTS = {
  title: 'Résumé du soir',
  ask: (spaceName: string) =>
    `Ne plus recevoir le résumé du soir par email pour « ${spaceName} » ?`,
  confirm: 'Ne plus le recevoir',
  done: (spaceName: string) =>
    `Vous ne recevrez plus le résumé du soir par email pour « ${spaceName} ».`,
  again: 'Vous pouvez le réactiver dans Réglages › Notifications.',
  invalid: 'Ce lien de désinscription n’est pas valide ou a expiré.',
  invalidHint: 'Vous pouvez arrêter le résumé par email dans Réglages › Notifications.',
  unknownRequest: 'Cette demande de désinscription n’est pas reconnue.',
} as const;

/** A plain page; `form` is the button's own markup, already escaped. */
function page(lines: string[], form = ''): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DIGEST_UNSUBSCRIBE_TEXTS.title} – Foyer</title></head>
<body><main><h1>Foyer</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${form}
<p><a href="/settings">Ouvrir Réglages</a></p></main></body></html>`;
}

/** The link's space, or undefined for a bad or expired link or a space gone since. */
async function linkedSpace(c: Context<AppEnv>) {
  const { db, now } = c.var;
  const key = await readUnsubscribeToken(c.env, c.req.query('token') ?? '', now);
  const space = key
    ? await db
        .select({ name: familySpaces.name, timezone: familySpaces.timezone })
        .from(familySpaces)
        .where(eq(familySpaces.id, key.spaceId))
        .get()
    : undefined;
  return key && space ? { key, space } : undefined;
}

/**
 * A POST of the page's own button (an Origin of the app) or a mail client's one-click POST (its
 * form-encoded or multipart body `List-Unsubscribe=One-Click`, RFC 8058 §3.2).
 */
async function isUnsubscribeRequest(c: Context<AppEnv>): Promise<boolean> {
  if (isAppOrigin(c.env, c.req.header('origin'))) return true;
  // A malformed multipart body is a refusal like any other body, not a 500.
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return body['List-Unsubscribe'] === 'One-Click';
}

const invalidPage = () =>
  page([DIGEST_UNSUBSCRIBE_TEXTS.invalid, DIGEST_UNSUBSCRIBE_TEXTS.invalidHint]);

export const digestRoutes = createRouter()
  .get('/unsubscribe', async (c) => {
    const linked = await linkedSpace(c);
    if (!linked) return c.html(invalidPage(), 400);
    // The same address, token included: the form posts it back with an empty body.
    const action = escapeHtml(`/api/digest/unsubscribe?token=${c.req.query('token') ?? ''}`);
    const form = `<form method="post" action="${action}"><button type="submit">${escapeHtml(DIGEST_UNSUBSCRIBE_TEXTS.confirm)}</button></form>`;
    return c.html(page([DIGEST_UNSUBSCRIBE_TEXTS.ask(linked.space.name)], form));
  })
  .post('/unsubscribe', async (c) => {
    if (!(await isUnsubscribeRequest(c))) {
      return c.html(page([DIGEST_UNSUBSCRIBE_TEXTS.unknownRequest]), 400);
    }
    const linked = await linkedSpace(c);
    if (!linked) return c.html(invalidPage(), 400);
    await stopDigestEmail(c.var.db, linked.key, linked.space.timezone, c.var.now);
    return c.html(
      page([DIGEST_UNSUBSCRIBE_TEXTS.done(linked.space.name), DIGEST_UNSUBSCRIBE_TEXTS.again]),
    );
  });
