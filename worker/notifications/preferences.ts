/**
 * « Préférences de notification » (docs/decisions/040): the stored row of a member of a space, read
 * with the defaults when there is none, saved with its next digest instant, and the one gate every
 * sender asks « push now? / email? » for a recipient.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type NotificationKind, notificationKind } from '#domain/notification-kinds.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  inQuietHours,
  type NotificationPreferences,
  nextDigestAt,
  wantsDigest,
} from '#domain/notification-preferences.ts';
import type { NotificationType } from '#domain/notification-types.ts';
import type { Db } from '../../db/client.ts';
import {
  familySpaces,
  type NotificationPreferencesRow,
  notificationPreferences,
  spaceMembers,
} from '../../db/schema.ts';
import { chunks } from '../lib/sql.ts';

type StoredPreferences = Omit<NotificationPreferencesRow, 'spaceId' | 'userId' | 'updatedAt'>;

/** The preferences a row says, or the defaults without one. */
export function preferencesOf(row: StoredPreferences | null | undefined): NotificationPreferences {
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    push: {
      reminders: row.pushReminders,
      assigned: row.pushAssigned,
      lists: row.pushLists,
      arrivals: row.pushArrivals,
      digest: row.pushDigest,
    },
    emailDigest: row.emailDigest,
    quietHours:
      row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    digestTime: row.digestTime,
    digestScope: row.digestScope,
    profileId: row.profileId,
  };
}

/** The member's preference row of the space (none yet: the defaults), as a statement. */
export function preferencesQuery(db: Db, spaceId: string, userId: string) {
  return db
    .select()
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.spaceId, spaceId), eq(notificationPreferences.userId, userId)),
    )
    .limit(1);
}

export async function readPreferences(
  db: Db,
  spaceId: string,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await preferencesQuery(db, spaceId, userId);
  return preferencesOf(row);
}

/** The columns of a preference set; `next_digest_at` from `now`, null when the digest goes nowhere. */
export function preferenceColumns(p: NotificationPreferences, timeZone: string, now: Date) {
  return {
    profileId: p.profileId,
    pushReminders: p.push.reminders,
    pushAssigned: p.push.assigned,
    pushLists: p.push.lists,
    pushArrivals: p.push.arrivals,
    pushDigest: p.push.digest,
    emailDigest: p.emailDigest,
    quietStart: p.quietHours?.start ?? null,
    quietEnd: p.quietHours?.end ?? null,
    digestTime: p.digestTime,
    digestScope: p.digestScope,
    nextDigestAt: wantsDigest(p) ? nextDigestAt(p.digestTime, timeZone, now).toISOString() : null,
    updatedAt: now.toISOString(),
  };
}

/** Saves the whole set (insert or replace), answering it as stored. */
export async function savePreferences(
  db: Db,
  key: { spaceId: string; userId: string },
  p: NotificationPreferences,
  timeZone: string,
  now: Date,
): Promise<NotificationPreferences> {
  const columns = preferenceColumns(p, timeZone, now);
  const [row] = await db
    .insert(notificationPreferences)
    .values({ ...key, ...columns })
    .onConflictDoUpdate({
      target: [notificationPreferences.spaceId, notificationPreferences.userId],
      set: columns,
    })
    .returning();
  return preferencesOf(row);
}

/** Turns the digest email off (the unsubscribe link), keeping every other choice. */
export async function stopDigestEmail(
  db: Db,
  key: { spaceId: string; userId: string },
  timeZone: string,
  now: Date,
): Promise<void> {
  const row = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.spaceId, key.spaceId),
        eq(notificationPreferences.userId, key.userId),
      ),
    )
    .get();
  // No row: the defaults, which email nothing.
  if (!row) return;
  await savePreferences(db, key, { ...preferencesOf(row), emailDigest: false }, timeZone, now);
}

export interface Delivery {
  push: boolean;
  email: boolean;
}

/**
 * The gate: whether a notice of `kind` goes to the person's devices now, and by email. The bell is
 * not asked: every notice lands there. Quiet hours hold a push back except for a reminder (someone
 * set it for that time) and the digest (the person chose its hour).
 */
export function deliveryOf(
  p: NotificationPreferences,
  kind: NotificationKind | null,
  now: Date,
  timeZone: string,
): Delivery {
  if (kind === null) return { push: false, email: false };
  const asked = kind === 'reminders' || kind === 'digest';
  return {
    push: p.push[kind] && (asked || !inQuietHours(p.quietHours, now, timeZone)),
    email: kind === 'digest' && p.emailDigest,
  };
}

export interface Recipient {
  spaceId: string;
  userId: string;
}

const key = (r: Recipient) => `${r.spaceId}|${r.userId}`;

/**
 * Of `recipients`, those whose devices get a notice of `type` at `now`, as `space|user` keys: one
 * read per 90 accounts, each membership with its space's zone and its row, if any.
 */
export async function pushRecipients(
  db: Db,
  recipients: readonly Recipient[],
  type: NotificationType,
  now: Date,
): Promise<Set<string>> {
  const allowed = new Set<string>();
  const kind = notificationKind(type);
  if (recipients.length === 0 || kind === null) return allowed;
  const wanted = new Set(recipients.map(key));
  const userIds = [...new Set(recipients.map((r) => r.userId))];
  for (const ids of chunks(userIds, 90)) {
    const rows = await db
      .select({
        spaceId: spaceMembers.spaceId,
        userId: spaceMembers.userId,
        timezone: familySpaces.timezone,
        stored: notificationPreferences,
      })
      .from(spaceMembers)
      .innerJoin(familySpaces, eq(familySpaces.id, spaceMembers.spaceId))
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.spaceId, spaceMembers.spaceId),
          eq(notificationPreferences.userId, spaceMembers.userId),
        ),
      )
      .where(inArray(spaceMembers.userId, ids));
    for (const row of rows) {
      if (!wanted.has(key(row))) continue;
      if (deliveryOf(preferencesOf(row.stored), kind, now, row.timezone).push)
        allowed.add(key(row));
    }
  }
  return allowed;
}

/** `jobs` kept for the recipients {@link pushRecipients} allows. */
export async function gatePush<J extends { userId: string }>(
  db: Db,
  spaceOf: (job: J) => string,
  jobs: readonly J[],
  type: NotificationType,
  now: Date,
): Promise<J[]> {
  const allowed = await pushRecipients(
    db,
    jobs.map((job) => ({ spaceId: spaceOf(job), userId: job.userId })),
    type,
    now,
  );
  return jobs.filter((job) => allowed.has(key({ spaceId: spaceOf(job), userId: job.userId })));
}
