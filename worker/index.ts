import { createDb } from '../db/client.ts';
import { app } from './app.ts';
import { refreshDueSubscriptions } from './calendar/subscriptions.ts';
import {
  consumeRefreshes,
  type RefreshMessage,
  sendDueRefreshes,
} from './calendar/subscriptions-queue.ts';
import { runTick } from './cron/tick.ts';
import { sendDigests } from './notifications/digest-send.ts';
import { pushListTicks } from './notifications/list-ticks.ts';
import { pushReminders } from './push/reminders.ts';
import { publishChange } from './realtime/notify.ts';

export { SpaceHub } from './realtime/space-hub.ts';

// The Worker's entry stays small: the API and assets (fetch), and the Durable Object class of the
// live family space.
export default {
  fetch: app.fetch,
  /**
   * Every minute (wrangler.toml [triggers]): due reminders and the purge, at the trigger's minute
   * (docs/architecture.md#reminders). One log line when the tick did something.
   */
  async scheduled(controller, env, ctx) {
    const now = new Date(controller.scheduledTime);
    // Subscribed calendars due a refresh are only claimed and sent to their queue here: each is
    // refreshed in an invocation of its own (queue() below), never in this one, which carries
    // every family's reminders. Without the queue binding they are refreshed beside the tick.
    ctx.waitUntil(
      env.CALENDAR_REFRESH
        ? sendDueRefreshes(
            { DB: env.DB, CALENDAR_REFRESH: env.CALENDAR_REFRESH as Queue<RefreshMessage> },
            now,
          )
        : refreshCalendars(env, now),
    );
    const { touched, reminders, listTicks, digests, ...tick } = await runTick(env, now);
    // Closed apps too: each reminder on its recipient's devices, after the tick (never delaying it).
    ctx.waitUntil(pushReminders(env, reminders, now));
    ctx.waitUntil(pushListTicks(env, listTicks, now));
    // The evening digests stored by this tick, by push and email as each person chose.
    ctx.waitUntil(sendDigests(env, digests, now));
    // Each recipient's open devices refetch their notifications: the bell rings without polling.
    for (const { spaceId, userId } of touched) {
      ctx.waitUntil(publishChange(env, spaceId, { type: 'notifications.changed' }, userId));
    }
    const { memos, tasks, purged, digest } = tick;
    const did = [memos, tasks, purged, digest].some((counts) =>
      Object.values(counts).some((n) => n > 0),
    );
    if (did || listTicks.length > 0) {
      console.log(
        JSON.stringify({
          event: 'cron.tick',
          touched: touched.length,
          listTicks: listTicks.length,
          ...tick,
        }),
      );
    }
  },
  /** One followed calendar per message (worker/calendar/subscriptions-queue.ts). */
  async queue(batch, env) {
    await consumeRefreshes(batch, env);
  },
} satisfies ExportedHandler<Env>;

/** The refresh beside the tick, for a deployment without the queue: claimed first, each on its own. */
async function refreshCalendars(env: Env, now: Date): Promise<void> {
  const spaceIds = await refreshDueSubscriptions(createDb(env.DB), now, env.ENVIRONMENT);
  for (const spaceId of spaceIds) await publishChange(env, spaceId, { type: 'calendars.changed' });
}
