/**
 * Failed logins are counted per (address, client IP) with the old
 * limit, so a stranger cannot lock the owner out, and per address across all IPs with a much higher
 * one (ASVS: at most 100 failures an hour per account); sign-up, login and forgot-password also have
 * a limit per client IP (`CF-Connecting-IP`).
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import * as rateLimit from '../../worker/auth/rate-limit.ts';
import { db, GOOD_PASSWORD, signupPerson, testClientIp, uniqueEmail } from './auth-support.ts';
import { type AnyResponse, api, errorOf } from './support.ts';

function loginFrom(ip: string, email: string, password: string) {
  return api().auth.login.$post(
    { json: { email, password } },
    { headers: { 'cf-connecting-ip': ip } },
  );
}

function signupFrom(ip: string) {
  return api().auth.signup.$post(
    {
      json: { firstName: 'Inès', lastName: 'Petit', email: uniqueEmail(), password: GOOD_PASSWORD },
    },
    { headers: { 'cf-connecting-ip': ip } },
  );
}

function forgotFrom(ip: string, email: string) {
  return api().auth['forgot-password'].$post(
    { json: { email } },
    { headers: { 'cf-connecting-ip': ip } },
  );
}

async function expectRateLimited(response: AnyResponse) {
  expect(response.status).toBe(429);
  expect((await errorOf(response)).error).toMatchObject({
    code: 'rate_limited',
    message: ERROR_MESSAGES.rateLimited,
  });
}

/** Fills a counter as `count` earlier events of this window would have. */
async function fill(rule: rateLimit.RateLimitRule, subject: string, count: number) {
  const now = new Date();
  for (let n = 0; n < count; n++) await rateLimit.hit(db, rule, subject, now);
}

describe('owner lock-out', () => {
  it('10 wrong passwords from one IP lock that IP out, not the owner signing in from another', async () => {
    const { email } = await signupPerson();
    const attacker = testClientIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await loginFrom(attacker, email, `Mauvais-${attempt}-2026`)).status).toBe(401);
    }
    await expectRateLimited(await loginFrom(attacker, email, GOOD_PASSWORD));
    expect((await loginFrom(testClientIp(), email, GOOD_PASSWORD)).status).toBe(200);
    // The owner's success does not reopen the attacker's window.
    await expectRateLimited(await loginFrom(attacker, email, 'Mauvais-11-2026'));
  });

  it('failures also count per address across all IPs: past 100 an hour, every IP is refused', async () => {
    const { email } = await signupPerson();
    expect(rateLimit.ACCOUNT_FAILED_LOGIN_LIMIT).toMatchObject({ limit: 100, windowMs: 3_600_000 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await loginFrom(testClientIp(), email, `Mauvais-${attempt}-2026`)).status).toBe(401);
    }
    // 97 more failures from elsewhere this hour: with the 3 above, the account's 100.
    await fill(rateLimit.ACCOUNT_FAILED_LOGIN_LIMIT, email, 97);
    await expectRateLimited(await loginFrom(testClientIp(), email, GOOD_PASSWORD));
  });

  it('a successful login gives its slot back to the account-wide count', async () => {
    const { email } = await signupPerson();
    await fill(rateLimit.ACCOUNT_FAILED_LOGIN_LIMIT, email, 99);
    for (let n = 0; n < 3; n++) {
      expect((await loginFrom(testClientIp(), email, GOOD_PASSWORD)).status).toBe(200);
    }
  });
});

describe('limits per client IP', () => {
  it('at most 10 sign-ups per IP per hour', async () => {
    const ip = testClientIp();
    for (let n = 1; n <= 10; n++) expect((await signupFrom(ip)).status, `sign-up ${n}`).toBe(201);
    await expectRateLimited(await signupFrom(ip));
    expect((await signupFrom(testClientIp())).status).toBe(201);
  });

  it('at most 100 login attempts per IP per 15 minutes, whatever the addresses', async () => {
    const { email } = await signupPerson();
    const ip = testClientIp();
    expect(rateLimit.LOGIN_IP_LIMIT).toMatchObject({ limit: 100, windowMs: 900_000 });
    await fill(rateLimit.LOGIN_IP_LIMIT, ip, 100);
    await expectRateLimited(await loginFrom(ip, email, GOOD_PASSWORD));
    expect((await loginFrom(testClientIp(), email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('at most 20 forgot-password requests per IP per hour, whatever the addresses', async () => {
    const ip = testClientIp();
    for (let n = 1; n <= 20; n++) {
      expect((await forgotFrom(ip, uniqueEmail('oubli'))).status, `request ${n}`).toBe(200);
    }
    await expectRateLimited(await forgotFrom(ip, uniqueEmail('oubli')));
    expect((await forgotFrom(testClientIp(), uniqueEmail('oubli'))).status).toBe(200);
  });

  it('IPv6 clients are counted per /64, the block one subscriber holds', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    for (let n = 1; n <= 20; n++) {
      const response = await forgotFrom(`${prefix}::${n.toString(16)}`, uniqueEmail('oubli'));
      expect(response.status, `request ${n}`).toBe(200);
    }
    await expectRateLimited(await forgotFrom(`${prefix}:0:ffff:1:2`, uniqueEmail('oubli')));
  });
});
