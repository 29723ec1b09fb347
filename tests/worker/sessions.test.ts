import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import {
  createSession,
  PERSISTENT_SESSION_MS,
  ROTATION_GRACE_MS,
  refreshSession,
} from '../../worker/auth/sessions.ts';
import { hashToken, signAccessToken, verifyAccessToken } from '../../worker/auth/tokens.ts';
import {
  cookieHeader,
  db,
  login,
  refreshCookieOf,
  setCookies,
  signupPerson,
} from './auth-support.ts';
import { api } from './support.ts';

async function sessionOf(refreshToken: string) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, await hashToken(refreshToken)))
    .get();
}

async function userId(email: string): Promise<string> {
  const user = await db.select().from(users).where(eq(users.email, email)).get();
  if (!user) throw new Error('no user');
  return user.id;
}

describe('POST /api/auth/refresh', () => {
  it('rotates: a new refresh token and access token, the old refresh token marked rotated', async () => {
    const { cookie, response: signupResponse } = await signupPerson();
    const first = refreshCookieOf(signupResponse) ?? '';
    const response = await api(cookie).auth.refresh.$post();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.firstName).toBe('Camille');
    const second = refreshCookieOf(response) ?? '';
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
    // A fresh access JWT (header.payload.signature).
    expect(setCookies(response).get('foyer_access')?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const old = await sessionOf(first);
    const next = await sessionOf(second);
    expect(old?.rotatedAt).not.toBeNull();
    expect(next?.rotatedAt).toBeNull();
    expect(next?.chainId).toBe(old?.chainId);
    // The session's end is counted from sign-in, not extended by the refresh.
    expect(next?.expiresAt).toBe(old?.expiresAt);
    expect((await api(cookieHeader(response)).me.$get()).status).toBe(200);
  });

  it('keeps "Rester connecté" cookies persistent and counts Max-Age down to the session end', async () => {
    const { email } = await signupPerson();
    const { response: loginResponse, cookie } = await login(email);
    const refreshToken = refreshCookieOf(loginResponse) ?? '';
    const row = await sessionOf(refreshToken);
    // Sign-in was 10 days ago: 20 days remain.
    const tenDays = 10 * 24 * 3600_000;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.parse(row?.expiresAt ?? '') - tenDays).toISOString() })
      .where(eq(sessions.chainId, row?.chainId ?? ''));
    const response = await api(cookie).auth.refresh.$post();
    expect(response.status).toBe(200);
    const maxAge = Number(
      setCookies(response)
        .get('foyer_refresh')
        ?.attributes.find((a) => a.startsWith('Max-Age='))
        ?.slice('Max-Age='.length),
    );
    expect(maxAge).toBeGreaterThan(20 * 24 * 3600 - 120);
    expect(maxAge).toBeLessThanOrEqual(20 * 24 * 3600);
  });

  it('answers the same pair to two tabs refreshing with the same token inside the grace window', async () => {
    const { cookie } = await signupPerson();
    const [a, b] = await Promise.all([
      api(cookie).auth.refresh.$post(),
      api(cookie).auth.refresh.$post(),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    // And a third, a moment later, still inside the window.
    const c = await api(cookie).auth.refresh.$post();
    expect(c.status).toBe(200);
    expect(refreshCookieOf(c)).toBe(refreshCookieOf(a));
    expect((await api(cookieHeader(c)).me.$get()).status).toBe(200);
  });

  it('revokes the whole chain when a rotated token comes back after the grace window', async () => {
    const { cookie, response: signupResponse } = await signupPerson();
    const first = refreshCookieOf(signupResponse) ?? '';
    const rotated = await api(cookie).auth.refresh.$post();
    const current = cookieHeader(rotated);
    // The rotation happened 11 seconds ago.
    await db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 11_000).toISOString() })
      .where(eq(sessions.refreshTokenHash, await hashToken(first)));

    const replay = await api(cookie).auth.refresh.$post();
    expect(replay.status).toBe(401);
    expect(refreshCookieOf(replay)).toBe('');
    // The legitimate holder of the newest token is signed out too.
    expect((await api(current).auth.refresh.$post()).status).toBe(401);
    expect((await api(current).me.$get()).status).toBe(401);
    const chain = await db
      .select()
      .from(sessions)
      .where(eq(sessions.chainId, (await sessionOf(first))?.chainId ?? ''));
    expect(chain.length).toBe(2);
    expect(chain.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('refuses a session past its end (401, cookies cleared)', async () => {
    const { email } = await signupPerson();
    const { response: loginResponse, cookie } = await login(email, undefined, false);
    const row = await sessionOf(refreshCookieOf(loginResponse) ?? '');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.chainId, row?.chainId ?? ''));
    const response = await api(cookie).auth.refresh.$post();
    expect(response.status).toBe(401);
    expect(setCookies(response).get('foyer_access')?.attributes).toContain('Max-Age=0');
  });

  it('without a refresh cookie is a 401 that leaves cookies alone', async () => {
    // A signed-out page's refresh must not wipe a session opened meanwhile in the same browser.
    const response = await api().auth.refresh.$post();
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is a 401 without a refresh cookie or with an unknown one', async () => {
    expect((await api().auth.refresh.$post()).status).toBe(401);
    expect((await api('foyer_refresh=forged-token').auth.refresh.$post()).status).toBe(401);
  });
});

