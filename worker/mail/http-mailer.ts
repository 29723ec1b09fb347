import type { Mailer, MailMessage } from './types.ts';

interface HttpMailerConfig {
  /** E.g. `https://api.resend.com/emails`. */
  url: string;
  apiKey: string;
  /** E.g. `Foyer <no-reply@foyer.example>`. */
  from: string;
}

/**
 * Production: one JSON POST per message with a bearer key, the shape of Resend's `POST /emails`
 * (`from`, `to` as a list, `subject`, `text`, `html`, and `headers` when the message has some), which Postmark-, Mailgun- or SES-style
 * gateways accept through a small adapter. A non-2xx answer throws; the key never appears in errors.
 */
export class HttpMailer implements Mailer {
  constructor(
    private readonly config: HttpMailerConfig,
    // Wrapped: workerd throws "Illegal invocation" when fetch is called as a method of another object.
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const response = await this.fetcher(this.config.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.config.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        from: this.config.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers && { headers: message.headers }),
      }),
    });
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 500);
      throw new Error(`email API answered ${response.status}: ${detail}`);
    }
  }
}
