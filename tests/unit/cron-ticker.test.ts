import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduledUrl, startCronTicker } from '../../scripts/lib/cron-ticker.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the local cron ticker', () => {
  it('runs the scheduled handler on each whole minute, passing that minute as the trigger time', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:40.000Z') });
    const called: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      called.push(url);
      return new Response('{}');
    });
    const ticker = startCronTicker('http://127.0.0.1:8787', { log: () => {} });

    await vi.advanceTimersByTimeAsync(19_999);
    expect(called).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + 60_000);
    ticker.stop();
    await vi.advanceTimersByTimeAsync(120_000);

    const first = Date.parse('2026-11-29T10:01:00.000Z');
    expect(called).toEqual([
      scheduledUrl('http://127.0.0.1:8787', first),
      scheduledUrl('http://127.0.0.1:8787', first + 60_000),
    ]);
    expect(new URL(called[0] ?? '').pathname).toBe('/cdn-cgi/local/scheduled');
  });
});
