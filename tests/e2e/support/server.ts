import { inject } from 'vitest';

/**
 * The origin of the wrangler dev this test file talks to. The e2e files run in lanes, each with a
 * server of its own (tests/e2e/global-setup.ts); vitest numbers the worker running a file from 1
 * to its `maxWorkers`, and no two files running at once share a number.
 */
function laneBaseUrl(): string {
  const urls = inject('baseUrls');
  const lane = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const url = urls[lane % urls.length];
  if (!url) throw new Error('No e2e server was started: run the e2e tests through vitest');
  return url;
}

export const baseUrl = laneBaseUrl();
