import type { Page } from 'playwright-core';

/**
 * The app's cache as saved on the device (IndexedDB « foyer », store « offline », entry
 * « query-cache », web/src/lib/offline-cache.ts), or null when nothing is saved. Read without ever
 * creating the database: a test that looked before the app's first save would otherwise create an
 * empty « foyer » without its store, and the app, opening it as it is, could never save there.
 */
export function savedCache(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('foyer');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('offline')) {
            db.close();
            return resolve(null);
          }
          const get = db.transaction('offline').objectStore('offline').get('query-cache');
          get.onsuccess = () => {
            db.close();
            resolve(get.result ?? null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );
}

/** Whether the cache saved on the device holds `text` anywhere. */
export async function savedCacheHolds(page: Page, text: string): Promise<boolean> {
  return JSON.stringify(await savedCache(page)).includes(text);
}
