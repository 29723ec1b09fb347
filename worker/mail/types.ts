/**
 * What every mailer sends and how: its own module, so that the adapters (dev-mailer, http-mailer)
 * and the factory choosing between them (mailer.ts) depend on it rather than on one another.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers, e.g. the digest's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058);
   * never address or content headers, which the mailer sets itself.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
