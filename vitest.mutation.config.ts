import { defineConfig } from 'vitest/config';

/**
 * The unit project alone, for Stryker (`npm run test:mutation`, stryker.config.json): mutants of
 * domain/ are judged by the Node unit tests, never by the workerd or browser projects. Left out: the
 * unit tests of other folders, which import wrangler, Argon2 or the SPA and only slow every run
 * (Vitest collects every file for each mutant).
 *
 * `MUTATION_TESTS=tests/unit/a.test.ts,tests/unit/b.test.ts` narrows the run to those files: a static
 * mutant (a zod schema or a message built at import) re-runs every included file, so measuring one
 * domain file with the tests that target it keeps each static mutant to seconds. The score is then a
 * lower bound: a test file left out could only have killed more.
 */
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    name: 'unit',
    include: only?.length ? only : ['tests/unit/**/*.test.ts'],
    exclude: [
      'tests/unit/password.test.ts',
      'tests/unit/realtime.test.ts',
      'tests/unit/production-config.test.ts',
    ],
    environment: 'node',
  },
});
