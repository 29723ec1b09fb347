/**
 * Emailed links and the Origin checks (API writes and the live
 * socket) use the configured APP_ORIGIN only, never the request's Host; outside development the
 * Worker refuses to serve without it.
 */
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { app } from '../../worker/app.ts';
import { mailTo, signupPerson, uniqueEmail } from './auth-support.ts';
import { createSpaceAs } from './space-support.ts';
import { errorOf, ORIGIN } from './support.ts';

const EVIL = 'http://evil.example';

function forgotPassword(url: string, origin: string, email: string) {
  return exports.default.fetch(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email }),
    }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('emailed links and Origin checks trust APP_ORIGIN only', () => {
  it('the worker tests run with APP_ORIGIN set to the origin they call', () => {
    expect(env.APP_ORIGIN?.split(',')[0]).toBe(ORIGIN);
  });

  it('a forgot-password sent with Host: evil.example mails a link to the configured origin', async () => {
    const { email } = await signupPerson();
    // The attack: Host and Origin both evil.example. Refused, as evil.example is not Foyer.
    const forged = await forgotPassword(`${EVIL}/api/auth/forgot-password`, EVIL, email);
    expect(forged.status).toBe(403);
    // With Foyer's own Origin but the Host still evil.example, the link goes to APP_ORIGIN.
    const hostOnly = await forgotPassword(`${EVIL}/api/auth/forgot-password`, ORIGIN, email);
    expect(hostOnly.status).toBe(200);
    const [reset] = (await mailTo(email, 2)).filter((mail) =>
      mail.subject.includes('Réinitialisez'),
    );
    expect(reset?.text).toContain(`${ORIGIN}/reset-password#access_token=`);
    expect(reset?.text).not.toContain('evil.example');
    expect(reset?.html).not.toContain('evil.example');
  });

  it("the request's own origin is not trusted by the Origin check of writes", async () => {
    const response = await exports.default.fetch(
      new Request(`${EVIL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: EVIL },
        body: JSON.stringify({ email: uniqueEmail(), password: 'Un-mot-de-passe-2026' }),
      }),
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).error.message).toBe(ERROR_MESSAGES.forbiddenOrigin);
  });

  it("nor by the live socket's Origin check", async () => {
    const admin = await signupPerson();
    const { id: spaceId } = await createSpaceAs(admin);
    // The same session cookies, under the names an https host would read.
    const cookie = admin.cookie.replaceAll('foyer_', '__Host-foyer_');
    const response = await exports.default.fetch(
      new Request(`https://evil.example/api/spaces/${spaceId}/live`, {
        headers: { upgrade: 'websocket', origin: 'https://evil.example', cookie },
      }),
    );
    expect(response.status).toBe(403);
    expect((await errorOf(response)).error.message).toBe(ERROR_MESSAGES.forbiddenOrigin);
  });

  it('outside development, without APP_ORIGIN every request is a logged 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const production = {
      ...env,
      ENVIRONMENT: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      APP_ORIGIN: undefined,
    };
    for (const path of ['/api/health', '/api/auth/forgot-password']) {
      const response = await app.request(
        `https://foyer.example${path}`,
        path.endsWith('password')
          ? {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: 'https://foyer.example' },
              body: JSON.stringify({ email: uniqueEmail() }),
            }
          : {},
        production,
      );
      expect(response.status, path).toBe(500);
      expect((await errorOf(response)).error).toMatchObject({
        code: 'internal',
        message: ERROR_MESSAGES.internal,
      });
    }
    expect(logged.mock.calls.flat().map(String).join('\n')).toMatch(/APP_ORIGIN/);
    const configured = await app.request(
      'https://foyer.example/api/health',
      {},
      { ...production, APP_ORIGIN: 'https://foyer.example' },
    );
    expect(configured.status).toBe(200);
  });
});
