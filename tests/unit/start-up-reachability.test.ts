/**
 * The start-up requests leave before the app has mounted (docs/decisions/064-start-up-requests.md):
 * when they find no server, what the app builds afterwards must start from that, not from the
 * browser's « online », since the network module only tells of later changes. The query client then
 * starts offline (the queued list changes stay paused), and the saved cache read back keeps the
 * guards' answers (the saved screens show under « Hors ligne », not « Connexion impossible »).
 */
import { onlineManager } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOrNetworkError, isOnline, noteServerAnswered } from '../../web/src/lib/network.ts';
import { cachePersister } from '../../web/src/lib/offline-cache.ts';
import { createQueryClient } from '../../web/src/lib/query-client.ts';

const saved = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('idb-keyval', () => ({
  createStore: () => undefined,
  get: async () => saved.client,
  set: async () => undefined,
  del: async () => undefined,
}));

const USER = { id: 'u1' };

function savedQuery(queryKey: unknown[], data: unknown) {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

/** The browser says online (a shop's Wi-Fi) and the session hint is there; no server answers. */
async function serverUnreachable() {
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('document', { cookie: 'foyer_session=1' });
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  await fetchOrNetworkError('/api/me').catch(() => {});
  expect(isOnline()).toBe(false);
}

beforeEach(() => {
  onlineManager.setOnline(true);
});

afterEach(() => {
  noteServerAnswered();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('the app built after its first requests found no server', () => {
  it('has a query client that starts offline', async () => {
    await serverUnreachable();
    const client = createQueryClient();
    client.mount();
    expect(onlineManager.isOnline()).toBe(false);
    client.unmount();
  });

  it('reads the saved cache back with the guards’ answers standing in', async () => {
    saved.client = {
      timestamp: Date.now(),
      buster: 'foyer-1',
      clientState: {
        mutations: [],
        queries: [savedQuery(['me'], USER), savedQuery(['spaces', 'list'], [])],
      },
    };
    await serverUnreachable();
    const restored = (await cachePersister.restoreClient()) as PersistedClient;
    expect(restored.clientState.queries.map((query) => query.queryKey[0])).toEqual([
      'me',
      'spaces',
    ]);
  });

  it('with a server that answers, still leaves the guards’ answers to it', async () => {
    saved.client = {
      timestamp: Date.now(),
      buster: 'foyer-1',
      clientState: { mutations: [], queries: [savedQuery(['me'], USER)] },
    };
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('document', { cookie: 'foyer_session=1' });
    const restored = (await cachePersister.restoreClient()) as PersistedClient;
    expect(restored.clientState.queries).toEqual([]);
  });
});
