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
  feed: 'Hors ligne : fil de la famille non chargé',
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
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    setServerReachable(false);
    throw new NetworkError(error);
  }
  setServerReachable(true);
  return response;
}

/**
 * Whether the server answered the last request. The browser's `navigator.onLine` only knows that a
 * network is there: a shop's Wi-Fi or a basement says "online" while every request fails. So a
 * request that could not reach the server makes the app offline too, until a request (or the probe
 * below) gets an answer again.
 */
let serverReachable = true;
const reachabilityListeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeAttempt = 0;

const PROBE_FIRST_MS = 2_000;
const PROBE_MAX_MS = 15_000;

function setServerReachable(reachable: boolean): void {
  if (reachable === serverReachable) return;
  serverReachable = reachable;
  clearTimeout(probeTimer);
  probeAttempt = 0;
  if (!reachable) scheduleProbe();
  for (const listener of reachabilityListeners) listener();
}

/**
 * While the server cannot be reached, it is asked again, less and less often (2 s, 4 s, 8 s, then
 * every 15 s): the queued list changes are sent as soon as it answers, with no tap needed.
 */
function scheduleProbe(): void {
  if (typeof window === 'undefined') return;
  const delay = Math.min(PROBE_MAX_MS, PROBE_FIRST_MS * 2 ** probeAttempt);
  probeAttempt += 1;
  probeTimer = setTimeout(() => void probe(), delay);
}

async function probe(): Promise<void> {
  if (serverReachable) return;
  if (!navigator.onLine) {
    // The browser says when its network is back ('online', below): no need to ask before.
    return;
  }
  try {
    await fetch('/api/health', { cache: 'no-store' });
    setServerReachable(true);
  } catch {
    scheduleProbe();
  }
}

/** The server answered by another way than fetch (the live socket opened): it can be reached. */
export function noteServerAnswered(): void {
  setServerReachable(true);
}

/** The browser's network and the server's answers, together: what the app calls being online. */
export function isOnline(): boolean {
  const browser = typeof navigator === 'undefined' || navigator.onLine !== false;
  return browser && serverReachable;
}

/** Calls `listener` whenever `isOnline()` may have changed. Returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  const onOnline = () => {
    // The browser's network is back: ask the server at once rather than at the next probe.
    if (!serverReachable) void probe();
    listener();
  };
  reachabilityListeners.add(listener);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', listener);
  }
  return () => {
    reachabilityListeners.delete(listener);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', listener);
    }
  };
}

/** Whether the app is online (`isOnline`), kept current (true before it is known). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
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
