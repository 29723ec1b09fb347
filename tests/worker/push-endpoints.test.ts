/**
 * Which push endpoints the Worker accepts and how it reaches them: only the browsers' push services
 * over https (localhost only in development), never a URL with credentials or an IP literal, never
 * following a redirect, and never waiting on a push service for long.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import { deliver, vapidFrom } from '../../worker/push/deliver.ts';
import {
  isPushServiceEndpoint,
  UNSUPPORTED_PUSH_SERVICE,
} from '../../worker/push/endpoint-policy.ts';
import { call, signupPerson } from './auth-support.ts';
import { cronFamily, db } from './cron-support.ts';
import { newTestDevice } from './push-decrypt.ts';
import { expectError } from './support.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const ACCEPTED = [
  'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn',
  'https://push.services.mozilla.com/wpush/v2/gAAAAABn',
  'https://web.push.apple.com/QGuQyavXutnMOR',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
];

const REFUSED = [
  'https://169.254.169.254/latest/meta-data/',
  'https://127.0.0.1:8790/api/auth/logout',
  'https://10.0.0.1/x',
  'https://[::1]/x',
  'https://0x7f.1/x',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://user:pass@fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com@evil.example/x',
  'https://fcm.googleapis.com.evil.example/x',
  'https://evilfcm.googleapis.com/x',
  'https://fcm.googleapis.com:8443/fcm/send/x',
  'http://fcm.googleapis.com/fcm/send/x',
  'https://notify.windows.com/x',
  'https://evil.example/notify.windows.com',
  'https://push.example.test/x',
];

describe('the push services a device may name', () => {
  it('accepts the browsers’ push services over https, in every environment', () => {
    for (const endpoint of ACCEPTED) {
      expect(isPushServiceEndpoint(endpoint, 'production'), endpoint).toBe(true);
    }
  });

  it('refuses any other host, an IP literal, credentials, another port or plain http', () => {
    for (const endpoint of REFUSED) {
      expect(isPushServiceEndpoint(endpoint, 'development'), endpoint).toBe(false);
      expect(isPushServiceEndpoint(endpoint, 'production'), endpoint).toBe(false);
    }
  });

  it('accepts localhost in development only', () => {
    for (const endpoint of ['http://localhost:9999/push/x', 'https://localhost/push/x']) {
      expect(isPushServiceEndpoint(endpoint, 'development'), endpoint).toBe(true);
      expect(isPushServiceEndpoint(endpoint, 'production'), endpoint).toBe(false);
    }
    expect(isPushServiceEndpoint('http://user:pw@localhost/x', 'development')).toBe(false);
  });

  it('POST /api/push/subscriptions refuses an endpoint outside them with a French 400 and stores nothing', async () => {
    const camille = await signupPerson('Camille');
    const device = await newTestDevice();
    for (const endpoint of REFUSED) {
      await expectError(
        await call('POST', '/api/push/subscriptions', {
          cookie: camille.cookie,
          body: { endpoint, expirationTime: null, keys: device.keys },
        }),
        400,
        'validation',
        UNSUPPORTED_PUSH_SERVICE,
      );
    }
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, camille.id));
    expect(rows).toEqual([]);
    expect(UNSUPPORTED_PUSH_SERVICE).toBe("Ce service de notifications n'est pas pris en charge");
  });
});

describe('sending to a push service', () => {
  async function oneDevice(endpoint: string) {
    const family = await cronFamily();
    const [userId] = family.userIds as [string];
    return {
      userId,
      device: { ...(await newTestDevice()).keys, id: crypto.randomUUID(), userId, endpoint },
    };
  }

  function vapid() {
    const keys = vapidFrom(env);
    if (!keys) throw new Error('VAPID keys missing in the test env');
    return keys;
  }

  const payload = { title: 'Rappel', body: 'x', tag: 't', url: '/' };

  it('does not follow a redirect: a 3xx is a failure and nothing else is requested', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { userId, device } = await oneDevice('https://localhost/push/redirect');
    const seen: { url: string; redirect: RequestInit['redirect'] }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), redirect: init?.redirect });
      return new Response(null, { status: 307, headers: { Location: 'http://10.0.0.1/admin' } });
    };
    const report = await deliver(db, [{ userId, payload }], vapid(), new Date(), {
      fetch: fakeFetch,
      devices: [device],
      environment: 'development',
    });
    expect(report).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(seen).toEqual([{ url: 'https://localhost/push/redirect', redirect: 'manual' }]);
  });

  it('gives up on a push service that does not answer in time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { userId, device } = await oneDevice('https://localhost/push/silent');
    let signal: AbortSignal | undefined;
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    const report = await deliver(db, [{ userId, payload }], vapid(), new Date(), {
      fetch: neverAnswers,
      devices: [device],
      timeoutMs: 1,
      environment: 'development',
    });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(report).toEqual({ sent: 0, gone: 0, failed: 1 });
  });

  it('never sends to a stored endpoint outside the push services, and forgets it', async () => {
    const { userId, device } = await oneDevice('https://169.254.169.254/latest/meta-data/');
    await db.insert(pushSubscriptions).values({
      id: device.id,
      userId,
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      label: 'Chrome sur Android',
    });
    const fakeFetch = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    const report = await deliver(db, [{ userId, payload }], vapid(), new Date(), {
      fetch: fakeFetch,
      environment: 'development',
    });
    expect(fakeFetch).not.toHaveBeenCalled();
    expect(report).toEqual({ sent: 0, gone: 1, failed: 0 });
    const left = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device.id));
    expect(left).toEqual([]);
  });
});
