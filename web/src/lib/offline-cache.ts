/**
 * The app's cache kept on the device (docs/decisions/015-offline-lists.md): the last planning, lists
 * and memos the family saw, and the list changes made offline that wait for the network, saved in
 * IndexedDB so that they survive a reload or a closed app.
 *
 * - One entry, owned by the signed-in user (the `me` query inside it): nothing is saved while nobody
 *   is signed in, and a saved cache is only read back while the session hint says someone still is
 *   (lib/session.ts, decision 016). A cache restored for one user and a server that answers another
 *   one: everything else is forgotten (`keepCacheToItsOwner`).
 * - Wiped with the session (`forgetPersistedCache`, called by lib/sign-out.ts: sign-out, a refused
 *   refresh, a password reset, account deletion), and at the opening of the app when the session
 *   hint is gone.
 * - Saved as soon as the cache changes (the writes in between coalesced), and when the page is hidden
 *   or left, so a change made just before a reload is found after it.
 */
import {
  type DehydrateOptions,
  defaultShouldDehydrateMutation,
  type Mutation,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isOnline, subscribeOnline } from './network.ts';
import { sessionKeys } from './query-keys.ts';
import { hasSessionHint } from './session.ts';

/** How long a saved cache may be shown offline: a week away from the network. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * The shape of what is saved: raise it when a query's data changes shape, so that a cache saved by
 * an older version of the app is not read back into screens that expect the new one.
 */
export const CACHE_BUSTER = 'foyer-1';
const ENTRY = 'query-cache';

/** The query roots of the signed-in user's data (lib/query-keys.ts); the account screens' aren't. */
const SAVED_ROOTS = new Set<unknown>([sessionKeys.me()[0], 'spaces', 'across-spaces']);

let store: UseStore | undefined;
function cacheStore(): UseStore {
  store ??= createStore('foyer', 'offline');
  return store;
}

/** What is saved: the user's loaded data, and the changes waiting for the network. */
export const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query: Query) =>
    query.state.status === 'success' && SAVED_ROOTS.has(query.queryKey[0]),
  // The paused ones, and the queued kind (list items: `networkMode: 'online'` in their defaults)
  // still on their way: a reload before the server answers must not lose them.
  shouldDehydrateMutation: (mutation: Mutation) =>
    defaultShouldDehydrateMutation(mutation) ||
    (mutation.state.status === 'pending' && mutation.options.networkMode === 'online'),
};

/**
 * The queries the guards decide with (who is signed in, their spaces, the profiles): with a network
 * the server answers them afresh, as on any opening of the app, so that a copy that is out of date
 * (a space joined on another device meanwhile) never sends the family to the wrong screen or
 * forgets its chosen profile. Offline, the last answers stand in.
 */
function decidesRoutes(queryKey: readonly unknown[]): boolean {
  const [root, second, third] = queryKey;
  if (root === sessionKeys.me()[0]) return true;
  return root === 'spaces' && (second === 'list' || third === 'profiles');
}

/**
 * The saved cache as the app reads it back: shown at once, but out of date (the app was closed, the
 * live updates missed), so every query is fetched again as soon as a screen shows it.
 */
export function forReading(client: PersistedClient, online: boolean): PersistedClient {
  const queries = client.clientState.queries
    .filter((query) => !online || !decidesRoutes(query.queryKey))
    .map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }));
  // A write that was on its way when the page was left waits again, to be sent once more (an add
  // carries its client id, so a second sending makes no second item).
  const mutations = client.clientState.mutations.map((mutation) =>
    mutation.state.status === 'pending'
      ? { ...mutation, state: { ...mutation.state, isPaused: true } }
      : mutation,
  );
  return { ...client, clientState: { ...client.clientState, queries, mutations } };
}

/** The guards' saved answers, held back while the browser claims a network (`forReading`). */
let heldBack: PersistedClient['clientState']['queries'] = [];

/**
 * The browser said it had a network, so the guards' saved answers were held back for the server's
 * own; but the server cannot be reached (a shop's Wi-Fi, a basement): the saved answers stand in,
 * as they would have offline, so the saved screens show under « Hors ligne » rather than
 * « Connexion impossible ». Returns the unsubscribe.
 */
