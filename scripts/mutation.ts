/**
 * `npm run test:mutation [-- --mutate domain/x.ts]`: Stryker over domain/ (stryker.config.json), then
 * the score of each file written into the "Mutation testing" section of BENCHMARKS.md. The score is
 * Stryker's: (killed + timed out) / (killed + timed out + survived + not covered). `--report-only`
 * rewrites the section from the last report without running Stryker; with `--partial`, from the
 * incremental file, which an interrupted run leaves with the mutants tested so far.
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
const rows: string[] = [];
const totals = { detected: 0, counted: 0 };
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  if (only.length > 0 && !only.includes(file)) continue;
  const count = (...statuses: string[]) =>
    mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const detected = count('Killed', 'Timeout');
  const ignored = count('Ignored');
  const undetected = count('Survived', 'NoCoverage');
  if (detected + undetected === 0) continue;
  totals.detected += detected;
  totals.counted += detected + undetected;
  const score = ((100 * detected) / (detected + undetected)).toFixed(1);
  rows.push(
    `| ${file} | ${score} % | ${count('Killed')} | ${count('Timeout')} | ${count('Survived')} | ${count('NoCoverage')} | ${ignored} |`,
  );
}
const total = ((100 * totals.detected) / Math.max(1, totals.counted)).toFixed(1);
const section = `${SECTION}

Written by \`npm run test:mutation${args.length ? ` -- ${args.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}: Stryker over
\`domain/\` with the unit tests (\`stryker.config.json\`, \`vitest.mutation.config.ts\`). Score = (killed +
timed out) / (killed + timed out + survived + not covered); ${totals.counted} mutants, ${total} % overall${partial ? ' (an interrupted run: the mutants tested so far)' : ''}.

| file | score | killed | timed out | survived | not covered | static, ignored |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
const previous = await readFile('BENCHMARKS.md', 'utf8').catch(() => '# Benchmarks\n');
const kept = previous.includes(SECTION) ? previous.slice(0, previous.indexOf(SECTION)) : previous;
await writeFile('BENCHMARKS.md', `${kept.trimEnd()}\n${section}`);
console.log(`\nBENCHMARKS.md: mutation scores of ${rows.length} files, ${total} % overall`);
