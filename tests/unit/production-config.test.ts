/**
 * A plain `wrangler deploy` (the top-level config, without
 * `--env production`) must ship production, never the development mode that serves /api/dev/mail
 * and accepts the public development JWT secret; the local scripts choose development themselves.
 */

import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { developmentArgs } from '../../scripts/lib/process.ts';

describe('the top-level wrangler.toml is production-safe', () => {
  it('a plain wrangler deploy ships ENVIRONMENT=production, as --env production does', () => {
    const topLevel = unstable_readConfig({ config: 'wrangler.toml' });
    const production = unstable_readConfig({ config: 'wrangler.toml', env: 'production' });
    expect(topLevel.vars.ENVIRONMENT).toBe('production');
    expect(production.vars.ENVIRONMENT).toBe('production');
    // Nothing that only development may have is configured at the top level.
    expect(Object.keys(topLevel.vars)).not.toContain('JWT_SECRET');
  });

  it('npm start, npm run dev and the e2e setup select development, with the origin they serve', () => {
    expect(developmentArgs(8797, 'localhost')).toEqual([
      '--env',
      'development',
      '--var',
      'APP_ORIGIN:http://localhost:8797,http://127.0.0.1:8797',
    ]);
    const development = unstable_readConfig({ config: 'wrangler.toml', env: 'development' });
    expect(development.vars.ENVIRONMENT).toBe('development');
    // The same local database as the top level, which migrations and the seed use.
    const topLevel = unstable_readConfig({ config: 'wrangler.toml' });
    expect(development.d1_databases).toEqual(topLevel.d1_databases);
  });
});