describe('refresh rules at chosen instants', () => {
  it('grace: same successor up to 10 s after the rotation, revocation after', async () => {
    expect(ROTATION_GRACE_MS).toBe(10_000);
    const { email } = await signupPerson();
    const start = new Date('2026-11-23T08:00:00.000Z');
    const session = await createSession(
      db,
      { userId: await userId(email), persistent: true },
      start,
    );
    const rotatedAt = new Date(start.getTime() + 60_000);
    const first = await refreshSession(db, env, session.refreshToken, rotatedAt);
    expect(first.ok).toBe(true);
    const atEdge = await refreshSession(
      db,
      env,
      session.refreshToken,
      new Date(rotatedAt.getTime() + ROTATION_GRACE_MS),
    );
    expect(atEdge.ok && first.ok && atEdge.session.refreshToken).toBe(
      first.ok && first.session.refreshToken,
    );
    const late = await refreshSession(
      db,
      env,
      session.refreshToken,
      new Date(rotatedAt.getTime() + ROTATION_GRACE_MS + 1),
    );
    if (!first.ok) throw new Error('unreachable');
    // The revoked chain is named, so that its live sockets can be closed.
    expect(late).toEqual({ ok: false, reason: 'reused', chainId: first.session.chainId });
    const successor = await refreshSession(
      db,
      env,
      first.session.refreshToken,
      new Date(rotatedAt.getTime() + 20_000),
    );
    expect(successor).toEqual({ ok: false, reason: 'revoked' });
  });

  it('a "Rester connecté" session ends 30 days after sign-in however often it is refreshed', async () => {
    const { email } = await signupPerson();
    const start = new Date('2026-01-01T08:00:00.000Z');
    let token = (await createSession(db, { userId: await userId(email), persistent: true }, start))
      .refreshToken;
    for (const day of [7, 14, 21, 28]) {
      const result = await refreshSession(
        db,
        env,
        token,
        new Date(start.getTime() + day * 86400_000),
      );
      if (!result.ok) throw new Error(`refresh failed on day ${day}`);
      expect(result.session.expiresAt.getTime()).toBe(start.getTime() + PERSISTENT_SESSION_MS);
      token = result.session.refreshToken;
    }
    const after = await refreshSession(
      db,
      env,
      token,
      new Date(start.getTime() + PERSISTENT_SESSION_MS),
    );
    expect(after).toEqual({ ok: false, reason: 'expired' });
  });

  it('an access token lasts 15 minutes and never beyond its session', async () => {
    const now = new Date('2026-11-23T08:00:00.000Z');
    const claims = { userId: 'u', sessionChainId: 'c' };
    const long = await signAccessToken(env, claims, now, new Date(now.getTime() + 86400_000));
    expect(long.expiresAt.getTime() - now.getTime()).toBe(15 * 60_000);
    expect(await verifyAccessToken(env, long.token, new Date(now.getTime() + 14 * 60_000))).toEqual(
      claims,
    );
    expect(
      await verifyAccessToken(env, long.token, new Date(now.getTime() + 16 * 60_000)),
    ).toBeNull();
    const short = await signAccessToken(env, claims, now, new Date(now.getTime() + 60_000));
    expect(short.expiresAt.getTime() - now.getTime()).toBe(60_000);
    expect(await verifyAccessToken(env, `${long.token}x`, now)).toBeNull();
  });

  it('a token verified once is still refused at each later use outside its times', async () => {
    const now = new Date('2026-11-23T09:00:00.000Z');
    const claims = { userId: 'u2', sessionChainId: 'c2' };
    const session = new Date(now.getTime() + 5 * 60_000);
    const { token } = await signAccessToken(env, claims, now, session);
    const at = (ms: number) => verifyAccessToken(env, token, new Date(now.getTime() + ms));
    // Verified (then remembered) at once; each later answer still depends on the instant.
    expect(await at(0)).toEqual(claims);
    expect(await at(4 * 60_000 + 59_000)).toEqual(claims);
    expect(await at(5 * 60_000)).toBeNull(); // exp: the end of its session
    expect(await at(-1000)).toBeNull(); // issued in the future
    expect(await at(60_000)).toEqual(claims);
    // Another secret does not share what this one verified.
    const other = { ...env, JWT_SECRET: 'another-secret-of-at-least-thirty-two-chars' };
    expect(await verifyAccessToken(other, token, now)).toBeNull();
  });
});
