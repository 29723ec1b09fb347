/**
 * Web Push from Réglages in Chromium (docs/decisions/014-web-push.md). The permission is granted the
 * way a user would (context.grantPermissions). Headless Chromium cannot reach a real push service
 * (its contexts refuse push subscriptions, and Google's service is out of this network's reach), so
 * the page's PushManager hands out a subscription of a push service played by this test: an HTTP
 * server on localhost that receives what the Worker sends and decrypts it with the device's key
 * (RFC 8291). The service worker's own push handler is then driven through DevTools' push delivery.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPush, type TestDevice } from '../worker/push-decrypt.ts';
import { axeViolations } from './support/axe.ts';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(201).end();
    });
  });
  // Every address (IPv4 and IPv6), since the Worker reaches `localhost`, the one host it accepts
  // besides the real push services in development.
  await new Promise<void>((resolve) => receiver.listen(0, resolve));
  receiverUrl = `http://localhost:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/**
 * A PushManager whose subscriptions belong to the test's push service: real P-256 keys made in the
 * page, the private one kept in localStorage for the test to decrypt with.
 */
function fakePushService(receiver: string) {
  const STORE = 'test-push-subscription';
  type Stored = { endpoint: string; p256dh: string; auth: string; key: number[]; jwk: JsonWebKey };
  const encode = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const asSubscription = (stored: Stored) => ({
    endpoint: stored.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.key).buffer },
    toJSON: () => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      keys: { p256dh: stored.p256dh, auth: stored.auth },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  const load = () => {
    const text = localStorage.getItem(STORE);
    return text ? asSubscription(JSON.parse(text) as Stored) : null;
  };
  PushManager.prototype.getSubscription = async () => load() as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ]);
    const stored: Stored = {
      endpoint: `${receiver}/push/${crypto.randomUUID()}`,
      p256dh: encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
      auth: encode(crypto.getRandomValues(new Uint8Array(16))),
      key: Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer)),
      jwk: await crypto.subtle.exportKey('jwk', pair.privateKey),
    };
    localStorage.setItem(STORE, JSON.stringify(stored));
    return asSubscription(stored) as unknown as PushSubscription;
  };
}

/** The device's keys as the test's push service needs them to decrypt. */
async function deviceOf(jwkText: string): Promise<TestDevice> {
  const stored = JSON.parse(jwkText) as { p256dh: string; auth: string; jwk: JsonWebKey };
  const privateKey = await crypto.subtle.importKey(
    'jwk',
    stored.jwk,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return {
    keys: { p256dh: stored.p256dh, auth: stored.auth },
    privateKey,
    publicKey: new Uint8Array(Buffer.from(stored.p256dh, 'base64url')),
    auth: new Uint8Array(Buffer.from(stored.auth, 'base64url')),
  };
}

describe('Réglages › Notifications sur cet appareil', () => {
  // The headless shell has no Push API: the switch stays disabled there.
  setupBrowser({ engine: 'full' });

  it('subscribes this device once asked, lists it with its last use, and « Tester » reaches it', async () => {
    const page = await openPhonePage({ serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    await page.context().addInitScript(fakePushService, receiverUrl);
    await signInWithFamily(page, baseUrl, 'push');
    await page.goto(`${baseUrl}/settings`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);

    await page.getByRole('button', { name: /Notifications sur cet appareil/ }).click();
    const section = page.getByRole('region', { name: /Notifications sur cet appareil/ });
    await section.getByText('Aucun appareil ne reçoit encore vos rappels.').waitFor();
    const toggle = section.getByRole('switch', { name: /Recevoir les rappels ici/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    await toggle.click();
    await page.getByText('Notifications activées sur cet appareil').waitFor();
    await section.getByText('(cet appareil)').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const device = section.getByRole('listitem');
    expect(await device.count()).toBe(1);
    expect(await device.textContent()).toMatch(
      /^Chrome sur Linux\(cet appareil\)Dernière utilisation : (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2}(er)? [a-zéû]+ à \d{2}:\d{2}/,
    );

    // WCAG 2.1 AA with the device on (the a11y suite sees the section switched off), once the
    // toast, which is not this section's, has gone.
    await page.getByText('Notifications activées sur cet appareil').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    await section.getByRole('button', { name: 'Tester' }).click();
    await page.getByText('Notification de test envoyée à 1 appareil').waitFor();
    expect(received).toHaveLength(1);
    const [message] = received;
    if (!message) throw new Error('the push service received nothing');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message.headers.authorization)).toMatch(/^vapid t=.+, k=[\w-]{87}$/);
    const stored = await page.evaluate(() => localStorage.getItem('test-push-subscription'));
    expect(stored).not.toBeNull();
    const payload = JSON.parse(await decryptPush(message.body, await deviceOf(stored ?? '')));
    expect(payload).toEqual({
      title: 'Foyer',
      body: 'Les notifications fonctionnent sur cet appareil.',
      tag: 'foyer-test',
      url: '/settings',
    });

    // Switched off: gone from the account's devices.
    await toggle.click();
    await page.getByText('Notifications désactivées sur cet appareil').waitFor();
    await section.getByText('Aucun appareil ne reçoit encore vos rappels.').waitFor();
  });

  it('the service worker shows a pushed reminder with its French text, icon and tag', async () => {
    const page = await openPhonePage({ serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      registrations.push(...event.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const payload = {
      title: 'Rappel',
      body: 'Judo de Léa dans 15 minutes',
      tag: 'foyer-rappel-e2e',
      url: '/dashboard',
    };
    for (const body of [payload, { ...payload, body: 'Judo de Léa dans 15 minutes (bis)' }]) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseUrl).origin,
        registrationId: registrations[0]?.registrationId ?? '',
        data: JSON.stringify(body),
      });
    }
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: new URL(n.icon).pathname,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect
      .poll(async () => (await shown()).at(0)?.body)
      .toBe('Judo de Léa dans 15 minutes (bis)');
    // The second push replaced the first: one notification per reminder.
    expect(await shown()).toEqual([
      {
        title: 'Rappel',
        body: 'Judo de Léa dans 15 minutes (bis)',
        tag: 'foyer-rappel-e2e',
        icon: '/icons/icon-192.png',
        url: '/dashboard',
      },
    ]);
  });
});
