/**
 * Brings a throwaway local D1 (the e2e lanes', a benchmark's) to the latest migration in one
 * process. `wrangler d1 migrations apply --local` starts a workerd for each migration file: some
 * fifty CPU-seconds for the whole set on this project, paid by every e2e run. This applies the same
 * statements, split as the worker tests' `applyD1Migrations` splits them, and records each in
 * wrangler's `d1_migrations` table, so wrangler sees the database as up to date. `npm start` keeps
 * wrangler's own command: it applies only what is new, and a family's database deserves the tool.
 */
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import type { Miniflare } from 'miniflare';
import { getPlatformProxy } from 'wrangler';

/** The D1 binding as miniflare types it (this file compiles without the Worker's `Env`). */
type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

/** wrangler's own table (its default `migrations_table`), created as wrangler creates it. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

export async function migrateLocalD1(persistTo: string): Promise<void> {
  const migrations = await readD1Migrations('migrations');
  const proxy = await getPlatformProxy<{ DB: D1 }>({
    configPath: 'wrangler.toml',
    environment: 'development',
    persist: { path: `${persistTo}/v3` },
  });
  try {
    const db = proxy.env.DB;
    await db.prepare(CREATE_MIGRATIONS_TABLE).run();
    const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
    const applied = new Set(results.map((row: { name: string }) => row.name));
    for (const migration of migrations.filter((m) => !applied.has(m.name))) {
      // One batch a migration: it is applied whole, with its record, or not at all.
      await db.batch([
        ...migration.queries.map((query) => db.prepare(query)),
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
      ]);
    }
  } finally {
    await proxy.dispose();
  }
}
