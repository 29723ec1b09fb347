/**
 * What one week request costs the Worker, measured in workerd directly (tests/bench/workerd.ts): the
 * bench family's week (300 tasks, 60 recurring), against /api/health in the same run.
 * - the Worker's CPU per request: the CPU time the kernel charged to the workerd process (not wall
 *   time, so not inflated by a busy machine) over sequential requests whose D1 is replayed from
 *   memory, minus the same for a request answered before the Worker runs (tests/bench/worker-cpu.ts);
 * - the isolate's JS + GC from a V8 CPU profile (real D1), whose samples are wall time;
 * - D1 round trips and rows read, on one metered request;
 * - bytes of the body, raw and gzip (what Cloudflare would send compressed);
 * - throughput at 50 connections, as a ratio to /api/health's in the same run, twice: with D1
 *   replayed from memory for both (what the Worker itself sustains: no SQLite, no D1 service in the
 *   process), and with the real local D1 (Miniflare's SQLite and D1 service in the workerd process,
 *   ~2 ms of CPU per week request that on Cloudflare runs elsewhere); see
 *   docs/decisions/025-worker-throughput.md.
 * `BENCH_BEFORE=<git ref> npm run bench` measures that ref too, in a temporary checkout sharing this
 * tree's node_modules, for a before/after in one run on one machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { run, WRANGLER_ENV } from '../../scripts/lib/process.ts';
import { kib } from './measure.ts';
import { BENCH_ACCOUNT, seedPlanningBench, WEEK } from './tasks.ts';
import { cpuPerRequest, workerdPids } from './worker-cpu.ts';
import { cpuProfile, startWorkerd, throughput, type Workerd } from './workerd.ts';

type Record_ = (what: string, value: string, how: string) => void;

const CONNECTIONS = 50;
const PROFILED = 300;
const LOAD = 3000;
const CPU_REQUESTS = 500;
const CPU_ROUNDS = 5;
/** Chunks of each throughput measure, each of LOAD / CHUNKS requests per kind (pairedThroughput). */
const CHUNKS = 6;

export interface ApiCost {
  /** workerd CPU time per request, D1 replayed, minus a request answered before the Worker runs. */
  workerCpu: { weekMs: number; healthMs: number; noopMs: number };
  cpu: { busyMs: number; jsMs: number };
  healthCpu: { busyMs: number; jsMs: number };
  roundTrips: number;
  rowsRead: number;
  bytes: number;
  gzipBytes: number;
  occurrences: number;
  /** Real local D1 (in the workerd process). */
  rangePerSecond: number;
  healthPerSecond: number;
  /** D1 replayed from memory, health and week alternated in chunks (see {@link pairedThroughput}). */
  replayed: { rangePerSecond: number; healthPerSecond: number; noopPerSecond: number };
}

/** The bench family's Worker in workerd, signed in: its week and health URLs and a GET. */
export interface BenchWorker {
  server: Workerd;
  /** Its workerd process(es). */
  pids: number[];
  week: string;
  health: string;
  cookie: string;
  /** A GET with the session's cookie; the body read whole. */
  get(url: string, headers?: Record<string, string>): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The tree at `root` on a fresh D1 with the bench family, in workerd, signed in. `seed`: more rows
 * written into the same D1 before workerd starts (its directory, as `seedPlanningBench` takes it).
 */
export async function openBenchWorker(
  root = '.',
  seed?: (stateDir: string) => Promise<void>,
): Promise<BenchWorker> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-cost-'));
  const removeState = () => rm(stateDir, { recursive: true, force: true });
  let server: Workerd | undefined;
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
    const spaceId = await (await seederOf(root))(stateDir);
    await seed?.(stateDir);
    const others = new Set(workerdPids());
    server = await startWorkerd({ stateDir, root });
    const pids = workerdPids().filter((pid) => !others.has(pid));
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
    const running = server;
    return {
      server,
      pids,
      cookie,
      week: `${server.url}/api/spaces/${spaceId}/tasks?from=${WEEK.from}&to=${WEEK.to}`,
      health: `${server.url}/api/health`,
      async get(url, headers = {}) {
        const response = await fetch(url, { headers: { cookie, ...headers } });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
      },
      async dispose() {
        await running.dispose();
        await removeState();
      },
    };
  } catch (error) {
    await server?.dispose();
    await removeState();
    throw error;
  }
}

