/**
 * How much one account can make the Worker send: at most 10 devices (a new one replaces the least
 * recently used), at most 3 messages per minute's reminders (the rest summed up in one), and its slow
 * push services never hold back another account's messages. An endpoint already registered by another
 * account moves only with the keys of the same subscription.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import type { PushDeviceView, PushPayload } from '../../domain/push.ts';
import worker from '../../worker/index.ts';
import { deliver, PUSH_LIMITS, vapidFrom } from '../../worker/push/deliver.ts';
import { signupPerson } from './auth-support.ts';
import { addMemo, cronFamily, db } from './cron-support.ts';
import { decryptPush, newTestDevice, type TestDevice } from './push-decrypt.ts';
import { api, expectError } from './support.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function register(cookie: string, device: TestDevice, endpoint: string) {
  return api(cookie).push.subscriptions.$post({
    json: { endpoint, expirationTime: null, keys: device.keys },
  });
}

async function devicesOf(cookie: string): Promise<PushDeviceView[]> {
  const response = await api(cookie).push.subscriptions.$get();
  return (await response.json()).devices;
}

describe('devices per account', () => {
  it('keeps 10 devices: the 11th replaces the least recently used', async () => {
    expect(PUSH_LIMITS.devicesPerAccount).toBe(10);
    const camille = await signupPerson('Camille');
    const endpoints = Array.from(
      { length: 11 },
      (_, i) => `https://localhost/push-cap/${i}-${crypto.randomUUID()}`,
    );
    for (const [index, endpoint] of endpoints.entries()) {
      const response = await register(camille.cookie, await newTestDevice(), endpoint);
      expect(response.status, endpoint).toBe(201);
      // Distinct instants, so that "least recently used" is the first one.
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() })
        .where(eq(pushSubscriptions.endpoint, endpoint));
    }
    const kept = (await devicesOf(camille.cookie)).map((d) => d.endpoint).sort();
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints[10]);
  });
});

describe('an endpoint another account registered', () => {
  it('is refused without the same subscription keys, and stays its owner’s', async () => {
    const camille = await signupPerson('Camille');
    const thief = await signupPerson('Sacha');
    const device = await newTestDevice();
    const endpoint = `https://localhost/push-owner/${crypto.randomUUID()}`;
    expect((await register(camille.cookie, device, endpoint)).status).toBe(201);

    await expectError(
      await register(thief.cookie, await newTestDevice(), endpoint),
      409,
      'conflict',
      'Cet appareil reçoit déjà les notifications d’un autre compte',
    );
    expect((await devicesOf(camille.cookie)).map((d) => d.endpoint)).toEqual([endpoint]);
    expect(await devicesOf(thief.cookie)).toEqual([]);
    const [row] = await db
      .select({ p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row?.p256dh).toBe(device.keys.p256dh);
  });
});

describe('reminders of one tick', () => {
  async function runScheduled(at: string) {
    const controller = createScheduledController({
      scheduledTime: new Date(at),
      cron: '* * * * *',
    });
    const ctx = createExecutionContext();
    const handler: ExportedHandler<Env> = worker;
    await handler.scheduled?.(controller, env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('send one account at most 3 messages per device: two reminders and one that sums up the rest', async () => {
    const received: Uint8Array[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://localhost/push-tick/')) return realFetch(input, init);
      received.push(new Uint8Array(await new Response(init?.body).arrayBuffer()));
      return new Response(null, { status: 201 });
    });
    const family = await cronFamily();
    const [author] = family.userIds as [string];
    const device = await newTestDevice();
    await db.insert(pushSubscriptions).values({
      userId: author,
      endpoint: `https://localhost/push-tick/${crypto.randomUUID()}`,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      label: 'Chrome sur Android',
    });
    for (let i = 0; i < 6; i++) {
      await addMemo(family, { date: '2028-04-03', time: '08:30', text: `Mémo ${i}` });
    }

    await runScheduled('2028-04-03T06:30:00.000Z');

    expect(received).toHaveLength(3);
    const payloads = await Promise.all(
      received.map(async (body) => JSON.parse(await decryptPush(body, device)) as PushPayload),
    );
    expect(payloads.filter((p) => p.title === 'Rappel To Do List')).toHaveLength(2);
    expect(payloads).toContainEqual({
      title: 'Rappels',
      body: 'Et 4 autres rappels dans Foyer',
      tag: 'foyer-rappels',
      url: '/dashboard',
    });
  });
});

describe('sending for several accounts', () => {
  it('one account’s push services that do not answer hold two requests, not the other accounts’ messages', async () => {
    const vapid = vapidFrom(env);
    if (!vapid) throw new Error('VAPID keys missing in the test env');
    const family = await cronFamily('Europe/Paris', 2);
    const [slow, quick] = family.userIds as [string, string];
    const deviceOf = async (userId: string, endpoint: string) => ({
      ...(await newTestDevice()).keys,
      id: crypto.randomUUID(),
      userId,
      endpoint,
    });
    const devices = [
      ...(await Promise.all(
        Array.from({ length: 8 }, (_, i) => deviceOf(slow, `https://localhost/slow/${i}`)),
      )),
      await deviceOf(quick, 'https://localhost/quick/0'),
    ];
    const started: string[] = [];
    let slowInFlight = 0;
    let mostSlowInFlight = 0;
    const hanging: (() => void)[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      const url = String(input);
      started.push(url);
      if (url.includes('/quick/')) return new Response(null, { status: 201 });
      slowInFlight++;
      mostSlowInFlight = Math.max(mostSlowInFlight, slowInFlight);
      await new Promise<void>((resolve) => hanging.push(resolve));
      slowInFlight--;
      return new Response(null, { status: 201 });
    };
    const payload = { title: 'Rappel', body: 'x', tag: 't', url: '/' };
    const sending = deliver(
      db,
      // The slow account's reminder comes first, as it would if its memo was due first.
      [
        { userId: slow, payload },
        { userId: quick, payload },
      ],
      vapid,
      new Date('2028-04-04T08:00:00.000Z'),
      { fetch: fakeFetch, devices, environment: 'development' },
    );
    await vi.waitFor(() => expect(started).toContain('https://localhost/quick/0'));
    expect(slowInFlight).toBe(PUSH_LIMITS.concurrencyPerAccount);
    // Let the slow service answer, one request after another.
    while (started.filter((url) => url.includes('/slow/')).length < 8 || hanging.length > 0) {
      hanging.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await sending).toEqual({ sent: 9, gone: 0, failed: 0 });
    expect(mostSlowInFlight).toBe(2);
  });
});
