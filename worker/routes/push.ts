/**
 * Web Push on the signed-in user's devices (docs/decisions/014-web-push.md), mounted at `/api/push`:
 * the VAPID public key the browser subscribes with, registering and removing this device, the list of
 * the user's devices with their last use, and a test notification.
 */
import type { Context } from 'hono';
import { ERROR_MESSAGES } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import {
  PUSH_MESSAGES,
  type PushPayload,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from '#domain/push.ts';
import { tryConsume } from '../auth/rate-limit.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { createRouter } from '../lib/create-app.ts';
import { validate } from '../lib/validate.ts';
import { requireUser } from '../middleware/auth.ts';
import { deliver, PUSH_LIMITS, vapidFrom } from '../push/deliver.ts';
import { isPushServiceEndpoint, UNSUPPORTED_PUSH_SERVICE } from '../push/endpoint-policy.ts';
import {
  deviceLabel,
  devicesOf,
  listDevices,
  removeDevice,
  saveDevice,
} from '../push/subscriptions.ts';

/** An endpoint registered by another account, without the keys of its subscription. */
export const ENDPOINT_OF_ANOTHER_ACCOUNT =
  'Cet appareil reçoit déjà les notifications d’un autre compte';

/** At most 10 test notifications per account per 10 minutes. */
export const PUSH_TEST_LIMIT = { name: 'push-test', limit: 10, windowMs: 10 * 60 * 1000 };

function configured(c: Context<AppEnv>) {
  const vapid = vapidFrom(c.env);
  if (!vapid) throw new ApiError('conflict', PUSH_MESSAGES.notConfigured, undefined, 'push_off');
  return vapid;
}

export const push = createRouter()
  /** The `applicationServerKey`; null when push is not configured on this server. */
  .get('/key', (c) => c.json({ publicKey: vapidFrom(c.env)?.publicKey ?? null }))

  .use(requireUser)

  /** The user's devices, most recently used first. */
  .get('/subscriptions', async (c) =>
    c.json({ devices: await listDevices(c.var.db, c.var.user.id) }),
  )

  /** Registers this device (or refreshes it: each app start while signed in). */
  .post('/subscriptions', validate('json', pushSubscriptionSchema), async (c) => {
    configured(c);
    const { endpoint, keys } = c.req.valid('json');
    // Only the browsers' push services: the Worker will POST to this URL (worker/push/endpoint-policy.ts).
    if (!isPushServiceEndpoint(endpoint, c.env.ENVIRONMENT)) {
      throw ApiError.validation({ endpoint: UNSUPPORTED_PUSH_SERVICE });
    }
    const device = await saveDevice(
      c.var.db,
      c.var.user.id,
      {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        label: deviceLabel(c.req.header('user-agent')),
      },
      c.var.now,
      PUSH_LIMITS.devicesPerAccount,
    );
    if (!device) {
      throw new ApiError('conflict', ENDPOINT_OF_ANOTHER_ACCOUNT, undefined, 'endpoint_taken');
    }
    return c.json({ device, message: PUSH_MESSAGES.enabled }, 201);
  })

  /** Unsubscribes this device, named by its endpoint. */
  .delete('/subscriptions', validate('json', pushEndpointSchema), async (c) => {
    const { endpoint } = c.req.valid('json');
    await removeDevice(c.var.db, c.var.user.id, { endpoint });
    // Idempotent: a device already gone is what was asked.
    return c.json({ message: PUSH_MESSAGES.disabled });
  })

  /** Removes one of the user's devices from the list (e.g. a lost phone). */
  .delete('/subscriptions/:deviceId', async (c) => {
    const id = c.req.param('deviceId');
    if (!isUuid(id) || !(await removeDevice(c.var.db, c.var.user.id, { id }))) {
      throw new ApiError('not_found', PUSH_MESSAGES.deviceNotFound);
    }
    return c.json({ id, message: PUSH_MESSAGES.removed });
  })

  /**
   * A test notification to this device (`{ endpoint }`) or, without a body, to all the user's devices.
   * Awaited: the answer says how many devices it reached.
   */
  .post('/test', validate('json', pushEndpointSchema.partial()), async (c) => {
    const vapid = configured(c);
    const { db, now, user } = c.var;
    const { endpoint } = c.req.valid('json');
    const devices = (await devicesOf(db, [user.id])).filter(
      (device) => endpoint === undefined || device.endpoint === endpoint,
    );
    if (endpoint !== undefined && devices.length === 0) {
      throw new ApiError('not_found', PUSH_MESSAGES.deviceNotFound);
    }
    // Counted once the request is known to send something: a refusal changes nothing.
    if (!(await tryConsume(db, PUSH_TEST_LIMIT, user.id, now))) {
      throw new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
    }
    const payload: PushPayload = {
      title: PUSH_MESSAGES.testTitle,
      body: PUSH_MESSAGES.testBody,
      tag: 'foyer-test',
      url: '/settings',
    };
    const report = await deliver(db, [{ userId: user.id, payload }], vapid, now, {
      devices,
      ttl: 60,
      environment: c.env.ENVIRONMENT,
    });
    return c.json({ ...report, message: PUSH_MESSAGES.testSent(report.sent) });
  });
