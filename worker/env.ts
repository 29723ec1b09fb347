import type { Db } from '../db/client.ts';

/**
 * The types of the Hono app, set once (STYLE.md, 1). `Env` is generated from wrangler.toml by
 * `npm run cf-typegen` into worker-configuration.d.ts: every binding (DB, ASSETS) and variable
 * (ENVIRONMENT) of the Worker.
 */
export type Bindings = Env;

export interface AppVariables {
  /** Set by hono/request-id on every request, echoed as X-Request-Id, logged with errors. */
  requestId: string;
  /** The drizzle client over this request's D1 binding. */
  db: Db;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: AppVariables;
}
