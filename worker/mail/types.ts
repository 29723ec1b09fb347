/**
 * What every mailer sends and how: its own module, so that the adapters (dev-mailer, http-mailer)
 * and the factory choosing between them (mailer.ts) depend on it rather than on one another.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
