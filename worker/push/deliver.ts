/**
 * Sending notifications to devices (docs/decisions/014-web-push.md). Each message is encrypted for its
 * device (RFC 8291) and signed for its push service (RFC 8292), then POSTed to the device's endpoint,
 * a few at a time. A device the push service no longer knows (404, 410) is deleted; any other failure
 * is logged and forgotten: a reminder is also in the bell, and a push is never retried into a tick.
 */
import type { Db } from '../../db/client.ts';
import type { PushPayload } from '../../domain/push.ts';
import {
  encryptPushMessage,
  fromBase64Url,
  toBase64Url,
  type VapidKeys,
  vapidAuthorization,
} from './crypto.ts';
import { devicesOf, forgetDevices, markPushed, type StoredDevice } from './subscriptions.ts';

/** The VAPID identity from the secrets, or null when they are not all set (push is then off). */
export function vapidFrom(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  const subject = env.VAPID_SUBJECT;
  if (!publicKey || !privateKey || !subject) return null;
  return { publicKey, privateKey, subject };
}

/** One notification for every device of one account. */
export interface PushJob {
  userId: string;
  payload: PushPayload;
}

export interface DeliveryReport {
  /** Messages the push services accepted. */
  sent: number;
  /** Devices deleted because their push service answered 404 or 410. */
  gone: number;
  /** Messages refused otherwise, timed out or not sent (logged). */
  failed: number;
}

export interface DeliveryOptions {
  /** The HTTP client: the runtime's fetch, or a test's push service. */
  fetch?: typeof fetch;
  /** Requests in flight at once. */
  concurrency?: number;
  /** A push service slower than this is given up on. */
  timeoutMs?: number;
  /** Seconds the push service keeps the message for an offline device. */
  ttl?: number;
}

/** How long a reminder is worth delivering to a device that is offline: 12 hours. */
const REMINDER_TTL_SECONDS = 12 * 60 * 60;

/**
 * RFC 8030's Topic header (at most 32 base64url characters): a message still waiting at the push
 * service is replaced by a newer one of the same topic, as the notification's tag does on screen.
 */
async function topicOf(tag: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(tag));
  return toBase64Url(new Uint8Array(digest).slice(0, 24));
}

type Outcome = 'sent' | 'gone' | 'failed';

async function sendOne(
  device: StoredDevice,
  payload: PushPayload,
  vapid: VapidKeys,
  now: Date,
  options: Required<DeliveryOptions>,
): Promise<Outcome> {
  try {
    const body = await encryptPushMessage(
      new Uint8Array(new TextEncoder().encode(JSON.stringify(payload))),
      device,
    );
    const response = await options.fetch(device.endpoint, {
      method: 'POST',
      headers: {
        Authorization: await vapidAuthorization(device.endpoint, vapid, now),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: String(options.ttl),
        Urgency: 'high',
        Topic: await topicOf(payload.tag),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    console.warn(
      JSON.stringify({
        event: 'push.refused',
        status: response.status,
        service: new URL(device.endpoint).host,
      }),
    );
    return 'failed';
  } catch (error) {
    console.warn(
      JSON.stringify({
        event: 'push.error',
        service: URL.canParse(device.endpoint) ? new URL(device.endpoint).host : 'invalid',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return 'failed';
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/**
 * Sends each job's payload to every device of its account, then deletes the gone devices and stamps
 * the others' last push. Never throws for a device's sake; a database error is the caller's to log.
 */
export async function deliver(
  db: Db,
  jobs: readonly PushJob[],
  vapid: VapidKeys,
  now: Date,
  options: DeliveryOptions & { devices?: StoredDevice[] } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, gone: 0, failed: 0 };
  if (jobs.length === 0) return report;
  const settings: Required<DeliveryOptions> = {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    concurrency: options.concurrency ?? 6,
    timeoutMs: options.timeoutMs ?? 10_000,
    ttl: options.ttl ?? REMINDER_TTL_SECONDS,
  };
  const devices =
    options.devices ??
    (await devicesOf(
      db,
      jobs.map((job) => job.userId),
    ));
  const byUser = new Map<string, StoredDevice[]>();
  for (const device of devices)
    byUser.set(device.userId, [...(byUser.get(device.userId) ?? []), device]);
  const messages = jobs.flatMap((job) =>
    (byUser.get(job.userId) ?? []).map((device) => ({ device, payload: job.payload })),
  );
  if (messages.length === 0) return report;
  // A malformed key would fail every message to that device: checked once, counted as failures.
  const outcomes = await pool(messages, settings.concurrency, ({ device, payload }) =>
    fromBase64Url(device.p256dh).length === 65
      ? sendOne(device, payload, vapid, now, settings)
      : Promise.resolve<Outcome>('failed'),
  );
  const gone = new Set<string>();
  const reached = new Set<string>();
  outcomes.forEach((outcome, index) => {
    const { device } = messages[index] as (typeof messages)[number];
    report[outcome] += 1;
    if (outcome === 'gone') gone.add(device.id);
    if (outcome === 'sent') reached.add(device.id);
  });
  report.gone = gone.size;
  if (gone.size > 0) await forgetDevices(db, [...gone]);
  if (reached.size > 0) await markPushed(db, [...reached], now);
  return report;
}
