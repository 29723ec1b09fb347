import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** One test that passed only when tried again: its file and its full name. */
export interface RetriedTest {
  file: string;
  name: string;
  /** The first line of each failed try's error: where it failed. */
  errors: string[];
}

/** Where the list is kept after an e2e run; `E2E_RETRIED_FILE` names another place. */
export const RETRIED_FILE = 'reports/e2e-retried.json';

/**
 * Names, at the end of a run, every test that passed only when tried again (the e2e project's
 * `retry`, vitest.config.ts): a retry keeps a loaded runner's hiccup from failing the whole run,
 * and this list keeps the hiccup from going unseen. After a run with e2e files it is also written
 * as JSON (`reports/e2e-retried.json`, an empty list when none), which
 * scripts/e2e-retried-again.ts reads to run those tests' files once more
 * (docs/decisions/054-e2e-lanes.md, 059).
 */
export default class RetriedTestsReporter implements Reporter {
  private retried: RetriedTest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    const result = testCase.result();
    if (result.state === 'passed' && diagnostic?.flaky) {
      // A passed test keeps the errors of the tries that failed: the first line of each says where.
      this.retried.push({
        file: testCase.module.moduleId.replace(`${process.cwd()}/`, ''),
        name: testCase.fullName,
        errors: (result.errors ?? []).map((error) => (error.message ?? '').split('\n')[0] ?? ''),
      });
    }
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.some((module) => module.project.name === 'e2e')) {
      const file = process.env.E2E_RETRIED_FILE ?? RETRIED_FILE;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(this.retried, null, 2)}\n`);
    }
    if (this.retried.length === 0) return;
    console.warn(`\nPassed only on a retry (${this.retried.length}), to look into:`);
    for (const test of this.retried) {
      console.warn(`  - ${test.file} > ${test.name}`);
      for (const error of test.errors) console.warn(`      ${error}`);
    }
  }
}
