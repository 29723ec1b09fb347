import { defineConfig } from 'vitest/config';

/**
 * The unit project alone, for Stryker (`npm run test:mutation`, stryker.config.json): mutants of
 * domain/ are judged by the Node unit tests, never by the workerd or browser projects.
 */
export default defineConfig({
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
