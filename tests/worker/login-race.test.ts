/**
 * The failed-login limit is counted before the password is verified,
 * in one conditional upsert, so parallel attempts cannot all pass a check that reads the counter
 * first and counts afterwards.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { GOOD_PASSWORD, login, signupPerson } from './auth-support.ts';
import { errorOf } from './support.ts';

describe('the login limiter cannot be raced', () => {
  it('40 concurrent wrong logins for one address: at most 10 verified, the rest 429', async () => {
    const { email } = await signupPerson();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(email, `Mauvais-${n}-2026`)),
    );
    const statuses = responses.map(({ response }) => response.status);
    const verified = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(verified, statuses.join(',')).toBeLessThanOrEqual(10);
    expect(verified + refused, statuses.join(',')).toBe(40);
    const last = responses.find(({ response }) => response.status === 429)?.response;
    if (!last) throw new Error('no attempt was refused');
    expect((await errorOf(last)).error.message).toBe(ERROR_MESSAGES.rateLimited);
    // The limit holds for the right password too, from the same client.
    expect((await login(email, GOOD_PASSWORD)).response.status).toBe(429);
  });
});
