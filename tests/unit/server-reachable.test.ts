/**
 * Online means the server answers (web/src/lib/network.ts): a request that cannot reach it makes
 * the app offline even though the browser says it has a network, and an answer makes it online
 * again; TanStack Query's onlineManager follows (queued list changes pause, then go).
 */
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchOrNetworkError,
  isOnline,
  NetworkError,
  noteServerAnswered,
  subscribeOnline,
} from '../../web/src/lib/network.ts';
import { createQueryClient } from '../../web/src/lib/query-client.ts';

afterEach(() => {
  noteServerAnswered();
  vi.unstubAllGlobals();
});

describe('whether the app is online', () => {
  it('is not after a request that could not reach the server, and is again after an answer', async () => {
    const changes = vi.fn();
    const unsubscribe = subscribeOnline(changes);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchOrNetworkError('/api/me')).rejects.toBeInstanceOf(NetworkError);
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    // Any answer, even an error, says the server is there.
    expect((await fetchOrNetworkError('/api/me')).status).toBe(503);
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("is what TanStack Query's onlineManager follows", async () => {
    const client = createQueryClient();
    client.mount();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await fetchOrNetworkError('/api/me').catch(() => {});
    expect(onlineManager.isOnline()).toBe(false);
    noteServerAnswered();
    expect(onlineManager.isOnline()).toBe(true);
    client.unmount();
  });

  it('a cancelled request says nothing of the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(fetchOrNetworkError('/api/me')).rejects.toHaveProperty('name', 'AbortError');
    expect(isOnline()).toBe(true);
  });
});
