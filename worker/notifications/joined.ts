/**
 * Arrival notices (docs/product.md#notifications): after a successful join by invitation code, every
 * other member of the space is told « Jeanne a rejoint Famille Martin ». The same shape as the
 * hand-over notices (docs/decisions/037-hand-over-notices.md): one INSERT … SELECT after the join's
 * write, never to the joiner; then the recipients' open devices hear `notifications.changed` and
 * their push devices get the sentence, both after the answer.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { joinedDedupeKey, joinedTitle } from '#domain/join-notice.ts';
import type { PushPayload } from '#domain/push.ts';
import type { Db } from '../../db/client.ts';
import { notifications, spaceMembers } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { deliver, vapidFrom } from '../push/deliver.ts';
import { announce } from '../realtime/notify.ts';
import type { Notice } from './hand-over.ts';
import { memberNoticeColumns } from './member-notice.ts';
import { gatePush } from './preferences.ts';

export interface Arrival {
  spaceId: string;
  spaceName: string;
  /** The invitation used: once only, so it keys the notice against a replay. */
  invitationId: string;
  /** The account that joined: never told. */
  joinerId: string;
  /** The joiner's profile, named by the notice. */
  profileId: string;
  profileName: string;
  now: Date;
}

/** Stores the notice for every member but the joiner, in one statement; answers what it stored. */
export function insertArrival(db: Db, a: Arrival): Promise<Notice[]> {
  return db
    .insert(notifications)
    .select(
      db
        .select(
          memberNoticeColumns({
            type: 'joined',
            profileId: null,
            title: joinedTitle(a.profileName, a.spaceName),
            relatedId: a.profileId,
            dedupeKey: joinedDedupeKey(a.invitationId),
            now: a.now,
          }),
        )
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, a.spaceId), ne(spaceMembers.userId, a.joinerId))),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, title: notifications.title });
}

/** What a device shows: the sentence; a tap opens Alertes. */
export function arrivalPayload(notice: Notice, spaceName: string): PushPayload {
  return {
    title: spaceName,
    body: notice.title,
    tag: `foyer-arrivee-${notice.id}`,
    url: '/notifications',
  };
}

/** Called by the join route once the join is saved. A lost notice is logged, never the join's failure. */
export async function noticeArrival(c: Context<AppEnv>, db: Db, arrival: Arrival): Promise<void> {
  let notices: Notice[];
  try {
    notices = await insertArrival(db, arrival);
  } catch (error) {
    console.error(`[${c.get('requestId')}] arrival notice failed`, error);
    return;
  }
  for (const notice of notices) {
    announce(c, arrival.spaceId, { type: 'notifications.changed' }, notice.userId);
  }
  const vapid = vapidFrom(c.env);
  if (!vapid || notices.length === 0) return;
  const jobs = notices.map((notice) => ({
    userId: notice.userId,
    payload: arrivalPayload(notice, arrival.spaceName),
  }));
  c.executionCtx.waitUntil(
    // Only to those whose preferences let an arrival through now (worker/notifications/preferences.ts).
    gatePush(db, () => arrival.spaceId, jobs, 'joined', arrival.now)
      .then((allowed) =>
        deliver(db, allowed, vapid, arrival.now, { environment: c.env.ENVIRONMENT }),
      )
      .catch((error: unknown) => console.error('push of an arrival notice failed', error)),
  );
}
