import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type CronTicker, startCronTicker } from '../../scripts/lib/cron-ticker.ts';
import { migrateLocalD1 } from '../../scripts/lib/local-migrations.ts';
import { type DevServer, freePort, run, startWranglerDev } from '../../scripts/lib/process.ts';
import { CHRISTMAS_2026 } from '../fixtures/school-calendar.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The origins of the wrangler devs that this run started, one per lane (e.g.
     * http://127.0.0.1:41234): tests/e2e/support/server.ts gives each test file its lane's.
     */
    baseUrls: string[];
  }
}

interface Lane {
  server: DevServer;
  ticker: CronTicker;
  stateDir: string;
}

const lanes: Lane[] = [];
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
 * `wrangler dev` with its own throwaway D1, migrated and seeded exactly as `npm start` does. One
 * such server per lane: the e2e files run two at a time (vitest.config.ts), each lane against a
 * server, D1 and cron of its own, so that one file's cron ticks and data never meet another's
 * running beside it (docs/decisions/054-e2e-lanes.md).
 */
export async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does it for you)');
  }
  const schoolCalendarUrl = await serveSchoolCalendar();
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  // The lanes' databases start alike: migrated and seeded once, then a copy for each lane.
  const prepared = await preparedState();
  // One after another: each start is CPU-bound, and two ports asked for at once could collide.
  for (let lane = 0; lane < count; lane += 1) {
    lanes.push(await startLane(prepared, schoolCalendarUrl));
  }
  await rm(prepared, { recursive: true, force: true });
  project.provide(
    'baseUrls',
    lanes.map((lane) => lane.server.url),
  );
}

/** A local D1 migrated and seeded exactly as `npm start` does, in a directory of its own. */
async function preparedState(): Promise<string> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-prepared-'));
  await migrateLocalD1(stateDir);
  await run('node', ['scripts/seed.ts', '--persist-to', stateDir]);
  return stateDir;
}

async function startLane(prepared: string, schoolCalendarUrl: string): Promise<Lane> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-e2e-'));
  // Both processes above have exited: the SQLite files are complete and copy as they are.
  await cp(prepared, stateDir, { recursive: true });
  const server = await startWranglerDev({
    port: await freePort(),
    persistTo: stateDir,
    quiet: true,
    vars: { SCHOOL_CALENDAR_URL: schoolCalendarUrl },
  });
  // Reminders fire as in production: scheduled() every minute, on the minute.
  const ticker = startCronTicker(server.url);
  return { server, ticker, stateDir };
}

export async function teardown() {
  for (const lane of lanes.splice(0)) {
    lane.ticker.stop();
    await lane.server.stop();
    await rm(lane.stateDir, { recursive: true, force: true });
  }
  await new Promise((resolve) => (schoolCalendar ? schoolCalendar.close(resolve) : resolve(null)));
}
