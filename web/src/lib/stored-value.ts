/**
 * One string the app keeps in localStorage across reloads (the client-side keys of
 * docs/product.md#routes-and-guards: activeSpaceId, selectedProfileId, theme, selectedDate,
 * weeklyViewDate), written in one way:
 * - reading and writing never throw: without storage (private mode) the value is simply absent;
 * - every write in this tab is announced as a window event of its own (e.g. `activeSpaceChanged`,
 *   with an optional detail), and writes in other tabs arrive as `storage` events, so
 *   `useStoredValue` re-renders on both.
 */
import { useSyncExternalStore } from 'react';

export interface StoredValue<Detail = undefined> {
  readonly key: string;
  /** The window event sent on every change made in this tab. */
  readonly changedEvent: string;
  read(): string | null;
  /** Stores `value` (null removes it) and announces the change, with `detail` if given. */
  write(value: string | null, detail?: Detail): void;
  /** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function storedValue<Detail = undefined>(
  key: string,
  changedEvent: string,
): StoredValue<Detail> {
  return {
    key,
    changedEvent,
    read() {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write(value, detail) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // storage unavailable (private mode): the choice lasts for this page only, or not at all
      }
      window.dispatchEvent(new CustomEvent(changedEvent, { detail }));
    },
    subscribe(listener) {
      // `key === null`: another tab cleared the whole storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener(changedEvent, listener);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changedEvent, listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The stored value, kept current (null on the server render and when absent). */
export function useStoredValue(store: StoredValue<unknown>): string | null {
  return useSyncExternalStore(store.subscribe, store.read, () => null);
}
