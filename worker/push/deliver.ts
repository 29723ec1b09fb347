/**
 * Sending notifications to devices (docs/decisions/014-web-push.md). Each message is encrypted for its
 * device (RFC 8291) and signed for its push service (RFC 8292), then POSTed to the device's endpoint,
 * a few at a time. A device the push service no longer knows (404, 410) is deleted; any other failure
 * is logged and forgotten: a reminder is also in the bell, and a push is never retried into a tick.
 *
 * Bounded so that no account can spend another's (docs/security.md#web-push): only endpoints of the
 * browsers' push services are ever requested (worker/push/endpoint-policy.ts, checked again here so
 * that a row stored before the check is dropped), a redirect is a failure and never followed, each
 * request gives up after {@link PUSH_LIMITS}.timeoutMs, an account's {@link PUSH_LIMITS}.devicesPerAccount
 * most recently used devices only are reached, and the accounts take turns: one account never holds
 * more than {@link PUSH_LIMITS}.concurrencyPerAccount of the requests in flight.
 */

import type { PushPayload } from '#domain/push.ts';
import type { Db } from '../../db/client.ts';
import {
  encryptPushMessage,
  fromBase64Url,
  toBase64Url,
  type VapidKeys,
  vapidAuthorization,
} from './crypto.ts';
import { isPushServiceEndpoint } from './endpoint-policy.ts';
import { devicesOf, forgetDevices, markPushed, type StoredDevice } from './subscriptions.ts';

export const PUSH_LIMITS = {
  /** Devices kept per account: a new one replaces the least recently used. */
  devicesPerAccount: 10,
  /** Requests in flight at once, all accounts together (a Worker opens 6 connections at a time). */
  concurrency: 6,
  /** Requests in flight at once for one account's devices. */
  concurrencyPerAccount: 2,
  /** A push service slower than this is given up on. */
  timeoutMs: 3_000,
} as const;

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
  /** Requests in flight at once for one account. */
  concurrencyPerAccount?: number;
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
      // A push service answers itself; a redirect could only point the Worker somewhere else.
      redirect: 'manual',
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

/**
 * Runs `work` over the items of every queue, at most `limit` at once and at most `perQueue` of one
 * queue at once, taking the queues in turn: a queue whose requests hang holds `perQueue` slots, never
 * the others'.
 */
function fairPool<T>(
  queues: readonly (readonly T[])[],
  limit: number,
  perQueue: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const taken = queues.map(() => 0);
  const inFlight = queues.map(() => 0);
  let cursor = 0;
  let running = 0;
  const pick = (): number => {
    for (let step = 0; step < queues.length; step++) {
      const index = (cursor + step) % queues.length;
      if (
        (taken[index] as number) < (queues[index] as T[]).length &&
        (inFlight[index] as number) < perQueue
      ) {
        cursor = index + 1;
        return index;
      }
    }
    return -1;
  };
  return new Promise((resolve) => {
    const launch = () => {
      while (running < limit) {
        const index = pick();
        if (index === -1) break;
        const item = (queues[index] as T[])[taken[index] as number] as T;
        taken[index] = (taken[index] as number) + 1;
        inFlight[index] = (inFlight[index] as number) + 1;
        running++;
        void work(item)
          .catch(() => undefined)
          .then(() => {
            inFlight[index] = (inFlight[index] as number) - 1;
            running--;
            launch();
          });
      }
      if (running === 0) resolve();
    };
    launch();
  });
}

/**
 * Sends each job's payload to the devices of its account, then deletes the gone devices (and any
 * stored endpoint outside the push services) and stamps the others' last push. Never throws for a
 * device's sake; a database error is the caller's to log.
 */
export async function deliver(
  db: Db,
  jobs: readonly PushJob[],
  vapid: VapidKeys,
  now: Date,
  options: DeliveryOptions & {
    /** The `ENVIRONMENT` variable: localhost endpoints are only reached in development. */
    environment: string;
    devices?: StoredDevice[];
  },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, gone: 0, failed: 0 };
  if (jobs.length === 0) return report;
  const settings: Required<DeliveryOptions> = {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    concurrency: options.concurrency ?? PUSH_LIMITS.concurrency,
    concurrencyPerAccount: options.concurrencyPerAccount ?? PUSH_LIMITS.concurrencyPerAccount,
    timeoutMs: options.timeoutMs ?? PUSH_LIMITS.timeoutMs,
    ttl: options.ttl ?? REMINDER_TTL_SECONDS,
  };
  const devices =
    options.devices ??
    (await devicesOf(
      db,
      jobs.map((job) => job.userId),
    ));
  const gone = new Set<string>();
  const byUser = new Map<string, StoredDevice[]>();
  for (const device of devices) {
    if (!isPushServiceEndpoint(device.endpoint, options.environment)) {
      gone.add(device.id);
      continue;
    }
    const own = byUser.get(device.userId) ?? [];
    // devicesOf lists each account's most recently used first.
    if (own.length < PUSH_LIMITS.devicesPerAccount) own.push(device);
    byUser.set(device.userId, own);
  }
  type Message = { device: StoredDevice; payload: PushPayload; outcome?: Outcome };
  const queues = new Map<string, Message[]>();
  for (const job of jobs) {
    const queue = queues.get(job.userId) ?? [];
    for (const device of byUser.get(job.userId) ?? []) queue.push({ device, payload: job.payload });
    queues.set(job.userId, queue);
  }
  // A malformed key would fail every message to that device: checked once, counted as failures.
  await fairPool(
    [...queues.values()],
    settings.concurrency,
    settings.concurrencyPerAccount,
    async (message) => {
      message.outcome =
        fromBase64Url(message.device.p256dh).length === 65
          ? await sendOne(message.device, message.payload, vapid, now, settings)
          : 'failed';
    },
  );
  const reached = new Set<string>();
  for (const message of [...queues.values()].flat()) {
    const outcome = message.outcome ?? 'failed';
    report[outcome] += 1;
    if (outcome === 'gone') gone.add(message.device.id);
    if (outcome === 'sent') reached.add(message.device.id);
  }
  report.gone = gone.size;
  if (gone.size > 0) await forgetDevices(db, [...gone]);
  if (reached.size > 0) await markPushed(db, [...reached], now);
  return report;
}
