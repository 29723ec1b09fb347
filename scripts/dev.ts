/**
 * `npm run dev`: like `npm start`, but Vite serves the SPA with hot reload and runs the Worker in
 * workerd inside Vite (Cloudflare's Vite plugin), so API and screens reload on save. The Cron
 * Trigger fires every minute through the plugin's trigger endpoint.
 */
import { startCronTicker } from './lib/cron-ticker.ts';
import { localAppOrigin, run, WRANGLER_ENV } from './lib/process.ts';
import { ensureDevVapidKeys } from './lib/vapid.ts';

const port = process.env.PORT ?? '8787';
// Web Push needs a VAPID key pair: generated once, kept in the gitignored .dev.vars.
await ensureDevVapidKeys();

await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], {
  ...WRANGLER_ENV,
  CI: 'true',
});
await run('node', ['scripts/seed.ts']);
// Miniflare never fires the Cron Trigger itself.
const ticker = startCronTicker(`http://localhost:${port}`);
try {
  // vite.config.ts hands APP_ORIGIN to the Worker it runs.
  await run('vite', ['--port', port, '--strictPort'], {
    ...WRANGLER_ENV,
    APP_ORIGIN: localAppOrigin(port),
  });
} finally {
  ticker.stop();
}
