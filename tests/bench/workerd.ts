/**
 * The Worker in workerd directly, through Miniflare's API: no wrangler dev proxy between the load and
 * the runtime, so throughput and CPU are the Worker's own. Shareable by any bench: bundle a source
 * tree (`root`, this repository by default, or another checkout for a before/after), start it on a
 * D1 state directory that `wrangler d1 migrations apply --local --persist-to` prepared, and read
 * - `x-bench-d1` on responses to requests sent with `x-bench-meter: 1`: D1 round trips, statements and rows read
 *   (tests/bench/d1-meter.ts wraps the binding for those requests only, so unmetered requests run the
 *   production path untouched);
 * - with `x-bench-replay: 1`, the request runs on D1 answered from memory (tests/bench/d1-replay.ts),
 *   and with `x-bench-noop: 1` it is answered before the Worker runs: the two requests whose
 *   difference in workerd's CPU time is the Worker's own (tests/bench/worker-cpu.ts);
 * - the isolate's CPU per request from a V8 CPU profile taken over the inspector ({@link cpuProfile}).
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Miniflare as MiniflareType } from 'miniflare';
import { freePort, run, WRANGLER_ENV } from '../../scripts/lib/process.ts';

const HERE = resolve(import.meta.dirname);
/**
 * The Miniflare wrangler itself runs (its own dependency, which takes the flat worker options wrangler
 * builds), not the top-level one the vitest plugin pins.
 */
const { Miniflare, convertV4MiniflareOptions } = createRequire(
  createRequire(import.meta.url).resolve('wrangler'),
)('miniflare') as {
  Miniflare: typeof MiniflareType;
  convertV4MiniflareOptions(options: object): ConstructorParameters<typeof MiniflareType>[0];
};
/** As wrangler.toml: local D1 state is keyed by the database id. */
const DATABASE_ID = '00000000-0000-4000-8000-000000000000';

export interface Workerd {
  url: string;
  inspectorPort: number;
  /** The bundle workerd runs (removed by `dispose`): its `// path` comments name each module. */
  scriptPath: string;
  dispose(): Promise<void>;
}

/**
 * Writes under `outdir` the bench's entry for `root`'s Worker (the modes above) and answers its
 * path: bundled for workerd here, or run by `wrangler dev` with the SPA's assets (edge-model.ts).
 */
export async function writeBenchEntry(root: string, outdir: string): Promise<string> {
  const entry = join(outdir, 'entry', 'bench-entry.ts');
  await mkdir(dirname(entry), { recursive: true });
  await writeFile(
    entry,
    `import worker, { SpaceHub } from ${JSON.stringify(join(root, 'worker/index.ts'))};
import { metered } from ${JSON.stringify(join(HERE, 'd1-meter.ts'))};
import { replayed } from ${JSON.stringify(join(HERE, 'd1-replay.ts'))};
export { SpaceHub };
let replay;
export default {
  ...worker,
  async fetch(request, env, ctx) {
    // What a request costs workerd before the Worker runs: the baseline of the CPU measure.
    if (request.headers.has('x-bench-noop')) return new Response('');
    if (request.headers.has('x-bench-replay')) {
      // One replaying binding per isolate, as the runtime hands one binding object to every request.
      replay ??= { ...env, DB: replayed(env.DB) };
      return worker.fetch(request, replay, ctx);
    }
    if (!request.headers.has('x-bench-meter')) return worker.fetch(request, env, ctx);
    const meter = { roundTrips: 0, statements: 0, rowsRead: 0 };
    const response = await worker.fetch(request, { ...env, DB: metered(env.DB, meter) }, ctx);
    // A socket's upgrade is handed on as it is (its headers are not the meter's place).
    if (response.webSocket) return response;
    const answer = new Response(response.body, response);
    answer.headers.set('x-bench-d1', JSON.stringify(meter));
    return answer;
  },
};
`,
  );
  return entry;
}