const REPLAY = { 'x-bench-replay': '1' };
const NOOP = { 'x-bench-noop': '1' };

/** JIT and caches warm, D1's answers recorded for the replay. */
export async function warmReplay(bench: BenchWorker) {
  for (let i = 0; i < 200; i++) {
    await bench.get(bench.week, REPLAY);
    await bench.get(bench.health, REPLAY);
    await bench.get(bench.health, NOOP);
  }
}

export interface CpuRound {
  weekMs: number;
  healthMs: number;
  noopMs: number;
}

/**
 * One round: the workerd process's CPU time (tests/bench/worker-cpu.ts) per week, health and no-op
 * request, {@link CPU_REQUESTS} of each, D1 replayed from memory.
 */
export async function cpuRound(bench: BenchWorker, count = CPU_REQUESTS): Promise<CpuRound> {
  const repeat = (url: string, headers: Record<string, string>) => async () => {
    for (let i = 0; i < count; i++) await bench.get(url, headers);
  };
  return {
    weekMs: await cpuPerRequest(count, repeat(bench.week, REPLAY), bench.pids),
    healthMs: await cpuPerRequest(count, repeat(bench.health, REPLAY), bench.pids),
    noopMs: await cpuPerRequest(count, repeat(bench.health, NOOP), bench.pids),
  };
}

/** The median of each measure over rounds. */
export function medianRound(rounds: CpuRound[]): CpuRound {
  const median = (pick: (r: CpuRound) => number) =>
    rounds.map(pick).sort((a, b) => a - b)[rounds.length >> 1] ?? Number.NaN;
  return {
    weekMs: median((r) => r.weekMs),
    healthMs: median((r) => r.healthMs),
    noopMs: median((r) => r.noopMs),
  };
}

/** {@link cpuRound}, warmed, median of {@link CPU_ROUNDS} rounds. */
export async function replayedCpu(bench: BenchWorker): Promise<CpuRound> {
  await warmReplay(bench);
  const rounds: CpuRound[] = [];
  for (let round = 0; round < CPU_ROUNDS; round++) rounds.push(await cpuRound(bench));
  return medianRound(rounds);
}

/**
 * Requests per second of each of `loads` at {@link CONNECTIONS} connections, `total` requests each,
 * run in `chunks` alternating chunks (order rotated every chunk) so that a change of the machine's
 * load between them weighs on all alike: each figure is its requests over its own summed time.
 */
export async function pairedThroughput(
  loads: (() => Promise<unknown>)[],
  total: number,
  chunks: number,
): Promise<number[]> {
  const seconds = loads.map(() => 0);
  const per = Math.ceil(total / chunks);
  for (let chunk = 0; chunk < chunks; chunk++) {
    for (let k = 0; k < loads.length; k++) {
      const which = (k + chunk) % loads.length;
      const load = loads[which] as () => Promise<unknown>;
      seconds[which] = (seconds[which] ?? 0) + per / (await throughput(load, per, CONNECTIONS));
    }
  }
  return seconds.map((s) => (per * chunks) / s);
}

/**
 * Throughput with D1 answered from memory (tests/bench/d1-replay.ts) for the week and /api/health
 * alike, and of the no-op request (answered before the Worker runs: workerd's and the client's
 * ceiling here). D1's answers must already be recorded ({@link warmReplay}).
 */
