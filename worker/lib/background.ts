import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

/**
 * Work that must not shape the response (sending an email): it runs after the answer through
 * `waitUntil`, so neither its duration nor its failure tells the caller anything (e.g. whether an
 * address has an account). Failures are logged under the request id. Without an execution context
 * (`app.request` in tests), it is awaited instead.
 */
export async function inBackground(c: Context<AppEnv>, task: () => Promise<void>): Promise<void> {
  const requestId = c.get('requestId');
  const run = task().catch((error: unknown) => {
    console.error(`[${requestId}] background task failed`, error);
  });
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  if (ctx) ctx.waitUntil(run);
  else await run;
}
