import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { EMAIL_SEND_LIMIT, hit } from '../../worker/auth/rate-limit.ts';
import { db, GOOD_PASSWORD, login, signupPerson, uniqueEmail } from './auth-support.ts';
import { type AnyResponse, api, errorOf } from './support.ts';

async function expectRateLimited(response: AnyResponse) {
  expect(response.status).toBe(429);
  const body = await errorOf(response);
  expect(body.error).toMatchObject({
    code: 'rate_limited',
    message: 'Trop de tentatives. Réessayez dans quelques minutes.',
  });
  expect(body.error.message).toBe(ERROR_MESSAGES.rateLimited);
}

describe('failed logins', () => {
  it('10 failures per address are answered 401, the 11th attempt 429 even with the right password', async () => {
    const { email } = await signupPerson();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { response } = await login(email, `Mauvais-${attempt}-2026`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    await expectRateLimited((await login(email, 'Mauvais-11-2026')).response);
    await expectRateLimited((await login(email, GOOD_PASSWORD)).response);
    // Another address is not affected.
    const other = await signupPerson();
    expect((await login(other.email)).response.status).toBe(200);
  });

  it('counts unknown addresses too', async () => {
    const email = uniqueEmail('inconnu');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(email, 'Mauvais-mot-2026')).response.status).toBe(401);
    }
    await expectRateLimited((await login(email, 'Mauvais-mot-2026')).response);
  });

  it('a successful login clears the failures before it', async () => {
    const { email } = await signupPerson();
    for (let attempt = 1; attempt <= 9; attempt++) await login(email, 'Mauvais-mot-2026');
    expect((await login(email)).response.status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await login(email, 'Mauvais-mot-2026')).response.status).toBe(401);
    }
  });
});

describe('emails per address', () => {
  it('the 6th reset email for one address within the hour is a 429', async () => {
    const { email } = await signupPerson(); // the confirmation email was the 1st
    for (let request = 2; request <= 5; request++) {
      const response = await api().auth['forgot-password'].$post({ json: { email } });
      expect(response.status, `email ${request}`).toBe(200);
    }
    await expectRateLimited(await api().auth['forgot-password'].$post({ json: { email } }));
  });

  it('applies to addresses without an account in the same way', async () => {
    const email = uniqueEmail('inconnu');
    for (let request = 1; request <= 5; request++) {
      expect((await api().auth['forgot-password'].$post({ json: { email } })).status).toBe(200);
    }
    await expectRateLimited(await api().auth['forgot-password'].$post({ json: { email } }));
  });

  it('opens a new window once the hour is over', async () => {
    const subject = uniqueEmail('fenetre');
    const start = new Date('2026-11-23T08:00:00.000Z');
    for (let n = 1; n <= 6; n++) expect(await hit(db, EMAIL_SEND_LIMIT, subject, start)).toBe(n);
    const later = new Date(start.getTime() + EMAIL_SEND_LIMIT.windowMs + 1);
    expect(await hit(db, EMAIL_SEND_LIMIT, subject, later)).toBe(1);
  });
});
