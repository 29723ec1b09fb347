/**
 * The service worker's side of the list outbox (list-outbox.ts): the IndexedDB entry it lives in,
 * and the events that fill and send it. Plain IndexedDB rather than the app's idb-keyval, so that
 * the worker's script shares no module with the app (a shared one would be split into a chunk).
 */
import {
  drainOutbox,
  isQueuedWrite,
  LIST_WRITES_MESSAGE,
  LIST_WRITES_SYNC,
  type OutboxEntry,
  sendWrite,
} from './list-outbox.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync, where the browser has it (Chromium); TypeScript's WebWorker lib lacks it. */
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
type WithSync = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

const DATABASE = 'foyer-worker';
const STORE = 'outbox';
const KEY = 'list-writes';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function request<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest) {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const asked = run(database.transaction(STORE, mode).objectStore(STORE));
      asked.onsuccess = () => resolve(asked.result as T);
      asked.onerror = () => reject(asked.error);
    });
  } finally {
    database.close();
  }
}

const read = async () =>
  (await request<OutboxEntry[] | undefined>('readonly', (store) => store.get(KEY))) ?? [];
const save = (entries: OutboxEntry[]) =>
  request<unknown>('readwrite', (store) => store.put(entries, KEY)).then(() => undefined);

async function pageVisible(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window' });
  return windows.some((client) => client.visibilityState === 'visible');
}

/** One drain at a time: the events below may overlap. */
let chain: Promise<unknown> = Promise.resolve();

function serially<T>(step: () => Promise<T>): Promise<T> {
  const next = chain.then(step, step);
  chain = next.catch(() => undefined);
  return next;
}

/** Sends the outbox; unreachable, asks to be woken when the network is back. */
function drain(): Promise<'done' | 'waiting'> {
  return serially(async () => {
    const outcome = await drainOutbox({
      read,
      save,
      send: (write) => sendWrite(write),
      pageVisible,
    });
    if (outcome === 'waiting') {
      await (self.registration as WithSync).sync?.register(LIST_WRITES_SYNC).catch(() => undefined);
    }
    return outcome;
  }).catch(() => 'waiting' as const);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; writes?: unknown } | null;
  if (data?.type !== LIST_WRITES_MESSAGE || !Array.isArray(data.writes)) return;
  const entries = data.writes.filter(
    (entry): entry is OutboxEntry =>
      typeof (entry as OutboxEntry | null)?.key === 'string' &&
      isQueuedWrite((entry as OutboxEntry).write),
  );
  event.waitUntil(serially(() => save(entries)).then(drain, drain));
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== LIST_WRITES_SYNC) return;
  // Still unreachable: a refusal tells the browser to try again later.
  sync.waitUntil(
    drain().then((outcome) => {
      if (outcome === 'waiting') throw new Error('network still unreachable');
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(drain());
});

// Any other wake of the worker (a push, a page's request) also tries what is left.
void drain();
