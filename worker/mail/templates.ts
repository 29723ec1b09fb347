/**
 * The French emails of the account area, each as plain text and HTML.
 *
 * Links carry their token in the URL fragment, which browsers never send to a server nor put in a
 * Referer header; the SPA page reads it and POSTs it to the API:
 * - reset:  `${origin}/reset-password#access_token=<token>&type=recovery` (the recovery link the page expects);
 * - verify: `${origin}/verify-email#token=<token>` (the page POSTs /api/auth/verify-email).
 */
import { ONE_CLICK_BODY } from '../notifications/unsubscribe.ts';
import type { MailMessage } from './types.ts';

export function resetPasswordLink(origin: string, token: string): string {
  return `${origin}/reset-password#access_token=${encodeURIComponent(token)}&type=recovery`;
}

function verifyEmailLink(origin: string, token: string): string {
  return `${origin}/verify-email#token=${encodeURIComponent(token)}`;
}

/** The longest first name an email greets in full; a longer one is cut with "…". */
const GREETING_NAME_MAX = 24;

/**
 * A first name as an email may show it: one line, at most 24 characters. It is whatever the sign-up
 * typed, and the email goes to whatever address was typed: a long "name" could carry a message in
 * Foyer's voice ("URGENT : appelez le…"). Never in a subject; escaped in HTML (`escapeHtml`).
 */
export function greetingName(firstName: string): string {
  const oneLine = firstName.replace(/\s+/gu, ' ').trim();
  const characters = Array.from(oneLine);
  if (characters.length <= GREETING_NAME_MAX) return oneLine;
  return `${characters
    .slice(0, GREETING_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A plain, inline-styled layout: email clients ignore style sheets and scripts. */
function layout(title: string, paragraphs: string[], action: { label: string; href: string }) {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${p}</p>`)
    .join('');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#2563eb">Foyer</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-size:16px">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.href)}</p>
</div></body></html>`;
}

export function verifyEmailMessage(input: {
  to: string;
  firstName: string;
  origin: string;
  token: string;
}): MailMessage {
  const link = verifyEmailLink(input.origin, input.token);
  const subject = 'Confirmez votre adresse email – Foyer';
  const name = greetingName(input.firstName);
  const text = [
    `Bonjour ${name},`,
    '',
    'Bienvenue dans Foyer ! Confirmez votre adresse email en ouvrant ce lien :',
    link,
    '',
    'Ce lien est valable 24 heures.',
    "Si vous n'avez pas créé de compte Foyer, ignorez ce message.",
  ].join('\n');
  const html = layout(
    subject,
    [
      `Bonjour ${escapeHtml(name)},`,
      'Bienvenue dans Foyer ! Confirmez votre adresse email pour finaliser votre compte.',
      'Ce lien est valable 24 heures. Si vous n’avez pas créé de compte Foyer, ignorez ce message.',
    ],
    { label: 'Confirmer mon adresse email', href: link },
  );
  return { to: input.to, subject, text, html };
}

export function resetPasswordMessage(input: {
  to: string;
  origin: string;
  token: string;
}): MailMessage {
  const link = resetPasswordLink(input.origin, input.token);
  const subject = 'Réinitialisez votre mot de passe – Foyer';
  const text = [
    'Bonjour,',
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Foyer. Choisissez-en un nouveau en ouvrant ce lien :',
    link,
    '',
    'Ce lien est valable 30 minutes et ne peut servir qu’une fois.',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join('\n');
  const html = layout(
    subject,
    [
      'Bonjour,',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Foyer.',
      'Ce lien est valable 30 minutes et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ],
    { label: 'Choisir un nouveau mot de passe', href: link },
  );
  return { to: input.to, subject, text, html };
}

/**
 * Sign-up with an address that already has an account: the owner learns of it, and only the owner
 * (the sign-up answer itself says no more than the sign-up flow forces it to).
 */
export function accountExistsMessage(input: { to: string; origin: string }): MailMessage {
  const loginLink = `${input.origin}/login`;
  const forgotLink = `${input.origin}/forgot-password`;
  const subject = 'Vous avez déjà un compte Foyer';
  const text = [
    'Bonjour,',
    '',
    "Quelqu'un a essayé de créer un compte Foyer avec votre adresse email, qui en a déjà un.",
    `Si c'était vous, connectez-vous : ${loginLink}`,
    `Mot de passe oublié ? ${forgotLink}`,
    '',
    "Si ce n'était pas vous, ignorez ce message : votre compte n'a pas été modifié.",
  ].join('\n');
  const html = layout(
    subject,
    [
      'Bonjour,',
      'Quelqu’un a essayé de créer un compte Foyer avec votre adresse email, qui en a déjà un.',
      `Mot de passe oublié ? <a href="${escapeHtml(forgotLink)}" style="color:#2563eb">Réinitialisez-le</a>. Si ce n’était pas vous, ignorez ce message : votre compte n’a pas été modifié.`,
    ],
    { label: 'Me connecter', href: loginLink },
  );
  return { to: input.to, subject, text, html };
}

