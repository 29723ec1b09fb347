/**
 * What one week request costs the Worker, measured in workerd directly (tests/bench/workerd.ts): the
 * bench family's week (300 tasks, 60 recurring), against /api/health in the same run.
 * - CPU per request: a V8 CPU profile of the isolate over sequential requests (not wall time);
 * - D1 round trips and rows read, on one metered request;
 * - bytes of the body, raw and gzip (what Cloudflare would send compressed);
 * - throughput at 50 connections, as a ratio to /api/health's.
 * `BENCH_BEFORE=<git ref> npm run bench` measures that ref too, in a temporary checkout sharing this
 * tree's node_modules, for a before/after in one run on one machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run, WRANGLER_ENV } from '../../scripts/lib/process.ts';
import { kib } from './measure.ts';
import { BENCH_ACCOUNT, seedPlanningBench, WEEK } from './tasks.ts';
import { cpuProfile, startWorkerd, throughput } from './workerd.ts';

type Record_ = (what: string, value: string, how: string) => void;

const CONNECTIONS = 50;
const PROFILED = 300;
const LOAD = 3000;

export interface ApiCost {
  cpu: { busyMs: number; jsMs: number };
  healthCpu: { busyMs: number; jsMs: number };
  roundTrips: number;
  rowsRead: number;
  bytes: number;
  gzipBytes: number;
  occurrences: number;
  rangePerSecond: number;
  healthPerSecond: number;
}

/** Measures the tree at `root` on a fresh D1. */
export async function measureApiCost(root = '.'): Promise<ApiCost> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-cost-'));
  try {
    await run(
      'wrangler',
      [
        'd1',
        'migrations',
        'apply',
        'DB',
        '--local',
        '--persist-to',
        stateDir,
        '--config',
        join(resolve(root), 'wrangler.toml'),
      ],
      { ...WRANGLER_ENV, CI: 'true' },
    );
    const spaceId = await seedPlanningBench(stateDir);
    const server = await startWorkerd({ stateDir, root });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(BENCH_ACCOUNT),
      });
      if (!login.ok) throw new Error(`bench login: ${login.status} ${await login.text()}`);
      const cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      const week = `${server.url}/api/spaces/${spaceId}/tasks?from=${WEEK.from}&to=${WEEK.to}`;
      const health = `${server.url}/api/health`;
      const get = async (url: string, headers: Record<string, string> = {}) => {
        const response = await fetch(url, { headers: { cookie, ...headers } });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
      };

      const metered = await fetch(week, { headers: { cookie, 'x-bench-meter': '1' } });
      const body = await metered.text();
      const d1 = JSON.parse(metered.headers.get('x-bench-d1') ?? '{}') as {
        roundTrips: number;
        rowsRead: number;
      };
      const parsed = JSON.parse(body) as { occurrences?: unknown[]; tasks?: unknown[] };

      for (let i = 0; i < 100; i++) await get(week); // warm-up: JIT, caches
      for (let i = 0; i < 100; i++) await get(health);
      const perRequest = async (url: string) => {
        const { busyMs, jsMs } = await cpuProfile(server.inspectorPort, async () => {
          for (let i = 0; i < PROFILED; i++) await get(url);
        });
        return { busyMs: busyMs / PROFILED, jsMs: jsMs / PROFILED };
      };
      const cpu = await perRequest(week);
      const healthCpu = await perRequest(health);

      const healthPerSecond = await throughput(() => get(health), LOAD, CONNECTIONS);
      const rangePerSecond = await throughput(() => get(week), LOAD, CONNECTIONS);
      return {
        cpu,
        healthCpu,
        roundTrips: d1.roundTrips,
        rowsRead: d1.rowsRead,
        bytes: Buffer.byteLength(body),
        gzipBytes: gzipSync(body).length,
        occurrences: (parsed.occurrences ?? parsed.tasks ?? []).length,
        rangePerSecond,
        healthPerSecond,
      };
    } finally {
      await server.dispose();
    }
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}

/** A detached checkout of `ref` next to this tree, sharing its node_modules and build. */
async function checkout(ref: string): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'foyer-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { stdio: 'ignore' });
  await symlink(resolve('node_modules'), join(root, 'node_modules'));
  // wrangler.toml names the SPA's build as assets; the API bench never reads it.
  await symlink(resolve('dist'), join(root, 'dist'));
  return {
    root,
    async remove() {
      execFileSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' });
    },
  };
}

function report(record: Record_, label: string, cost: ApiCost) {
  const ratio = cost.rangePerSecond / cost.healthPerSecond;
  record(
    `Week request${label}: Worker CPU (JS + GC)`,
    `${cost.cpu.jsMs.toFixed(2)} ms`,
    `V8 CPU profile of the isolate, ${PROFILED} sequential requests, per request; /api/health ${cost.healthCpu.jsMs.toFixed(2)} ms`,
  );
  record(
    `Week request${label}: isolate thread busy`,
    `${cost.cpu.busyMs.toFixed(2)} ms`,
    `same profile, every non-idle sample incl. (program); /api/health ${cost.healthCpu.busyMs.toFixed(2)} ms`,
  );
  record(
    `Week request${label}: D1`,
    `${cost.roundTrips} round trip${cost.roundTrips === 1 ? '' : 's'}`,
    `${cost.rowsRead} rows read (meta.rows_read of batched and run statements)`,
  );
  record(
    `Week request${label}: body`,
    kib(cost.bytes),
    `${kib(cost.gzipBytes)} gzip; ${cost.occurrences} occurrences`,
  );
  record(
    `Week request${label}: throughput at ${CONNECTIONS} connections`,
    `${ratio.toFixed(2)} × /api/health`,
    `${Math.round(cost.rangePerSecond)} req/s vs ${Math.round(cost.healthPerSecond)} req/s, ${LOAD} requests each, workerd via Miniflare`,
  );
}

export async function benchApiCost(record: Record_) {
  const before = process.env.BENCH_BEFORE;
  if (before) {
    const tree = await checkout(before);
    try {
      report(record, ` (before, ${before})`, await measureApiCost(tree.root));
    } finally {
      await tree.remove();
    }
  }
  report(record, '', await measureApiCost('.'));
}
