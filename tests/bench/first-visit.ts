/**
 * What a first visit costs a phone, per public page and for the signed-in planning, against the
 * built SPA (dist/) served by a real `wrangler dev` on 127.0.0.1 (docs/decisions/017):
 *
 * - JS and CSS gzip: every script and stylesheet the page requested on a cold cache (Chromium's
 *   network log through playwright-core), each file of dist/ gzipped at level 9. For a public page,
 *   only the scripts asked for before its `load` event are the route's (JS and rounds): those asked
 *   for later (the service worker's registration with workbox-window, which the entry asks for
 *   after the load event on purpose) are reported on a line of their own;
 * - script rounds: how many round trips after the HTML the last script waited for, each request
 *   given 150 ms of latency. A script the HTML names (`<script>`, `<link rel="modulepreload">`) is
 *   round 1; one asked for only after a script of round n arrived is round n + 1. 1: no waterfall;
 * - Lighthouse's mobile run (its default: a mid-range phone, simulated slow 4G): performance, LCP,
 *   TBT, best practices and accessibility, Chromium started by chrome-launcher; over HTTP/2 through
 *   a local TLS front (h2-front.ts), as the deployed Worker is reached, and over wrangler dev's
 *   HTTP/1.1 for comparison (docs/decisions/028-first-visit-read-over-http2.md).
 *
 * Reported only, never asserted. `node tests/bench/first-visit.ts` runs this part alone (after
 * `npm run build`); `npm run bench` runs it with the others.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { migrateLocalD1 } from '../../scripts/lib/local-migrations.ts';
import { freePort, run, startWranglerDev } from '../../scripts/lib/process.ts';
import { startH2Front } from './h2-front.ts';
import { kib, ms } from './measure.ts';

type Record = (what: string, value: string, how: string) => void;

export const PUBLIC_PAGES = ['/', '/login', '/signup', '/forgot-password'];
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS), of which the median is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** The latency given to every request while the rounds are counted. */
const ROUND_TRIP_MS = 150;
const DEMO = { email: 'demo@famille.test', password: 'Demo-Famille-2026' };

/** `BENCH_PAGES=/login` measures one page (while working on it); all the public ones otherwise. */
const pages = () => process.env.BENCH_PAGES?.split(',') ?? PUBLIC_PAGES;

interface Visit {
  /** The route's scripts: those asked for before the page's `load` event. */
  js: { files: number; gzip: number };
  /**
   * Scripts asked for after the `load` event: web/src/lib/service-worker.ts with workbox-window,
   * which the entry asks for then on purpose; not part of what paints the page, as in
   * tests/e2e/first-visit.test.ts. Reported on a line of their own, outside the rounds.
   */
  late: { files: number; gzip: number; names: string[] };
  /** Stylesheet files, plus the `<style>` the build wrote into the page (decision 024), counted too. */
  css: { files: number; gzip: number; inline: number };
  /** Round trips after the HTML until the last script was asked for (1: all in the first). */
  scriptRounds: number;
}

const gzipCache = new Map<string, number>();
/** The gzip size of a file of dist/, as a CDN would send it (level 9, as the old bench did). */
async function gzipBytes(pathname: string): Promise<number> {
  let size = gzipCache.get(pathname);
  if (size === undefined) {
    const content = await readFile(join('dist', pathname)).catch(() => Buffer.alloc(0));
    size = gzipSync(content, { level: 9 }).length;
    gzipCache.set(pathname, size);
  }
  return size;
}

