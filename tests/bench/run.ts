/**
 * `npm run bench`: measures, prints and writes BENCHMARKS.md. Not a test: nothing here passes or
 * fails on a number. Every request goes to a wrangler dev on 127.0.0.1 that this script starts,
 * migrates, seeds and stops, except the mixed load (load.ts), which runs the Worker in workerd
 * through Miniflare directly for BENCH_LOAD_SECONDS (default 60); loops are bounded in count or time.
 * The mutation scores section of BENCHMARKS.md (written by `npm run test:mutation`) is kept.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import initializeArgon2 from '@phi-ag/argon2/node';
import { migrateLocalD1 } from '../../scripts/lib/local-migrations.ts';
import { freePort, startWranglerDev } from '../../scripts/lib/process.ts';
import { createPasswordHasher } from '../../worker/auth/password.ts';
import { benchApiCost } from './api-cost.ts';
import { benchCalendar, benchHostileCalendars } from './calendar.ts';
import { benchCronTick } from './cron.ts';
import { benchFirstVisit } from './first-visit.ts';
import { benchListTicks } from './list-ticks.ts';
import { benchListTicksOnScreen } from './list-ticks-screen.ts';
import { benchLive } from './live.ts';
import { benchLoad } from './load.ts';
import { ms, summarize, timeIt } from './measure.ts';
import { benchExpansion, benchRange, seedPlanningBench } from './tasks.ts';
import { benchWriteCost } from './write-cost.ts';

/** The machine may be shared: its load when the run began says how much the figures are worth. */
const loadAtStart = loadavg()[0] ?? 0;
const rows: string[][] = [];
const record = (what: string, value: string, how: string) => {
  rows.push([what, value, how]);
  console.log(`${what}: ${value}  (${how})`);
};

async function passwordHashing() {
  const hasher = createPasswordHasher(await initializeArgon2());
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) samples.push(await timeIt(() => hasher.hash('Demo-Famille-2026')));
  const s = summarize(samples);
  record(
    'Argon2id hash (19 MiB, t=2, p=1), Node',
    ms(s.median),
    `median of ${s.n}, p95 ${ms(s.p95)}`,
  );
}

async function apiLatency() {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bench-'));
  try {
    await migrateLocalD1(stateDir);
    const planningSpaceId = await seedPlanningBench(stateDir);
    const started = performance.now();
    const server = await startWranglerDev({
      port: await freePort(),
      persistTo: stateDir,
      quiet: true,
    });
    record('wrangler dev ready', ms(performance.now() - started), 'spawn until /api/health is 200');
    try {
      const url = `${server.url}/api/health`;
      for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer()); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < 300; i++)
        samples.push(await timeIt(() => fetch(url).then((r) => r.arrayBuffer())));
      const s = summarize(samples);
      record(
        'GET /api/health latency',
        `${ms(s.median)} median`,
        `${s.n} sequential, p95 ${ms(s.p95)}`,
      );

      const total = 1000;
      const concurrency = 10;
      let next = 0;
      const begin = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next++ < total) await fetch(url).then((r) => r.arrayBuffer());
        }),
      );
      const seconds = (performance.now() - begin) / 1000;
      record(
        'GET /api/health throughput',
        `${Math.round(total / seconds)} req/s`,
        `${total} requests, ${concurrency} at once`,
      );

      await benchRange(server.url, planningSpaceId, record);
      await benchLive(server.url, record);
      await benchListTicks(server.url, record);
      await benchListTicksOnScreen(server.url, record);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}

await benchFirstVisit(record);
await passwordHashing();
benchExpansion(record);
await benchCalendar(record);
benchHostileCalendars(record);
await apiLatency();
await benchApiCost(record);
await benchWriteCost(record);
await benchCronTick(record);
await benchLoad(record);

const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at the start`;
const table = [
  '| measure | value | how |',
  '| --- | --- | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
const MUTATION = '\n## Mutation testing';
const previous = await readFile('BENCHMARKS.md', 'utf8').catch(() => '');
const mutation = previous.includes(MUTATION) ? previous.slice(previous.indexOf(MUTATION)) : '';
await writeFile(
  'BENCHMARKS.md',
  `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}).\nLocal workerd through wrangler dev (the mixed load: workerd through Miniflare) on loopback: relative figures for comparing changes, not production latencies.\n\n${table}\n${mutation}`,
);
console.log('\nBENCHMARKS.md written');
