/**
 * Web Push (docs/decisions/014-web-push.md): the routes of Réglages › « Notifications sur cet
 * appareil », and the cron's reminders reaching the devices of their recipients through a push
 * service played by the test, which decrypts every message with the device's own key (RFC 8291).
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import type { PushDeviceView, PushPayload } from '../../domain/push.ts';
import worker from '../../worker/index.ts';
import { deliver, vapidFrom } from '../../worker/push/deliver.ts';
import { deviceLabel } from '../../worker/push/subscriptions.ts';
import { call, signupPerson } from './auth-support.ts';
import { addMemo, addTask, cronFamily, db } from './cron-support.ts';
import { decryptPush, newTestDevice, type TestDevice } from './push-decrypt.ts';
import { expectError } from './support.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function subscriptionOf(device: TestDevice, endpoint: string) {
  return { endpoint, expirationTime: null, keys: device.keys };
}

interface Received {
  endpoint: string;
  headers: Headers;
  body: Uint8Array;
}

/**
 * The push service: every request the Worker sends to a `https://localhost/push-test/` endpoint is recorded
 * and answered with the status the endpoint's last path segment names (`/gone-410`), 201 otherwise.
 */
function pushService() {
  const received: Received[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://localhost/push-test/')) return realFetch(input, init);
      const body = new Uint8Array(await new Response(init?.body).arrayBuffer());
      received.push({ endpoint: url, headers: new Headers(init?.headers), body });
      const status = Number(/-(\d{3})$/.exec(url)?.[1] ?? 201);
      return new Response(null, { status });
    });
  return { received, spy };
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function decrypted(message: Received, device: TestDevice): Promise<PushPayload> {
  return JSON.parse(await decryptPush(message.body, device)) as PushPayload;
}

/** Registers `device` for `userId` as the route does, without a session (cron tests). */
async function registerDirectly(userId: string, device: TestDevice, endpoint: string) {
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
    label: 'Chrome sur Android',
  });
}

/** One device registered for each of `userIds`, in their order, with its push endpoint. */
async function oneDeviceEach(userIds: readonly string[]) {
  const devices = await Promise.all(userIds.map(() => newTestDevice()));
  const urls = userIds.map(() => `https://localhost/push-test/${crypto.randomUUID()}`);
  for (const [index, userId] of userIds.entries()) {
    await registerDirectly(userId, devices[index] as TestDevice, urls[index] as string);
  }
  return { devices, urls };
}

