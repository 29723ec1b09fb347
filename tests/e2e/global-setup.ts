import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { CHRISTMAS_2026 } from '../fixtures/school-calendar.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the wrangler dev that this run started, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

let server: DevServer | undefined;
let ticker: CronTicker | undefined;
let stateDir: string | undefined;
let schoolCalendar: Server | undefined;

/**
 * A stand-in for the Ministry's school calendar API, answering its format: the Worker's weekly
 * refresh fetches it from the first cron tick on, so the browser sees what a refresh brings.
 */
async function serveSchoolCalendar(): Promise<string> {
  const body = JSON.stringify(CHRISTMAS_2026);
  schoolCalendar = createServer((request, response) => {
    if (request.headers['if-none-match'] === '"2026-2027"') {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', etag: '"2026-2027"' }).end(body);
  });
  const server = schoolCalendar;
  await new Promise<void>((resolve) => server.listen(0, resolve));
  // localhost: the only host name the Worker's fetch guard lets through, and only in development.
  return `http://localhost:${(server.address() as AddressInfo).port}/exports/json`;
}

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
  server = await startWranglerDev({
    port: await freePort(),
    persistTo: stateDir,
    quiet: true,
    vars: { SCHOOL_CALENDAR_URL: await serveSchoolCalendar() },
  });
  // Reminders fire as in production: scheduled() every minute, on the minute.
  ticker = startCronTicker(server.url);
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  ticker?.stop();
  await server?.stop();
  await new Promise((resolve) => (schoolCalendar ? schoolCalendar.close(resolve) : resolve(null)));
  if (stateDir) await rm(stateDir, { recursive: true, force: true });
}
