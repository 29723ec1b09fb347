import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/errors.ts';
import { app } from '../../worker/app.ts';
import { call, GOOD_PASSWORD, signup, uniqueEmail } from './auth-support.ts';
import { ORIGIN } from './support.ts';

const FORBIDDEN = "Requête refusée : elle ne provient pas de l'application Foyer";

async function expectForbidden(response: Response) {
  expect(response.status).toBe(403);
  const body = (await response.json()) as ApiErrorBody;
  expect(body.error).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
}

describe('Origin check on state-changing API requests', () => {
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD };

  it('refuses a POST without Origin', async () => {
    await expectForbidden(await call('POST', '/api/auth/login', { body, origin: null }));
  });

  it('refuses a POST from another site, even with a valid session cookie', async () => {
    const { cookie } = await signup();
    await expectForbidden(
      await call('POST', '/api/auth/logout', { cookie, origin: 'https://evil.example' }),
    );
    await expectForbidden(
      await call('PATCH', '/api/me', {
        cookie,
        origin: 'http://localhost:9999',
        body: { firstName: 'Pirate' },
      }),
    );
    // The session was left alone.
    expect((await call('GET', '/api/me', { cookie })).status).toBe(200);
  });

  it('lets same-origin requests and GETs through', async () => {
    expect((await call('POST', '/api/auth/login', { body })).status).toBe(401);
    expect((await call('GET', '/api/health', { origin: null })).status).toBe(200);
  });

  it('accepts the origins listed in APP_ORIGIN', async () => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://foyer.example' },
      body: JSON.stringify(body),
    };
    const refused = await app.request(`${ORIGIN}/api/auth/login`, init, env);
    expect(refused.status).toBe(403);
    const allowed = await app.request(`${ORIGIN}/api/auth/login`, init, {
      ...env,
      APP_ORIGIN: 'https://app.example, https://foyer.example',
    });
    expect(allowed.status).toBe(401);
  });
});
