/**
 * Keeps package-lock.json complete for `npm ci` (run after `npm install`: `npm run lockfile`).
 *
 * The registry mirror that these machines reach serves only this platform's native binaries
 * (linux x64 glibc): `npm install` silently leaves the other platforms' optional packages
 * (biome, rolldown, tailwind oxide, workerd...) out of the lock file, and `npm ci` then refuses
 * the lock as out of sync. This adds each missing one as an optional entry with the os/cpu/libc
 * read from its name, so `npm ci` accepts the lock and skips those packages as the wrong platform,
 * exactly as it would with a lock file written on a machine that could see them.
 */
import { readFile, writeFile } from 'node:fs/promises';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el'];

/** os, cpu and libc from a platform package name such as `@biomejs/cli-linux-x64-musl`. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const base = name.split('/').pop() ?? name;
  if (/wasm32/.test(base)) return { cpu: ['wasm32'] };
  // workerd says `darwin-64` and `windows-64`.
  const parts = base.split('-').map((p) => (p === '64' ? 'x64' : p === 'windows' ? 'win32' : p));
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const musl = parts.some((p) => p.startsWith('musl'));
  const gnu = parts.some((p) => p.startsWith('gnu'));
  return { os: [os], cpu: [cpu], ...(musl ? { libc: ['musl'] } : gnu ? { libc: ['glibc'] } : {}) };
}

function lookupPaths(path: string, name: string): string[] {
  const candidates: string[] = [];
  let base = path;
  for (;;) {
    candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
    const cut = base.lastIndexOf('/node_modules/');
    if (cut === -1) {
      if (base) candidates.push(`node_modules/${name}`);
      break;
    }
    base = base.slice(0, cut);
  }
  return [...new Set(candidates)];
}

const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const added: string[] = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    const version = range.replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    // Node's lookup from `path`: its own node_modules, then each ancestor's.
    const resolved = lookupPaths(path, name).find((candidate) => lock.packages[candidate]);
    if (resolved && lock.packages[resolved]?.version === version) continue;
    const target = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[target]) continue;
    lock.packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${version}`);
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
await writeFile('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries` : 'lock file already complete');
