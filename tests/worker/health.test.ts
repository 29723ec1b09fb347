import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { api, request } from './support.ts';

describe('GET /api/health', () => {
  it('answers ok with the package version', async () => {
    const response = await api().health.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ ok: true, version });
  });

  it('tolerates a trailing slash', async () => {
    const response = await request('/api/health/');
    expect(response.status).toBe(200);
  });
});