export async function replayedThroughput(bench: BenchWorker) {
  const [healthPerSecond, rangePerSecond, noopPerSecond] = await pairedThroughput(
    [
      () => bench.get(bench.health, REPLAY),
      () => bench.get(bench.week, REPLAY),
      () => bench.get(bench.health, NOOP),
    ],
    LOAD,
    CHUNKS,
  );
  return {
    healthPerSecond: healthPerSecond ?? Number.NaN,
    rangePerSecond: rangePerSecond ?? Number.NaN,
    noopPerSecond: noopPerSecond ?? Number.NaN,
  };
}

/** Measures the tree at `root` on a fresh D1. */
export async function measureApiCost(root = '.'): Promise<ApiCost> {
  const bench = await openBenchWorker(root);
  try {
    const { server, week, health, get, cookie } = bench;
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
    const workerCpu = await replayedCpu(bench);

    // Real D1, then replayed: each pair alternated in chunks, so that both of a ratio see one load.
    const [healthPerSecond = Number.NaN, rangePerSecond = Number.NaN] = await pairedThroughput(
      [() => get(health), () => get(week)],
      LOAD,
      CHUNKS,
    );
    const replayed = await replayedThroughput(bench);
    return {
      replayed,
      workerCpu,
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
    await bench.dispose();
  }
}

/** A detached checkout of `ref` next to this tree, sharing its node_modules and build. */
/**
 * The bench family's seed as the measured tree writes it: an older tree's schema lacks the columns
 * this tree's seed fills, so each tree seeds with its own code.
 */
async function seederOf(root: string): Promise<typeof seedPlanningBench> {
  if (resolve(root) === resolve('.')) return seedPlanningBench;
  const own = await import(pathToFileURL(join(resolve(root), 'tests/bench/tasks.ts')).href);
  return own.seedPlanningBench;
}

export async function checkout(ref: string): Promise<{ root: string; remove(): Promise<void> }> {
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
  const { weekMs, healthMs, noopMs } = cost.workerCpu;
  record(
    `Week request${label}: Worker CPU`,
    `${(weekMs - noopMs).toFixed(2)} ms`,
    `workerd process CPU time (/proc schedstat) per request with D1 replayed from memory, minus a request answered before the Worker: ${weekMs.toFixed(2)} − ${noopMs.toFixed(2)} ms, median of ${CPU_ROUNDS} × ${CPU_REQUESTS}; /api/health ${(healthMs - noopMs).toFixed(2)} ms`,
  );
  record(
    `Week request${label}: isolate JS + GC, sampled`,
    `${cost.cpu.jsMs.toFixed(2)} ms`,
    `V8 CPU profile of the isolate (real D1), ${PROFILED} sequential requests, per request; wall-clock samples, so inflated by the machine's load; /api/health ${cost.healthCpu.jsMs.toFixed(2)} ms`,
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
  const replayed = cost.replayed;
  record(
    `Week request${label}: throughput at ${CONNECTIONS} connections, D1 replayed`,
    `${(replayed.rangePerSecond / replayed.healthPerSecond).toFixed(2)} × /api/health`,
    `the Worker's own: D1 answered from memory for both (no SQLite, no D1 service in the process); ${Math.round(replayed.rangePerSecond)} req/s vs ${Math.round(replayed.healthPerSecond)} req/s, ${LOAD} requests each in ${CHUNKS} alternated chunks; a request answered before the Worker runs: ${Math.round(replayed.noopPerSecond)} req/s`,
  );
  record(
    `Week request${label}: throughput at ${CONNECTIONS} connections, real local D1`,
    `${ratio.toFixed(2)} × /api/health`,
    `Miniflare's D1 (SQLite and its service) in the workerd process, ~2 ms of CPU per week request that Cloudflare runs elsewhere; ${Math.round(cost.rangePerSecond)} req/s vs ${Math.round(cost.healthPerSecond)} req/s, ${LOAD} requests each in ${CHUNKS} alternated chunks, workerd via Miniflare`,
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

// `node tests/bench/api-cost.ts` alone: this section only, printed (BENCH_BEFORE too), BENCHMARKS.md
// untouched.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApiCost((what, value, how) => console.log(`${what}: ${value}  (${how})`));
}