async function runScheduled(at: string) {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: '* * * * *' });
  const ctx = createExecutionContext();
  const handler: ExportedHandler<Env> = worker;
  await handler.scheduled?.(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('routes', () => {
  it('GET /api/push/key answers the VAPID public key the browser subscribes with', async () => {
    const response = await call('GET', '/api/push/key');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
    expect(env.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('registers this device, lists it with its label and last use, and refreshes it', async () => {
    const camille = await signupPerson('Camille');
    const device = await newTestDevice();
    const endpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    const created = await call('POST', '/api/push/subscriptions', {
      cookie: camille.cookie,
      body: subscriptionOf(device, endpoint),
    });
    expect(created.status).toBe(201);
    const { device: view, message } = (await created.json()) as {
      device: PushDeviceView;
      message: string;
    };
    expect(message).toBe('Notifications activées sur cet appareil');
    expect(view).toMatchObject({ endpoint, label: 'Navigateur', lastPushAt: null });

    const again = await call('POST', '/api/push/subscriptions', {
      cookie: `${camille.cookie}`,
      body: subscriptionOf(device, endpoint),
    });
    expect(again.status).toBe(201);
    const list = await call('GET', '/api/push/subscriptions', { cookie: camille.cookie });
    const { devices } = (await list.json()) as { devices: PushDeviceView[] };
    // The same endpoint twice is one device.
    expect(devices).toHaveLength(1);
    expect(devices[0]?.id).toBe(view.id);
    expect((devices[0]?.lastUsedAt ?? '') >= view.lastUsedAt).toBe(true);
  });

  it('names devices in French from the User-Agent', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome sur Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari sur iPhone');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox sur Windows');
    expect(deviceLabel(undefined)).toBe('Navigateur');
  });

  it('refuses strangers, bad keys and plain-HTTP endpoints outside localhost', async () => {
    const device = await newTestDevice();
    const body = subscriptionOf(device, `https://localhost/push-test/${crypto.randomUUID()}`);
    await expectError(
      await call('POST', '/api/push/subscriptions', { body }),
      401,
      'unauthenticated',
    );
    const camille = await signupPerson('Camille');
    const bad = { ...body, keys: { ...body.keys, p256dh: 'court' } };
    await expectError(
      await call('POST', '/api/push/subscriptions', { cookie: camille.cookie, body: bad }),
      400,
      'validation',
      'Abonnement aux notifications invalide',
    );
    await expectError(
      await call('POST', '/api/push/subscriptions', {
        cookie: camille.cookie,
        body: { ...body, endpoint: 'http://push.example.net/abc' },
      }),
      400,
      'validation',
      "Ce service de notifications n'est pas pris en charge",
    );
  });

  it('a device signed in with another account moves to it; only the owner removes a device', async () => {
    const camille = await signupPerson('Camille');
    const thomas = await signupPerson('Thomas');
    const device = await newTestDevice();
    const endpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    await call('POST', '/api/push/subscriptions', {
      cookie: camille.cookie,
      body: subscriptionOf(device, endpoint),
    });
    await call('POST', '/api/push/subscriptions', {
      cookie: thomas.cookie,
      body: subscriptionOf(device, endpoint),
    });
    const listOf = async (cookie: string) =>
      (
        (await (await call('GET', '/api/push/subscriptions', { cookie })).json()) as {
          devices: PushDeviceView[];
        }
      ).devices;
    expect(await listOf(camille.cookie)).toEqual([]);
    const [moved] = await listOf(thomas.cookie);
    expect(moved?.endpoint).toBe(endpoint);

    await expectError(
      await call('DELETE', `/api/push/subscriptions/${moved?.id}`, { cookie: camille.cookie }),
      404,
      'not_found',
      'Appareil introuvable',
    );
    const removed = await call('DELETE', `/api/push/subscriptions/${moved?.id}`, {
      cookie: thomas.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await listOf(thomas.cookie)).toEqual([]);
  });

  it('DELETE with this device’s endpoint unsubscribes it, and is idempotent', async () => {
    const camille = await signupPerson('Camille');
    const device = await newTestDevice();
    const endpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    await call('POST', '/api/push/subscriptions', {
      cookie: camille.cookie,
      body: subscriptionOf(device, endpoint),
    });
    for (let i = 0; i < 2; i++) {
      const response = await call('DELETE', '/api/push/subscriptions', {
        cookie: camille.cookie,
        body: { endpoint },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        message: 'Notifications désactivées sur cet appareil',
      });
    }
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });

  it('POST /test sends this device a notification it can decrypt, and stamps its last push', async () => {
    const service = pushService();
    const camille = await signupPerson('Camille');
    const device = await newTestDevice();
    const other = await newTestDevice();
    const endpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    const otherEndpoint = `https://localhost/push-test/${crypto.randomUUID()}`;
    for (const [d, e] of [
      [device, endpoint],
      [other, otherEndpoint],
    ] as const) {
      await call('POST', '/api/push/subscriptions', {
        cookie: camille.cookie,
        body: subscriptionOf(d, e),
      });
    }
    const response = await call('POST', '/api/push/test', {
      cookie: camille.cookie,
      body: { endpoint },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sent: 1,
      gone: 0,
      failed: 0,
      message: 'Notification de test envoyée à 1 appareil',
    });
    expect(service.received.map((r) => r.endpoint)).toEqual([endpoint]);
    const [message] = service.received;
    if (!message) throw new Error('nothing received');
    expect(message.headers.get('content-encoding')).toBe('aes128gcm');
    expect(message.headers.get('authorization')).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.VAPID_PUBLIC_KEY}$`),
    );
    expect(await decrypted(message, device)).toEqual({
      title: 'Foyer',
      body: 'Les notifications fonctionnent sur cet appareil.',
      tag: 'foyer-test',
      url: '/settings',
    });
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row?.lastPushAt).not.toBeNull();

    // Without an endpoint: every device of the account.
    const all = await call('POST', '/api/push/test', { cookie: camille.cookie, body: {} });
    expect(((await all.json()) as { sent: number }).sent).toBe(2);
  });
});

describe('reminders from the cron', () => {
  it('a memo’s reminder reaches every device of its author, and no one else’s', async () => {
    const service = pushService();
    const family = await cronFamily('Europe/Paris', 2);
    const [author, other] = family.userIds as [string, string];
    const phone = await newTestDevice();
    const laptop = await newTestDevice();
    const othersPhone = await newTestDevice();
    const phoneUrl = `https://localhost/push-test/${crypto.randomUUID()}`;
    const laptopUrl = `https://localhost/push-test/${crypto.randomUUID()}`;
    await registerDirectly(author, phone, phoneUrl);
    await registerDirectly(author, laptop, laptopUrl);
    await registerDirectly(
      other,
      othersPhone,
      `https://localhost/push-test/${crypto.randomUUID()}`,
    );
    const memo = await addMemo(family, {
      date: '2028-03-06',
      time: '08:30',
      text: 'Signer le carnet de Léa',
    });

    await runScheduled('2028-03-06T07:30:00.000Z');

    expect(service.received.map((r) => r.endpoint).sort()).toEqual([phoneUrl, laptopUrl].sort());
    for (const [message, device] of [
      [service.received.find((r) => r.endpoint === phoneUrl), phone],
      [service.received.find((r) => r.endpoint === laptopUrl), laptop],
    ] as const) {
      if (!message) throw new Error('missing message');
      expect(await decrypted(message, device)).toEqual({
        title: 'Rappel To Do List',
        body: 'Il est temps de : Signer le carnet de Léa',
        tag: `foyer-rappel-${memo.id}`,
        url: '/dashboard',
      });
      expect(message.headers.get('urgency')).toBe('high');
      expect(message.headers.get('topic')).toMatch(/^[\w-]{32}$/);
    }
  });

  it('a task’s reminder reaches every member’s devices and opens the task', async () => {
    const service = pushService();
    const family = await cronFamily('Europe/Paris', 2);
    const { devices, urls } = await oneDeviceEach(family.userIds);
    const task = await addTask(
      family,
      { name: 'Judo de Léa', date: '2028-03-08', time: '17:00', notificationTime: 15 },
      new Date('2028-03-01T10:00:00.000Z'),
    );

    await runScheduled('2028-03-08T15:45:00.000Z');

    expect(service.received.map((r) => r.endpoint).sort()).toEqual([...urls].sort());
    for (const [index, url] of urls.entries()) {
      const message = service.received.find((r) => r.endpoint === url);
      if (!message) throw new Error('missing message');
      expect(await decrypted(message, devices[index] as TestDevice)).toEqual({
        title: 'Rappel',
        body: 'Judo de Léa dans 15 minutes',
        tag: `foyer-rappel-${task.id}`,
        url: `/task/${task.id}`,
      });
    }
  });

  it('an event with two adults is one message per device, though one notification per adult', async () => {
    const service = pushService();
    const family = await cronFamily('Europe/Paris', 2);
    const { devices, urls } = await oneDeviceEach(family.userIds);
    const task = await addTask(
      family,
      { name: 'Réunion parents-profs', date: '2028-03-09', time: '18:00', notificationTime: 15 },
      new Date('2028-03-01T10:00:00.000Z'),
      { responsibles: [family.profiles.camille, family.profiles.thomas] },
    );

    await runScheduled('2028-03-09T16:45:00.000Z');

    expect(service.received.map((r) => r.endpoint).sort()).toEqual([...urls].sort());
    const message = service.received.find((r) => r.endpoint === urls[0]);
    if (!message) throw new Error('missing message');
    expect(await decrypted(message, devices[0] as TestDevice)).toEqual({
      title: 'Rappel',
      body: 'Réunion parents-profs dans 15 minutes',
      tag: `foyer-rappel-${task.id}`,
      url: `/task/${task.id}`,
    });
  });

  it('devices answered 404 or 410 are deleted, others kept; a failing push service breaks nothing', async () => {
    const service = pushService();
    const errors = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const family = await cronFamily();
    const [author] = family.userIds as [string];
    const base = `https://localhost/push-test/${crypto.randomUUID()}`;
    const endpoints = [`${base}/ok`, `${base}/gone-410`, `${base}/unknown-404`, `${base}/busy-503`];
    for (const endpoint of endpoints)
      await registerDirectly(author, await newTestDevice(), endpoint);
    const memo = await addMemo(family, { date: '2028-03-10', time: '09:00' });

    await runScheduled('2028-03-10T08:00:00.000Z');

    expect(service.received).toHaveLength(4);
    const left = await db
      .select({ endpoint: pushSubscriptions.endpoint, lastPushAt: pushSubscriptions.lastPushAt })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, endpoints));
    expect(left.map((row) => row.endpoint).sort()).toEqual([`${base}/busy-503`, `${base}/ok`]);
    expect(left.find((row) => row.endpoint === `${base}/ok`)?.lastPushAt).toBe(
      '2028-03-10T08:00:00.000Z',
    );
    expect(left.find((row) => row.endpoint === `${base}/busy-503`)?.lastPushAt).toBeNull();
    expect(errors.mock.calls.some(([line]) => String(line).includes('"status":503'))).toBe(true);
    // The reminder itself was handled as always.
    const notified = await env.DB.prepare('select notified_at from memos where id = ?')
      .bind(memo.id)
      .first<{ notified_at: string }>();
    expect(notified?.notified_at).toBe('2028-03-10T08:00:00.000Z');
  });

  it('keeps at most `concurrency` requests in flight, and a throwing network is a failure, not an error', async () => {
    const vapid = vapidFrom(env);
    if (!vapid) throw new Error('VAPID keys missing in the test env');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const family = await cronFamily();
    const [userId] = family.userIds as [string];
    const devices = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => ({
        ...(await newTestDevice()).keys,
        id: crypto.randomUUID(),
        userId,
        endpoint: `https://localhost/push-test/${i}`,
      })),
    );
    let inFlight = 0;
    let most = 0;
    const fakeFetch: typeof fetch = async (input) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      if (String(input).endsWith('/3')) throw new TypeError('network down');
      return new Response(null, { status: 201 });
    };
    const report = await deliver(
      db,
      [{ userId, payload: { title: 'Rappel', body: 'x', tag: 't', url: '/' } }],
      vapid,
      new Date('2028-03-11T08:00:00.000Z'),
      { fetch: fakeFetch, concurrency: 2, devices, environment: 'development' },
    );
    expect(most).toBe(2);
    expect(report).toEqual({ sent: 6, gone: 0, failed: 1 });
  });
});
