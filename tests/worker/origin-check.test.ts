import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { GOOD_PASSWORD, signupPerson, uniqueEmail } from './auth-support.ts';
import { type AnyResponse, api, errorOf, ORIGIN } from './support.ts';

const FORBIDDEN = "Requête refusée : elle ne provient pas de l'application Foyer";

async function expectForbidden(response: AnyResponse) {
  expect(response.status).toBe(403);
  const body = await errorOf(response);
  expect(body.error).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
}

describe('Origin check on state-changing API requests', () => {
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD };

  it('refuses a POST without Origin', async () => {
    await expectForbidden(await api(undefined, { origin: null }).auth.login.$post({ json: body }));
  });

  it('refuses a POST from another site, even with a valid session cookie', async () => {
    const { cookie } = await signupPerson();
    await expectForbidden(
      await api(cookie, { origin: 'https://evil.example' }).auth.logout.$post(),
    );
    await expectForbidden(
      await api(cookie, { origin: 'http://localhost:9999' }).me.$patch({
        json: { firstName: 'Pirate' },
      }),
    );
    // The session was left alone.
    expect((await api(cookie).me.$get()).status).toBe(200);
  });

  it('lets same-origin requests and GETs through', async () => {
    expect((await api().auth.login.$post({ json: body })).status).toBe(401);
    expect((await api(undefined, { origin: null }).health.$get()).status).toBe(200);
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
