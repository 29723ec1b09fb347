/**
 * A session alone must not be enough to change the password (and sign
 * every other device out). The current password is required, checked under a login-like limit, and
 * the owner is told by email.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { GOOD_PASSWORD, login, mailTo, signupPerson } from './auth-support.ts';
import { api, errorOf } from './support.ts';

const NEW_PASSWORD = 'Cerf-volant-sur-la-dune-2027';

function changePassword(cookie: string, json: { newPassword: string; currentPassword?: string }) {
  return api(cookie).me.$patch({ json });
}

describe('changing the password needs the current one', () => {
  it('a session alone cannot change the password: the current password is required', async () => {
    const { email, cookie } = await signupPerson();
    const { cookie: laptop } = await login(email);
    const response = await changePassword(cookie, { newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error.fields).toEqual({
      currentPassword: 'Le mot de passe actuel est requis',
    });
    // Nothing changed: the old password still works and the other device is still signed in.
    expect((await api(laptop).me.$get()).status).toBe(200);
    expect((await login(email)).response.status).toBe(200);
  });

  it('a wrong current password is refused on its field with "Mot de passe actuel incorrect"', async () => {
    const { email, cookie } = await signupPerson();
    const { cookie: laptop } = await login(email);
    const response = await changePassword(cookie, {
      currentPassword: 'Pas-le-bon-2026',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.message).toBe('Mot de passe actuel incorrect');
    expect(body.error.fields).toEqual({ currentPassword: 'Mot de passe actuel incorrect' });
    expect((await api(laptop).me.$get()).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).response.status).toBe(401);
  });

  it('wrong current passwords are limited like logins: 10 in 15 minutes, then 429 even when right', async () => {
    const { cookie } = await signupPerson();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await changePassword(cookie, {
        currentPassword: `Mauvais-${attempt}-2026`,
        newPassword: NEW_PASSWORD,
      });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const refused = await changePassword(cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).error.message).toBe(ERROR_MESSAGES.rateLimited);
  });

  it('parallel guesses of the current password are counted before they are checked', async () => {
    const { cookie } = await signupPerson();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const response = await changePassword(cookie, {
          currentPassword: `Mauvais-${n}-2026`,
          newPassword: NEW_PASSWORD,
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('with the right current password it changes, signs the other devices out and emails "Votre mot de passe a été modifié"', async () => {
    const { email, cookie } = await signupPerson();
    const { cookie: laptop } = await login(email);
    const response = await changePassword(cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect((await api(laptop).me.$get()).status).toBe(401);
    // The other device's refused refresh says why it was signed out.
    const refused = await errorOf(await api(laptop).auth.refresh.$post());
    expect(refused.error.reason).toBe('password_changed');
    expect((await api(cookie).me.$get()).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).response.status).toBe(200);
    const mails = await mailTo(email, 2);
    const notice = mails.find((mail) => mail.subject.includes('Votre mot de passe a été modifié'));
    expect(notice?.text).toContain('http://localhost:8787/forgot-password');
    expect(notice?.html).toContain('Votre mot de passe a été modifié');
  });

  it('renaming alone needs no password', async () => {
    const { cookie } = await signupPerson();
    const response = await api(cookie).me.$patch({
      json: { firstName: 'Léa', lastName: 'Dupont' },
    });
    expect(response.status).toBe(200);
  });
});
