/**
 * « Appareils connectés » (Mon compte): an account sees its live sign-ins, ends one, or ends all the
 * others with its password; nobody reaches another account's sign-ins.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, sessions } from '../../db/schema.ts';
import { LIVE_CLOSE } from '../../domain/live-events.ts';
import { SESSION_MESSAGES } from '../../domain/sessions.ts';
import { SESSION_END_LIMIT } from '../../worker/auth/rate-limit.ts';
import { cookieHeader, db, GOOD_PASSWORD, signupPerson } from './auth-support.ts';
import { openSocket } from './live-support.ts';
import { createSpaceAs } from './space-support.ts';
import { api, expectError } from './support.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const signedOut = { code: LIVE_CLOSE.signedOut.code, reason: LIVE_CLOSE.signedOut.reason };

/** Another sign-in of the same account, from a browser named by its user agent. */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  const response = await api().auth.login.$post(
    { json: { email, password: GOOD_PASSWORD } },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

async function listOf(cookie: string) {
  const response = await api(cookie).me.sessions.$get();
  expect(response.status).toBe(200);
  return (await response.json()).sessions;
}

async function liveChains(userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ chainId: sessions.chainId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return new Set(rows.map((row) => row.chainId));
}

describe('GET /api/me/sessions', () => {
  it('lists the live sign-ins with their browser in French, this one marked', async () => {
    const person = await signupPerson('Camille', 'Martin');
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    await signInFrom(person.email, MAC_SAFARI);

    const list = await listOf(phone);
    expect(list).toHaveLength(3);
    expect(list.filter((session) => session.current).map((session) => session.label)).toEqual([
      'Chrome sur Android',
    ]);
    expect(list.map((session) => session.label)).toContain('Safari sur Mac');
    for (const session of list) {
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
  });

  it('shows a refreshed sign-in once, named by the browser that refreshed it last', async () => {
    const person = await signupPerson('Hugo', 'Martin');
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    const refreshed = await api(phone).auth.refresh.$post(
      {},
      { headers: { 'user-agent': MAC_SAFARI } },
    );
    expect(refreshed.status).toBe(200);

    const list = await listOf(cookieHeader(refreshed));
    expect(list).toHaveLength(2);
    const current = list.find((session) => session.current);
    expect(current?.label).toBe('Safari sur Mac');
    expect(Date.parse(current?.lastUsedAt ?? '')).toBeGreaterThan(
      Date.parse(current?.signedInAt ?? ''),
    );
  });

  it('leaves out ended sign-ins and never shows another account’s', async () => {
    const person = await signupPerson('Thomas', 'Martin');
    const other = await signupPerson('Inès', 'Martin');
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    expect((await api(phone).auth.logout.$post()).status).toBe(200);

    const list = await listOf(person.cookie);
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
    const otherIds = [...(await liveChains(other.id))];
    expect(list.map((session) => session.id)).not.toContain(otherIds[0]);
  });

  it('needs a session', async () => {
    await expectError(await api().me.sessions.$get(), 401, 'unauthenticated');
  });
});

describe('DELETE /api/me/sessions/:sessionId', () => {
  it('ends that sign-in: its refresh and access fail and its live sockets close', async () => {
    const person = await signupPerson('Camille', 'Martin');
    const { id: spaceId } = await createSpaceAs(person);
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    const live = await openSocket(spaceId, phone);
    const staying = await openSocket(spaceId, person.cookie);
    const target = (await listOf(phone)).find((session) => session.current);

    const response = await api(person.cookie).me.sessions[':sessionId'].$delete({
      param: { sessionId: target?.id ?? '' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, message: SESSION_MESSAGES.ended });
    expect(await live.closed).toEqual(signedOut);
    await expectError(await api(phone).me.$get(), 401, 'unauthenticated');
    // The refusal says why, so the ended device can tell the family on /login.
    const refused = await expectError(
      await api(phone).auth.refresh.$post(),
      401,
      'unauthenticated',
    );
    expect(refused.error.reason).toBe('ended_elsewhere');
    // The account's other sign-in goes on.
    expect((await api(person.cookie).me.$get()).status).toBe(200);
    expect(await listOf(person.cookie)).toHaveLength(1);
    staying.socket.close();
  });

  it('cannot end another account’s sign-in: 404 as for an unknown one, and it stays', async () => {
    const person = await signupPerson('Thomas', 'Martin');
    const stranger = await signupPerson('Inès', 'Dupont');
    const [strangerChain = ''] = await liveChains(stranger.id);

    await expectError(
      await api(person.cookie).me.sessions[':sessionId'].$delete({
        param: { sessionId: strangerChain },
      }),
      404,
      'not_found',
      SESSION_MESSAGES.notFound,
    );
    expect(await liveChains(stranger.id)).toEqual(new Set([strangerChain]));
    expect((await api(stranger.cookie).me.$get()).status).toBe(200);
  });

  it('refuses this browser’s own sign-in, a malformed id, and an ended one', async () => {
    const person = await signupPerson('Léa', 'Martin');
    const [own] = await listOf(person.cookie);
    await expectError(
      await api(person.cookie).me.sessions[':sessionId'].$delete({
        param: { sessionId: own?.id ?? '' },
      }),
      409,
      'conflict',
      SESSION_MESSAGES.thisDevice,
    );
    await expectError(
      await api(person.cookie).me.sessions[':sessionId'].$delete({
        param: { sessionId: 'not-an-id' },
      }),
      400,
      'validation',
      SESSION_MESSAGES.notFound,
    );
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    expect((await api(phone).auth.logout.$post()).status).toBe(200);
    const [ended = ''] = (
      await db
        .select({ chainId: sessions.chainId })
        .from(sessions)
        .where(eq(sessions.userId, person.id))
    )
      .map((row) => row.chainId)
      .filter((chainId) => chainId !== own?.id);
    await expectError(
      await api(person.cookie).me.sessions[':sessionId'].$delete({ param: { sessionId: ended } }),
      404,
      'not_found',
    );
    expect((await api(person.cookie).me.$get()).status).toBe(200);
  });

  it(`is limited to ${SESSION_END_LIMIT.limit} per sign-in per 15 minutes`, async () => {
    const person = await signupPerson('Hugo', 'Martin');
    const own = (await listOf(person.cookie)).find((session) => session.current);
    await db.insert(rateLimits).values({
      key: `${SESSION_END_LIMIT.name}:${person.id} ${own?.id}`,
      count: SESSION_END_LIMIT.limit,
      windowStart: new Date().toISOString(),
    });
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    const target = (await listOf(phone)).find((session) => session.current);
    await expectError(
      await api(person.cookie).me.sessions[':sessionId'].$delete({
        param: { sessionId: target?.id ?? '' },
      }),
      429,
      'rate_limited',
    );
    expect((await api(phone).me.$get()).status).toBe(200);
  });
});

describe('POST /api/me/sessions/end-others', () => {
  it('with the password: ends every other sign-in and its sockets, keeps this one', async () => {
    const person = await signupPerson('Camille', 'Martin');
    const { id: spaceId } = await createSpaceAs(person);
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    const laptop = await signInFrom(person.email, MAC_SAFARI);
    const phoneLive = await openSocket(spaceId, phone);
    const laptopLive = await openSocket(spaceId, laptop);
    const staying = await openSocket(spaceId, person.cookie);

    const response = await api(person.cookie).me.sessions['end-others'].$post({
      json: { password: GOOD_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ended: 2,
      message: SESSION_MESSAGES.endedOthers(2),
    });
    expect(await phoneLive.closed).toEqual(signedOut);
    expect(await laptopLive.closed).toEqual(signedOut);
    await expectError(await api(phone).me.$get(), 401, 'unauthenticated');
    await expectError(await api(laptop).auth.refresh.$post(), 401, 'unauthenticated');
    expect((await api(person.cookie).me.$get()).status).toBe(200);
    expect(await listOf(person.cookie)).toHaveLength(1);
    staying.socket.close();
  });

  it('with a wrong password: a French 400 and no sign-in ended', async () => {
    const person = await signupPerson('Thomas', 'Martin');
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    const before = await liveChains(person.id);

    await expectError(
      await api(person.cookie).me.sessions['end-others'].$post({
        json: { password: 'pas-le-bon-mot-de-passe' },
      }),
      400,
      'validation',
      SESSION_MESSAGES.passwordIncorrect,
    );
    await expectError(
      await api(person.cookie).me.sessions['end-others'].$post({ json: { password: '' } }),
      400,
      'validation',
      SESSION_MESSAGES.passwordRequired,
    );
    expect(await liveChains(person.id)).toEqual(before);
    expect((await api(phone).me.$get()).status).toBe(200);
  });

  it('counts wrong passwords with the password change: 429 past 10, even with the right one', async () => {
    const person = await signupPerson('Inès', 'Martin');
    const phone = await signInFrom(person.email, ANDROID_CHROME);
    for (let i = 0; i < 10; i++) {
      const wrong = await api(person.cookie).me.sessions['end-others'].$post({
        json: { password: `faux-${i}` },
      });
      expect(wrong.status).toBe(400);
    }
    await expectError(
      await api(person.cookie).me.sessions['end-others'].$post({
        json: { password: GOOD_PASSWORD },
      }),
      429,
      'rate_limited',
    );
    expect((await api(phone).me.$get()).status).toBe(200);
  });
});

describe('a stolen sign-in against its owner', () => {
  it('cannot use up the limits that the owner needs to end it: they are counted per sign-in', async () => {
    const owner = await signupPerson('Lina', 'Martin');
    const thief = await signInFrom(owner.email, ANDROID_CHROME);
    const thiefChain = (await listOf(thief)).find((session) => session.current)?.id ?? '';
    // With the cookies only: every wrong password and every end of an unknown sign-in it may try.
    for (let i = 0; i < 11; i++) {
      await api(thief).me.sessions['end-others'].$post({ json: { password: `faux-${i}` } });
    }
    for (let i = 0; i < SESSION_END_LIMIT.limit + 1; i++) {
      await api(thief).me.sessions[':sessionId'].$delete({
        param: { sessionId: crypto.randomUUID() },
      });
    }
    await expectError(
      await api(thief).me.sessions['end-others'].$post({ json: { password: GOOD_PASSWORD } }),
      429,
      'rate_limited',
    );
    // The owner's own sign-in still ends the thief's, and still ends all the others.
    const ended = await api(owner.cookie).me.sessions[':sessionId'].$delete({
      param: { sessionId: thiefChain },
    });
    expect(ended.status).toBe(200);
    await expectError(await api(thief).me.$get(), 401, 'unauthenticated');
    const others = await api(owner.cookie).me.sessions['end-others'].$post({
      json: { password: GOOD_PASSWORD },
    });
    expect(others.status).toBe(200);
  });
});
