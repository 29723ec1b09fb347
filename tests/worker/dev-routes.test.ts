/**
 * Development-only routes also refuse a host that is not loopback,
 * so a development build reached under a real name still hides every emailed link; and the worker
 * tests run in development through their own bindings, not the top-level config.
 */
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { errorOf } from './support.ts';

describe('development-only routes', () => {
  it('the worker tests run in development (vitest.config.ts bindings)', () => {
    expect(env.ENVIRONMENT).toBe('development');
  });

  it('/api/dev/mail refuses a non-loopback host even in development', async () => {
    for (const url of ['http://foyer.example/api/dev/mail', 'https://10.0.0.8/api/dev/mail']) {
      const response = await exports.default.fetch(new Request(url));
      expect(response.status, url).toBe(404);
      expect((await errorOf(response)).error.code).toBe('not_found');
    }
    for (const url of [
      'http://localhost:8787/api/dev/mail',
      'http://127.0.0.1:8787/api/dev/mail',
    ]) {
      expect((await exports.default.fetch(new Request(url))).status, url).toBe(200);
    }
  });

  it('outside development there is no default JWT secret: sign-in routes fail closed', async () => {
    const response = await app.request(
      'https://foyer.example/api/auth/refresh',
      { method: 'POST', headers: { origin: 'https://foyer.example' } },
      {
        ...env,
        ENVIRONMENT: 'production',
        JWT_SECRET: undefined,
        APP_ORIGIN: 'https://foyer.example',
      },
    );
    expect(response.status).toBe(500);
    expect((await errorOf(response)).error.code).toBe('internal');
  });
});
