import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { newVapidVars, vapidVarArgs } from './vapid.ts';

/** Extra environment for a child; undefined removes a variable. */
export type ChildEnv = Record<string, string | undefined>;

/**
 * npm puts node_modules/.bin (and the pinned Node 24) first on PATH for its scripts; the
 * children inherit that PATH, so `wrangler`, `vite` and `node` here are the project's own.
 */
export function run(command: string, args: string[], env: ChildEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `code ${code}`})`));
    });
  });
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * `APP_ORIGIN` for a local server on `port`: the origin of emailed links first (`host`), then the
 * other loopback name, so that a page opened on either may write. The Worker trusts nothing else.
 */
export function localAppOrigin(port: number | string, host = 'localhost'): string {
  const other = host === 'localhost' ? '127.0.0.1' : 'localhost';
  return `http://${host}:${port},http://${other}:${port}`;
}

/**
 * What every local `wrangler dev` and `wrangler d1 … --local` is given: wrangler.toml's
 * [env.development] (the top level is production), and, for a server on `port`, its APP_ORIGIN.
 */
export function developmentArgs(port?: number | string, host = 'localhost'): string[] {
  const args = ['--env', 'development'];
  if (port !== undefined) args.push('--var', `APP_ORIGIN:${localAppOrigin(port, host)}`);
  return args;
}

/** Settings that keep wrangler quiet and offline: no telemetry, no update check. */
export const WRANGLER_ENV: ChildEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_API_TOKEN: undefined,
};

export interface DevServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Polls until `url` answers 200, the child dies, or `timeoutMs` passes. */
export async function waitForHealthy(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A real `wrangler dev` (workerd, local D1, static assets from dist/) on `port`, stopped with its
 * whole process group so that no workerd is left behind.
 */
export async function startWranglerDev(options: {
  port: number;
  persistTo?: string;
  inspectorPort?: number;
  quiet?: boolean;
  /**
   * Receives the server's output, the Worker's console.log lines included, instead of the terminal
   * (e.g. the cron tick's summary for the benchmark).
   */
  onOutput?: (text: string) => void;
  /** Vars over wrangler.toml's, e.g. a stand-in address for a source the Worker fetches. */
  vars?: Record<string, string>;
  /** Another entry than wrangler.toml's `main`, with its assets and bindings (the bench's meter). */
  main?: string;
}): Promise<DevServer> {
  // With an entry of its own, wrangler would look for a config beside it: this tree's is named.
  const args = ['dev', ...(options.main ? [options.main, '--config', 'wrangler.toml'] : [])];
  args.push('--port', String(options.port), '--ip', '127.0.0.1');
  args.push(...developmentArgs(options.port, '127.0.0.1'));
  // Web Push works on every test server: a fresh VAPID pair, passed as vars (no .dev.vars in CI).
  args.push(...vapidVarArgs(await newVapidVars()));
  for (const [name, value] of Object.entries(options.vars ?? {})) {
    args.push('--var', `${name}:${value}`);
  }
  args.push('--show-interactive-dev-session=false');
  if (options.persistTo) args.push('--persist-to', options.persistTo);
  args.push('--inspector-port', String(options.inspectorPort ?? (await freePort())));
  // Wrangler prints the Worker's console.log at its 'log' level only.
  if (options.onOutput) args.push('--log-level', 'log');
  else if (options.quiet) args.push('--log-level', 'warn');
  const child = spawn('wrangler', args, {
    stdio: options.onOutput
      ? ['ignore', 'pipe', 'inherit']
      : options.quiet
        ? ['ignore', 'ignore', 'inherit']
        : 'inherit',
    env: { ...process.env, ...WRANGLER_ENV },
    detached: true,
  });
  if (options.onOutput) {
    const onOutput = options.onOutput;
    child.stdout?.setEncoding('utf8').on('data', (text: string) => onOutput(text));
  }
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealthy(`${url}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, stop };
}
