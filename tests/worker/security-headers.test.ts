import { describe, expect, it } from 'vitest';
import { renderAssetHeadersFile } from '../../worker/lib/security-headers.ts';
import { request } from './support.ts';

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
