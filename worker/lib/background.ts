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

/** The origin of links in emails: the first APP_ORIGIN when configured, else the request's own. */
export function linkOrigin(c: Context<AppEnv>): string {
  const configured = c.env.APP_ORIGIN?.split(',')[0]?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // Fall back to the request's origin.
    }
  }
  return new URL(c.req.url).origin;
}
