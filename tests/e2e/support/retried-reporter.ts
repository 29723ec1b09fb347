import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Names, at the end of a run, every test that passed only when tried again (the e2e project's
 * `retry`, vitest.config.ts): a retry keeps a loaded runner's hiccup from failing the whole run,
 * and this list keeps the hiccup from going unseen (docs/decisions/054-e2e-lanes.md).
 */
export default class RetriedTestsReporter implements Reporter {
  private retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    const result = testCase.result();
    if (result.state === 'passed' && diagnostic?.flaky) {
      // A passed test keeps the errors of the tries that failed: the first line of each says where.
      const errors = (result.errors ?? []).map(
        (error) => `      ${(error.message ?? '').split('\n')[0]}`,
      );
      this.retried.push(
        [
          `${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (${diagnostic.retryCount} retry)`,
          ...errors,
        ].join('\n'),
      );
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.retried.length === 0) return;
    console.warn(`\nPassed only on a retry (${this.retried.length}), to look into:`);
    for (const line of this.retried) console.warn(`  - ${line}`);
  }
}
