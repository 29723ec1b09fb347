/**
 * A request through the app on a metered D1 (tests/bench/d1-meter.ts): what it answered and how many
 * round trips and rows it cost, so that a route that adds a sequential query fails its test.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
import { type D1Meter, metered } from '../bench/d1-meter.ts';
import { ORIGIN } from './support.ts';

/** `bindings` replace the environment's (e.g. no push keys: the push after the answer reads D1). */
export async function measured(
  path: string,
  init: RequestInit = {},
  bindings: Partial<typeof env> = {},
) {
  const meter: D1Meter = { roundTrips: 0, statements: 0, rowsRead: 0 };
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(new URL(path, ORIGIN), init),
    { ...env, ...bindings, DB: metered(env.DB, meter) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { response, meter };
}
