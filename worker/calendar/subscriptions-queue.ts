/**
 * Followed calendars refreshed off the minute tick (docs/decisions/057-calendar-refresh-queue.md).
 * The tick only claims the due calendars and sends one message each to the `CALENDAR_REFRESH` queue;
 * each message is then its own invocation of `queue()` (wrangler.toml: batches of one), so that a
 * calendar that is slow, fails or is killed at the CPU limit never shares an invocation with anyone's
 * reminders. A message whose invocation fails is delivered again later; after the last try its dead
 * letter records « erreur » on the calendar, which Réglages shows.
 */
import { eq } from 'drizzle-orm';
import { createDb } from '../../db/client.ts';
import { calendarSubscriptions } from '../../db/schema.ts';
import { publishChange } from '../realtime/notify.ts';
import { claimDueSubscriptions, nextRefresh, refreshClaimed } from './subscriptions.ts';
import { SUBSCRIPTION_FETCH_ERRORS } from './subscriptions-fetch.ts';

/** The queues of wrangler.toml. */
export const REFRESH_QUEUE = 'foyer-calendar-refresh';
export const REFRESH_DEAD_LETTERS = 'foyer-calendar-refresh-failed';
/** Calendars one tick claims and sends at most (a queue batch holds 100 messages). */
export const REFRESH_SENT_PER_TICK = 50;
/** The wait before a failed message's next try, doubled each time, at most a quarter of an hour. */
const RETRY_SECONDS = 60;
const RETRY_MAX_SECONDS = 900;

export interface RefreshMessage {
  subscriptionId: string;
}

/** Claims the calendars due at `now` and sends a message for each; how many were sent. */
export async function sendDueRefreshes(
  env: Pick<Env, 'DB'> & { CALENDAR_REFRESH: Queue<RefreshMessage> },
  now: Date,
): Promise<number> {
  const claimed = await claimDueSubscriptions(createDb(env.DB), now, REFRESH_SENT_PER_TICK);
  if (claimed.length === 0) return 0;
  // Sent after the claim: if the send fails, the claim runs out and a later tick takes them again.
  await env.CALENDAR_REFRESH.sendBatch(
    claimed.map(({ id }) => ({ body: { subscriptionId: id }, contentType: 'json' as const })),
  );
  return claimed.length;
}

/**
 * Records on a calendar that every try of its refresh failed (its invocation was killed, or storage
 * failed each time): the family sees « erreur » and the calendar waits for its next turn.
 */
async function recordGivenUp(db: ReturnType<typeof createDb>, id: string, now: Date) {
  const [row] = await db
    .update(calendarSubscriptions)
    .set({ lastError: SUBSCRIPTION_FETCH_ERRORS.gaveUp, nextRefreshAt: nextRefresh(now) })
    .where(eq(calendarSubscriptions.id, id))
    .returning({ spaceId: calendarSubscriptions.spaceId });
  return row?.spaceId ?? null;
}

/** `queue()` of both queues: a refresh per message, or the record of one that never succeeded. */
export async function consumeRefreshes(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const deadLetters = batch.queue === REFRESH_DEAD_LETTERS;
  for (const message of batch.messages) {
    const body = message.body as Partial<RefreshMessage> | null;
    const id = typeof body?.subscriptionId === 'string' ? body.subscriptionId : null;
    if (!id) {
      message.ack();
      continue;
    }
    const now = new Date();
    try {
      const spaceId = deadLetters
        ? await recordGivenUp(db, id, now)
        : await refreshClaimed(db, id, now, env.ENVIRONMENT);
      if (spaceId) await publishChange(env, spaceId, { type: 'calendars.changed' });
      message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({
          event: 'calendar.refresh_retry',
          subscriptionId: id,
          attempts: message.attempts,
          error: String(error),
        }),
      );
      const wait = RETRY_SECONDS * 2 ** Math.max(0, message.attempts - 1);
      message.retry({ delaySeconds: Math.min(wait, RETRY_MAX_SECONDS) });
    }
  }
}
