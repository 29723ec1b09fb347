import { env, withEnv } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app.ts';
import { DevMailer } from '../../worker/mail/dev-mailer.ts';
import { db } from './auth-support.ts';
import { api, errorOf, ORIGIN } from './support.ts';

describe('GET /api/dev/mail', () => {
  it('lists every email newest first in development', async () => {
    const mailer = new DevMailer(db);
    await mailer.send({ to: 'a@famille.test', subject: 'Premier', text: 'un', html: '<p>un</p>' });
    await mailer.send({
      to: 'b@famille.test',
      subject: 'Second',
      text: 'deux',
      html: '<p>deux</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const response = await api().dev.mail.$get();
    expect(response.status).toBe(200);
    const mail = await response.json();
    expect(mail.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'Premier']);
    expect(mail[1]?.headers).toBeNull();
    expect(mail[0]).toEqual({
      to: 'b@famille.test',
      subject: 'Second',
      text: 'deux',
      html: '<p>deux</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('is a 404 in the error shape outside development', async () => {
    const response = await app.request(
      `${ORIGIN}/api/dev/mail`,
      {},
      {
        ...env,
        ENVIRONMENT: 'production',
      },
    );
    expect(response.status).toBe(404);
    const body = await errorOf(response);
    expect(body.error.code).toBe('not_found');
  });
});

describe('the dev mailbox in the console', () => {
  const message = { to: 'c@famille.test', subject: 'Console', text: 'trois', html: '<p>trois</p>' };
  afterEach(() => vi.restoreAllMocks());

  it('prints nothing under the worker tests, which set DEV_MAIL_QUIET', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await new DevMailer(db).send(message);
    expect(log).not.toHaveBeenCalled();
  });

  it('prints each email without it, as under npm start', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const loud = { ...env, DEV_MAIL_QUIET: undefined };
    await withEnv(loud, () => new DevMailer(db).send(message));
    expect(log).toHaveBeenCalledWith('[dev mail] to c@famille.test: Console\ntrois');
  });
});
