/**
 * `npm run test:mutation [-- --mutate domain/x.ts]`: Stryker over domain/ (stryker.config.json), then
 * the score of each file written into the "Mutation testing" section of BENCHMARKS.md. The score is
 * Stryker's: (killed + timed out) / (killed + timed out + survived + not covered). `--report-only`
 * rewrites the section from the last report without running Stryker; with `--partial`, from the
 * incremental file, which an interrupted run leaves with the mutants tested so far. Rows of files this
 * run did not measure are kept, as are the notes under the table and the sections after it.
 * `MUTATION_TESTS=a.test.ts,b.test.ts` (vitest.mutation.config.ts) narrows the test files.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';

const REPORT = 'reports/mutation/mutation.json';
/** Saved by Stryker even when a run is interrupted: the mutants tested so far. */
const INCREMENTAL = 'reports/mutation/incremental.json';
const SECTION = '\n## Mutation testing';

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

const reportOnly = process.argv.includes('--report-only');
const partial = process.argv.includes('--partial');
const args = process.argv.slice(2).filter((arg) => arg !== '--report-only' && arg !== '--partial');
if (!reportOnly) {
  const stryker = spawnSync('stryker', ['run', ...args], { stdio: 'inherit' });
  if (stryker.error) throw stryker.error;
  if (stryker.status !== 0) process.exit(stryker.status ?? 1);
}

/** The files of `--mutate a.ts,b.ts` (line ranges dropped), to report only what this run mutated. */
const mutateAt = args.indexOf('--mutate');
const only = mutateAt >= 0 ? (args[mutateAt + 1] ?? '').split(',').map((f) => f.split(':')[0]) : [];
const report = JSON.parse(await readFile(partial ? INCREMENTAL : REPORT, 'utf8')) as Report;
/** How this run measured its files: statics in or out, and the test files when narrowed. */
const tests = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? [];
const how = [
  new Date().toISOString().slice(0, 10),
  args.includes('--ignoreStatic') ? 'statics ignored' : 'all mutants',
  tests.length ? `tests: ${tests.map((t) => t.replace(/^tests\/unit\//, '')).join(', ')}` : '',
  partial ? 'interrupted run' : '',
]
  .filter(Boolean)
  .join('; ');

/** The rows already in BENCHMARKS.md, by file: a run over some files keeps the others' rows. */
const previous = await readFile('BENCHMARKS.md', 'utf8').catch(() => '# Benchmarks\n');
const start = previous.indexOf(SECTION);
const nextSection = start >= 0 ? previous.indexOf('\n## ', start + SECTION.length) : -1;
const oldSection =
  start >= 0 ? previous.slice(start, nextSection >= 0 ? nextSection : undefined) : '';
const rows = new Map<string, string>();
for (const line of oldSection.split('\n')) {
  const file = /^\| (domain\/\S+) \|/.exec(line)?.[1];
  // Rows written before the "measured" column get an empty one.
  if (file) rows.set(file, line.split('|').length === 9 ? `${line} |` : line);
}
/** The notes written by hand under the table, kept across runs. */
const tableEnd = oldSection.lastIndexOf('\n| ');
const notes = tableEnd >= 0 ? oldSection.slice(oldSection.indexOf('\n', tableEnd + 1)).trim() : '';

const measured: string[] = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  if (only.length > 0 && !only.includes(file)) continue;
  const count = (...statuses: string[]) =>
    mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const detected = count('Killed', 'Timeout');
  const ignored = count('Ignored');
  const undetected = count('Survived', 'NoCoverage');
  if (detected + undetected === 0) continue;
  const score = ((100 * detected) / (detected + undetected)).toFixed(1);
  measured.push(file);
  rows.set(
    file,
    `| ${file} | ${score} % | ${count('Killed')} | ${count('Timeout')} | ${count('Survived')} | ${count('NoCoverage')} | ${ignored} | ${how} |`,
  );
}
const totals = { detected: 0, counted: 0 };
for (const row of rows.values()) {
  const [killed = 0, timedOut = 0, survived = 0, noCoverage = 0] = row
    .split('|')
    .slice(3, 7)
    .map(Number);
  totals.detected += killed + timedOut;
  totals.counted += killed + timedOut + survived + noCoverage;
}
const total = ((100 * totals.detected) / Math.max(1, totals.counted)).toFixed(1);
const section = `${SECTION}

Written by \`npm run test:mutation\` (last run: \`${process.env.MUTATION_TESTS ? `MUTATION_TESTS=${process.env.MUTATION_TESTS} ` : ''}npm run test:mutation${args.length ? ` -- ${args.join(' ')}` : ''}\`): Stryker over
\`domain/\` with the unit tests (\`stryker.config.json\`, \`vitest.mutation.config.ts\`). Each row is the
file's last measurement, kept until a run measures that file again. Score = (killed + timed out) /
(killed + timed out + survived + not covered); ${totals.counted} mutants, ${total} % overall.

| file | score | killed | timed out | survived | not covered | static, ignored | measured |
| --- | --- | --- | --- | --- | --- | --- | --- |
${[...rows.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, row]) => row)
  .join('\n')}
${notes ? `\n${notes}\n` : ''}`;
const before = start >= 0 ? previous.slice(0, start) : previous;
const after = nextSection >= 0 ? previous.slice(nextSection) : '';
await writeFile('BENCHMARKS.md', `${before.trimEnd()}\n${section}${after}`);
console.log(
  `\nBENCHMARKS.md: mutation scores of ${measured.length} files measured (${measured.join(', ')}), ${rows.size} listed, ${total} % overall`,
);
