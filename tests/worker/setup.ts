/**
 * Runs before each worker test file. The files of a lane share one workerd and its loaded modules
 * (`isolate: false`, vitest.config.ts), so its D1 too: the schema is prepared once per workerd from
 * migrations/ as wrangler applies them, and each file then starts on that schema with every table
 * empty, as if the database were its own.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';

const tablesQuery = `select name from sqlite_master where type = 'table'
  and name not like 'sqlite!_%' escape '!' and name not like '!_cf!_%' escape '!'
  and name <> 'd1_migrations'`;

const prepared = await env.DB.prepare(
  "select 1 from sqlite_master where type = 'table' and name = 'd1_migrations'",
).first();
// Applies only what d1_migrations does not list yet: the whole set on a lane's first file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const tables = (await env.DB.prepare(tablesQuery).all<{ name: string }>()).results.map(
  (row) => row.name,
);

if (prepared) {
  // Foreign keys are checked at the commit, when every table is empty.
  await env.DB.batch([
    env.DB.prepare('pragma defer_foreign_keys = on'),
    ...tables.map((name) => env.DB.prepare(`delete from "${name}"`)),
  ]);
} else {
  // Emptying the tables is only right while the migrations write no rows of their own.
  const counts = await env.DB.batch(
    tables.map((name) => env.DB.prepare(`select '${name}' as name, count(*) as n from "${name}"`)),
  );
  const seeded = counts.flatMap((result) => result.results as { name: string; n: number }[]);
  const filled = seeded.filter((row) => row.n > 0).map((row) => row.name);
  if (filled.length > 0) {
    throw new Error(
      `migrations/ leave rows in ${filled.join(', ')}: tests/worker/setup.ts empties every table before each file and must keep them`,
    );
  }
}

// A file that left a spy or fake clock behind must not change the next file's world.
vi.restoreAllMocks();
vi.useRealTimers();
