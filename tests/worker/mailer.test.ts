import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { app } from '../../worker/app.ts';
import { jwtSecret } from '../../worker/auth/tokens.ts';
import { HttpMailer } from '../../worker/mail/http-mailer.ts';
import { createMailer } from '../../worker/mail/mailer.ts';
import {
  resetPasswordLink,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../../worker/mail/templates.ts';
import { db, GOOD_PASSWORD, uniqueEmail } from './auth-support.ts';
import { errorOf, ORIGIN } from './support.ts';

const message = {
  to: 'camille@famille.test',
  subject: 'Sujet',
  text: 'Texte',
  html: '<p>Texte</p>',
};

describe('HttpMailer', () => {
  it('POSTs one JSON message with the bearer key', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response('{"id":"1"}', { status: 200 });
    };
    const mailer = new HttpMailer(
      {
        url: 'https://mail.example/emails',
        apiKey: 'key-123',
        from: 'Foyer <no-reply@foyer.example>',
      },
      fakeFetch,
    );
    await mailer.send(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://mail.example/emails');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer key-123');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      from: 'Foyer <no-reply@foyer.example>',
      to: ['camille@famille.test'],
      subject: 'Sujet',
      text: 'Texte',
      html: '<p>Texte</p>',
    });
  });

  it('passes a message’s own headers on, as the digest’s one-click unsubscribe needs', async () => {
    let body: unknown;
    const mailer = new HttpMailer(
      { url: 'https://mail.example/emails', apiKey: 'k', from: 'f@foyer.example' },
      async (_input, init) => {
        body = JSON.parse(String(init?.body));
        return new Response('{"id":"1"}', { status: 200 });
      },
    );
    const headers = {
      'List-Unsubscribe': '<https://foyer.example/api/digest/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mailer.send({ ...message, headers });
    expect(body).toMatchObject({ to: ['camille@famille.test'], headers });
  });

  it('throws on a refusal without leaking the key', async () => {
    const mailer = new HttpMailer(
      { url: 'https://mail.example/emails', apiKey: 'key-secret', from: 'f@foyer.example' },
      async () => new Response('quota exceeded', { status: 429 }),
    );
    const error = await mailer.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain('429');
    expect(String(error)).not.toContain('key-secret');
  });
});

describe('createMailer', () => {
  it('needs the MAIL_* secrets outside development', () => {
    expect(() => createMailer({ ENVIRONMENT: 'production' }, db)).toThrow(/MAIL_API_URL/);
    const mailer = createMailer(
      {
        ENVIRONMENT: 'production',
        MAIL_API_URL: 'https://mail.example/emails',
        MAIL_API_KEY: 'k',
        MAIL_FROM: 'f@foyer.example',
      },
      db,
    );
    expect(mailer).toBeInstanceOf(HttpMailer);
  });
});

describe('email templates', () => {
  it('reset: the recovery link the page expects, in text and HTML', () => {
    const mail = resetPasswordMessage({
      to: 'a@b.fr',
      origin: 'https://foyer.example',
      token: 'abc_-1',
    });
    const link = 'https://foyer.example/reset-password#access_token=abc_-1&type=recovery';
    expect(resetPasswordLink('https://foyer.example', 'abc_-1')).toBe(link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    expect(mail.text).toContain('30 minutes');
  });

  it('verify: escapes the first name in HTML', () => {
    const mail = verifyEmailMessage({
      to: 'a@b.fr',
      firstName: '<script>x</script>',
      origin: 'https://foyer.example',
      token: 't',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('https://foyer.example/verify-email#token=t');
  });
});

describe('JWT_SECRET', () => {
  it('has a default in development only', () => {
    expect(jwtSecret({ ENVIRONMENT: 'development' }).length).toBeGreaterThanOrEqual(32);
    expect(() => jwtSecret({ ENVIRONMENT: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => jwtSecret({ ENVIRONMENT: 'production', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET/,
    );
    const secret = 'x'.repeat(40);
    expect(
      new TextDecoder().decode(jwtSecret({ ENVIRONMENT: 'production', JWT_SECRET: secret })),
    ).toBe(secret);
  });

  it('without it in production, sign-up is a logged 500 `internal` and creates nothing', async () => {
    const email = uniqueEmail('sans-secret');
    const response = await app.request(
      `${ORIGIN}/api/auth/signup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD }),
      },
      { ...env, ENVIRONMENT: 'production' },
    );
    expect(response.status).toBe(500);
    const body = await errorOf(response);
    expect(body.error.code).toBe('internal');
    expect(await db.select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
  });
});
