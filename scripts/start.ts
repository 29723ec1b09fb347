/**
 * `npm start`: the whole app on http://localhost:8787 (PORT overrides) from a fresh clone:
 * build the SPA, bring the local D1 to the latest migration, seed the demo family if absent,
 * then serve everything with `wrangler dev --env development` (workerd, local D1, static assets,
 * APP_ORIGIN http://localhost:<port>), and fire the Cron
 * Trigger every minute as Cloudflare would (reminders, purge).
 */
import { startCronTicker } from './lib/cron-ticker.ts';
import { developmentArgs, run, WRANGLER_ENV } from './lib/process.ts';
import { ensureDevVapidKeys } from './lib/vapid.ts';

const port = process.env.PORT ?? '8787';
// Web Push needs a VAPID key pair: generated once, kept in the gitignored .dev.vars.
await ensureDevVapidKeys();

await run('vite', ['build']);
await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], {
  ...WRANGLER_ENV,
  CI: 'true',
});
await run('node', ['scripts/seed.ts']);
console.log(
  `\nFoyer : http://localhost:${port}  (compte démo : demo@famille.test / Demo-Famille-2026)\n`,
);
// Miniflare never fires the Cron Trigger itself.
const ticker = startCronTicker(`http://localhost:${port}`);
try {
  // wrangler.toml's top level is production: development and this port's origin are chosen here.
  await run('wrangler', ['dev', '--port', port, ...developmentArgs(port)], WRANGLER_ENV);
} finally {
  ticker.stop();
}
