import { defineConfig } from 'vitest/config';

/**
 * The unit project alone, for Stryker (`npm run test:mutation`, stryker.config.json): mutants of
 * domain/ are judged by the Node unit tests, never by the workerd or browser projects. Left out: the
 * unit tests of other folders, which import wrangler, Argon2 or the SPA and only slow every run
 * (Vitest collects every file for each mutant).
 */
export default defineConfig({
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    exclude: [
      'tests/unit/password.test.ts',
      'tests/unit/realtime.test.ts',
      'tests/unit/security-9-production-config.test.ts',
    ],
    environment: 'node',
  },
});
