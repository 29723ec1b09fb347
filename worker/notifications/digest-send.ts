/**
 * The digests a tick stored, on their recipients' devices and in their mailboxes. Runs after the tick
 * (`waitUntil`): it can neither delay nor fail it, and logs instead of throwing. Each digest is sent
 * by the tick that stored it, so once (worker/notifications/digest.ts).
 */
import { createDb } from '../../db/client.ts';
import { linkOrigin } from '../lib/app-origin.ts';
import { createMailer } from '../mail/mailer.ts';
import { digestMessage } from '../mail/templates.ts';
import { type DeliveryOptions, deliver, vapidFrom } from '../push/deliver.ts';
import { DIGEST_TEXTS, type Digested, dayLabel } from './digest.ts';
import { unsubscribeLink } from './unsubscribe.ts';

type SendEnv = Pick<
  Env,
  | 'DB'
  | 'ENVIRONMENT'
  | 'JWT_SECRET'
  | 'APP_ORIGIN'
  | 'MAIL_API_URL'
  | 'MAIL_API_KEY'
  | 'MAIL_FROM'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
>;

export interface DigestSendReport {
  pushed: number;
  emailed: number;
  failed: number;
}

export async function sendDigests(
  env: SendEnv,
  digests: readonly Digested[],
  now: Date,
  options: DeliveryOptions = {},
): Promise<DigestSendReport> {
  const report: DigestSendReport = { pushed: 0, emailed: 0, failed: 0 };
  if (digests.length === 0) return report;
  const db = createDb(env.DB);
  const vapid = vapidFrom(env);
  const jobs = digests
    .filter((d) => d.push)
    .map((d) => ({
      userId: d.userId,
      payload: {
        title: DIGEST_TEXTS.title,
        body: d.title,
        tag: `foyer-resume-${d.spaceId}`,
        url: '/planning',
      },
    }));
  if (vapid && jobs.length > 0) {
    try {
      const pushed = await deliver(db, jobs, vapid, now, {
        ...options,
        environment: env.ENVIRONMENT,
      });
      report.pushed = pushed.sent;
    } catch (error) {
      console.error('push of the digests failed', error);
    }
  }
  const emailed = digests.filter((d) => d.emailed);
  if (emailed.length > 0) {
    try {
      const mailer = createMailer(env, db);
      const origin = linkOrigin(env);
      for (const d of emailed) {
        try {
          await mailer.send(
            digestMessage({
              to: d.email,
              dayLabel: dayLabel(d.day),
              spaceName: d.spaceName,
              lines: d.lines,
              changes: d.changes,
              origin,
              unsubscribeLink: await unsubscribeLink(env, d, now),
            }),
          );
          report.emailed += 1;
        } catch (error) {
          report.failed += 1;
          console.error('a digest email failed', error);
        }
      }
    } catch (error) {
      console.error('the digest emails failed', error);
    }
  }
  if (report.pushed + report.emailed + report.failed > 0) {
    console.log(JSON.stringify({ event: 'digest.sent', ...report }));
  }
  return report;
}
