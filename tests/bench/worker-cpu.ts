/**
 * The Worker's own CPU in workerd, two ways that do not depend on how busy the machine is:
 * - {@link processCpu}: the CPU time the kernel charged to the workerd process (every thread's
 *   `/proc/<pid>/task/<tid>/schedstat`, nanoseconds on a CPU, never time spent waiting for one);
 *   with D1 replayed from memory (tests/bench/d1-replay.ts) that is the Worker's JavaScript, the
 *   runtime's native work for it and the local HTTP hop, but no SQLite;
 * - {@link breakdown}: where a V8 CPU profile's JavaScript samples fall, by source module of the
 *   bundle (its `// path` comments), as shares: a sampling profile's milliseconds are wall time and
 *   grow with the machine's load, its proportions much less.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CpuProfile } from './workerd.ts';

/** The pids of `root`'s descendants whose command is `name`. */
export function descendants(root: number, name: string): number[] {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const close = stat.lastIndexOf(')');
      names.set(pid, stat.slice(stat.indexOf('(') + 1, close));
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we listed it.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === name) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The workerd processes started by this one. */
export function workerdPids(): number[] {
  return descendants(process.pid, 'workerd');
}

/** Nanoseconds on a CPU of every thread of `pids` (default: this process's workerd children), so far. */
export function processCpu(pids = workerdPids()): () => number {
  if (pids.length === 0) throw new Error('no workerd process below this one');
  return () => {
    let total = 0;
    for (const pid of pids) {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        try {
          total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
        } catch {
          // A thread that ended.
        }
      }
    }
    return total;
  };
}

/** CPU ms of the workerd process (`pids`, default all) per request of `load`'s `count`. */
export async function cpuPerRequest(
  count: number,
  load: () => Promise<void>,
  pids?: number[],
): Promise<number> {
  const read = processCpu(pids);
  const before = read();
  await load();
  return (read() - before) / 1e6 / count;
}

/** The module of each line of a non-minified esbuild bundle, from its `// path` comments. */
function moduleOfLine(bundle: string): (line: number) => string {
  const starts: [number, string][] = [];
  bundle.split('\n').forEach((text, line) => {
    const match = /^\/\/ ((?:\.\.\/)*[\w@.-][\w@./+-]*\.(?:ts|js|mjs|cjs|json))$/.exec(text);
    if (match?.[1]) starts.push([line, match[1].replace(/^(\.\.\/)+/, '')]);
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found = '(bundle prelude)';
    while (low <= high) {
      const mid = (low + high) >> 1;
      const start = starts[mid] as [number, string];
      if (start[0] <= line) {
        found = start[1];
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  };
}

/** A module path shortened to what it is: a package, or a file of this repository. */
function area(module: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return pkg?.[1] ?? module;
}

export interface Share {
  name: string;
  ms: number;
  share: number;
}

/**
 * Self time of the profile's JavaScript (no `(program)`, `(idle)`), by package or file, and by
 * function; natives (JSON.stringify, crypto…) called by the bundle count as `(native) <name>`.
 */
export function breakdown(profile: CpuProfile, bundlePath: string) {
  const moduleOf = moduleOfLine(readFileSync(bundlePath, 'utf8'));
  const self = new Map<number, number>();
  profile.samples.forEach((node, i) => {
    self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const micros = self.get(node.id) ?? 0;
    if (micros === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(program)' || functionName === '(idle)') continue;
    const inBundle = url !== '' && bundlePath.endsWith(url.split('/').pop() ?? '\0');
    const where = inBundle ? area(moduleOf(lineNumber)) : url ? url : '(native)';
    const name = `${where} ${functionName || '(anonymous)'}${inBundle ? `:${lineNumber + 1}` : ''}`;
    total += micros;
    byArea.set(where, (byArea.get(where) ?? 0) + micros);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const rank = (map: Map<string, number>): Share[] =>
    [...map]
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / total }))
      .sort((a, b) => b.ms - a.ms);
  return { totalMs: total / 1000, byArea: rank(byArea), byFunction: rank(byFunction) };
}
