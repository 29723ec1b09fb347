/**
 * The state of the live stream of the active space, published by app/live-space.tsx (mounted under
 * the access guard) for the one status banner that every screen shows (ui/status-banner.tsx).
 * Null while no stream is wanted (signed out, no space): the banner then follows the network only.
 */
import { useSyncExternalStore } from 'react';
import type { LiveStatus } from './realtime.ts';

let current: LiveStatus | null = null;
const listeners = new Set<() => void>();

export function setLiveStatus(status: LiveStatus | null): void {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

/** The stream's state now, for code outside React (a write deciding whether to read the list again). */
export function currentLiveStatus(): LiveStatus | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLiveStatus(): LiveStatus | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