/** Opens `url` in `context` (cold unless the context was used) and sums what it downloaded. */
async function visit(
  context: BrowserContext,
  url: string,
  ready: string,
  { lateApart }: { lateApart: boolean },
): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests: { id: string; url: string; sent: number }[] = [];
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.push({ id: event.requestId, url: event.request.url, sent: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.timestamp));
  await cdp.send('Network.enable');
  // Every response waits ROUND_TRIP_MS, so that requests of one round trip and of the next stand
  // far apart in time (loopback answers in a fraction of a millisecond).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const document = await page.goto(url);
  // The stylesheet inlined by the build is CSS the page loads all the same (decision 024).
  const inlineCss = [...((await document?.text()) ?? '').matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('');
  const inlineGzip = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Which scripts the page asked for after its load event, by its own clock (Resource Timing).
  const askedAfterLoad = new Set(
    // A string: the bench is type-checked without the DOM's types.
    await page.evaluate<string[]>(`(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const loadedAt = navigation?.loadEventStart || Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= loadedAt)
        .map((entry) => entry.name);
    })()`),
  );
  await page.close();

  const result: Visit = {
    js: { files: 0, gzip: 0 },
    late: { files: 0, gzip: 0, names: [] },
    css: { files: 0, gzip: inlineGzip, inline: inlineGzip },
    scriptRounds: 0,
  };
  const origin = new URL(url).origin;
  const scripts: { sent: number; done: number; round: number }[] = [];
  const seen = new Set<string>();
  for (const request of requests.sort((a, b) => a.sent - b.sent)) {
    const { pathname } = new URL(request.url);
    if (new URL(request.url).origin !== origin || seen.has(request.url)) continue;
    seen.add(request.url);
    // The service worker and its Workbox runtime are fetched for the next visits, not this one.
    if (pathname.endsWith('.js') && !/^\/(sw|workbox-[\w-]+)\.js$/.test(pathname)) {
      if (lateApart && askedAfterLoad.has(request.url)) {
        result.late.files += 1;
        result.late.gzip += await gzipBytes(pathname);
        result.late.names.push(pathname.replace(/^\/assets\//, ''));
        continue;
      }
      result.js.files += 1;
      result.js.gzip += await gzipBytes(pathname);
      // Chromium names no initiator for module imports ("about:client"), so the round comes from
      // time: one more than the latest round of a script that had arrived before this was asked.
      const before = scripts.filter((s) => s.done <= request.sent).map((s) => s.round);
      const round = Math.max(0, ...before) + 1;
      scripts.push({ sent: request.sent, done: finished.get(request.id) ?? request.sent, round });
      result.scriptRounds = Math.max(result.scriptRounds, round);
      // BENCH_ROUNDS=1: which script came in which round (while working on a waterfall).
      if (process.env.BENCH_ROUNDS) console.log(`  round ${round}: ${pathname}`);
    } else if (pathname.endsWith('.css')) {
      result.css.files += 1;
      result.css.gzip += await gzipBytes(pathname);
    }
  }
  return result;
}

/** A cold browser context signed in as the demo family, its space and first profile chosen. */
export async function signedInContext(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseUrl: string,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const login = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { ...DEMO, remember: true },
    headers: { origin: baseUrl },
  });
  if (!login.ok()) throw new Error(`demo login: ${login.status()}`);
  const { spaces } = (await (await context.request.get(`${baseUrl}/api/spaces`)).json()) as {
    spaces: { id: string }[];
  };
  const spaceId = spaces[0]?.id;
  if (!spaceId) throw new Error('the demo account has no space');
  const { profiles } = (await (
    await context.request.get(`${baseUrl}/api/spaces/${spaceId}/profiles`)
  ).json()) as { profiles: { id: string }[] };
  const profileId = profiles[0]?.id;
  if (!profileId) throw new Error('the demo space has no profile');
  await context.addInitScript(
    ([space, profile]) => {
      localStorage.setItem('activeSpaceId', space);
      localStorage.setItem('selectedProfileId', profile);
    },
    [spaceId, profileId] as const,
  );
  return context;
}

interface LighthouseScores {
  performance: number;
  lcp: number;
  tbt: number;
  bestPractices: number;
  accessibility: number;
}

/** Lighthouse's default run is the mobile one: Moto G Power emulation, simulated slow 4G. */
async function lighthouseRun(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  return {
    performance: score(categories.performance?.score),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    bestPractices: score(categories['best-practices']?.score),
    accessibility: score(categories.accessibility?.score),
  };
}