/**
 * After a password change from the account screen: the owner learns of it, with the way back in
 * should it not have been them (a reset by email, which signs every device out).
 */
export function passwordChangedMessage(input: { to: string; origin: string }): MailMessage {
  const forgotLink = `${input.origin}/forgot-password`;
  const subject = 'Votre mot de passe a été modifié – Foyer';
  const text = [
    'Bonjour,',
    '',
    'Votre mot de passe a été modifié depuis les réglages de votre compte Foyer. Vos autres appareils ont été déconnectés.',
    '',
    `Si ce n'était pas vous, réinitialisez-le sans attendre : ${forgotLink}`,
  ].join('\n');
  const html = layout(
    subject,
    [
      'Bonjour,',
      'Votre mot de passe a été modifié depuis les réglages de votre compte Foyer. Vos autres appareils ont été déconnectés.',
      'Si ce n’était pas vous, réinitialisez-le sans attendre.',
    ],
    { label: 'Réinitialiser mon mot de passe', href: forgotLink },
  );
  return { to: input.to, subject, text, html };
}

/** One event of the evening digest: its time (none for a whole day), its name, whose it is. */
export interface DigestLine {
  time: string | null;
  name: string;
  person: string | null;
}

/**
 * The evening digest: tomorrow's events in the planning's order, the changes told since the previous
 * one, a link to the planning and one to stop these emails without signing in (`unsubscribeLink`).
 * The same link is in `List-Unsubscribe` with `List-Unsubscribe-Post`, so that a mail client's own
 * « Se désabonner » button stops them in one click (RFC 8058: it POSTs `List-Unsubscribe=One-Click`
 * to that address, routes/digest.ts).
 */
export function digestMessage(input: {
  to: string;
  /** « jeudi 11 janvier ». */
  dayLabel: string;
  spaceName: string;
  lines: readonly DigestLine[];
  /** The sentences of the changes told today, oldest first. */
  changes: readonly string[];
  origin: string;
  unsubscribeLink: string;
}): MailMessage {
  const planning = `${input.origin}/planning`;
  const subject =
    input.lines.length > 0 ? `Demain, ${input.dayLabel} – Foyer` : 'Changements du jour – Foyer';
  const line = (l: DigestLine) =>
    `${l.time ?? 'Toute la journée'} : ${l.name}${l.person ? ` (${l.person})` : ''}`;
  const tomorrow = `Demain, ${input.dayLabel}, dans « ${input.spaceName} » :`;
  const changed = `Changé aujourd’hui dans « ${input.spaceName} » :`;
  const sections = [
    ...(input.lines.length > 0 ? [{ heading: tomorrow, items: input.lines.map(line) }] : []),
    ...(input.changes.length > 0 ? [{ heading: changed, items: input.changes }] : []),
  ];
  const text = [
    'Bonsoir,',
    '',
    ...sections.flatMap((s) => [s.heading, ...s.items.map((item) => `- ${item}`), '']),
    `Le planning : ${planning}`,
    '',
    `Ne plus recevoir ce résumé par email : ${input.unsubscribeLink}`,
  ].join('\n');
  const html = layout(
    subject,
    [
      'Bonsoir,',
      ...sections.flatMap((s) => [
        escapeHtml(s.heading),
        s.items.map((item) => `• ${escapeHtml(item)}`).join('<br>'),
      ]),
      `<a href="${escapeHtml(input.unsubscribeLink)}" style="color:#6b7280">Ne plus recevoir ce résumé par email</a>`,
    ],
    { label: 'Voir le planning', href: planning },
  );
  const headers = {
    'List-Unsubscribe': `<${input.unsubscribeLink}>`,
    'List-Unsubscribe-Post': ONE_CLICK_BODY,
  };
  return { to: input.to, subject, text, html, headers };
}
