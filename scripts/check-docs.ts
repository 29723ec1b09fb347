/**
 * Keeps docs/architecture.md true about the tree (`npm run check`). It fails when the page names a
 * file or folder that does not exist, and when its Layout leaves out a route file of
 * `worker/routes/` or a folder of `tests/`, so a move or an addition updates the page with it.
 *
 * What counts as a path: a code span with a `/` that ends in a file extension or a `/`, found from
 * the repository's root, from docs/, or as the end of a real path (`lib/offline-cache.ts` is
 * `web/src/lib/offline-cache.ts`); a relative Markdown link; each folder of the Layout block, with
 * its parents read from the indentation. URLs, globs and `<placeholders>` are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PAGE = 'docs/architecture.md';
/** Generated, installed or local-state folders: not walked. */
const SKIPPED = new Set(['.git', 'node_modules', 'dist', '.wrangler', 'coverage', 'reports']);
/** Generated folders the page names as such: the build, wrangler's local state, the test reports. */
const GENERATED = ['dist/', '.wrangler/', 'reports/'];

/** Every file and folder of the repository, relative to its root, folders ending in `/`. */
function tree(dir = ROOT, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = relative(ROOT, join(dir, entry.name));
    if (entry.isDirectory()) {
      found.push(`${path}/`);
      tree(join(dir, entry.name), found);
    } else {
      found.push(path);
    }
  }
  return found;
}

/** A path the page names exists from the root, from docs/, or as the end of a real path. */
function exists(path: string, paths: readonly string[]): boolean {
  const bare = path.replace(/^\.\//, '');
  if (GENERATED.some((folder) => bare.startsWith(folder))) return true;
  if (existsSync(join(ROOT, bare)) || existsSync(join(ROOT, 'docs', bare))) return true;
  return paths.some((real) => real.endsWith(`/${bare}`));
}

/** The paths named in code spans and relative links, with the line that names each. */
function namedPaths(text: string): { path: string; line: number }[] {
  const named: { path: string; line: number }[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const [, span = ''] of line.matchAll(/`([^`\s]+)`/g)) {
      const path = span.replace(/[#:].*$/, '');
      // URLs and API paths, globs, placeholders and elisions (`.../lists`) are not files.
      if (!path.includes('/') || /^(\/|\.\.\.)/.test(path) || /[*<>{}$]|^\w+:/.test(span)) continue;
      if (!/\.[a-z]{2,5}$|\/$/.test(path)) continue;
      named.push({ path, line: index + 1 });
    }
    for (const [, target = ''] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:|^#/.test(target)) continue;
      named.push({ path: target.replace(/#.*$/, ''), line: index + 1 });
    }
  }
  return named;
}

/** The folders of the Layout block (`worker/`, then `  lib/` is `worker/lib/`), with their lines. */
function layoutFolders(text: string): { path: string; line: number; rest: string }[] {
  const lines = text.split('\n');
  const start = lines.indexOf('## Layout');
  const open = lines.findIndex((line, index) => index > start && line.startsWith('```'));
  const parents: { indent: number; path: string }[] = [];
  const folders: { path: string; line: number; rest: string }[] = [];
  for (let index = open + 1; index < lines.length && !lines[index]?.startsWith('```'); index++) {
    const match = /^( *)(\S+\/)(?:\s+(.*))?$/.exec(lines[index] ?? '');
    if (!match) continue;
    const indent = match[1]?.length ?? 0;
    while (parents.length > 0 && (parents.at(-1)?.indent ?? 0) >= indent) parents.pop();
    const path = `${parents.at(-1)?.path ?? ''}${match[2]}`;
    parents.push({ indent, path });
    folders.push({ path, line: index + 1, rest: match[3] ?? '' });
  }
  return folders;
}

const text = readFileSync(join(ROOT, PAGE), 'utf8');
const paths = tree();
const problems: string[] = [];

for (const { path, line } of namedPaths(text)) {
  if (!exists(path, paths)) problems.push(`${PAGE}:${line} names ${path}, which does not exist`);
}

const folders = layoutFolders(text);
if (folders.length === 0) problems.push(`${PAGE} has no Layout block of folders to check`);
for (const { path, line } of folders) {
  if (!existsSync(join(ROOT, path))) {
    problems.push(`${PAGE}:${line} (Layout) names ${path}, which does not exist`);
  }
}

/** The words of a Layout entry and of the lines indented below it (its description's wrap). */
function layoutWords(folder: string): Set<string> {
  const lines = text.split('\n');
  const entry = folders.find((candidate) => candidate.path === folder);
  if (!entry) return new Set();
  const words = [entry.rest];
  for (let index = entry.line; /^ {10,}\S/.test(lines[index] ?? ''); index++) {
    words.push(lines[index] ?? '');
  }
  return new Set(words.join(' ').split(/[\s,;:()]+/));
}

const routeWords = layoutWords('worker/routes/');
for (const file of readdirSync(join(ROOT, 'worker/routes'))) {
  const name = file.replace(/\.ts$/, '');
  if (!routeWords.has(name)) {
    problems.push(`${PAGE} (Layout, worker/routes/) does not name the route file ${file}`);
  }
}
const testWords = layoutWords('tests/');
for (const entry of readdirSync(join(ROOT, 'tests'), { withFileTypes: true })) {
  if (entry.isDirectory() && !testWords.has(`${entry.name}/`)) {
    problems.push(`${PAGE} (Layout, tests/) does not name the folder tests/${entry.name}/`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${PAGE}: every path it names exists, and its Layout names every route and test folder`,
);
