import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, login, signupPerson } from './auth-support.ts';
import { api, errorOf } from './support.ts';

describe('GET /api/me', () => {
  it('returns the signed-in user', async () => {
    const { email, cookie } = await signupPerson();
    const response = await api(cookie).me.$get();
    expect(response.status).toBe(200);
    const me = await response.json();
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
      const response = await api(cookie).me.$get();
      expect(response.status).toBe(401);
      const body = await errorOf(response);
      expect(body.error).toMatchObject({
        code: 'unauthenticated',
        message: 'Vous devez être connecté',
      });
    }
  });
});

describe('PATCH /api/me', () => {
  it('renames, trimming the names', async () => {
    const { cookie } = await signupPerson();
    const response = await api(cookie).me.$patch({
      json: { firstName: '  Léa ', lastName: 'Dupont', newPassword: '' },
    });
    expect(response.status).toBe(200);
    const me = await response.json();
    expect(me).toMatchObject({ firstName: 'Léa', lastName: 'Dupont', displayName: 'Léa Dupont' });
  });

  it('validates names in French', async () => {
    const { cookie } = await signupPerson();
    const response = await api(cookie).me.$patch({
      json: { firstName: '', lastName: 'y'.repeat(101) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error.fields).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom ne doit pas dépasser 100 caractères',
    });
  });

  it('refuses a new password equal to the old one', async () => {
    const { cookie } = await signupPerson();
    const response = await api(cookie).me.$patch({
      json: { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.message).toBe("Le nouveau mot de passe doit être différent de l'ancien");
    expect(body.error.fields?.newPassword).toBe(
      "Le nouveau mot de passe doit être différent de l'ancien",
    );
  });

  it('refuses a common or short new password', async () => {
    const { cookie } = await signupPerson();
    const common = await api(cookie).me.$patch({
      json: { currentPassword: GOOD_PASSWORD, newPassword: 'sunshine' },
    });
    expect((await errorOf(common)).error.fields?.newPassword).toBe(
      'Ce mot de passe est trop courant. Choisissez-en un plus original.',
    );
    const short = await api(cookie).me.$patch({
      json: { currentPassword: GOOD_PASSWORD, newPassword: 'abc' },
    });
    expect((await errorOf(short)).error.fields?.newPassword).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('changing the password signs out the other sessions and keeps this one', async () => {
    const { email, cookie: phone } = await signupPerson();
    const { cookie: laptop } = await login(email);
    const response = await api(phone).me.$patch({
      json: { currentPassword: GOOD_PASSWORD, newPassword: 'Un-tout-nouveau-2026' },
    });
    expect(response.status).toBe(200);
    expect((await api(laptop).me.$get()).status).toBe(401);
    expect((await api(laptop).auth.refresh.$post()).status).toBe(401);
    expect((await api(phone).me.$get()).status).toBe(200);
    expect((await api(phone).auth.refresh.$post()).status).toBe(200);
    expect((await login(email)).response.status).toBe(401);
    expect((await login(email, 'Un-tout-nouveau-2026')).response.status).toBe(200);
  });
});
