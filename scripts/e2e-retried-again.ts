/**
 * After the e2e run (`npm run test:e2e`): the files of the tests that passed only on their retry
 * run once more, and the run fails when the same test needs its retry again. One retry on a loaded
 * machine is a hiccup; the same test twice in a row is a race to find, not to retry away. A fresh
 * clone keeps no earlier run, so "in a row" is these two runs of one `npm test`
 * (docs/decisions/059-worker-tests-share-a-workerd.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { RETRIED_FILE, type RetriedTest } from '../tests/e2e/support/retried-reporter.ts';
import { run } from './lib/process.ts';

const AGAIN_FILE = 'reports/e2e-retried-again.json';

function read(file: string): RetriedTest[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RetriedTest[]) : [];
}

const first = read(RETRIED_FILE);
if (first.length === 0) {
  console.log(`${RETRIED_FILE}: no test needed its retry`);
  process.exit(0);
}

const files = [...new Set(first.map((test) => test.file))];
console.log(`Running again the files of the ${first.length} test(s) retried: ${files.join(', ')}`);
await run('vitest', ['run', '--project', 'e2e', ...files], {
  E2E_RETRIED_FILE: AGAIN_FILE,
  E2E_LANES: String(Math.min(2, files.length)),
});

const again = read(AGAIN_FILE);
const twice = first.filter((test) =>
  again.some((other) => other.file === test.file && other.name === test.name),
);
if (twice.length > 0) {
  console.error('Needed a retry in two runs in a row:');
  for (const test of twice) console.error(`  - ${test.file} > ${test.name}`);
  process.exit(1);
}
console.log('None of them needed its retry again');
