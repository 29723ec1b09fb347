import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';
import { isNetworkError, isOnline, subscribeOnline } from './network.ts';
import { CACHE_MAX_AGE_MS } from './offline-cache.ts';

/**
 * The app's cache (docs/architecture.md#offline-and-refetching):
 * - queries pause while the browser is offline (TanStack Query's default `networkMode: 'online'`) and
 *   resume when it is back; screens read that as « Hors ligne : … non chargé » (lib/network.ts);
 * - they refetch when the network returns (every query on screen, whatever its age: the live stream
 *   was down too) and when the app comes back to the foreground (queries older than `staleTime`;
 *   newer ones were kept current by the live stream);
 * - writes are never paused nor retried: a save that cannot reach the server fails at once with its
 *   message, instead of spinning and being sent later behind the family's back. A save tried again
 *   cannot make a second row: creates carry a client id (docs/architecture.md#idempotent-creates).
 *   The one exception is a list's items (decision 015): added, ticked or deleted offline, they are
 *   queued under the screen's « Hors ligne : vos changements seront envoyés… » and sent in order
 *   when the network returns (their own mutation defaults, features/lists/api/write-items.ts);
 * - loaded data is kept for CACHE_MAX_AGE_MS, in memory and on the device (lib/offline-cache.ts),
 *   so the last planning, lists and memos can still be read offline.
 */
export function createQueryClient() {
  // TanStack Query believes the network is there until told otherwise: an app opened offline, or
  // whose start-up requests already found the server unreachable (app/start-up.ts), must start
  // offline, or its queued changes would be sent, and fail, at once. The listener below only hears
  // of later changes.
  if (!isOnline()) onlineManager.setOnline(false);
  // Online means the server answers, not only that the browser has a network (lib/network.ts): a
  // request that cannot reach it pauses the queries and the queued list changes until it does.
  onlineManager.setEventListener((setOnline) => subscribeOnline(() => setOnline(isOnline())));
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Kept as long as the copy on the device, which only saves what the cache still holds.
        gcTime: CACHE_MAX_AGE_MS,
        // Live updates (SpaceHub) invalidate what changed; no need to refetch on every focus.
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: 'always',
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          const status = error instanceof ApiRequestError ? error.status : undefined;
          if (status !== undefined && status >= 400 && status < 500) return false;
          // Without a network, say so now: the query runs again when the network returns.
          if (isNetworkError(error) && !isOnline()) return false;
          return failureCount < 2;
        },
      },
      mutations: {
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The app's one query client for this page: created by whichever comes first, the entry's start-up
 * requests (app/start-up.ts) or the app's providers, so that what the entry asked for is in the
 * cache the screens read (docs/decisions/064-start-up-requests.md).
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/**
 * TanStack Query starts out believing the network is there, so queries that failed because the app
 * was opened offline are not refetched by its own reconnect (its state never changed): when the
 * browser says the network is back, they are asked again. Returns the unsubscribe.
 */
export function refetchFailedOnReconnect(queryClient: QueryClient): () => void {
  const onOnline = () =>
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
