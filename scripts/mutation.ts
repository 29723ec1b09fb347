/**
 * `npm run test:mutation [-- --mutate domain/x.ts]`: Stryker over domain/ (stryker.config.json), then
 * the score of each file written into the "Mutation testing" section of BENCHMARKS.md. The score is
 * Stryker's: (killed + timed out) / (killed + timed out + survived + not covered).
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';

const REPORT = 'reports/mutation/mutation.json';
const SECTION = '\n## Mutation testing';

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

const args = process.argv.slice(2);
const stryker = spawnSync('stryker', ['run', ...args], { stdio: 'inherit' });
if (stryker.status !== 0) process.exit(stryker.status ?? 1);

const report = JSON.parse(await readFile(REPORT, 'utf8')) as Report;
const rows: string[] = [];
const totals = { detected: 0, counted: 0 };
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  const count = (...statuses: string[]) =>
    mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  if (detected + undetected === 0) continue;
  totals.detected += detected;
  totals.counted += detected + undetected;
  const score = ((100 * detected) / (detected + undetected)).toFixed(1);
  rows.push(
    `| ${file} | ${score} % | ${count('Killed')} | ${count('Timeout')} | ${count('Survived')} | ${count('NoCoverage')} |`,
  );
}
const total = ((100 * totals.detected) / Math.max(1, totals.counted)).toFixed(1);
const section = `${SECTION}

Written by \`npm run test:mutation${args.length ? ` -- ${args.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}: Stryker over
\`domain/\` with the unit tests (\`stryker.config.json\`, \`vitest.mutation.config.ts\`). Score = (killed +
timed out) / (killed + timed out + survived + not covered); ${totals.counted} mutants, ${total} % overall.

| file | score | killed | timed out | survived | not covered |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
const previous = await readFile('BENCHMARKS.md', 'utf8').catch(() => '# Benchmarks\n');
const kept = previous.includes(SECTION) ? previous.slice(0, previous.indexOf(SECTION)) : previous;
await writeFile('BENCHMARKS.md', `${kept.trimEnd()}\n${section}`);
console.log(`\nBENCHMARKS.md: mutation scores of ${rows.length} files, ${total} % overall`);
