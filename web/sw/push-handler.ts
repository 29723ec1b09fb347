/**
 * Web Push in the service worker (docs/decisions/014-web-push.md). Workbox generates sw.js
 * (vite-plugin-pwa, generateSW) and pulls this script in with `importScripts('push-handler.js')`;
 * vite.config.ts builds it from here as a classic script (its imports are bundled in, none at run time).
 *
 * - `push`: shows the reminder the server sent (French title and body, the app's icon), with the
 *   reminder's tag, so that a repeat replaces the notification instead of stacking another.
 * - `notificationclick`: opens the screen of the reminder, in the app's window if one is open.
 * - `pushsubscriptionchange`: the browser renewed the subscription; the new one is registered.
 * - the list outbox (list-outbox-events.ts): the list changes a closed app left unsent.
 * - `activate`: drops the runtime cache older versions kept the holiday calendar's chunk in (about
 *   1 MB); the holidays are now a small table inside the app's code (docs/decisions/021-planning-first-visit.md).
 */
import type { PushPayload } from '../../domain/push.ts';
import { screenUrl } from './screen-url.ts';
// The list changes a closed app left unsent (docs/decisions/069-list-writes-outlive-the-page.md).
import './list-outbox-events.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

function readPayload(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.title === 'string') {
      return {
        title: data.title,
        body: typeof data.body === 'string' ? data.body : '',
        tag: typeof data.tag === 'string' ? data.tag : 'foyer',
        url: typeof data.url === 'string' ? data.url : '/',
      };
    }
  } catch {
    // Not JSON: shown as a generic reminder below.
  }
  return {
    title: 'Foyer',
    body: 'Vous avez un nouveau rappel.',
    tag: 'foyer',
    url: '/notifications',
  };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: ICON,
      badge: ICON,
      lang: 'fr',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of this app: a payload cannot send the click elsewhere.
  const target = screenUrl(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() is only for windows this worker controls; otherwise a new window.
        if (await focused.navigate(target).catch(() => null)) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    waitUntil(promise: Promise<unknown>): void;
    oldSubscription?: PushSubscription | null;
  };
  change.waitUntil(
    (async () => {
      const response = await fetch('/api/push/key');
      const { publicKey } = (await response.json()) as { publicKey: string | null };
      if (!publicKey) return;
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      // Same-origin, with the session cookies: refused (401) if no one is signed in any more.
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })().catch(() => undefined),
  );
});

/** The runtime cache of the holiday calendar's chunk, which versions before decision 021 filled. */
const OLD_HOLIDAY_CACHE = 'holiday-calendar';

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(OLD_HOLIDAY_CACHE).catch(() => false));
});
