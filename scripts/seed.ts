/**
 * Seeds the demo family into the local D1 if it is absent (`npm run seed`).
 * Runs in Node against the same SQLite files as `wrangler dev`, through wrangler's platform proxy,
 * and hashes the demo password with the same Argon2id code and parameters as a real sign-up.
 *
 *   node scripts/seed.ts [--persist-to <dir>]   (the same directory as wrangler's --persist-to)
 */
import { parseArgs } from 'node:util';
import initializeArgon2 from '@phi-ag/argon2/node';
import { getPlatformProxy } from 'wrangler';
import { createDb } from '../db/client.ts';
import { seedDemo } from '../db/seed.ts';
import { createPasswordHasher } from '../worker/auth/password.ts';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const persistTo = values['persist-to'] ?? '.wrangler/state';

const proxy = await getPlatformProxy<Env>({
  configPath: 'wrangler.toml',
  environment: 'development',
  persist: { path: `${persistTo}/v3` },
});
try {
  const hasher = createPasswordHasher(await initializeArgon2());
  const { created } = await seedDemo(createDb(proxy.env.DB), hasher);
  console.log(
    created
      ? 'Famille Démo créée : demo@famille.test / Demo-Famille-2026'
      : 'Famille Démo déjà présente : rien à faire',
  );
} finally {
  await proxy.dispose();
}
