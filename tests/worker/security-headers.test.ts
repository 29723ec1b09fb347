import { describe, expect, it } from 'vitest';
import { renderAssetHeadersFile, SECURITY_HEADERS } from '../../worker/lib/security-headers.ts';
import { request } from './support.ts';
import { createFamily } from './tasks-support.ts';

describe('security headers on API responses', () => {
  for (const path of ['/api/health', '/api/does-not-exist']) {
    it(`${path} carries the strict policy and is never cached`, async () => {
      const response = await request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  }
});

describe('the week and its 304 carry the headers of every API answer, revalidated', () => {
  const ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
  const BOOKMARK = expect.stringMatching(/^[0-9a-f]+(?:-[0-9a-f]+)+$/);
  /** Every header but the length, which the runtime adds. */
  const headersOf = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-length'));
  const every = Object.fromEntries(
    [...Object.entries(SECURITY_HEADERS), ['Cache-Control', 'no-store'] as const].map(
      ([name, value]) => [name.toLowerCase(), value],
    ),
  );

  it('its 200 and 304 carry exactly the headers of every API answer, private and revalidated, and their own', async () => {
    const family = await createFamily();
    const week = `${family.base}?from=2030-01-07&to=2030-01-13`;
    const first = await request(week, { headers: { cookie: family.cookie, 'x-request-id': ID } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    // Private and revalidated: the browser keeps the week and asks before each reuse.
    const revalidated = { ...every, 'cache-control': 'private, no-cache' };
    expect(headersOf(first)).toStrictEqual({
      ...revalidated,
      'content-type': 'application/json',
      etag,
      'x-request-id': ID,
      // The D1 session's bookmark, which the SPA echoes (worker/middleware/db.ts).
      'x-d1-bookmark': BOOKMARK,
    });
    const again = await request(week, {
      headers: { cookie: family.cookie, 'x-request-id': ID, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(headersOf(again)).toStrictEqual({
      ...revalidated,
      etag,
      'x-request-id': ID,
      'x-d1-bookmark': BOOKMARK,
    });
  });

  it('a refused week query (the schema answers it) carries them too', async () => {
    const family = await createFamily();
    const response = await request(`${family.base}?from=2030-01-13&to=2030-01-07`, {
      headers: { cookie: family.cookie },
    });
    expect(response.status).toBe(400);
    const headers = headersOf(response);
    for (const [name, value] of Object.entries(every)) expect(headers[name]).toBe(value);
  });
});

describe('security headers on what the Worker hands to the static assets', () => {
  // Found by tests/worker/fuzz-routes.test.ts: `/api/spaces/../../lists` is `/lists` once the URL
  // is parsed, the assets' response has immutable headers, and setting them was a 500.
  it.each(['/lists', '/api/spaces/../../lists'])(
    '%s is not a 500 and carries the policy',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    },
  );
});

describe('the static assets _headers file', () => {
  const file = renderAssetHeadersFile();

  it('applies the same policy to every asset and revalidates index.html', () => {
    const all = file.split('/assets/*')[0] ?? '';
    expect(all).toContain("Content-Security-Policy: default-src 'self'");
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(all).toContain('Cache-Control: no-cache');
  });

  it('lets hashed assets be cached for a year, replacing (not joining) the default', () => {
    const hashed = file.split('/assets/*')[1] ?? '';
    expect(hashed).toContain('! Cache-Control');
    expect(hashed).toContain('Cache-Control: public, max-age=31536000, immutable');
  });
});
