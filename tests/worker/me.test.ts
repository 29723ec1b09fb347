import { describe, expect, it } from 'vitest';
import type { Me } from '../../domain/auth.ts';
import type { ApiErrorBody } from '../../domain/errors.ts';
import { call, GOOD_PASSWORD, login, signup } from './auth-support.ts';

describe('GET /api/me', () => {
  it('returns the signed-in user', async () => {
    const { email, cookie } = await signup();
    const response = await call('GET', '/api/me', { cookie });
    expect(response.status).toBe(200);
    const me = (await response.json()) as Me;
    expect(me).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Camille',
      lastName: 'Martin',
      displayName: 'Camille Martin',
      emailVerified: false,
    });
  });

  it('is a 401 "Vous devez être connecté" without a valid access cookie', async () => {
    for (const cookie of [undefined, 'foyer_access=not-a-jwt']) {
      const response = await call('GET', '/api/me', { ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(401);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.error).toMatchObject({
        code: 'unauthenticated',
        message: 'Vous devez être connecté',
      });
    }
  });
});

describe('PATCH /api/me', () => {
  it('renames, trimming the names', async () => {
    const { cookie } = await signup();
    const response = await call('PATCH', '/api/me', {
      cookie,
      body: { firstName: '  Léa ', lastName: 'Dupont', newPassword: '' },
    });
    expect(response.status).toBe(200);
    const me = (await response.json()) as Me;
    expect(me).toMatchObject({ firstName: 'Léa', lastName: 'Dupont', displayName: 'Léa Dupont' });
  });

  it('validates names in French', async () => {
    const { cookie } = await signup();
    const response = await call('PATCH', '/api/me', {
      cookie,
      body: { firstName: '', lastName: 'y'.repeat(101) },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.fields).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom ne doit pas dépasser 100 caractères',
    });
  });

  it('refuses a new password equal to the old one', async () => {
    const { cookie } = await signup();
    const response = await call('PATCH', '/api/me', {
      cookie,
      body: { newPassword: GOOD_PASSWORD },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.error.message).toBe("Le nouveau mot de passe doit être différent de l'ancien");
    expect(body.error.fields?.newPassword).toBe(
      "Le nouveau mot de passe doit être différent de l'ancien",
    );
  });

  it('refuses a common or short new password', async () => {
    const { cookie } = await signup();
    const common = await call('PATCH', '/api/me', { cookie, body: { newPassword: 'sunshine' } });
    expect(((await common.json()) as ApiErrorBody).error.fields?.newPassword).toBe(
      'Ce mot de passe est trop courant. Choisissez-en un plus original.',
    );
    const short = await call('PATCH', '/api/me', { cookie, body: { newPassword: 'abc' } });
    expect(((await short.json()) as ApiErrorBody).error.fields?.newPassword).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('changing the password signs out the other sessions and keeps this one', async () => {
    const { email, cookie: phone } = await signup();
    const { cookie: laptop } = await login(email);
    const response = await call('PATCH', '/api/me', {
      cookie: phone,
      body: { newPassword: 'Un-tout-nouveau-2026' },
    });
    expect(response.status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: laptop })).status).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { cookie: laptop })).status).toBe(401);
    expect((await call('GET', '/api/me', { cookie: phone })).status).toBe(200);
    expect((await call('POST', '/api/auth/refresh', { cookie: phone })).status).toBe(200);
    expect((await login(email)).response.status).toBe(401);
    expect((await login(email, 'Un-tout-nouveau-2026')).response.status).toBe(200);
  });
});
