import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema.ts';
import { hashToken } from '../../worker/auth/tokens.ts';
import { db, login, mailTo, signupPerson, tokenFromMail, uniqueEmail } from './auth-support.ts';
import { api, errorOf } from './support.ts';

const NEW_PASSWORD = 'Nouveau-Depart-2026';

async function forgot(email: string) {
  return api().auth['forgot-password'].$post({ json: { email } });
}

async function resetWith(token: string, password = NEW_PASSWORD) {
  return api().auth['reset-password'].$post({ json: { token, password } });
}

describe('POST /api/auth/forgot-password', () => {
  it('answers exactly the same for a known and an unknown address', async () => {
    const { email } = await signupPerson();
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('inconnu'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(unknown.headers.getSetCookie()).toEqual(known.headers.getSetCookie());
    // Only the known address receives a link.
    const [mail] = await mailTo(email, 2);
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe – Foyer');
    expect(mail?.text).toMatch(
      /^http:\/\/localhost:8787\/reset-password#access_token=[\w-]{43}&type=recovery$/m,
    );
  });

  it('validates the address in French', async () => {
    const response = await api().auth['forgot-password'].$post({ json: { email: 'x@' } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error.fields?.email).toBe('Adresse email invalide');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session, and works only once', async () => {
    const { email, cookie } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);

    const response = await resetWith(token);
    expect(response.status).toBe(200);
    expect((await api(cookie).auth.refresh.$post()).status).toBe(401);
    expect((await api(cookie).me.$get()).status).toBe(401);
    expect((await login(email)).response.status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).response.status).toBe(200);

    const again = await resetWith(token, 'Encore-un-autre-2026');
    expect(again.status).toBe(400);
    const body = await errorOf(again);
    expect(body.error.message).toBe('Ce lien est invalide ou a expiré');
    expect(body.error.fields?.token).toBe('Ce lien est invalide ou a expiré');
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailTokens.tokenHash, await hashToken(token)));
    expect((await resetWith(token)).status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).response.status).toBe(401);
  });

  it('expires 30 minutes after it was sent', async () => {
    const { email } = await signupPerson();
    const before = Date.now();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    const row = await db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, await hashToken(token)))
      .get();
    const lifetime = Date.parse(row?.expiresAt ?? '') - before;
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it('only the newest link works', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const older = await tokenFromMail(email, 'reset', 2);
    await forgot(email);
    const newer = await tokenFromMail(email, 'reset', 3);
    expect(newer).not.toBe(older);
    expect((await resetWith(older)).status).toBe(400);
    expect((await resetWith(newer)).status).toBe(200);
  });

  it('refuses a forged token, and a weak password without using the link up', async () => {
    expect((await resetWith('forged-token-forged-token')).status).toBe(400);
    const { email } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    const weak = await resetWith(token, 'password1');
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).error.fields?.password).toBe(
      'Ce mot de passe est trop courant. Choisissez-en un plus original.',
    );
    const short = await resetWith(token, 'court');
    expect((await errorOf(short)).error.fields?.password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect((await resetWith(token)).status).toBe(200);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('marks the address confirmed, once', async () => {
    const { email, cookie } = await signupPerson();
    const token = await tokenFromMail(email, 'verify');
    const response = await api().auth['verify-email'].$post({ json: { token } });
    expect(response.status).toBe(200);
    const me = await (await api(cookie).me.$get()).json();
    expect(me.emailVerified).toBe(true);
    const stored = await db.select().from(users).where(eq(users.email, email)).get();
    expect(stored?.emailVerifiedAt).not.toBeNull();
    expect((await api().auth['verify-email'].$post({ json: { token } })).status).toBe(400);
  });

  it('a reset token is not a confirmation token', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    expect((await api().auth['verify-email'].$post({ json: { token } })).status).toBe(400);
  });
});
