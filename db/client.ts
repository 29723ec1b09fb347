import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import * as schema from './schema.ts';

export type Db = DrizzleD1Database<typeof schema>;

/**
 * The drizzle client over a D1 binding. Build it from the request's (or the cron's) `env.DB`, never at
 * module level: bindings exist per invocation on Workers.
 */
export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}
