import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { AUTH_MESSAGES } from '../../domain/auth.ts';
import { app } from '../../worker/app.ts';
import { commonPasswordCount } from '../../worker/auth/common-passwords.ts';
import {
  db,
  GOOD_PASSWORD,
  login,
  mailTo,
  setCookies,
  signupPerson,
  uniqueEmail,
} from './auth-support.ts';
import { api, errorOf } from './support.ts';

const SESSION_COOKIES = ['foyer_access', 'foyer_refresh'];

describe('POST /api/auth/signup', () => {
  it('creates the account, opens its session at once and sends the confirmation email', async () => {
    const email = uniqueEmail();
    const { body, cookie } = await signupPerson('Camille', 'Martin', `  ${email.toUpperCase()} `);
    expect(body.user).toMatchObject({
      email,
      firstName: 'Camille',
      lastName: 'Martin',
      displayName: 'Camille Martin',
      emailVerified: false,
    });
    const stored = await db.select().from(users).where(eq(users.email, email)).get();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const meResponse = await api(cookie).me.$get();
    expect(meResponse.status).toBe(200);
    expect((await meResponse.json()).email).toBe(email);

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Confirmez votre adresse email – Foyer');
    expect(mail?.text).toContain(`${'http://localhost:8787'}/verify-email#token=`);
    expect(mail?.html).toContain('Confirmer mon adresse email');
  });

  it('sets HttpOnly, SameSite=Lax cookies without Secure on http://localhost', async () => {
    const { response } = await signupPerson();
    const cookies = setCookies(response);
    for (const name of SESSION_COOKIES) {
      const cookie = cookies.get(name);
      expect(cookie, name).toBeDefined();
      expect(cookie?.attributes).toContain('HttpOnly');
      expect(cookie?.attributes).toContain('SameSite=Lax');
      expect(cookie?.attributes).toContain(name === 'foyer_refresh' ? 'Path=/api/auth' : 'Path=/');
      expect(cookie?.raw).not.toMatch(/;\s*Secure/i);
    }
    // The hint a script may read: it says only that a session exists, and lives as long.
    const hint = cookies.get('foyer_session');
    expect(hint?.value).toBe('1');
    expect(hint?.attributes).toContain('Path=/');
    expect(hint?.attributes).not.toContain('HttpOnly');
  });

  it('uses Secure __Host- (access) and __Secure- (refresh) cookies over https', async () => {
    const response = await app.request(
      'https://foyer.example/api/auth/signup',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://foyer.example' },
        body: JSON.stringify({
          firstName: 'Lou',
          lastName: 'Durand',
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
        }),
      },
      { ...env, APP_ORIGIN: 'https://foyer.example' },
    );
    expect(response.status).toBe(201);
    const cookies = setCookies(response);
    for (const name of ['__Host-foyer_access', '__Secure-foyer_refresh']) {
      const cookie = cookies.get(name);
      expect(cookie, name).toBeDefined();
      expect(cookie?.attributes).toContain('Secure');
      expect(cookie?.attributes).toContain('HttpOnly');
      expect(cookie?.attributes).toContain(name.endsWith('refresh') ? 'Path=/api/auth' : 'Path=/');
    }
    expect(cookies.get('__Host-foyer_session')?.attributes).toContain('Secure');
  });

  it('refuses a short password with its French message', async () => {
    const response = await api().auth.signup.$post({
      json: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'court' },
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.fields?.password).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });

  it('refuses every field with its French message', async () => {
    const response = await api().auth.signup.$post({
      json: {
        firstName: ' ',
        lastName: 'x'.repeat(101),
        email: 'pas-un-email',
        password: 'x'.repeat(129),
      },
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.code).toBe('validation');
    expect(body.error.fields).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom ne doit pas dépasser 100 caractères',
      email: 'Adresse email invalide',
      password: 'Le mot de passe ne doit pas dépasser 128 caractères',
    });
  });

  it('refuses one of the 10,000 most common passwords, whatever its case', async () => {
    expect(commonPasswordCount()).toBeGreaterThan(9_900);
    for (const password of ['baseball', 'Iloveyou1', 'AZERTYUI']) {
      const response = await api().auth.signup.$post({
        json: { firstName: 'A', lastName: 'B', email: uniqueEmail(), password },
      });
      expect(response.status, password).toBe(400);
      const body = await errorOf(response);
      expect(body.error.fields?.password).toBe(
        'Ce mot de passe est trop courant. Choisissez-en un plus original.',
      );
    }
  });

  it('answers a taken address with a neutral 409, no session, and tells the owner by email', async () => {
    const { email } = await signupPerson();
    const response = await api().auth.signup.$post({
      json: { firstName: 'Autre', lastName: 'Personne', email, password: 'Un-autre-mot-2026' },
    });
    expect(response.status).toBe(409);
    const body = await errorOf(response);
    expect(body.error).toMatchObject({
      code: 'conflict',
      message: AUTH_MESSAGES.signupUnavailable,
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    const mails = await mailTo(email, 2);
    expect(mails[0]?.subject).toBe('Vous avez déjà un compte Foyer');
  });
});

