/**
 * What a family waits for at the edge, modelled from what the app really asks: the cold signed-in
 * dashboard and planning are opened in Chromium against `wrangler dev` running the bench's metering
 * entry (tests/bench/workerd.ts) with the built SPA, every request sent with `x-bench-meter`, so each
 * API answer says how many D1 round trips it took. Then, from the same network log:
 * - a request depends on every request that had finished before it was sent (the browser could not
 *   have asked for it sooner); the chain that ends last is what the family waits for;
 * - D1 trips in a row: along that dependency graph, the most D1 round trips one after another
 *   before the page's data is all there (today on screen);
 * - API rounds: the same count, each API request worth 1;
 * - the edge model: every request (the HTML, a script, an API call) costs EDGE_MS to the nearest
 *   Cloudflare location and back; an API call adds the Worker's CPU (JS + GC of its isolate, from a
 *   V8 profile of the same request repeated in workerd, tests/bench/workerd.ts) and its D1 round
 *   trips × a D1 round trip of 2, 10 or 30 ms (a replica nearby … the primary far away). Transfer
 *   time, TLS set-up and the browser's own parse and run are left out.
 * Reported only, never asserted. `node tests/bench/edge-model.ts` runs it alone (after `npm run build`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { migrateLocalD1 } from '../../scripts/lib/local-migrations.ts';
import { freePort, run, startWranglerDev } from '../../scripts/lib/process.ts';
import { CHROMIUM, CHROMIUM_ARGS, signedInContext } from './first-visit.ts';
import { cpuPerRequest, workerdPids } from './worker-cpu.ts';
import { startWorkerd, writeBenchEntry } from './workerd.ts';

type Record_ = (what: string, value: string, how: string) => void;

/** A phone to its nearest Cloudflare location and back. */
const EDGE_MS = 10;
/** A D1 round trip from the Worker: a replica in the same place, one nearby, the primary far off. */
export const D1_RTTS = [2, 10, 30] as const;
/** Requests per API URL for its Worker CPU. */
const MEASURED = 100;
const DEMO = { email: 'demo@famille.test', password: 'Demo-Famille-2026' };

/** The two screens; each is there when its main landmark is, its data when the network is idle. */
const SCREENS = [{ path: '/dashboard' }, { path: '/planning' }] as const;

interface Asked {
  url: string;
  sent: number;
  done: number;
  /** D1 round trips (an API call's, from its x-bench-d1 header); 0 for the HTML and scripts. */
  trips: number;
  api: boolean;
}

/** Every same-origin request of a cold visit to `path`, with its D1 trips. */
async function recordVisit(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
  screen: (typeof SCREENS)[number],
): Promise<Asked[]> {
  const context = await signedInContext(browser, baseUrl);
  await context.setExtraHTTPHeaders({ 'x-bench-meter': '1' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const asked = new Map<string, Asked>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const { url } = event.request;
    if (!url.startsWith(baseUrl) || event.request.method !== 'GET') return;
    const api = new URL(url).pathname.startsWith('/api/');
    asked.set(event.requestId, { url, sent: event.timestamp, done: Infinity, trips: 0, api });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = asked.get(event.requestId);
    const meter = event.response.headers['x-bench-d1'];
    if (entry && meter) entry.trips = (JSON.parse(meter) as { roundTrips: number }).roundTrips;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = asked.get(event.requestId);
    if (entry) entry.done = event.timestamp;
  });
  await cdp.send('Network.enable');
  try {
    await page.goto(`${baseUrl}${screen.path}`);
    await page.locator('main#contenu').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Idle for 500 ms is not all answered on a busy machine: every request but the socket's, done,
    // and the screen's own data asked for (with the session asked for at start-up, a busy machine
    // can render the screen more than 500 ms after those answers).
    const screenAsked = () =>
      [...asked.values()].some((a) => /\/api\/spaces\/[^/]+\/tasks/.test(a.url));
    const pending = () =>
      !screenAsked() ||
      [...asked.values()].some((a) => a.done === Infinity && !a.url.includes('/live'));
    for (let waited = 0; pending() && waited < 15_000; waited += 100)
      await page.waitForTimeout(100);
  } finally {
    await context.close();
  }
  // The live socket and the service worker's files serve the next minutes, not this paint.
  const kept = [...asked.values()].filter(
    (a) => a.done !== Infinity && !/\/api\/live|\/(sw|workbox-[\w-]+)\.js$/.test(a.url),
  );
  // BENCH_EDGE_LOG=1: each request's times (while working on a waterfall).
  if (process.env.BENCH_EDGE_LOG) {
    const start = Math.min(...kept.map((a) => a.sent));
    for (const a of kept.sort((x, y) => x.sent - y.sent)) {
      const at = (t: number) => ((t - start) * 1000).toFixed(0).padStart(5);
      console.log(`${at(a.sent)} → ${at(a.done)} ms  ${a.trips}  ${pathOf(a.url)}`);
    }
  }
  return kept;
}

