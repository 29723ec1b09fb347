/**
 * The app's cache settings (docs/architecture.md#offline-and-refetching): refetch when the app comes
 * back to the foreground or the network returns; writes never wait for the network; and how a
 * screen reads a query (loaded, offline, failed).
 */
import {
  focusManager,
  MutationObserver,
  onlineManager,
  type QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../web/src/lib/api-client.ts';
import { loadState, NetworkError, type QueryFlags } from '../../web/src/lib/network.ts';
import { createQueryClient } from '../../web/src/lib/query-client.ts';

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
  client.mount();
  focusManager.setFocused(true);
  onlineManager.setOnline(true);
});

afterEach(() => {
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

/** A mounted query (as a screen shows one) whose fetches are counted. */
async function watchedQuery() {
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['spaces', 's1', 'tasks'],
    queryFn: async () => {
      fetches += 1;
      return fetches;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
  return { fetches: () => fetches, unsubscribe };
}

describe('refetching', () => {
  it('refetches what is on screen when the app regains focus after the data went stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = await watchedQuery();
    vi.setSystemTime(Date.now() + 31_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(query.fetches()).toBe(2));
    query.unsubscribe();
  });

  it('leaves data the live stream keeps current alone on a quick focus change', async () => {
    const query = await watchedQuery();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(query.fetches()).toBe(1);
    query.unsubscribe();
  });

  it('refetches what is on screen when the network returns, however fresh', async () => {
    const query = await watchedQuery();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(query.fetches()).toBe(2));
    query.unsubscribe();
  });
});

describe('writes', () => {
  it('run at once without a network and fail once, never paused nor retried', async () => {
    onlineManager.setOnline(false);
    let calls = 0;
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        calls += 1;
        throw new NetworkError();
      },
    });
    await expect(observer.mutate()).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });
});

describe('loadState', () => {
  const base: QueryFlags = {
    data: undefined,
    error: null,
    isError: false,
    isPaused: false,
    isPlaceholderData: false,
  };

  it('is ready only with the query’s own data, empty or not', () => {
    expect(loadState({ ...base, data: [] })).toBe('ready');
    expect(loadState({ ...base, data: [1], isPaused: true })).toBe('ready');
  });

  it('is offline while paused without data, or showing another key’s data', () => {
    expect(loadState({ ...base, isPaused: true })).toBe('offline');
    expect(loadState({ ...base, data: [1], isPlaceholderData: true, isPaused: true })).toBe(
      'offline',
    );
  });

  it('is offline after a network failure, an error after a server failure', () => {
    expect(loadState({ ...base, isError: true, error: new NetworkError() })).toBe('offline');
    const refused = new ApiRequestError(500, { code: 'internal', message: 'Erreur' });
    expect(loadState({ ...base, isError: true, error: refused })).toBe('error');
  });

  it('is loading while another key’s data stands in and this one is on its way', () => {
    expect(loadState({ ...base, data: [1], isPlaceholderData: true })).toBe('loading');
    expect(loadState(base)).toBe('loading');
  });
});
