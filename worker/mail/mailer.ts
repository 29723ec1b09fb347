/**
 * Sending email (docs/architecture.md#auth): one interface, a development mailer that keeps
 * every message in `dev_mail`, and an HTTP email API for deployments.
 */
import type { Db } from '../../db/client.ts';
import { ConfigurationError } from '../lib/configuration-error.ts';
import { DevMailer } from './dev-mailer.ts';
import { HttpMailer } from './http-mailer.ts';
import type { Mailer } from './types.ts';

type MailEnv = Pick<Env, 'ENVIRONMENT' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

/**
 * The mailer for this environment. Development never sends anything out, even with MAIL_* set; any
 * other environment needs the three MAIL_* secrets.
 */
export function createMailer(env: MailEnv, db: Db): Mailer {
  if (env.ENVIRONMENT === 'development') return new DevMailer(db);
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) {
    throw new ConfigurationError(
      'MAIL_API_URL, MAIL_API_KEY and MAIL_FROM must be set to send email (wrangler secret put)',
    );
  }
  return new HttpMailer({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM });
}