/** The longest chain, each request costing `cost`, behind those that had finished before it was sent. */
export function longestChain(asked: Asked[], cost: (a: Asked) => number): number {
  const sorted = [...asked].sort((a, b) => a.sent - b.sent);
  const finish = new Map<Asked, number>();
  for (const request of sorted) {
    const before = sorted.filter((other) => other.done <= request.sent);
    finish.set(request, cost(request) + Math.max(0, ...before.map((b) => finish.get(b) ?? 0)));
  }
  return Math.max(0, ...finish.values());
}

/**
 * The Worker's CPU per request, by URL, in workerd on the same D1: the process's CPU time with D1
 * replayed from memory, minus a request answered before the Worker runs (tests/bench/worker-cpu.ts),
 * so neither SQLite nor the machine's load is in it.
 */
async function workerCpuByUrl(stateDir: string, urls: string[]): Promise<Map<string, number>> {
  const others = new Set(workerdPids());
  const server = await startWorkerd({ stateDir });
  const pids = workerdPids().filter((pid) => !others.has(pid));
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(DEMO),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const cpu = new Map<string, number>();
    for (const url of urls) {
      const { pathname, search } = new URL(url);
      const target = `${server.url}${pathname}${search}`;
      const repeat = (mode: string) => async () => {
        for (let i = 0; i < MEASURED; i++) {
          await (await fetch(target, { headers: { cookie, [mode]: '1' } })).arrayBuffer();
        }
      };
      await repeat('x-bench-replay')(); // warm-up: JIT, D1's answers recorded
      const own = await cpuPerRequest(MEASURED, repeat('x-bench-replay'), pids);
      const before = await cpuPerRequest(MEASURED, repeat('x-bench-noop'), pids);
      cpu.set(url, Math.max(0, own - before));
    }
    return cpu;
  } finally {
    await server.dispose();
  }
}

const pathOf = (url: string) => new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id');

function report(record: Record_, screen: string, asked: Asked[], cpu: Map<string, number>) {
  const api = asked.filter((a) => a.api);
  const trips = longestChain(asked, (a) => a.trips);
  const rounds = longestChain(asked, (a) => (a.api ? 1 : 0));
  const edge = D1_RTTS.map((rtt) =>
    longestChain(asked, (a) => EDGE_MS + (a.api ? (cpu.get(a.url) ?? 0) + a.trips * rtt : 0)),
  );
  const cpuMs = [...cpu.entries()].filter(([url]) => api.some((a) => a.url === url));
  record(
    `Edge model, cold ${screen}: D1 trips in a row`,
    String(trips),
    `${api.length} API requests in ${rounds} rounds (${api.map((a) => `${pathOf(a.url)} ${a.trips}`).join(', ')}), Chromium's network log against the metering entry`,
  );
  record(
    `Edge model, cold ${screen}: until its data is all there, D1 round trip ${D1_RTTS.join(' / ')} ms`,
    `${edge.map((t) => Math.round(t)).join(' / ')} ms`,
    `${EDGE_MS} ms to the edge per request (the HTML, its ${asked.length - api.length - 1} files and the API calls) along the longest chain + the Worker's CPU (${cpuMs.map(([url, t]) => `${pathOf(url)} ${t.toFixed(2)}`).join(', ')} ms, workerd with D1 replayed) + D1 trips × the round trip; transfer, TLS and the browser's own work left out`,
  );
}

export async function benchEdgeModel(record: Record_) {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bench-edge-'));
  const entryDir = await mkdtemp(join(tmpdir(), 'foyer-bench-entry-'));
  try {
    await migrateLocalD1(stateDir);
    await run('node', ['scripts/seed.ts', '--persist-to', stateDir]);
    const main = await writeBenchEntry(resolve('.'), entryDir);
    const server = await startWranglerDev({ port: await freePort(), persistTo: stateDir, main });
    const visits: [string, Asked[]][] = [];
    try {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      try {
        for (const screen of SCREENS) {
          visits.push([screen.path, await recordVisit(browser, server.url, screen)]);
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
    const urls = [...new Set(visits.flatMap(([, asked]) => asked.filter((a) => a.api)))].map(
      (a) => a.url,
    );
    const cpu = await workerCpuByUrl(stateDir, [...new Set(urls)]);
    for (const [screen, asked] of visits) report(record, screen, asked, cpu);
  } finally {
    await rm(stateDir, { recursive: true, force: true });
    await rm(entryDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await benchEdgeModel((what, value, how) => console.log(`${what}: ${value}  (${how})`));
}
