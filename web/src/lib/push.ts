/**
 * This browser's side of Web Push (docs/decisions/014-web-push.md): whether it can receive
 * notifications, its subscription at the push service, and keeping the server's copy current.
 * The permission prompt is only ever shown by `subscribeThisDevice`, called when the user asks.
 */
import type { PushSubscriptionInput } from '#domain/push.ts';
import { api, readJson } from './api-client.ts';

/** Service worker, Push API and notifications: all three are needed (iOS: only once installed). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'default';
}

/** The permission the user refused: only the browser's site settings can give it back. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super('permission');
    this.name = 'PushPermissionError';
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The service worker's registration, if the app installed one (none in `npm run dev`). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** A step of the browser's own that failed, with its French explanation. */
export class PushSetupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PushSetupError';
  }
}

/** The app's service worker, active; it never comes in `npm run dev` (no service worker there). */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PushSetupError(
            "L'application n'est pas encore installée sur cet appareil : rechargez la page, puis réessayez.",
          ),
        ),
      10_000,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function asInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks the permission (the browser's prompt, now that the user asked), subscribes at the push
 * service with the server's VAPID key and registers the subscription with the server.
 */
export async function subscribeThisDevice(publicKey: string): Promise<string> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const reg = await readyRegistration();
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made for another server key (keys rotated) cannot be used: start again.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: key })
    .catch((error: unknown) => {
      throw new PushSetupError(
        "Le service de notifications du navigateur a refusé l'abonnement. Réessayez plus tard.",
        { cause: error },
      );
    });
  await readJson(api.push.subscriptions.$post({ json: asInput(subscription) }));
  return subscription.endpoint;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Stops notifications on this device: at the push service and on the server. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await readJson(api.push.subscriptions.$delete({ json: { endpoint } }));
}

/**
 * After a sign-in (and each start while signed in): a device that kept its subscription is
 * registered again for the account now signed in, and its last use is refreshed. Silent.
 */
export async function renewThisDevice(): Promise<boolean> {
  if (notificationPermission() !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await readJson(api.push.subscriptions.$post({ json: asInput(subscription) }));
  return true;
}

/**
 * At sign-out, before the session ends: this device stops receiving the account's reminders. The
 * browser keeps its subscription, so the next sign-in here registers it again (renewThisDevice).
 */
export async function forgetThisDeviceOnServer(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await readJson(api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }));
}
