import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';

/**
 * The drizzle client: the query builder only (`db.select()`, `insert`, `update`, `delete`,
 * `batch`). It is built without the schema on purpose: the relational `db.query` API needs drizzle
 * to rebuild the tables' relations for every client, and a client is built for every request, so
 * Foyer reads with `select()` instead (docs/decisions/051-request-client-without-schema.md).
 */
export type Db = DrizzleD1Database;

/**
 * The drizzle client over a D1 binding, or over one request's session of it (worker/middleware/db.ts). Build it from the request's (or the cron's) `env.DB`, never at
 * module level: bindings exist per invocation on Workers.
 */
export function createDb(d1: D1Database | D1DatabaseSession): Db {
  // drizzle-orm/d1 types its client as a D1Database only, but calls nothing on it but `prepare` and
  // `batch`, which a session (`withSession`) has too.
  return drizzle(d1 as D1Database);
}
