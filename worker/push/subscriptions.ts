/** The `push_subscriptions` rows: one per device that opted in, owned by one account at a time. */
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { PushDeviceView } from '#domain/push.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { chunks } from '../lib/sql.ts';

export interface StoredDevice {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const deviceColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

const viewColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  endpoint: pushSubscriptions.endpoint,
  createdAt: pushSubscriptions.createdAt,
  lastUsedAt: pushSubscriptions.lastUsedAt,
  lastPushAt: pushSubscriptions.lastPushAt,
};

/**
 * Registers the device for `userId`, or refreshes it (new keys, last use), and keeps the account's
 * `keep` most recently used devices: a new one beyond them replaces the least recently used.
 *
 * An endpoint registered by another account moves to this one only when the registration carries the
 * same keys: the same browser's subscription, signed in with another account (a device notifies
 * whoever is signed in). The endpoint alone is not proof: it is a URL a person may have seen, and
 * taking it would silently end its owner's reminders. Null when the endpoint is another account's.
 */
export async function saveDevice(
  db: Db,
  userId: string,
  device: { endpoint: string; p256dh: string; auth: string; label: string },
  now: Date,
  keep: number,
): Promise<PushDeviceView | null> {
  const nowIso = now.toISOString();
  const [saved] = await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ ...device, userId, createdAt: nowIso, lastUsedAt: nowIso })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: device.p256dh,
          auth: device.auth,
          label: device.label,
          lastUsedAt: nowIso,
          // A device handed to another account starts its history again.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else ${nowIso} end`,
        },
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, device.p256dh), eq(pushSubscriptions.auth, device.auth)),
        ),
      })
      .returning(viewColumns),
    // In the same transaction: the account's devices beyond the `keep` most recently used.
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          notInArray(
            pushSubscriptions.id,
            db
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, userId))
              .orderBy(desc(pushSubscriptions.lastUsedAt), desc(pushSubscriptions.createdAt))
              .limit(keep),
          ),
        ),
      ),
  ]);
  return (saved[0] as PushDeviceView | undefined) ?? null;
}

/** The user's devices, most recently used first. */
export function listDevices(db: Db, userId: string): Promise<PushDeviceView[]> {
  return db
    .select(viewColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.lastUsedAt));
}

/** Removes one of the user's devices, by id or by endpoint; false if it is not theirs. */
export async function removeDevice(
  db: Db,
  userId: string,
  which: { id: string } | { endpoint: string },
): Promise<boolean> {
  const match =
    'id' in which
      ? eq(pushSubscriptions.id, which.id)
      : eq(pushSubscriptions.endpoint, which.endpoint);
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), match))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * The devices of `userIds`, each account's most recently used first (each statement within D1's 100
 * bound parameters).
 */
export async function devicesOf(db: Db, userIds: readonly string[]): Promise<StoredDevice[]> {
  const unique = [...new Set(userIds)];
  const found: StoredDevice[] = [];
  for (const ids of chunks(unique, 90)) {
    found.push(
      ...(await db
        .select(deviceColumns)
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, ids))
        .orderBy(desc(pushSubscriptions.lastUsedAt), desc(pushSubscriptions.createdAt))),
    );
  }
  return found;
}

/** The devices the push service said are gone (404/410): never tried again. */
export async function forgetDevices(db: Db, ids: readonly string[]): Promise<void> {
  for (const part of chunks([...ids], 90)) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, part));
  }
}

/** The devices that accepted a notification at `now`. */
export async function markPushed(db: Db, ids: readonly string[], now: Date): Promise<void> {
  for (const part of chunks([...ids], 90)) {
    await db
      .update(pushSubscriptions)
      .set({ lastPushAt: now.toISOString() })
      .where(inArray(pushSubscriptions.id, part));
  }
}

/** « Chrome sur Android », « Safari sur iPhone »…: enough to tell one's devices apart. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /OPR\//.test(ua)
          ? 'Opera'
          : /Chrome\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Navigateur';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : undefined;
  return system ? `${browser} sur ${system}` : browser;
}
