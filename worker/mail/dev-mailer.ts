import { env } from 'cloudflare:workers';
import type { Db } from '../../db/client.ts';
import { devMail } from '../../db/schema.ts';
import type { Mailer, MailMessage } from './types.ts';

declare global {
  namespace Cloudflare {
    interface Env {
      /**
       * Set by the worker tests (vitest.config.ts): hundreds of sign-up emails in the console would
       * bury a failure, and the tests read the mailbox through GET /api/dev/mail anyway.
       */
      DEV_MAIL_QUIET?: string;
    }
  }
}

/**
 * Development: every email lands in `dev_mail` (listed by GET /api/dev/mail) and, under `npm start`
 * and `npm run dev`, in the console.
 */
export class DevMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(devMail).values({ ...message, createdAt: this.now().toISOString() });
    if (env.DEV_MAIL_QUIET) return;
    console.log(`[dev mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
}
