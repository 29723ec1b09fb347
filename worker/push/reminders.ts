/**
 * The cron's reminders on the devices of their recipients (docs/decisions/014-web-push.md): each
 * notification a tick created goes, as a push message, to every device of the account it was created
 * for. The cron already picks that account (worker/cron/reminders.ts: the memo's author; for a task,
 * the members of the space, since a profile is not linked to an account), so push follows the bell.
 * An event with two responsible adults is two notifications per member (one per adult's profile) but
 * one message: the same words on the same tag would only replace each other on the device.
 */

import type { PushPayload } from '#domain/push.ts';
import { createDb } from '../../db/client.ts';
import type { Reminded } from '../cron/reminders.ts';
import { gatePush } from '../notifications/preferences.ts';
import {
  type DeliveryOptions,
  type DeliveryReport,
  deliver,
  type PushJob,
  vapidFrom,
} from './deliver.ts';

/** What the device shows for a reminder, and the screen a click opens. */
export function reminderPayload(reminder: Reminded): PushPayload {
  const isTask = reminder.dedupeKey?.startsWith('task:') ?? false;
  // A to-do's reminder names its list.
  const isTodo = reminder.dedupeKey?.startsWith('item:') ?? false;
  return {
    title: reminder.title,
    body: reminder.description ?? '',
    // Per task or memo: the next occurrence's reminder replaces the last one's.
    tag: `foyer-rappel-${reminder.relatedId ?? reminder.id}`,
    url: !reminder.relatedId
      ? '/dashboard'
      : isTask
        ? `/task/${reminder.relatedId}`
        : isTodo
          ? `/list/${reminder.relatedId}`
          : '/dashboard',
  };
}

/** Messages one account gets from one tick; beyond, the last one sums up the rest. */
export const PUSHES_PER_ACCOUNT_PER_TICK = 3;

/**
 * The tick's messages per account, at most {@link PUSHES_PER_ACCOUNT_PER_TICK} each: a burst of due
 * memos (any member can write many) would otherwise be as many requests to each of the account's
 * devices. Every reminder is in the bell anyway.
 */
export function reminderJobs(reminders: readonly Reminded[]): PushJob[] {
  const byUser = new Map<string, Reminded[]>();
  const seen = new Set<string>();
  for (const reminder of reminders) {
    const payload = reminderPayload(reminder);
    const same = `${reminder.userId}|${payload.tag}|${payload.body}`;
    if (seen.has(same)) continue;
    seen.add(same);
    byUser.set(reminder.userId, [...(byUser.get(reminder.userId) ?? []), reminder]);
  }
  return [...byUser].flatMap(([userId, own]) => {
    if (own.length <= PUSHES_PER_ACCOUNT_PER_TICK) {
      return own.map((reminder) => ({ userId, payload: reminderPayload(reminder) }));
    }
    const shown = own.slice(0, PUSHES_PER_ACCOUNT_PER_TICK - 1);
    const rest = own.length - shown.length;
    return [
      ...shown.map((reminder) => ({ userId, payload: reminderPayload(reminder) })),
      {
        userId,
        payload: {
          title: 'Rappels',
          body: `Et ${rest} autres rappels dans Foyer`,
          tag: 'foyer-rappels',
          url: '/dashboard',
        },
      },
    ];
  });
}

/**
 * Pushes the tick's reminders. Runs after the tick (`waitUntil`): it can neither delay nor fail it,
 * and logs instead of throwing. Without VAPID secrets push is off and nothing is sent.
 */
export async function pushReminders(
  env: Pick<Env, 'DB' | 'ENVIRONMENT' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  reminders: readonly Reminded[],
  now: Date,
  options: DeliveryOptions = {},
): Promise<DeliveryReport | null> {
  if (reminders.length === 0) return null;
  const vapid = vapidFrom(env);
  if (!vapid) return null;
  try {
    const db = createDb(env.DB);
    // Only to those who keep reminders on their devices (worker/notifications/preferences.ts).
    const allowed = await gatePush(db, (r) => r.spaceId, reminders, 'reminder', now);
    const report = await deliver(db, reminderJobs(allowed), vapid, now, {
      ...options,
      environment: env.ENVIRONMENT,
    });
    if (report.sent + report.gone + report.failed > 0) {
      console.log(JSON.stringify({ event: 'push.reminders', ...report }));
    }
    return report;
  } catch (error) {
    console.error('push of reminders failed', error);
    return null;
  }
}
