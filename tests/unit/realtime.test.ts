import { describe, expect, it } from 'vitest';
import { backoffDelay, liveUrl } from '../../web/src/lib/realtime.ts';

describe('backoffDelay', () => {
  it('doubles its ceiling per attempt, keeping at least half of it', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
  });

  it('never waits more than 30 seconds, however many attempts failed', () => {
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });

  it('spreads clients that failed together', () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.9].map((r) => backoffDelay(4, () => r)));
    expect(delays.size).toBe(4);
  });
});

describe('liveUrl', () => {
  it('uses wss on https and carries the selected profile', () => {
    const location = { protocol: 'https:', host: 'foyer.example' } as Location;
    expect(liveUrl('s-1', 'p-1', location)).toBe(
      'wss://foyer.example/api/spaces/s-1/live?profileId=p-1',
    );
  });

  it('uses ws on http and omits an absent profile', () => {
    const location = { protocol: 'http:', host: 'localhost:8787' } as Location;
    expect(liveUrl('s-1', null, location)).toBe('ws://localhost:8787/api/spaces/s-1/live');
  });
});
