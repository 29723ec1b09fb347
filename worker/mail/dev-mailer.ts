import type { Db } from '../../db/client.ts';
import { devMail } from '../../db/schema.ts';
import type { Mailer, MailMessage } from './types.ts';

/** Development: every email lands in `dev_mail` (listed by GET /api/dev/mail) and in the console. */
export class DevMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(devMail).values({ ...message, createdAt: this.now().toISOString() });
    console.log(`[dev mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
}
