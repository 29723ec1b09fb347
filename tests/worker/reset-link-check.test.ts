/**
 * `POST /api/auth/reset-password/check`: the reset page learns what became of its link before the
 * form is filled, without using it, and a client cannot probe tokens at will.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { emailTokens } from '../../db/schema.ts';
import { hashToken } from '../../worker/auth/tokens.ts';
import { db, login, signupPerson, testClientIp, tokenFromMail } from './auth-support.ts';
import { api, errorOf } from './support.ts';

const NEW_PASSWORD = 'Nouveau-Depart-2026';

async function forgot(email: string) {
  expect((await api().auth['forgot-password'].$post({ json: { email } })).status).toBe(200);
}

async function check(token: string, ip = testClientIp()) {
  return api().auth['reset-password'].check.$post(
    { json: { token } },
    { headers: { 'cf-connecting-ip': ip } },
  );
}

async function stateOf(token: string) {
  const response = await check(token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { state: string }).state;
}

describe('POST /api/auth/reset-password/check', () => {
  it('says valid without using the link, which then still sets the password', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    expect(await stateOf(token)).toBe('valid');
    expect(await stateOf(token)).toBe('valid');
    const reset = await api().auth['reset-password'].$post({
      json: { token, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).response.status).toBe(200);
  });

  it('says used once the link has set a password', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    await api().auth['reset-password'].$post({ json: { token, password: NEW_PASSWORD } });
    expect(await stateOf(token)).toBe('used');
  });

  it('says expired after 30 minutes', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const token = await tokenFromMail(email, 'reset', 2);
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailTokens.tokenHash, await hashToken(token)));
    expect(await stateOf(token)).toBe('expired');
  });

  it('says replaced when a newer link was sent, and unknown for a token it never issued', async () => {
    const { email } = await signupPerson();
    await forgot(email);
    const older = await tokenFromMail(email, 'reset', 2);
    await forgot(email);
    const newer = await tokenFromMail(email, 'reset', 3);
    expect(newer).not.toBe(older);
    expect(await stateOf(older)).toBe('replaced');
    expect(await stateOf(newer)).toBe('valid');
    expect(await stateOf('pas-un-vrai-jeton')).toBe('unknown');
  });

  it('is limited to 30 checks per client address per 15 minutes: 429 in French beyond', async () => {
    const ip = testClientIp();
    for (let index = 0; index < 30; index += 1) {
      expect((await check('pas-un-vrai-jeton', ip)).status).toBe(200);
    }
    const refused = await check('pas-un-vrai-jeton', ip);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).error).toMatchObject({
      code: 'rate_limited',
      message: ERROR_MESSAGES.rateLimited,
    });
    // Another client is not held back.
    expect((await check('pas-un-vrai-jeton')).status).toBe(200);
  });
});
