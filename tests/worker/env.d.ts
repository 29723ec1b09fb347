import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Only in the worker test project: the SQL files of migrations/, read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