/** Bundles `root`'s Worker behind the metering entry with wrangler (no upload: --dry-run). */
async function bundle(root: string, outdir: string): Promise<string> {
  const entry = await writeBenchEntry(root, outdir);
  await run(
    'wrangler',
    [
      'deploy',
      '--dry-run',
      '--outdir',
      join(outdir, 'out'),
      '--env',
      'development',
      '--config',
      join(root, 'wrangler.toml'),
      entry,
    ],
    { ...WRANGLER_ENV, CI: 'true' },
  );
  const files = await readdir(join(outdir, 'out'));
  const main = files.find((f) => f.endsWith('.js'));
  if (!main) throw new Error(`no bundle in ${outdir}`);
  return join(outdir, 'out', main);
}

/** The bundle's entry first, then the Wasm and text modules wrangler wrote beside it. */
async function bundleModules(scriptPath: string) {
  const directory = dirname(scriptPath);
  const modules = [{ type: 'ESModule', path: scriptPath }];
  for (const file of await readdir(directory)) {
    const path = join(directory, file);
    if (file.endsWith('.wasm')) modules.push({ type: 'CompiledWasm', path });
    else if (file.endsWith('.txt')) modules.push({ type: 'Text', path });
  }
  return modules;
}

export async function startWorkerd(options: { stateDir: string; root?: string }): Promise<Workerd> {
  const root = resolve(options.root ?? '.');
  const outdir = await mkdtemp(join(tmpdir(), 'foyer-bundle-'));
  const scriptPath = await bundle(root, outdir);
  const port = await freePort();
  const inspectorPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      inspectorPort,
      logRequests: false,
      // As wrangler's --persist-to <dir>: resources under <dir>/v3.
      resourcePersistencePath: join(options.stateDir, 'v3'),
      // The flat (v4) options wrangler itself builds, converted as wrangler does.
      workers: [
        {
          name: 'foyer',
          // Every file of the bundle, named by its path below the bundle's directory.
          rootPath: dirname(scriptPath),
          modulesRoot: dirname(scriptPath),
          modules: await bundleModules(scriptPath),
          compatibilityDate: '2026-10-01',
          compatibilityFlags: ['nodejs_compat'],
          bindings: { ENVIRONMENT: 'development', APP_ORIGIN: url },
          d1Databases: { DB: { id: DATABASE_ID } },
          durableObjects: { SPACE_HUB: { className: 'SpaceHub', useSQLite: true } },
        },
      ],
    }),
  );
  await mf.ready;
  return {
    url,
    inspectorPort,
    scriptPath,
    async dispose() {
      await mf.dispose();
      await rm(outdir, { recursive: true, force: true });
    },
  };
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Runs `load` under a V8 CPU profile of the Worker's isolate (sampling every 50 µs) and answers the
 * milliseconds of samples not idle (`busyMs`: JavaScript, garbage collection and the runtime's work
 * on the isolate's thread) and of JavaScript and GC alone (`jsMs`); the database's own work (another
 * process in workerd, another machine on Cloudflare) is in neither.
 */
export async function cpuProfile(inspectorPort: number, load: () => Promise<void>) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    id: string;
    title: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.title.includes('foyer')) ?? targets[0];
  if (!target) throw new Error('no inspector target');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true });
    socket.addEventListener('error', fail, { once: true });
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((done) => {
      const id = ++next;
      pending.set(id, done as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 50 });
    await send('Profiler.start');
    await load();
    const { profile } = await send<{ profile: CpuProfile }>('Profiler.stop');
    const named = (name: string) =>
      new Set(profile.nodes.filter((n) => n.callFrame.functionName === name).map((n) => n.id));
    const idle = named('(idle)');
    const program = named('(program)');
    let busyMicros = 0;
    let programMicros = 0;
    profile.samples.forEach((node, i) => {
      const delta = profile.timeDeltas[i] ?? 0;
      if (!idle.has(node)) busyMicros += delta;
      if (program.has(node)) programMicros += delta;
    });
    // `(program)`: the thread busy outside JavaScript (the runtime's own work, and, as workerd does
    // not report idleness to V8, some waiting): the upper bound. Without it: JavaScript and GC.
    return { busyMs: busyMicros / 1000, jsMs: (busyMicros - programMicros) / 1000, profile };
  } finally {
    socket.close();
  }
}

/** `total` requests made by `connections` loops at once; answers requests per second. */
export async function throughput(
  request: () => Promise<unknown>,
  total: number,
  connections: number,
): Promise<number> {
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (started++ < total) await request();
    }),
  );
  return total / ((performance.now() - begin) / 1000);
}