export async function benchFirstVisit(record: Record): Promise<void> {
  const stateDir = await mkdtemp(join(tmpdir(), 'foyer-bench-first-visit-'));
  try {
    await migrateLocalD1(stateDir);
    await run('node', ['scripts/seed.ts', '--persist-to', stateDir]);
    const server = await startWranglerDev({
      port: await freePort(),
      persistTo: stateDir,
      quiet: true,
    });
    try {
      await pagesInChromium(server.url, record);
      // BENCH_LIGHTHOUSE=off: the sizes and rounds only (minutes less).
      if (process.env.BENCH_LIGHTHOUSE !== 'off') {
        // The targets are read over HTTP/2, as every browser reaches the deployed Worker; wrangler
        // dev's own HTTP/1.1 is read too, for comparison (docs/decisions/028).
        const front = await startH2Front(server.url);
        try {
          await pagesInLighthouse(front.url, record, {
            over: 'HTTP/2 (as deployed)',
            chromeFlags: [front.chromiumFlag],
          });
        } finally {
          await front.stop();
        }
        await pagesInLighthouse(server.url, record, {
          over: "HTTP/1.1 (wrangler dev's own)",
          chromeFlags: [],
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(stateDir, { recursive: true, force: true });
  }
}

async function pagesInChromium(baseUrl: string, record: Record) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const path of pages()) {
      // A new context each time: an empty cache, no service worker yet.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const v = await visit(context, `${baseUrl}${path}`, 'h1', { lateApart: true });
        const html = await (await fetch(`${baseUrl}${path}`)).text();
        record(
          `First visit ${path}: HTML gzip`,
          kib(gzipSync(html, { level: 9 }).length),
          "the prerendered page, its stylesheet inline; a new connection's first flight carries about 14.3 KiB (10 segments of 1,460 bytes)",
        );
        record(
          `First visit ${path}: JS gzip`,
          kib(v.js.gzip),
          `${v.js.files} scripts asked for before the load event, cold cache, Chromium's network log`,
        );
        record(
          `First visit ${path}: JS gzip after the load event`,
          kib(v.late.gzip),
          `${v.late.files} scripts (${v.late.names.join(', ') || 'none'}), loaded after the page on purpose, not counted above`,
        );
        record(
          `First visit ${path}: CSS gzip`,
          kib(v.css.gzip),
          `${v.css.files} stylesheets, ${kib(v.css.inline)} inline in the HTML`,
        );
        record(
          `First visit ${path}: script rounds after the HTML`,
          String(v.scriptRounds),
          '1: every script asked for before the load event in the first round trip (150 ms latency per request)',
        );
      } finally {
        await context.close();
      }
    }
    for (const path of ['/planning', '/dashboard']) {
      const context = await signedInContext(browser, baseUrl);
      try {
        // The app's screens load their route's chunks as they go: all counted, load event or not.
        const v = await visit(context, `${baseUrl}${path}`, 'h1', { lateApart: false });
        record(
          `Signed-in ${path}, cold cache: JS + CSS gzip`,
          kib(v.js.gzip + v.css.gzip),
          `${v.js.files} scripts (${kib(v.js.gzip)}), ${v.css.files} stylesheets and ${kib(v.css.inline)} of CSS inline, ${v.scriptRounds} script rounds`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** The middle value of `values` (the lower one of the two middles for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/**
 * LIGHTHOUSE_RUNS runs per page over one transport, in one Chromium. `over` names the transport in
 * the report; `chromeFlags` are added to the shared ones.
 */
async function pagesInLighthouse(
  baseUrl: string,
  record: Record,
  { over, chromeFlags }: { over: string; chromeFlags: string[] },
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...chromeFlags],
  });
  try {
    // The first run in a freshly started Chromium often fails with NO_NAVSTART (no navigation in
    // its trace) and scores 0: one run to warm it up, not counted.
    await lighthouseRun(`${baseUrl}/`, chrome.port).catch(() => undefined);
    for (const path of pages()) {
      try {
        // Lighthouse's simulation starts from the CPU time and the request timings it observed,
        // which a shared machine bends: medians of LIGHTHOUSE_RUNS, each measure on its own.
        const all: LighthouseScores[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
          all.push(await lighthouseRun(`${baseUrl}${path}`, chrome.port));
        // A run Lighthouse could not finish (NO_NAVSTART, NO_LCP: score 0, no LCP) measures
        // nothing: left out of the medians, and counted.
        const runs = all.filter((r) => Number.isFinite(r.lcp) && r.performance > 0);
        const failed = all.length - runs.length;
        if (runs.length === 0) throw new Error(`${failed} runs, none finished`);
        const of = (pick: (run: LighthouseScores) => number) => median(runs.map(pick));
        const lcps = runs.map((r) => (r.lcp / 1000).toFixed(2)).join('/');
        record(
          `Lighthouse mobile ${path}, ${over}`,
          `perf ${of((r) => r.performance)}, LCP ${ms(of((r) => r.lcp))}, TBT ${ms(of((r) => r.tbt))}`,
          `medians of ${runs.length} runs${failed ? ` (${failed} more failed)` : ''} (perf ${runs.map((r) => r.performance).join('/')}; LCP ${lcps} s; TBT ${runs.map((r) => Math.round(r.tbt)).join('/')} ms); best practices ${of((r) => r.bestPractices)}, accessibility ${of((r) => r.accessibility)}; Lighthouse 12, simulated slow 4G`,
        );
      } catch (error) {
        record(`Lighthouse mobile ${path}, ${over}`, 'n/a', String(error).slice(0, 120));
      }
    }
  } finally {
    chrome.kill();
  }
}

if (import.meta.main) {
  await benchFirstVisit((what, value, how) => console.log(`${what}: ${value}  (${how})`));
}