export function standInWhenUnreachable(queryClient: QueryClient): () => void {
  const standIn = () => {
    if (isOnline() || heldBack.length === 0) return;
    for (const saved of heldBack.splice(0)) {
      if (queryClient.getQueryData(saved.queryKey) !== undefined) continue;
      queryClient.setQueryData(saved.queryKey, saved.state.data, {
        updatedAt: saved.state.dataUpdatedAt,
      });
    }
  };
  return subscribeOnline(standIn);
}

function ownerOf(client: PersistedClient): string | undefined {
  const [me] = sessionKeys.me();
  const query = client.clientState.queries.find((saved) => saved.queryKey[0] === me);
  const user = query?.state.data as { id?: unknown } | null | undefined;
  return typeof user?.id === 'string' ? user.id : undefined;
}

export interface CachePersister extends Persister {
  /** Resolves once the caches handed over are written. */
  flush(): Promise<void>;
}

/** The last cache handed over and not yet written, and the write under way. */
let pending: PersistedClient | undefined;
let writing: Promise<void> | undefined;

/** Writes the latest cache, one write at a time: the ones handed over meanwhile are coalesced. */
async function drain(): Promise<void> {
  while (pending) {
    const client = pending;
    pending = undefined;
    try {
      await set(ENTRY, client, cacheStore());
    } catch {
      // No IndexedDB (private mode, quota): the app works as before, online only.
    }
  }
  writing = undefined;
}

export const cachePersister: CachePersister = {
  persistClient(client) {
    // Signed out: nothing of a session is kept on the device.
    if (!ownerOf(client)) return;
    pending = client;
    // Started now, not after a delay: a reload right after a change must find it saved.
    writing ??= drain();
  },
  async restoreClient() {
    try {
      if (!hasSessionHint()) {
        // The session ended while the app was closed (its cookies are gone): so does its cache.
        await forgetPersistedCache();
        return undefined;
      }
      const client = await get<PersistedClient>(ENTRY, cacheStore());
      restoredOwner = client ? ownerOf(client) : undefined;
      // Online as the app means it (lib/network.ts): the start-up requests may already have found
      // the server unreachable, and `standInWhenUnreachable` only hears of later changes.
      const online = isOnline();
      heldBack = online
        ? (client?.clientState.queries.filter((query) => decidesRoutes(query.queryKey)) ?? [])
        : [];
      return client ? forReading(client, online) : undefined;
    } catch {
      return undefined;
    }
  },
  removeClient: () => forgetPersistedCache(),
  flush: () => writing ?? Promise.resolve(),
};

/** Erases the saved cache (the session is over). Never throws. */
export function forgetPersistedCache(): Promise<void> {
  // A save still waiting must not bring the cache back; one already sent is erased after it
  // (IndexedDB runs a store's requests in order).
  pending = undefined;
  restoredOwner = undefined;
  heldBack = [];
  return del(ENTRY, cacheStore()).catch(() => {
    // Nothing saved, or no IndexedDB: nothing to erase.
  });
}

let restoredOwner: string | undefined;

/**
 * A cache read back for one user and a server that says another is signed in (a session ended and
 * another opened while the app was closed): the first user's data goes, the second's is fetched.
 * Returns the unsubscribe.
 */
export function keepCacheToItsOwner(queryClient: QueryClient): () => void {
  const [me] = sessionKeys.me();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === me) forgetOthersCache(queryClient);
  });
}

/**
 * The check of `keepCacheToItsOwner`, also made once the cache is read back: the session the entry
 * asked for at start-up may have been answered before (docs/decisions/064-start-up-requests.md).
 */
export function forgetOthersCache(queryClient: QueryClient): void {
  const [me] = sessionKeys.me();
  const user = queryClient.getQueryData<{ id?: string } | null>(sessionKeys.me());
  if (!restoredOwner || !user?.id || user.id === restoredOwner) return;
  restoredOwner = undefined;
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== me });
}

/**
 * Saves the cache at once when the page is hidden or left (a reload, a closed tab, the app sent to
 * the background): the delayed save would not run. Returns the unsubscribe.
 */
export function saveWhenHidden(queryClient: QueryClient): () => void {
  const save = () => {
    void persistQueryClientSave({
      queryClient,
      persister: cachePersister,
      buster: CACHE_BUSTER,
      dehydrateOptions,
    });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
