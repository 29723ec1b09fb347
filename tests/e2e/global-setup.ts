import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type CronTicker, startCronTicker } from '../../scripts/lib/cron-ticker.ts';
import {
  type DevServer,
  freePort,
  run,
  startWranglerDev,
  WRANGLER_ENV,
} from '../../scripts/lib/process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the wrangler dev that this run started, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

let server: DevServer | undefined;
let ticker: CronTicker | undefined;
let stateDir: string | undefined;

/**
 * The real stack for the browser: the built SPA (npm run test:e2e builds it first) served by
 * `wrangler dev` with its own throwaway D1, migrated and seeded exactly as `npm start` does.
 */
export async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does it for you)');
  }
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'));
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], {
    ...WRANGLER_ENV,
    CI: 'true',
  });
  await run('node', ['scripts/seed.ts', '--persist-to', stateDir]);
  server = await startWranglerDev({ port: await freePort(), persistTo: stateDir, quiet: true });
  // Reminders fire as in production: scheduled() every minute, on the minute.
  ticker = startCronTicker(server.url);
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  ticker?.stop();
  await server?.stop();
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
}