describe('POST /api/auth/login', () => {
  it('with "Rester connecté" (the default) sets persistent cookies of 30 days', async () => {
    const { email } = await signupPerson();
    const { response, cookie } = await login(email);
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    for (const name of SESSION_COOKIES) {
      const set = cookies.get(name);
      expect(set?.attributes).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(set?.attributes).toContain('HttpOnly');
      expect(set?.attributes).toContain('SameSite=Lax');
      expect(set?.raw).not.toMatch(/;\s*Secure/i);
    }
    expect((await api(cookie).me.$get()).status).toBe(200);
  });

  it('without "Rester connecté" sets session cookies (no Max-Age) and a 12-hour session', async () => {
    const { email } = await signupPerson();
    const before = Date.now();
    const { response } = await login(email, GOOD_PASSWORD, false);
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    for (const name of SESSION_COOKIES) {
      const set = cookies.get(name);
      expect(set?.raw).not.toMatch(/Max-Age|Expires/i);
      expect(set?.attributes).toContain('HttpOnly');
    }
    const user = await db.select().from(users).where(eq(users.email, email)).get();
    const sessionRows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    const latest = sessionRows.find((row) => !row.persistent);
    expect(latest).toBeDefined();
    const lifetime = Date.parse(latest?.expiresAt ?? '') - before;
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000 + 60_000);
  });

  it('says the same for an unknown address and a wrong password', async () => {
    const { email } = await signupPerson();
    const wrong = await login(email, 'Pas-le-bon-2026');
    const unknown = await login(uniqueEmail('inconnu'), 'Pas-le-bon-2026');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    const a = (await errorOf(wrong.response)).error;
    const b = (await errorOf(unknown.response)).error;
    expect(a.message).toBe('Email ou mot de passe incorrect');
    expect({ ...a, requestId: undefined }).toEqual({ ...b, requestId: undefined });
    expect(wrong.response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the address in any case and with spaces', async () => {
    const { email } = await signupPerson();
    const { response } = await login(`  ${email.toUpperCase()}  `);
    expect(response.status).toBe(200);
  });

  it('validates in French', async () => {
    const response = await api().auth.login.$post({ json: { email: '', password: '1234' } });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.fields).toEqual({
      email: "L'adresse email est requise",
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
  });

  it('upgrades a hash made with weaker parameters once the password is verified', async () => {
    const { email } = await signupPerson();
    await db.update(users).set({ passwordHash: WEAK_HASH }).where(eq(users.email, email));
    const { response } = await login(email, 'Demo-Famille-2026');
    expect(response.status).toBe(200);
    const stored = await db.select().from(users).where(eq(users.email, email)).get();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: cookies cleared, the refresh token and the access token no longer work', async () => {
    const { cookie } = await signupPerson();
    const response = await api(cookie).auth.logout.$post();
    expect(response.status).toBe(200);
    const cleared = setCookies(response);
    for (const name of [...SESSION_COOKIES, 'foyer_session']) {
      expect(cleared.get(name)?.value, name).toBe('');
      expect(cleared.get(name)?.attributes, name).toContain('Max-Age=0');
    }
    expect((await api(cookie).auth.refresh.$post()).status).toBe(401);
    expect((await api(cookie).me.$get()).status).toBe(401);
  });
});

/** Argon2id m=4096, t=1, p=1 of 'Demo-Famille-2026' (see tests/worker/password.test.ts). */
const WEAK_HASH =
  '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$qbFODvjPf7qm7r/u4ZRh54NmtKisr5ZGCax7S3LYEWg';
