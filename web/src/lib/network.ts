/**
 * Being offline, said honestly (docs/product.md#offline): a request that could not reach the server
 * is a `NetworkError`, never "Une erreur inattendue"; a screen whose data could not load says so
 * rather than showing an empty state; a discreet banner says « Hors ligne » on every screen.
 */
import { useSyncExternalStore } from 'react';

/** What a write that could not reach the server tells the family, at once. */
export const OFFLINE_MESSAGE =
  'Connexion impossible. Vérifiez votre connexion internet, puis réessayez.';

/** What a screen says, in place of its content, when its data could not load for want of a network. */
export const OFFLINE_TEXTS = {
  planning: 'Hors ligne : planning non chargé',
  lists: 'Hors ligne : listes non chargées',
  list: 'Hors ligne : liste non chargée',
  memos: 'Hors ligne : mémos non chargés',
  notifications: 'Hors ligne : notifications non chargées',
  alerts: 'Hors ligne : alertes non chargées',
  task: 'Hors ligne : tâche non chargée',
} as const;

/** The server could not be reached (no network, DNS, connection refused): fetch itself failed. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(OFFLINE_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

/** A failure of the network rather than an answer of the server. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

/**
 * fetch, with its network failures turned into `NetworkError`. A cancelled request (a query that is
 * no longer wanted) stays an AbortError: it is not the network's fault.
 */
export async function fetchOrNetworkError(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the browser says of its network, kept current (true before it is known). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** How a screen's data stands, whatever TanStack Query's flags say. */
export type LoadState = 'loading' | 'offline' | 'error' | 'ready';

/** The flags of a query result that `loadState` reads. */
export interface QueryFlags {
  data: unknown;
  error: unknown;
  isError: boolean;
  isPaused: boolean;
  isPlaceholderData: boolean;
}

/**
 * 'ready' only when this query's own data is there: an empty list is then truly empty. Data kept from
 * another key (`keepPreviousData`, the previous week) is not this query's: while it cannot be fetched
 * (paused offline, or failed) the screen says it did not load instead of showing the other week.
 * Data that loaded once stays on screen when a later refetch fails; the banner says « Hors ligne ».
 */
export function loadState(query: QueryFlags): LoadState {
  if (query.data !== undefined && !query.isPlaceholderData) return 'ready';
  if (query.isPaused) return 'offline';
  if (query.isError) return isNetworkError(query.error) ? 'offline' : 'error';
  return 'loading';
}
