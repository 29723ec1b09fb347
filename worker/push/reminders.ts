/**
 * The cron's reminders on the devices of their recipients (docs/decisions/014-web-push.md): each
 * notification a tick created goes, as a push message, to every device of the account it was created
 * for. The cron already picks that account (worker/cron/reminders.ts: the memo's author; for a task,
 * the members of the space, since a profile is not linked to an account), so push follows the bell.
 */
import { createDb } from '../../db/client.ts';
import type { PushPayload } from '../../domain/push.ts';
import type { Reminded } from '../cron/reminders.ts';
import { type DeliveryOptions, type DeliveryReport, deliver, vapidFrom } from './deliver.ts';

/** What the device shows for a reminder, and the screen a click opens. */
export function reminderPayload(reminder: Reminded): PushPayload {
  const isTask = reminder.dedupeKey?.startsWith('task:') ?? false;
  return {
    title: reminder.title,
    body: reminder.description ?? '',
    // Per task or memo: the next occurrence's reminder replaces the last one's.
    tag: `foyer-rappel-${reminder.relatedId ?? reminder.id}`,
    url: isTask && reminder.relatedId ? `/task/${reminder.relatedId}` : '/dashboard',
  };
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
    const report = await deliver(
      createDb(env.DB),
      reminders.map((reminder) => ({
        userId: reminder.userId,
        payload: reminderPayload(reminder),
      })),
      vapid,
      now,
      { ...options, environment: env.ENVIRONMENT },
    );
    if (report.sent + report.gone + report.failed > 0) {
      console.log(JSON.stringify({ event: 'push.reminders', ...report }));
    }
    return report;
  } catch (error) {
    console.error('push of reminders failed', error);
    return null;
  }
}
