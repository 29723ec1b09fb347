import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import * as schema from './schema.ts';

export type Db = DrizzleD1Database<typeof schema>;

/** One client per binding object: drizzle reads the whole schema's relations at each construction. */
const clients = new WeakMap<D1Database, Db>();

/**
 * The drizzle client over a D1 binding. Build it from the request's (or the cron's) `env.DB`, never at
 * module level: bindings exist per invocation on Workers. The runtime hands the same binding object
 * to every request of an isolate, so the client is built once per isolate; a new binding (another
 * isolate, a test's own D1, a metered wrapper) gets its own.
 */
export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
  }
  return db;
}
